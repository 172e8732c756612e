/* report.h: the statistics of hoyle sim as one JSON object (hoyle sim
 * --json), shared by the command and the web page's glue. */
#ifndef CLI_REPORT_H
#define CLI_REPORT_H

#include <stdio.h>
#include "hoyle.h"

void report_sim_json(FILE *out, const hoyle_stats *st);

#endif
