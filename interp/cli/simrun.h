/* simrun.h: what the simulation commands share: the command line's
 * settings of a run (sim_opts) and a run's settings and figures (sim_run). */
#ifndef HOYLE_CLI_SIMRUN_H
#define HOYLE_CLI_SIMRUN_H

#include "cli/stats.h"
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
  hoyle_counter *counters;     /* what the rules did: the counters' names */
  int ncounters;
  sim_stats st;
} sim_run;

#endif
