/* sim.h: hoyle sim, and a run played at the terminal (a progress line,
 * Ctrl-C), which hoyle compare shares.  See hoyle(1). */
#ifndef HOYLE_CLI_SIM_H
#define HOYLE_CLI_SIM_H

#include "stats/simrun.h"

/* Parses "K/N" for --shard; 0, or -1 after a message. */
int sim_parse_shard(const char *arg, sim_opts *o);
/* hoyle sim FILE: the exit status. */
int sim_command(hoyle_setup *su, const sim_opts *o, const char *file);
/* sim_play with a progress line on standard error when it is a terminal,
 * and Ctrl-C stopping the run (HOYLE_QUIT) with the figures so far. */
int sim_play_shown(sim_run *r, hoyle_script *s, const hoyle_setup *su);
/* The exit status of a run that played (rc from sim_play): 70 when games
 * failed (the first is told on stderr), 130 when interrupted. */
int sim_status(const sim_run *r, int rc, const char *cmd);

#endif
