/* reportcmp.h: hoyle compare --report: A and B on one HTML page, the
 * headline first, their win shares and lengths in one chart each, then
 * the table of every figure, hoyle compare's own rows (cmprows.h). */
#ifndef HOYLE_STATS_REPORTCMP_H
#define HOYLE_STATS_REPORTCMP_H

#include <stdio.h>
#include "stats/cmprows.h"
#include "stats/simrun.h"

/* The whole page of the comparison t of a and b. */
void report_compare(const cmp_table *t, const sim_run *a, const sim_run *b, FILE *out);

#endif
