/* reportcmp.c: the HTML report of hoyle compare (see reportcmp.h): the
 * headline, A's and B's settings, their win shares with intervals and
 * their lengths in one chart each, and the table of figures with B - A,
 * its 95% interval, Holm's p-value, a mark where it is below 0.05 and a
 * flag on rows resting on few events; the rows are hoyle compare's own
 * (cmprows.c), computed once for the text, the JSON and the page. */
#include <math.h>
#include <string.h>
#include "stats/report.h"
#include "stats/reportcmp.h"
#include "stats/reportsvg.h"

static void begin(const cmp_table *t, const sim_run *a, const sim_run *b, FILE *out)
{
  const sim_run *runs[2] = { a, b };
  const histogram *turns[2] = { &a->st.turns, &b->st.turns };
  char warn[256];
  report_begin("hoyle compare", out);
  fputs("<p id=\"headline\"><b>", out);
  html_put(t->headline, out);
  fputs("</b></p>\n", out);
  report_run_line(a, 0, 1, out);
  report_run_line(b, 1, 1, out);
  if (cmp_games_warning(t, warn, sizeof warn)) {
    fputs("<p class=\"warn\">", out);
    html_put(warn, out);
    fputs("</p>\n", out);
  }
  fputs("<h2>Who wins</h2>\n", out);
  svg_shares(runs, 2, out);
  fputs("<h2>How long games last</h2>\n", out);
  report_spread_line(0, "Turns per game", &a->st.turns, out);
  report_spread_line(1, "Turns per game", &b->st.turns, out);
  svg_histogram(turns, 2, "turns", out);
  fprintf(out, "<h2>Side by side</h2>\n<p class=\"note\">B &#8722; A with its 95%% interval "
          "(Newcombe's hybrid score interval for shares, Welch's for means, the delta method's "
          "for other ratios); p is Holm's, corrected for the %d figures tested; "
          "<span class=\"sig\">*</span> where it is below 0.05, that is where the difference is "
          "significant at the 5%% level after the correction; <b>!</b> on a row resting on "
          "fewer than %d events, whose interval is rough.</p>\n<table id=\"figures\">\n"
          "<tr><th class=\"t\">figure</th><th>A</th><th>B</th><th>B &#8722; A</th>"
          "<th>95%% interval</th><th>p (Holm)</th><th></th></tr>\n", t->tested, CMP_FEW_EVENTS);
}

static void number(const char *cls, double v, FILE *out)
{
  if (isnan(v))
    fprintf(out, "<td class=\"%s\">&#8211;</td>", cls);
  else
    fprintf(out, "<td class=\"%s\">%.3f</td>", cls, v);
}

static void figure(const cmp_row *r, FILE *out)
{
  size_t indent = strspn(r->what, " ");
  fprintf(out, "<tr><td class=\"t\" style=\"padding-left:%zupx\">", 8 + 8 * indent);
  html_put(r->what + indent, out);
  fputs("</td>", out);
  number("a", r->a, out);
  number("b", r->b, out);
  if (isnan(r->d.est))
    fputs("<td>&#8211;</td>", out);
  else
    fprintf(out, "<td>%+.3f</td>", r->d.est);
  char p[16];
  cmp_format_p(r->p_holm, p, sizeof p);
  if (r->method != CMP_UNTESTED)
    fprintf(out, "<td>[%+.3f, %+.3f]</td><td>%s</td><td class=\"sig\">%s%s</td></tr>\n",
            r->d.lo, r->d.hi, p[0] == '<' ? "&lt;1e-16" : p, r->significant ? "*" : "",
            r->few ? "<b>!</b>" : "");
  else
    fputs("<td></td><td></td><td></td></tr>\n", out);
}

static void heading(const cmp_row *r, FILE *out)
{
  fprintf(out, "<tr class=\"%s\"><td colspan=\"7\" class=\"code\">",
          r->line == CMP_COUNTER ? "sub" : "section");
  html_put(r->what, out);
  if (r->text) {
    fputc(' ', out);
    html_put(r->text, out);
  }
  if (r->where)
    report_put_where(r->where, out);
  fputs("</td></tr>\n", out);
}

void report_compare(const cmp_table *t, const sim_run *a, const sim_run *b, FILE *out)
{
  begin(t, a, b, out);
  for (int i = 0; i < t->n; i++)
    if (t->row[i].line == CMP_FIGURE)
      figure(&t->row[i], out);
    else
      heading(&t->row[i], out);
  fputs("</table>\n", out);
  report_end(out);
}
