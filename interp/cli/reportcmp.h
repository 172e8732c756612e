/* reportcmp.h: hoyle compare --report: A and B on one HTML page, side by
 * side, with the differences and their significance. */
#ifndef HOYLE_CLI_REPORTCMP_H
#define HOYLE_CLI_REPORTCMP_H

#include <stdio.h>
#include "cli/simrun.h"

void report_compare(const sim_run *a, const sim_run *b, FILE *out);

#endif
