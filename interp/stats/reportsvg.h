/* reportsvg.h: the charts of the HTML report as inline SVG: win shares as
 * bars with whiskers for their 95% intervals, and histograms of lengths;
 * one run, or two (A and B) in their two colours. */
#ifndef HOYLE_STATS_REPORTSVG_H
#define HOYLE_STATS_REPORTSVG_H

#include <stdio.h>
#include "stats/simrun.h"

/* The colour of run k (0: A, 1: B) in charts and keys. */
const char *svg_colour(int k);
/* Each seat's win share of the n runs with its Wilson interval, and the
 * fair share 1/players as a dashed line. */
void svg_shares(const sim_run *const *runs, int n, FILE *out);
/* The n histograms on one scale, values grouped into at most 40 bins,
 * each run's mean a dashed line; what names the value ("turns"). */
void svg_histogram(const histogram *const *h, int n, const char *what, FILE *out);

#endif
