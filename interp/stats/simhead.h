/* simhead.h: a run's headline, computed from its figures: the skill figure
 * when the seats were rotated, the seat that stands out, the test of equal
 * seats and the games' length. */
#ifndef HOYLE_STATS_SIMHEAD_H
#define HOYLE_STATS_SIMHEAD_H

#include <stddef.h>
#include "stats/simrun.h"

/* Writes the headline, one or two sentences, into buf (n bytes). */
void sim_headline(const sim_run *r, char *buf, size_t n);

#endif
