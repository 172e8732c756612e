/* reportcmp.c: the HTML report of hoyle compare (see reportcmp.h): A's and
 * B's settings, their win shares with intervals and their lengths in one
 * chart each, and the table of figures with B - A, its 95% interval and
 * a mark where the interval leaves out 0; the rows are hoyle compare's own
 * (compare.c), computed once for the text and the page. */
#include <string.h>
#include "stats/report.h"
#include "stats/reportcmp.h"
#include "stats/reportsvg.h"

void report_compare_begin(const sim_run *a, const sim_run *b, FILE *out)
{
  const sim_run *runs[2] = { a, b };
  const histogram *turns[2] = { &a->st.turns, &b->st.turns };
  report_begin("hoyle compare", out);
  report_run_line(a, 0, 1, out);
  report_run_line(b, 1, 1, out);
  fputs("<h2>Who wins</h2>\n", out);
  svg_shares(runs, 2, out);
  fputs("<h2>How long games last</h2>\n", out);
  report_spread_line(0, "Turns per game", &a->st.turns, out);
  report_spread_line(1, "Turns per game", &b->st.turns, out);
  svg_histogram(turns, 2, "turns", out);
  fputs("<h2>Side by side</h2>\n<p class=\"note\">B &#8722; A with its 95% interval (Newcombe's "
        "for shares, Welch's for means, the delta method's for ratios); "
        "<span class=\"sig\">*</span> where the interval leaves out 0, that is where the "
        "difference is significant at the 5% level.</p>\n<table id=\"figures\">\n"
        "<tr><th class=\"t\">figure</th><th>A</th><th>B</th><th>B &#8722; A</th>"
        "<th>95% interval</th><th></th></tr>\n", out);
}

void report_compare_row(const char *what, double a, double b, interval d, int has_ci, FILE *out)
{
  size_t indent = strspn(what, " ");
  fprintf(out, "<tr><td class=\"t\" style=\"padding-left:%zupx\">", 8 + 8 * indent);
  html_put(what + indent, out);
  fprintf(out, "</td><td class=\"a\">%.3f</td><td class=\"b\">%.3f</td><td>%+.3f</td>", a, b,
          b - a);
  if (has_ci)
    fprintf(out, "<td>[%+.3f, %+.3f]</td><td class=\"sig\">%s</td></tr>\n", d.lo, d.hi,
            d.lo > 0 || d.hi < 0 ? "*" : "");
  else
    fputs("<td></td><td></td></tr>\n", out);
}

void report_compare_heading(int depth, const char *label, const char *text, const char *where,
                            FILE *out)
{
  fprintf(out, "<tr class=\"%s\"><td colspan=\"6\" class=\"code\">", depth ? "sub" : "section");
  html_put(label, out);
  if (text) {
    fputc(' ', out);
    html_put(text, out);
  }
  if (where)
    report_put_where(where, out);
  fputs("</td></tr>\n", out);
}

void report_compare_end(FILE *out)
{
  fputs("</table>\n", out);
  report_end(out);
}
