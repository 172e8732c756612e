/* simlead.h: how the lead went in the games of a script that says how
 * players stand (fn standing(p)): lead changes, drama and decisiveness,
 * as text and JSON, and read back from JSON. */
#ifndef HOYLE_STATS_SIMLEAD_H
#define HOYLE_STATS_SIMLEAD_H

#include <stdio.h>
#include "stats/json.h"
#include "stats/stats.h"

/* Lead changes a game, and the point (a share of the game) from which the
 * winner led for good: means with their intervals. */
spread lead_changes(const lead_sums *l);
spread lead_clear(const lead_sums *l);
void lead_print_text(const lead_sums *l, FILE *out);
/* The member "standing" (null when no game was followed), a comma and a
 * newline. */
void lead_print_json(const lead_sums *l, FILE *out);
void lead_read_json(const json *doc, lead_sums *l);

#endif
