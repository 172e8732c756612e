/* simtext.h: a run's figures as text (simtext.c), and the parts of sim.c
 * that compare.c shares. */
#ifndef HOYLE_CLI_SIMTEXT_H
#define HOYLE_CLI_SIMTEXT_H

#include <stdio.h>
#include "cli/sim.h"

void sim_print_text(const sim_run *r, FILE *out);
/* The header line: script, games, seeds, players, agents, every -D. */
void sim_print_header(const sim_run *r, FILE *out);

void sim_header(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o);
int sim_play(sim_run *r, hoyle_script *s, const hoyle_setup *su);
int sim_status(const sim_run *r, int rc, const char *cmd);

/* The first player's advantage: the share of won games the first seat to
 * decide won, against the fair share 1/players. */
typedef struct advantage {
  interval share;           /* of st->first_known won games */
  double fair, z, p;
} advantage;
advantage sim_advantage(const sim_stats *st);

#endif
