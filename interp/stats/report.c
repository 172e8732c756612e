/* report.c: the HTML report of hoyle sim (see report.h): the page's frame
 * and style, the escaping of every script-given string, and the figures of
 * one run: win shares, the first player's advantage, lengths, scores, how
 * the lead went, what the rules did, the capped and failed seeds.  The
 * figures are drawn by the functions the text and JSON use. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "stats/report.h"
#include "stats/reportsvg.h"
#include "stats/simagent.h"
#include "stats/simhead.h"
#include "stats/simlead.h"
#include "stats/simrules.h"
#include "stats/simtext.h"

static const char style[] =
  "body{font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;"
  "max-width:880px;margin:24px auto;padding:0 16px}\n"
  "h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;"
  "border-bottom:1px solid #ddd;padding-bottom:3px}\n"
  ".run{font-family:ui-monospace,monospace;font-size:13px;background:#f5f5f3;padding:6px 8px;"
  "border-radius:4px;overflow-wrap:anywhere}\n"
  ".note{color:#555;font-size:13px}.key{display:inline-block;width:11px;height:11px;"
  "border-radius:2px;margin-right:5px}\n"
  "table{border-collapse:collapse;font-size:13px;margin:6px 0}"
  "th,td{padding:3px 8px;text-align:right;border-bottom:1px solid #eee;vertical-align:top}"
  "th{font-weight:600;border-bottom:1px solid #bbb}td.t,th.t{text-align:left}\n"
  "td{white-space:nowrap}td.code{font-family:ui-monospace,monospace;text-align:left;"
  "white-space:normal;overflow-wrap:anywhere}.where{font:11px system-ui,sans-serif;color:#888}tr.never td{color:#a33}.sig{color:#b00;font-weight:700}.warn{color:#8a4b00}\n"
  "tr.section td{font:600 15px system-ui,sans-serif;padding-top:16px;border-bottom:1px solid #bbb}"
  "tr.sub td{padding-top:8px;border-bottom:none}\n"
  "pre{font-size:13px;background:#f5f5f3;padding:6px 8px;border-radius:4px}\n"
  "svg text{font:12px system-ui,sans-serif;fill:#333}svg .tick{fill:#777;font-size:11px}"
  "svg .grid{stroke:#e6e6e6}svg .axis{stroke:#999}svg .whisker{stroke:#222;stroke-width:1.5;"
  "fill:none}svg .fair{stroke:#888;stroke-dasharray:4 3}svg .mean{stroke-dasharray:4 3;"
  "stroke-width:1.5}svg .label{font-weight:600}\n";

void html_put(const char *s, FILE *out)
{
  for (; *s; s++)
    switch (*s) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&#39;", out); break;
    default: fputc(*s, out);
    }
}

/* What fn writes for r, escaped: the text printers' own words. */
static void put_captured(void (*fn)(const void *, FILE *), const void *r, FILE *out)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&buf, &len);
  if (!m)
    return;
  fn(r, m);
  fclose(m);
  html_put(buf, out);
  free(buf);
}

static void header_of(const void *r, FILE *out) { sim_print_header(r, out); }
static void lead_of(const void *l, FILE *out) { lead_print_text(l, out); }
static void headline_of(const void *r, FILE *out)
{
  char head[1024];
  sim_headline(r, head, sizeof head);
  fputs(head, out);
}
static void seats_of(const void *st, FILE *out)
{
  const sim_stats *s = st;
  seat_print_text(&s->seats, s->players, out);
  agent_print_text(&s->agents, out);
}

void report_put_where(const char *where, FILE *out)
{
  const char *base = strrchr(where, '/');
  fputs("<div class=\"where\" title=\"", out);
  html_put(where, out);
  fputs("\">", out);
  html_put(base ? base + 1 : where, out);
  fputs("</div>", out);
}

void report_begin(const char *title, FILE *out)
{
  fprintf(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
          "<title>%s</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>%s</h1>\n", title, style,
          title);
}

static void put_key(int k, FILE *out)
{
  fprintf(out, "<span class=\"key\" style=\"background:%s\"></span>%c: ", svg_colour(k), 'A' + k);
}

void report_run_line(const sim_run *r, int k, int keyed, FILE *out)
{
  fputs("<p class=\"run\">", out);
  if (keyed)
    put_key(k, out);
  put_captured(header_of, r, out);
  fputs("</p>\n", out);
}

