/* sim.h: hoyle sim, and the running of a simulation that hoyle compare
 * and the web page (web/glue.c) share.  See hoyle(1). */
#ifndef HOYLE_CLI_SIM_H
#define HOYLE_CLI_SIM_H

#include "cli/simrun.h"

/* Parses "K/N" for --shard; 0, or -1 after a message. */
int sim_parse_shard(const char *arg, sim_opts *o);
/* hoyle sim FILE: the exit status. */
int sim_command(hoyle_setup *su, const sim_opts *o, const char *file);
/* Fills r's header (script, seed, games, agents, -D, shard) from the
 * command line. */
void sim_header(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o);
/* Sets r's figures up (none yet) to count the games of script s. */
void sim_begin(sim_run *r, hoyle_script *s);
/* Adds one game's record to st (the players from the first). */
void sim_add(sim_stats *st, const hoyle_record *r);
/* Plays run r's games (its shard of them) with setup su, adding them up in
 * r->st; the status of hoyle_sim_each. */
int sim_play(sim_run *r, hoyle_script *s, const hoyle_setup *su);
void sim_free(sim_run *r);
/* The exit status of a run that played (rc from sim_play): 70 when games
 * failed (the first is told on stderr), 130 when interrupted. */
int sim_status(const sim_run *r, int rc, const char *cmd);

#endif
