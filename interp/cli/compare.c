/* compare.c: hoyle compare: two scripts, or two settings of one, played
 * on the same seeds; every figure of each side by side with the difference
 * B - A, its 95% interval, and a mark where the interval leaves out 0.
 * Shares are compared with Newcombe's interval, means with Welch's, ratios
 * (forced, options, arms) with the two delta-method intervals combined.
 * What the rules did is compared for the rules and decisions both have
 * (the same kind and line of script, the same number of times over).
 * With --report the same rows go to the HTML page's table (reportcmp.c). */
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "cli/compare.h"
#include "cli/reportfile.h"
#include "cli/sim.h"
#include "stats/report.h"
#include "stats/reportcmp.h"
#include "stats/simlead.h"
#include "stats/simrules.h"
#include "stats/simtext.h"

#define MAX_B_DEFINES 64

/* B's side: at most a script and -D options. */
typedef struct side_b {
  const char *file;
  const char *defines[MAX_B_DEFINES];
  int ndefines;
} side_b;

static int parse_b(char **args, int n, side_b *b)
{
  for (int i = 0; i < n; i++) {
    const char *a = args[i];
    if (strncmp(a, "-D", 2) == 0 && (a[2] || i + 1 < n)) {
      if (b->ndefines == MAX_B_DEFINES)
        return fprintf(stderr, "hoyle compare: too many -D options for B\n"), -1;
      b->defines[b->ndefines++] = a[2] ? a + 2 : args[++i];
    } else if (a[0] == '-' || b->file) {
      fprintf(stderr, "hoyle compare: after --, B takes a script and -D options, not '%s'\n"
              "Run 'hoyle compare --help' for usage.\n", a);
      return -1;
    } else {
      b->file = a;
    }
  }
  return 0;
}

/* Loads file and plays run r with setup su; an exit status. */
static int play_side(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o)
{
  hoyle_script *s;
  sim_header(r, file, su, o);
  int rc = hoyle_load(file, stderr, &s);
  if (rc == 0)
    rc = sim_play_shown(r, s, su);
  hoyle_free(s);
  return rc;
}

/* Where the rows go: text, or the table of the HTML page (reportcmp.c). */
typedef struct table { FILE *f; int html; } table;

static void row(const char *what, double a, double b, interval d, int has_ci, const table *out)
{
  if (out->html) {
    report_compare_row(what, a, b, d, has_ci, out->f);
    return;
  }
  fprintf(out->f, "  %-24s %10.3f %10.3f %+10.3f", what, a, b, b - a);
  if (has_ci)
    fprintf(out->f, "  [%+.3f, %+.3f]%s", d.lo, d.hi, d.lo > 0 || d.hi < 0 ? " *" : "");
  fputc('\n', out->f);
}

/* A line over rows: a section (depth 0), or a counter (its kind, text and
 * place) or "all decisions" (depth 1). */
static void heading(int depth, const char *label, const char *text, const char *where,
                    const table *out)
{
  if (out->html)
    report_compare_heading(depth, label, text, where, out->f);
  else if (text)
    fprintf(out->f, "  %s %.60s  (%s)\n", label, text, where);
  else
    fprintf(out->f, "%s%s\n", depth ? "  " : "", label);
}

static void share_row(const char *what, long xa, long na, long xb, long nb, const table *out)
{
  interval d = stats_share_diff(xa, na, xb, nb);
  d.lo *= 100;
  d.hi *= 100;
  row(what, na ? 100.0 * (double)xa / (double)na : 0, nb ? 100.0 * (double)xb / (double)nb : 0, d, 1, out);
}