void report_end(FILE *out)
{
  fputs("<p class=\"note\">Intervals are 95%: Wilson score intervals for shares, normal "
        "intervals for means (where every game agrees, with the spread of games one unit "
        "apart in the share z&#178;/(n + z&#178;) that Wilson's interval allows, so that none "
        "has zero width), the delta method for ratios; hoyle(1), STATISTICS, says how each "
        "figure is computed.</p>\n</body>\n</html>\n", out);
}

static void seat_table(const sim_stats *st, FILE *out)
{
  fputs("<table id=\"seats\">\n<tr><th class=\"t\">seat</th><th>wins</th><th>share</th>"
        "<th>95% interval</th></tr>\n", out);
  for (int p = 0; p < st->players; p++) {
    interval w = stats_wilson(st->wins[p], st->games);
    fprintf(out, "<tr class=\"seat\"><td class=\"t\">P%d</td><td class=\"wins\">%ld</td>"
            "<td class=\"share\">%.1f%%</td><td class=\"ci\">[%.1f%%, %.1f%%]</td></tr>\n",
            p + 1, st->wins[p], 100 * w.est, 100 * w.lo, 100 * w.hi);
  }
  fprintf(out, "</table>\n<p>Played <span id=\"played\">%ld</span> games: draws "
          "<span id=\"draws\">%ld</span>, stopped by the turn cap <span id=\"capped\">%ld</span>, "
          "failed <span id=\"failed\">%ld</span>.</p>\n", st->games, st->draws, st->capped,
          st->failed);
}

static void advantage_line(const sim_stats *st, FILE *out)
{
  advantage a = sim_advantage(st);
  fprintf(out, "<p>The first to play%s won %.1f%% of %ld won games (fair share %.1f%%): advantage "
          "%+.1f points [%+.1f, %+.1f], p = %.3g, <b>%s</b>.</p>\n", st->teams ? " (its team)" : "",
          100 * a.share.est,
          st->first_known, 100 * a.fair, 100 * (a.share.est - a.fair),
          100 * (a.share.lo - a.fair), 100 * (a.share.hi - a.fair), a.p,
          a.p < 0.05 ? "significant" : "not significant");
}

void report_spread_line(int key, const char *what, const histogram *h, FILE *out)
{
  spread s = stats_spread(h);
  fputs("<p>", out);
  if (key >= 0)
    put_key(key, out);
  fprintf(out, "%s: mean %.2f [%.2f, %.2f], sd %.2f, median %ld, 5%%&#8211;95%% "
          "%ld&#8211;%ld, min %ld, max %ld.</p>\n", what, s.mean, s.mean_ci.lo, s.mean_ci.hi,
          s.sd, s.median, s.p5, s.p95, s.min, s.max);
}

static void lengths(const sim_stats *st, FILE *out)
{
  const histogram *t = &st->turns, *d = &st->deals;
  fputs("<h2>How long games last</h2>\n", out);
  report_spread_line(-1, "Turns per game", t, out);
  svg_histogram(&t, 1, "turns", out);
  if (stats_spread(d).max > 1) {
    report_spread_line(-1, "Deals per game", d, out);
    svg_histogram(&d, 1, "deals", out);
  }
}

static void scores(const sim_stats *st, FILE *out)
{
  if (!st->scored)
    return;
  fprintf(out, "<h2>Final scores</h2>\n<table>\n<tr><th class=\"t\">seat</th><th>mean</th>"
          "<th>95%% interval</th><th>sd</th></tr>\n");
  for (int p = 0; p < st->players; p++) {
    spread s;
    stats_moments(st->nscored, (double)st->score_sum[p], st->score_sq[p], 1, &s);
    fprintf(out, "<tr><td class=\"t\">P%d</td><td>%.2f</td><td>[%.2f, %.2f]</td><td>%.2f</td>"
            "</tr>\n", p + 1, s.mean, s.mean_ci.lo, s.mean_ci.hi, s.sd);
  }
  fprintf(out, "</table>\n<p class=\"note\">Over %ld games.</p>\n", st->nscored);
}

static void seeds(const sim_stats *st, FILE *out)
{
  if (!st->ncapped_seeds && !st->nfailures)
    return;
  fputs("<h2>Games to look at</h2>\n", out);
  if (st->ncapped_seeds) {
    fputs("<p>Stopped by the turn cap, seeds:", out);
    for (int i = 0; i < st->ncapped_seeds && i < 50; i++)
      fprintf(out, " %llu", (unsigned long long)st->capped_seeds[i]);
    fputs(st->ncapped_seeds > 50 ? " &#8230;</p>\n" : "</p>\n", out);
  }
  for (int i = 0; i < st->nfailures && i < 20; i++) {
    fprintf(out, "<p>Failed, seed %llu: <code>", (unsigned long long)st->failures[i].seed);
    html_put(st->failures[i].error, out);
    fputs("</code></p>\n", out);
  }
}

