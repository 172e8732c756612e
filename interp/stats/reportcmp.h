/* reportcmp.h: hoyle compare --report: A and B on one HTML page, their
 * win shares and lengths in one chart each, then the table of every
 * figure, whose rows hoyle compare writes as it writes its text. */
#ifndef HOYLE_STATS_REPORTCMP_H
#define HOYLE_STATS_REPORTCMP_H

#include <stdio.h>
#include "stats/simrun.h"

/* The page up to the table's first row. */
void report_compare_begin(const sim_run *a, const sim_run *b, FILE *out);
/* A figure: A, B, B - A and, with has_ci, its interval d and a mark when
 * d leaves out 0.  Leading spaces of what indent it under a heading. */
void report_compare_row(const char *what, double a, double b, interval d, int has_ci, FILE *out);
/* A line over rows: a section (depth 0) or, indented, a label with a
 * counter's text and place (both may be NULL). */
void report_compare_heading(int depth, const char *label, const char *text, const char *where,
                            FILE *out);
/* The table's end and the page's. */
void report_compare_end(FILE *out);

#endif
