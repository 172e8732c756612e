/* report.h: hoyle sim --report (and what hoyle compare's page, reportcmp.h,
 * shares): the figures of a run as one self-contained HTML page, with
 * inline SVG charts and CSS, no scripts and nothing fetched.  Every figure
 * comes from the same functions the text and JSON use. */
#ifndef HOYLE_STATS_REPORT_H
#define HOYLE_STATS_REPORT_H

#include <stdio.h>
#include "stats/simrun.h"

void report_sim(const sim_run *r, FILE *out);
/* The pieces the two pages share: the page's start with its style, a
 * run's header line (A or B with its colour when keyed), a spread's line
 * (after A's or B's colour when key is 0 or 1; -1: none),
 * the closing note. */
void report_begin(const char *title, FILE *out);
void report_run_line(const sim_run *r, int k, int keyed, FILE *out);
void report_spread_line(int key, const char *what, const histogram *h, FILE *out);
void report_end(FILE *out);
/* A counter's place (file:line:col) under its text: the file's last name,
 * the whole place as its title. */
void report_put_where(const char *where, FILE *out);
/* Writes s with &, <, >, " and ' as HTML entities. */
void html_put(const char *s, FILE *out);

#endif