static int counted_kind(int k)
{
  return k != HOYLE_COUNT_FORCED && k != HOYLE_COUNT_OPTIONS;
}

static void rule_row(const sim_run *r, int i, FILE *out)
{
  static const char *const kinds[] = { "rule", "decision", "", "", "arm", "branch" };
  const sim_stats *st = &r->st;
  const hoyle_counter *c = &r->counters[i];
  spread s = rules_per_game(st, i);
  long n = st->games - st->failed;
  fprintf(out, "<tr%s><td class=\"t\">%s</td><td class=\"code\">", st->rules.sum[i] ? "" :
          " class=\"never\"", kinds[c->kind]);
  html_put(c->text, out);
  report_put_where(c->where, out);
  fprintf(out, "</td><td>%.2f [%.2f, %.2f]</td><td>%.1f%%</td><td class=\"t\">", s.mean,
          s.mean_ci.lo, s.mean_ci.hi, n ? 100.0 * (double)st->rules.games[i] / (double)n : 0);
  if (!st->rules.sum[i])
    fputs("never happened", out);
  else if (c->kind == HOYLE_COUNT_ARM) {
    interval a = rules_share(st, i);
    fprintf(out, "%.1f%% of the times met [%.1f, %.1f]", 100 * a.est, 100 * a.lo, 100 * a.hi);
  } else if (c->kind == HOYLE_COUNT_DECISION) {
    interval f = rules_share(st, i + 1), o = rules_share(st, i + 2);
    fprintf(out, "forced %.1f%% [%.1f, %.1f],<br/>%.2f options [%.2f, %.2f]", 100 * f.est,
            100 * f.lo, 100 * f.hi, o.est, o.lo, o.hi);
  }
  fputs("</td></tr>\n", out);
}

static void rules(const sim_run *r, FILE *out)
{
  const rule_sums *rs = &r->st.rules;
  long n = r->st.games - r->st.failed;
  if (!rs->n || !n)
    return;
  fprintf(out, "<h2>What the rules did</h2>\n<p class=\"note\">Over %ld games; a rule's count a "
          "game with its interval, the share of games where it happened at all; rows in red "
          "never happened.</p>\n<table id=\"rules\">\n<tr><th class=\"t\">kind</th>"
          "<th class=\"t\">what (where)</th><th>a game</th><th>games</th>"
          "<th class=\"t\">options</th></tr>\n", n);
  for (int i = 0; i < rs->n; i++)
    if (counted_kind(rs->kind[i]))
      rule_row(r, i, out);
  interval f = stats_event_share(n, &rs->forced), o = stats_ratio_floor(n, &rs->options);
  fprintf(out, "</table>\n<p>All decisions: %.2f a game, forced %.1f%% [%.1f, %.1f], %.2f "
          "options [%.2f, %.2f].</p>\n", (double)rs->forced.y / (double)n, 100 * f.est,
          100 * f.lo, 100 * f.hi, o.est, o.lo, o.hi);
}

void report_sim(const sim_run *r, FILE *out)
{
  const sim_stats *st = &r->st;
  report_begin("hoyle sim", out);
  report_run_line(r, 0, 0, out);
  fputs("<p id=\"headline\"><b>", out);
  put_captured(headline_of, r, out);
  fputs("</b></p>\n", out);
  fprintf(out, "<p class=\"note\">Played in %.2f s (%.0f games/s).</p>\n<h2>Who wins</h2>\n",
          st->seconds, st->seconds > 0 ? (double)st->games / st->seconds : 0);
  svg_shares(&r, 1, out);
  seat_table(st, out);
  advantage_line(st, out);
  fputs("<pre id=\"fairness\">", out);
  put_captured(seats_of, st, out);
  fputs("</pre>\n", out);
  lengths(st, out);
  scores(st, out);
  if (st->lead.games) {
    fputs("<h2>How the lead went</h2>\n<pre>", out);
    put_captured(lead_of, &st->lead, out);
    fputs("</pre>\n", out);
  }
  rules(r, out);
  seeds(st, out);
  report_end(out);
}