static void spread_rows(const char *what, const histogram *ha, const histogram *hb, const table *out)
{
  spread a = stats_spread(ha), b = stats_spread(hb);
  char name[64];
  snprintf(name, sizeof name, "%s, mean", what);
  row(name, a.mean, b.mean, stats_mean_diff(&a, &b), 1, out);
  snprintf(name, sizeof name, "%s, sd", what);
  row(name, a.sd, b.sd, (interval){ 0 }, 0, out);
  snprintf(name, sizeof name, "%s, median", what);
  row(name, (double)a.median, (double)b.median, (interval){ 0 }, 0, out);
  snprintf(name, sizeof name, "%s, 5%%", what);
  row(name, (double)a.p5, (double)b.p5, (interval){ 0 }, 0, out);
  snprintf(name, sizeof name, "%s, 95%%", what);
  row(name, (double)a.p95, (double)b.p95, (interval){ 0 }, 0, out);
}

/* Ratios b - a; half-widths combined as for independent estimates. */
static void ratio_row(const char *what, interval a, interval b, double scale, const table *out)
{
  double ha = (a.hi - a.lo) / 2, hb = (b.hi - b.lo) / 2, d = b.est - a.est;
  double h = sqrt(ha * ha + hb * hb);
  row(what, scale * a.est, scale * b.est, (interval){ scale * d, scale * (d - h), scale * (d + h) }, 1, out);
}

static void counter_rows(const sim_run *ra, int i, const sim_run *rb, int j, const table *out)
{
  static const char *const kinds[] = { "rule", "decision", "", "", "arm" };
  const hoyle_counter *c = &ra->counters[i];
  spread sa = rules_per_game(&ra->st, i), sb = rules_per_game(&rb->st, j);
  heading(1, kinds[c->kind], c->text, c->where, out);
  row("  a game", sa.mean, sb.mean, stats_mean_diff(&sa, &sb), 1, out);
  if (c->kind == HOYLE_COUNT_ARM)
    ratio_row("  of the times met, %", rules_share(&ra->st, i), rules_share(&rb->st, j), 100, out);
  if (c->kind != HOYLE_COUNT_DECISION)
    return;
  ratio_row("  forced, %", rules_share(&ra->st, i + 1), rules_share(&rb->st, j + 1), 100, out);
  ratio_row("  options", rules_share(&ra->st, i + 2), rules_share(&rb->st, j + 2), 1, out);
}

static void rules_rows(const sim_run *ra, const sim_run *rb, const table *out)
{
  const sim_stats *a = &ra->st, *b = &rb->st;
  long na = a->games - a->failed, nb = b->games - b->failed;
  for (int i = 0; i < ra->ncounters; i++) {
    int k = ra->counters[i].kind, j = rules_match(ra, i, rb);
    if (j >= 0 && (k == HOYLE_COUNT_RULE || k == HOYLE_COUNT_DECISION || k == HOYLE_COUNT_ARM))
      counter_rows(ra, i, rb, j, out);
  }
  heading(1, "all decisions", NULL, NULL, out);
  ratio_row("  forced, %", stats_ratio(na, &a->rules.forced), stats_ratio(nb, &b->rules.forced), 100, out);
  ratio_row("  options", stats_ratio(na, &a->rules.options), stats_ratio(nb, &b->rules.options), 1, out);
}

static void score_rows(const sim_stats *a, const sim_stats *b, const table *out)
{
  for (int p = 0; a->scored && b->scored && p < a->players && p < b->players; p++) {
    spread sa, sb;
    char name[32];
    stats_moments(a->nscored, (double)a->score_sum[p], a->score_sq[p], &sa);
    stats_moments(b->nscored, (double)b->score_sum[p], b->score_sq[p], &sb);
    snprintf(name, sizeof name, "P%d final score, mean", p + 1);
    row(name, sa.mean, sb.mean, stats_mean_diff(&sa, &sb), 1, out);
  }
}

static void lead_rows(const lead_sums *a, const lead_sums *b, const table *out)
{
  if (!a->games || !b->games)
    return;
  spread ca = lead_changes(a), cb = lead_changes(b), da = lead_clear(a), db = lead_clear(b);
  interval d = stats_mean_diff(&da, &db);
  row("lead changes, mean", ca.mean, cb.mean, stats_mean_diff(&ca, &cb), 1, out);
  share_row("drama, %", a->behind, a->games, b->behind, b->games, out);
  row("decisiveness, %", 100 * da.mean, 100 * db.mean,
      (interval){ 100 * d.est, 100 * d.lo, 100 * d.hi }, 1, out);
}

