/* simjson.h: a run's figures as JSON (hoyle sim --json), and read back
 * from a shard's JSON (for hoyle merge, which adds shards up). */
#ifndef HOYLE_STATS_SIMJSON_H
#define HOYLE_STATS_SIMJSON_H

#include <stdio.h>
#include "stats/json.h"
#include "stats/simrun.h"

/* Writes r as one JSON object, a member a line. */
void sim_print_json(const sim_run *r, FILE *out);
/* Sets r's header (script, seed, games, players, agents, max_turns and
 * up to max -D into defines, which r then points to) from a run's JSON. */
void sim_read_header(const json *doc, sim_run *r, const char **defines, int max);
/* Adds a shard's counts into st (which stats_init made): the rules'
 * counter names into r when it has none yet; -1 when its rules' counts do
 * not fit r's. */
int sim_read_counts(const json *doc, sim_run *r, sim_stats *st);

#endif
