/* simrules.h: what the rules did (how often each rule ran, each decision
 * was met, forced and how many options it had, each arm of a choose was
 * taken; what never happened), as text and as JSON, and read back from
 * JSON. */
#ifndef HOYLE_STATS_SIMRULES_H
#define HOYLE_STATS_SIMRULES_H

#include <stdio.h>
#include "stats/json.h"
#include "stats/simrun.h"

void rules_print_text(const sim_run *r, FILE *out);
/* The member "rules" of the JSON, and a comma and newline after it. */
void rules_print_json(const sim_run *r, FILE *out);
/* Reads a shard's "rules" member: the counters' names into r (when it has
 * none yet) and the counts into st; -1 when they do not fit r's. */
int rules_read_json(const json *doc, sim_run *r, sim_stats *st);
/* The counter i's count per game: mean and its interval. */
spread rules_per_game(const sim_stats *st, int i);
/* Counter i against its decision's count (forced, options, an arm taken):
 * the ratio of their sums and its interval. */
interval rules_share(const sim_stats *st, int i);
/* The counter of rb like ra's counter i (hoyle compare): the same kind
 * and text, met as often before it; or -1. */
int rules_match(const sim_run *ra, int i, const sim_run *rb);

#endif