/* Every figure of A and B, a row each. */
static void compare_rows(const sim_run *ra, const sim_run *rb, const table *out)
{
  const sim_stats *a = &ra->st, *b = &rb->st;
  char name[32];
  for (int p = 0; p < a->players && p < b->players; p++) {
    snprintf(name, sizeof name, "P%d wins, %%", p + 1);
    share_row(name, a->wins[p], a->games, b->wins[p], b->games, out);
  }
  share_row("draws, %", a->draws, a->games, b->draws, b->games, out);
  share_row("stopped by the cap, %", a->capped, a->games, b->capped, b->games, out);
  share_row("failed, %", a->failed, a->games, b->failed, b->games, out);
  share_row("first to play wins, %", a->first_wins, a->first_known, b->first_wins, b->first_known, out);
  if (a->agents.rot > 1 && a->agents.n > 1 && b->agents.n > 1)   /* --rotate: the skill figure */
    share_row("skill: agent 1 wins, %", a->agents.wins[0], a->agents.games, b->agents.wins[0],
              b->agents.games, out);
  spread_rows("turns", &a->turns, &b->turns, out);
  if (stats_spread(&a->deals).max > 1 || stats_spread(&b->deals).max > 1)
    spread_rows("deals", &a->deals, &b->deals, out);
  score_rows(a, b, out);
  lead_rows(&a->lead, &b->lead, out);
  heading(0, "what the rules did", NULL, NULL, out);
  rules_rows(ra, rb, out);
}

static void print_compare(const sim_run *ra, const sim_run *rb, FILE *out)
{
  fputs("A: ", out);
  sim_print_header(ra, out);
  fputs("B: ", out);
  sim_print_header(rb, out);
  fprintf(out, "  %-24s %10s %10s %10s  %s\n", "figure", "A", "B", "B - A", "95% interval (* significant)");
  compare_rows(ra, rb, &(table){ out, 0 });
}

static void write_page(const sim_run *ra, const sim_run *rb, FILE *page)
{
  report_compare_begin(ra, rb, page);
  compare_rows(ra, rb, &(table){ page, 1 });
  report_compare_end(page);
}

int compare_command(hoyle_setup *su, const sim_opts *o, char **files, int nfiles, char **bside, int nb)
{
  side_b b = { 0 };
  if (parse_b(bside, nb, &b) < 0)
    return HOYLE_EUSAGE;
  if (nfiles == 2 && !b.file && nb == 0)
    b.file = files[1];
  else if (nfiles != 1 || nb == 0) {
    fprintf(stderr, "hoyle compare: give A and B: 'A.hoyle B.hoyle', or 'A.hoyle [-D ...] -- "
            "[B.hoyle] [-D ...]'\nRun 'hoyle compare --help' for usage.\n");
    return HOYLE_EUSAGE;
  }
  hoyle_setup sb = *su;
  if (nb > 0) {
    sb.options = b.defines;
    sb.noptions = b.ndefines;
  }
  FILE *page = o->report ? report_open(o->report, "compare") : NULL;
  if (o->report && !page)
    return HOYLE_ENOINPUT;
  sim_run ra = { 0 }, rb = { 0 };
  su->prog = sb.prog = "hoyle compare";
  int rc = play_side(&ra, files[0], su, o);
  int rcb = rc == 0 ? play_side(&rb, b.file ? b.file : files[0], &sb, o) : rc;
  int played = rc == 0 && rcb == 0;
  if (played)
    print_compare(&ra, &rb, stdout);
  if (played && page)
    write_page(&ra, &rb, page);
  rc = rc ? rc : rcb ? rcb : sim_status(&ra, 0, "compare");
  if (rc == 0)
    rc = sim_status(&rb, 0, "compare");
  if (page)
    rc = report_finish(page, played, o->report, "compare", rc);
  sim_free(&ra);
  sim_free(&rb);
  return rc;
}
