/* simrun.c: a simulation run (simrun.h): its header from the command
 * line, its games played by hoyle_sim_each and added up game by game
 * (stats.c), the time they took. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "stats/simagent.h"
#include "stats/simrun.h"
#include "stats/simseat.h"

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void sim_header(sim_run *r, const char *file, const hoyle_setup *su, const sim_opts *o)
{
  memset(r, 0, sizeof *r);
  r->script = file;
  r->agents = su->agents ? su->agents : "random";
  r->seed = su->seed;
  r->games = o->games;
  r->max_turns = su->max_turns ? su->max_turns : HOYLE_MAX_TURNS;
  r->jobs = o->jobs;
  r->defines = su->options;
  r->ndefines = su->noptions;
  r->shard_k = o->shard_k;
  r->shard_n = o->shard_n;
  r->rotate = su->rotate;
}

void sim_begin(sim_run *r, hoyle_script *s)
{
  stats_init(&r->st, 0);
  agent_begin(&r->st.agents, r->agents, r->rotate);
  r->ncounters = hoyle_counters(s, NULL, 0);
  r->counters = calloc((size_t)r->ncounters + 1, sizeof *r->counters);
  hoyle_counters(s, r->counters, r->ncounters);
  stats_rules_init(&r->st, r->counters, r->ncounters);
}

void sim_add(sim_stats *st, const hoyle_record *r)
{
  if (!st->players)
    st->players = r->players;
  stats_add(st, r);
  agent_add(&st->agents, r);
  seat_add(&st->seats, r, st->agents.rot);
}

void sim_merge(sim_stats *a, const sim_stats *b)
{
  stats_merge(a, b);
  agent_merge(&a->agents, &b->agents);
  seat_merge(&a->seats, &b->seats);
}

/* Where each game's record goes. */
typedef struct adding {
  sim_stats *st;
  int (*after)(void *ctx, const sim_stats *st);
  void *ctx;
} adding;

static int each_game(void *ctx, const hoyle_record *r)
{
  adding *a = ctx;
  sim_add(a->st, r);
  return a->after ? a->after(a->ctx, a->st) : 0;
}

int sim_play(sim_run *r, hoyle_script *s, const hoyle_setup *su,
             int (*after)(void *ctx, const sim_stats *st), void *ctx, FILE *err)
{
  long lo = 0, hi = r->games;
  if (r->shard_n) {
    lo = r->games * (r->shard_k - 1) / r->shard_n;
    hi = r->games * r->shard_k / r->shard_n;
  }
  hoyle_setup setup = *su;
  setup.seed = r->seed + (uint64_t)lo;
  sim_begin(r, s);
  adding a = { &r->st, after, ctx };
  double start = now();
  int rc = hoyle_sim_each(s, &setup, hi - lo, r->jobs, each_game, &a, err);
  r->st.seconds = now() - start;
  if (!r->st.players)
    r->st.players = su->players;
  return rc;
}

void sim_free(sim_run *r)
{
  stats_free(&r->st);
  free(r->counters);
  r->counters = NULL;
}
