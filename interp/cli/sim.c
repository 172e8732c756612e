/* sim.c: hoyle sim: a run of the statistics stage (stats/simrun.h) played
 * with a progress line on a terminal, Ctrl-C stopping it with the figures
 * so far, and printed as text or JSON, with the HTML page beside.  The
 * figures and how they are computed are in hoyle(1). */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli/reportfile.h"
#include "cli/sim.h"
#include "stats/report.h"
#include "stats/simjson.h"
#include "stats/simtext.h"

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

/* What the progress line needs. */
typedef struct progress {
  long n;                   /* seeds to play */
  int rotate;               /* each seed once a seat */
  double start, shown;      /* when the run began; when progress was last shown */
  int on;                   /* standard error is a terminal */
} progress;

static void show_progress(progress *t, const sim_stats *st)
{
  double el = now() - t->start;
  if (el < 1 || el - t->shown < 0.25)
    return;
  t->shown = el;
  double rate = (double)st->games / el;
  long n = t->n * (t->rotate && st->players > 1 ? st->players : 1);
  fprintf(stderr, "\r%ld/%ld games, %.0f games/s, %.0f s left ", st->games, n, rate,
          rate > 0 ? (double)(n - st->games) / rate : 0);
}

static int after_game(void *ctx, const sim_stats *st)
{
  progress *t = ctx;
  if (t->on && (st->games & 63) == 0)
    show_progress(t, st);
  return interrupted;
}

int sim_play_shown(sim_run *r, hoyle_script *s, const hoyle_setup *su)
{
  long n = r->shard_n ? r->games * r->shard_k / r->shard_n - r->games * (r->shard_k - 1) / r->shard_n
                      : r->games;
  progress t = { n, r->rotate, now(), 0, isatty(2) };
  struct sigaction sa = { .sa_handler = on_interrupt }, old;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &old);
  int rc = sim_play(r, s, su, after_game, &t, stderr);
  sigaction(SIGINT, &old, NULL);
  if (t.shown > 0)
    fputs("\r\033[K", stderr);
  return rc;
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
  rc = sim_play_shown(&r, s, su);
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
