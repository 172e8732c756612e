/* simtext.h: a run's figures as text, and the first player's advantage. */
#ifndef HOYLE_STATS_SIMTEXT_H
#define HOYLE_STATS_SIMTEXT_H

#include <stdio.h>
#include "stats/simrun.h"
#include "stats/simseat.h"

void sim_print_text(const sim_run *r, FILE *out);
/* The header line: script, games, seeds, players, agents, every -D. */
void sim_print_header(const sim_run *r, FILE *out);

/* The first player's advantage: the share of won games the first seat to
 * move won (with its team, or among the several winners of a game), against
 * the fair share: the mean over those games of winners / players. */
advantage sim_advantage(const sim_stats *st);

#endif
