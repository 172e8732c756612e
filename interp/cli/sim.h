/* sim.h: the commands that play many games and report the figures:
 * hoyle sim, hoyle compare and hoyle merge.  See hoyle(1). */
#ifndef HOYLE_CLI_SIM_H
#define HOYLE_CLI_SIM_H

#include "cli/stats.h"
#include "hoyle.h"

typedef struct sim_opts {
  long games;
  int json;
  int jobs;                  /* threads; 0: one per processor */
  int shard_k, shard_n;      /* --shard K/N; 0/0: the whole run */
} sim_opts;

/* A run's settings, as its header and JSON record them, and its figures. */
typedef struct sim_run {
  const char *script, *agents;
  uint64_t seed;               /* the whole run's first seed */
  long games;                  /* the whole run's games */
  int players, max_turns, jobs;
  const char *const *defines; int ndefines;
  int shard_k, shard_n;        /* 0/0: the whole run */
  sim_stats st;
} sim_run;

/* Writes r as one JSON object, a member a line (simjson.c). */
void sim_print_json(const sim_run *r, FILE *out);

/* Parses "K/N" for --shard; 0, or -1 after a message. */
int sim_parse_shard(const char *arg, sim_opts *o);
/* hoyle sim FILE: the exit status. */
int sim_command(hoyle_setup *su, const sim_opts *o, const char *file);
/* hoyle compare A [-- B]: A's script (files[0]) and options are in su;
 * B's side (after "--") holds at most a script and -D options. */
int compare_command(hoyle_setup *su, const sim_opts *o, char **files, int nfiles,
                    char **bside, int nb);
/* hoyle merge FILE...: the shards' JSON combined. */
int merge_command(char **files, int n);

#endif
