/* simagent.h: the figures by agent (hoyle sim --rotate: duplicate play):
 * for each agent of -a, the games it won over the seats it sat at, its
 * share against the fair share, with intervals over games (Wilson) and
 * over seeds (a seed's rotations one unit); the seeds whose rotations saw
 * the same deal; and the skill figure, the first agent's edge.  The sums
 * add up across shards as stats.h's do. */
#ifndef HOYLE_STATS_SIMAGENT_H
#define HOYLE_STATS_SIMAGENT_H

#include <stdio.h>
#include "stats/json.h"
#include "stats/stats.h"

/* An agent's figures. */
typedef struct agent_figure {
  interval share;        /* Wilson, over games */
  interval by_seed;      /* seeds as units: Wilson's at the effective games */
  double fair;
  interval edge;         /* share - fair, by_seed's interval */
} agent_figure;

/* Sets a up for agents list (-a), the seats rotated (duplicate play) or not. */
void agent_begin(agent_sums *a, const char *list, int rotate);
void agent_add(agent_sums *a, const hoyle_record *r);
void agent_merge(agent_sums *a, const agent_sums *b);
agent_figure agent_figures(const agent_sums *a, int i);
/* Wilson's interval for share p of n games, n an effective number (not
 * necessarily whole). */
interval agent_wilson(double p, double n);
/* by_agent, rotation and skill as JSON members; read back for merge. */
void agent_print_json(const agent_sums *a, FILE *out);
void agent_read_json(const json *doc, agent_sums *a);
/* The figures by agent as text, with the skill line. */
void agent_print_text(const agent_sums *a, FILE *out);

#endif
