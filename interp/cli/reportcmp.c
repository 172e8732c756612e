/* reportcmp.c: the HTML report of hoyle compare: A and B side by side,
 * their win shares and lengths in one chart each, and a table of the
 * figures with the difference B - A, its 95% interval and a mark where the
 * interval leaves out 0, computed as hoyle compare prints them (Newcombe's
 * interval for shares, Welch's for means). */
#include <stdio.h>
#include "cli/report.h"
#include "cli/reportcmp.h"
#include "cli/reportsvg.h"
#include "cli/simrules.h"

static void diff_cells(double a, double b, interval d, FILE *out)
{
  int sig = d.lo > 0 || d.hi < 0;
  fprintf(out, "<td class=\"a\">%.3f</td><td class=\"b\">%.3f</td><td>%+.3f</td>"
          "<td>[%+.3f, %+.3f]</td><td class=\"sig\">%s</td></tr>\n", a, b, b - a, d.lo, d.hi,
          sig ? "*" : "");
}

static void share_row(const char *what, long xa, long na, long xb, long nb, FILE *out)
{
  interval d = stats_share_diff(xa, na, xb, nb);
  fprintf(out, "<tr><td class=\"t\">%s</td>", what);
  diff_cells(na ? 100.0 * (double)xa / (double)na : 0, nb ? 100.0 * (double)xb / (double)nb : 0,
             (interval){ 100 * d.est, 100 * d.lo, 100 * d.hi }, out);
}

static void mean_row(const char *what, spread a, spread b, FILE *out)
{
  fprintf(out, "<tr><td class=\"t\">%s</td>", what);
  diff_cells(a.mean, b.mean, stats_mean_diff(&a, &b), out);
}

static void table_head(const char *id, FILE *out)
{
  fprintf(out, "<table id=\"%s\">\n<tr><th class=\"t\">figure</th><th>A</th><th>B</th>"
          "<th>B &#8722; A</th><th>95%% interval</th><th></th></tr>\n", id);
}

static void figures(const sim_stats *a, const sim_stats *b, FILE *out)
{
  char name[40];
  table_head("figures", out);
  for (int p = 0; p < a->players && p < b->players; p++) {
    snprintf(name, sizeof name, "P%d wins, %%", p + 1);
    share_row(name, a->wins[p], a->games, b->wins[p], b->games, out);
  }
  share_row("draws, %", a->draws, a->games, b->draws, b->games, out);
  share_row("stopped by the cap, %", a->capped, a->games, b->capped, b->games, out);
  share_row("failed, %", a->failed, a->games, b->failed, b->games, out);
  share_row("first to play wins, %", a->first_wins, a->first_known, b->first_wins,
            b->first_known, out);
  mean_row("turns, mean", stats_spread(&a->turns), stats_spread(&b->turns), out);
  if (stats_spread(&a->deals).max > 1 || stats_spread(&b->deals).max > 1)
    mean_row("deals, mean", stats_spread(&a->deals), stats_spread(&b->deals), out);
  for (int p = 0; a->scored && b->scored && p < a->players && p < b->players; p++) {
    spread sa, sb;
    stats_moments(a->nscored, (double)a->score_sum[p], (double)a->score_sq[p], &sa);
    stats_moments(b->nscored, (double)b->score_sum[p], (double)b->score_sq[p], &sb);
    snprintf(name, sizeof name, "P%d final score, mean", p + 1);
    mean_row(name, sa, sb, out);
  }
  fputs("</table>\n", out);
}

static void rule_rows(const sim_run *ra, const sim_run *rb, FILE *out)
{
  static const char *const kinds[] = { "rule", "decision", "", "", "arm" };
  fputs("<h2>What the rules did</h2>\n<p class=\"note\">Each rule, decision and arm both have "
        "(the same kind and text): how often a game, in A and in B.</p>\n", out);
  table_head("rules", out);
  for (int i = 0; i < ra->ncounters; i++) {
    const hoyle_counter *c = &ra->counters[i];
    int j = rules_match(ra, i, rb);
    if (j < 0 || (c->kind != HOYLE_COUNT_RULE && c->kind != HOYLE_COUNT_DECISION &&
                  c->kind != HOYLE_COUNT_ARM))
      continue;
    fprintf(out, "<tr><td class=\"code\">%s ", kinds[c->kind]);
    html_put(c->text, out);
    report_put_where(c->where, out);
    fputs("</td>", out);
    spread sa = rules_per_game(&ra->st, i), sb = rules_per_game(&rb->st, j);
    diff_cells(sa.mean, sb.mean, stats_mean_diff(&sa, &sb), out);
  }
  fputs("</table>\n", out);
}

void report_compare(const sim_run *a, const sim_run *b, FILE *out)
{
  const sim_run *runs[2] = { a, b };
  const histogram *turns[2] = { &a->st.turns, &b->st.turns };
  report_begin("hoyle compare", out);
  report_run_line(a, 0, 1, out);
  report_run_line(b, 1, 1, out);
  fputs("<h2>Who wins</h2>\n", out);
  svg_shares(runs, 2, out);
  fputs("<h2>Side by side</h2>\n<p class=\"note\">B &#8722; A with its 95% interval; "
        "<span class=\"sig\">*</span> where the interval leaves out 0.</p>\n", out);
  figures(&a->st, &b->st, out);
  fputs("<h2>How long games last</h2>\n", out);
  report_spread_line(0, "Turns per game", &a->st.turns, out);
  report_spread_line(1, "Turns per game", &b->st.turns, out);
  svg_histogram(turns, 2, "turns", out);
  rule_rows(a, b, out);
  report_end(out);
}
