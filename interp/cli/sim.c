/* sim.c: hoyle sim: many games played through hoyle_sim_each on threads,
 * added up game by game (stats.c), and printed as text or JSON; a progress
 * line on a terminal, and Ctrl-C stops the run with the figures so far.
 * The figures and how they are computed are in hoyle(1). */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli/report.h"
#include "cli/sim.h"
#include "cli/simjson.h"
#include "cli/simtext.h"

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
  (void)sig;
  interrupted = 1;
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* What each game's record goes to. */
typedef struct tally {
  sim_stats *st;
  long n;                   /* games to play */
  double start, shown;      /* when the run began; when progress was last shown */
  int progress;             /* standard error is a terminal */
} tally;

static void show_progress(tally *t)
{
  double el = now() - t->start;
  if (el < 1 || el - t->shown < 0.25)
    return;
  t->shown = el;
  double rate = (double)t->st->games / el;
  fprintf(stderr, "\r%ld/%ld games, %.0f games/s, %.0f s left ", t->st->games, t->n, rate,
          rate > 0 ? (double)(t->n - t->st->games) / rate : 0);
}

void sim_add(sim_stats *st, const hoyle_record *r)
{
  if (!st->players)
    st->players = r->players;
  stats_add(st, r);
}

static int each_game(void *ctx, const hoyle_record *r)
{
  tally *t = ctx;
  sim_add(t->st, r);
  if (t->progress && (t->st->games & 63) == 0)
    show_progress(t);
  return interrupted;
}

void sim_begin(sim_run *r, hoyle_script *s)
{
  stats_init(&r->st, 0);
  r->ncounters = hoyle_counters(s, NULL, 0);
  r->counters = calloc((size_t)r->ncounters + 1, sizeof *r->counters);
  hoyle_counters(s, r->counters, r->ncounters);
  stats_rules_init(&r->st, r->counters, r->ncounters);
}

int sim_play(sim_run *r, hoyle_script *s, const hoyle_setup *su)
{
  long lo = 0, hi = r->games;
  if (r->shard_n) {
    lo = r->games * (r->shard_k - 1) / r->shard_n;
    hi = r->games * r->shard_k / r->shard_n;
  }
  hoyle_setup setup = *su;
  setup.seed = r->seed + (uint64_t)lo;
  sim_begin(r, s);
  tally t = { &r->st, hi - lo, now(), 0, isatty(2) };
  struct sigaction sa = { .sa_handler = on_interrupt }, old;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &old);
  int rc = hoyle_sim_each(s, &setup, hi - lo, r->jobs, each_game, &t, stderr);
  sigaction(SIGINT, &old, NULL);
  if (t.shown > 0)
    fputs("\r\033[K", stderr);
  r->st.seconds = now() - t.start;
  if (!r->st.players)
    r->st.players = su->players;
  return rc;
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
}

int sim_status(const sim_run *r, int rc, const char *cmd)
{
  if (rc == HOYLE_QUIT)
    fprintf(stderr, "hoyle %s: interrupted after %ld games; the figures are of those\n", cmd,
            r->st.games);
  if (r->st.failed) {
    fprintf(stderr, "hoyle %s: %ld of %ld games stopped with a run-time error; the first:\n"
            "seed %llu: %s\n", cmd, r->st.failed, r->st.games,
            (unsigned long long)r->st.failures[0].seed, r->st.failures[0].error);
    return HOYLE_ERUNTIME;
  }
  return rc == HOYLE_QUIT ? 130 : HOYLE_OK;
}

void sim_free(sim_run *r)
{
  stats_free(&r->st);
  free(r->counters);
  r->counters = NULL;
}

int sim_parse_shard(const char *arg, sim_opts *o)
{
  char *end;
  long k = strtol(arg, &end, 10), n = *end == '/' ? strtol(end + 1, &end, 10) : 0;
  if (*end || k < 1 || n < 1 || k > n || n > 1000000) {
    fprintf(stderr, "hoyle sim: --shard takes K/N with 1 <= K <= N, not '%s'\n", arg);
    return -1;
  }
  o->shard_k = (int)k;
  o->shard_n = (int)n;
  return 0;
}

int sim_command(hoyle_setup *su, const sim_opts *o, const char *file)
{
  if (o->shard_n && !o->json) {
    fprintf(stderr, "hoyle sim: --shard writes JSON for hoyle merge: add --json\n");
    return HOYLE_EUSAGE;
  }
  hoyle_script *s;
  int rc = hoyle_load(file, stderr, &s);
  if (rc)
    return rc;
  FILE *page = o->report ? report_open(o->report, "sim") : NULL;
  if (o->report && !page) {
    hoyle_free(s);
    return HOYLE_ENOINPUT;
  }
  sim_run r;
  sim_header(&r, file, su, o);
  rc = sim_play(&r, s, su);
  hoyle_free(s);
  int played = rc == HOYLE_OK || rc == HOYLE_QUIT;
  if (played) {
    if (o->json)
      sim_print_json(&r, stdout);
    else
      sim_print_text(&r, stdout);
    if (page)
      report_sim(&r, page);
    rc = sim_status(&r, rc, "sim");
  }
  if (page)
    rc = report_finish(page, played, o->report, "sim", rc);
  sim_free(&r);
  return rc;
}
