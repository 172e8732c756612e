/* simrun.h: a simulation run: the command line's settings of a run
 * (sim_opts), a run's settings and figures (sim_run), and the playing of
 * its games through hoyle_sim_each, each game's record added up in the
 * run's figures (stats.h), the one place games are tallied.  The
 * statistics stage's clients (hoyle sim and compare, the web page) share
 * it. */
#ifndef HOYLE_STATS_SIMRUN_H
#define HOYLE_STATS_SIMRUN_H

#include <stdio.h>
#include "stats/stats.h"
#include "hoyle.h"

typedef struct sim_opts {
  long games;
  int json;
  int jobs;                  /* threads; 0: one per processor */
  int shard_k, shard_n;      /* --shard K/N; 0/0: the whole run */
  const char *report;        /* --report FILE.html, or NULL */
} sim_opts;

/* A run's settings, as its header and JSON record them, and its figures. */
typedef struct sim_run {
  const char *script, *agents;
  uint64_t seed;               /* the whole run's first seed */
  long games;                  /* the whole run's games */
  int players, max_turns, jobs;
  const char *const *defines; int ndefines;
  int shard_k, shard_n;        /* 0/0: the whole run */
  int rotate;                  /* each seed dealt once a seat, the agents rotated */
  hoyle_counter *counters;     /* what the rules did: the counters' names */
  int ncounters;
  sim_stats st;
} sim_run;

/* Fills r's header (script, seed, games, agents, -D, shard) from the
 * command line. */
void sim_header(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o);
/* Sets r's figures up (none yet) to count the games of script s. */
void sim_begin(sim_run *r, hoyle_script *s);
/* Adds one game's record to st (the players from the first). */
void sim_add(sim_stats *st, const hoyle_record *r);
/* Adds b's figures into a (runs on disjoint seeds): stats_merge's, the
 * agents' and the seats'. */
void sim_merge(sim_stats *a, const sim_stats *b);
/* Plays run r's games (its shard of them) with setup su, adding them up in
 * r->st and timing them; after(ctx, &r->st), when given, is called after
 * each game and stops the run by returning nonzero.  A setup that does not
 * fit is told to err.  The status of hoyle_sim_each. */
int sim_play(sim_run *r, hoyle_script *s, const hoyle_setup *su,
             int (*after)(void *ctx, const sim_stats *st), void *ctx, FILE *err);
void sim_free(sim_run *r);

#endif
