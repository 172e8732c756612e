/* simjson.h: a run's figures as JSON (hoyle sim --json), and hoyle merge,
 * which adds shards' JSON up into the whole run's. */
#ifndef HOYLE_CLI_SIMJSON_H
#define HOYLE_CLI_SIMJSON_H

#include <stdio.h>
#include "cli/simrun.h"

/* Writes r as one JSON object, a member a line. */
void sim_print_json(const sim_run *r, FILE *out);
/* hoyle merge FILE...: the shards' JSON combined; the exit status. */
int merge_command(char **files, int n);

#endif
