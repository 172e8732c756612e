/* sim.c: hoyle_sim_each, many games on several threads, each recorded
 * (its outcome judged from the game) in one place, play_one, and with
 * setup->rotate each seed dealt once per rotation of the agents through
 * the seats (duplicate play); hoyle_sim,
 * their count over those records; and hoyle_counters, what it counts of
 * the rules.  Each worker has a session
 * and a game of its own; the games of a batch are handed out by an atomic
 * counter, their records (and rows of counts) kept by index and given to
 * the caller in the order of the seeds once the batch is done.  Batches
 * start small and grow while they take less than BATCH_SECONDS.  A game
 * depends only on its seed, so the records do not depend on the number of
 * threads. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "core/mem.h"
#include "code/sites.h"
#include "hoyle.h"
#include "play/session.h"
#include "play/tally.h"

#define MAX_JOBS 256
#define BATCH_FIRST 16      /* games per thread in the first batch */
#define BATCH_MAX 2048      /* ... and in the largest, */
#define BATCH_MOST 16384    /* which holds this many games at the most */
#define BATCH_SECONDS 0.05  /* batches grow until one takes this long */

typedef struct batch {
  uint64_t seed;            /* the batch's first game's seed */
  int rot;                  /* games a seed: one per rotation of the agents, or 1 */
  long n;
  atomic_long next;         /* the next game to hand out */
  hoyle_record *rec;
  long *counts;             /* a row of nsites counters a game */
  int nsites;
} batch;

typedef struct worker {
  session ss;
  game g;
  batch *b;
  tally t;                  /* counts the game being played (the watcher) */
  int status;               /* HOYLE_DECIDE: a person's seat came up */
  int turned;               /* the agents' rotation now seated */
} worker;

/* Seats the agents of rotation k (of n seats): the agent -a gives seat p
 * sits at seat p + k, round the table. */
static void turn_agents(worker *w, int n, int k)
{
  agent *a = w->ss.agents, was[MAX_PLAYERS];
  int by = ((k - w->turned) % n + n) % n;
  if (by == 0)
    return;
  memcpy(was, a, (size_t)n * sizeof *a);
  for (int p = 0; p < n; p++)
    a[(p + by) % n] = was[p];
  w->turned = k;
}

/* The first line of g's run-time error, as hoyle(1) shows it. */
static void record_error(worker *w, hoyle_record *r)
{
  FILE *f = fmemopen(r->error, sizeof r->error, "w");
  if (!f)
    return;
  setvbuf(f, NULL, _IONBF, 0);
  script_report(w->ss.s, &w->g, f);
  fclose(f);
  r->error[sizeof r->error - 1] = '\0';
  r->error[strcspn(r->error, "\n")] = '\0';
}

/* How the lead went, when the script says how players stand and the game
 * has a winner. */
static void record_lead(worker *w, hoyle_record *r)
{
  lead_story lead = tally_lead(&w->t, r->winner - 1);
  r->stood = w->g.mod->standing_fn >= 0 && r->winner > 0;
  if (r->stood) {
    r->lead_changes = lead.changes;
    r->behind_at_half = lead.behind_at_half;
    r->clear_permille = lead.clear_permille;
  }
}

static void play_one(worker *w, long i)
{
  hoyle_record *r = &w->b->rec[i];
  const game *g = &w->g;
  memset(r, 0, sizeof *r);
  r->ncounts = w->b->nsites;
  long *row = w->b->counts + i * w->b->nsites;
  r->counts = row;
  memset(row, 0, (size_t)r->ncounts * sizeof *row);
  tally_start(&w->t, row);
  w->t.hash_deal = w->b->rot > 1;
  r->seed = w->ss.seed = w->b->seed + (uint64_t)(i / w->b->rot);
  r->rotation = (int)(i % w->b->rot);
  if (w->b->rot > 1)
    turn_agents(w, w->b->rot, r->rotation);
  session_start(&w->ss, &w->g);
  int st = session_run(&w->ss, &w->g, NULL);
  if (st == HOYLE_DECIDE)
    w->status = st;
  r->failed = st == HOYLE_ERUNTIME;
  if (r->failed)
    record_error(w, r);
  if (HOYLE_COUNTING)
    tally_rules(&w->t, g);
  r->players = g->nplayers;
  r->teams = g->mod->nteams;
  r->capped = g->capped;
  r->winner = !r->failed && !g->capped && g->winner >= 0 ? g->winner + 1 : 0;
  for (int p = 0; !r->failed && !g->capped && p < g->nplayers; p++)
    r->places[p] = g->ranked[p];
  r->first = w->ss.first + 1;
  r->mover = w->t.mover + 1;
  r->deal = w->t.deal;
  r->turns = g->turns;
  r->deals = g->deal_no + (r->capped || r->failed || g->deal_no == 0);
  r->scored = g->mod->score_rule != 0;
  for (int p = 0; r->scored && p < g->nplayers; p++)
    r->scores[p] = game_score(g, p);
  record_lead(w, r);
}

static void *work(void *arg)
{
  worker *w = arg;
  long i;
  while (w->status == 0 && (i = atomic_fetch_add(&w->b->next, 1)) < w->b->n)
    play_one(w, i);
  return NULL;
}

/* Runs batch b on the workers; the calling thread is the first of them. */
static void run_batch(worker **ws, int jobs, batch *b)
{
  pthread_t tid[MAX_JOBS];
  int started[MAX_JOBS] = { 0 };
  atomic_store(&b->next, 0);
  for (int j = 0; j < jobs; j++)
    ws[j]->b = b;
  for (int j = 1; j < jobs; j++)
    started[j] = pthread_create(&tid[j], NULL, work, ws[j]) == 0;
  work(ws[0]);
  for (int j = 1; j < jobs; j++)
    if (started[j])
      pthread_join(tid[j], NULL);
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int default_jobs(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (int)n;
}

/* Sets up jobs workers; HOYLE_EUSAGE (reported) when the setup does not
 * fit.  The person's agent is left out: a simulation asks nobody. */
static int start_workers(worker **ws, int jobs, hoyle_script *s, const hoyle_setup *setup,
                         const sites *st, FILE *err)
{
  hoyle_setup su = *setup;
  memset(&su.agent, 0, sizeof su.agent);
  su.log = NULL;
  int r = 0;
  for (int j = 0; j < jobs; j++) {
    ws[j] = mem_alloc(sizeof *ws[j]);
    memset(ws[j], 0, sizeof *ws[j]);
    tally_init(&ws[j]->t, st, s->mod.standing_fn >= 0);
    if (r == 0)
      r = session_setup(&ws[j]->ss, s, &su, j == 0 ? err : NULL);
    ws[j]->ss.watch = HOYLE_COUNTING ? &ws[j]->t.watch : NULL;
    ws[j]->ss.unread = 1;
  }
  return r;
}

static int hand_over(const batch *b, int (*each)(void *, const hoyle_record *), void *ctx)
{
  for (long i = 0; i < b->n; i++)
    if (each(ctx, &b->rec[i]))
      return HOYLE_QUIT;
  return HOYLE_OK;
}

/* Plays seeds seed .. seed + n - 1, rot games each, batch by batch (a
 * seed's games in one batch), handing each batch's records over; HOYLE_OK,
 * HOYLE_DECIDE or HOYLE_QUIT. */
static int play_batches(worker **ws, int jobs, int nsites, int rot, const hoyle_setup *setup,
                        long n, int (*each)(void *, const hoyle_record *), void *ctx)
{
  batch b = { .nsites = nsites, .rot = rot };
  long size = (long)jobs * BATCH_FIRST * rot, most = (long)jobs * BATCH_MAX;
  most = most > BATCH_MOST ? BATCH_MOST : most;
  most -= most % rot;
  size = size > most ? most : size;
  n *= rot;
  int r = 0;
  b.rec = mem_alloc((size_t)most * sizeof *b.rec);
  b.counts = mem_alloc((size_t)(most * (b.nsites ? b.nsites : 1)) * sizeof *b.counts);
  for (long done = 0; r == 0 && done < n; done += b.n) {
    b.seed = setup->seed + (uint64_t)(done / rot);
    b.n = n - done < size ? n - done : size;
    double t0 = now();
    run_batch(ws, jobs, &b);
    if (now() - t0 < BATCH_SECONDS && size < most)   /* short batches answer Ctrl-C and show */
      size = size * 2 > most ? most : size * 2;      /* progress soon; long ones cost less */
    for (int j = 0; j < jobs && r == 0; j++)
      if (ws[j]->status == HOYLE_DECIDE)
        r = ws[j]->status;
    if (r == 0)
      r = hand_over(&b, each, ctx);
  }
  free(b.rec);
  free(b.counts);
  return r;
}

int hoyle_sim_each(hoyle_script *s, const hoyle_setup *setup, long n, int jobs,
                   int (*each)(void *ctx, const hoyle_record *r), void *ctx, FILE *err)
{
  worker *ws[MAX_JOBS];
  sites st;
  sites_build(&st, &s->mod);
  jobs = jobs <= 0 ? default_jobs() : jobs > MAX_JOBS ? MAX_JOBS : jobs;
  int r = start_workers(ws, jobs, s, setup, &st, err);
  int rot = setup->rotate && ws[0]->ss.players > 1 ? ws[0]->ss.players : 1;
  if (r == 0)
    r = play_batches(ws, jobs, st.n, rot, setup, n, each, ctx);
  if (r == HOYLE_DECIDE) {
    fprintf(err, "%s: a simulation has no person to ask: take 'human' out of the agents\n",
            setup->prog ? setup->prog : "hoyle");
    r = HOYLE_EUSAGE;
  }
  for (int j = 0; j < jobs; j++) {
    session_end(&ws[j]->ss);
    tally_free(&ws[j]->t);
    free(ws[j]);
  }
  sites_free(&st);
  return r;
}

/* What hoyle_sim adds its records up in; failed: the first failed game
 * stopped the run. */
typedef struct counting { hoyle_stats *st; FILE *err; int failed; } counting;

static int count_record(void *ctx, const hoyle_record *r)
{
  counting *c = ctx;
  hoyle_stats *st = c->st;
  if (r->failed) {
    fprintf(c->err, "%s (seed %llu)\n", r->error, (unsigned long long)r->seed);
    return c->failed = 1;
  }
  int firsts = 0;
  for (int p = 0; p < r->players; p++)
    firsts += r->places[p] == 1;
  st->games++;
  st->players = r->players;
  if (r->capped) st->capped++;
  else if (firsts == r->players) st->draws++;
  else
    for (int p = 0; p < r->players; p++)
      st->wins[p] += r->places[p] == 1;
  st->turns += r->turns;
  if (r->turns > st->turns_max)
    st->turns_max = r->turns;
  return 0;
}

int hoyle_sim(hoyle_script *s, const hoyle_setup *setup, long n, hoyle_stats *st, FILE *err)
{
  memset(st, 0, sizeof *st);
  counting c = { st, err, 0 };
  double t0 = now();
  int r = hoyle_sim_each(s, setup, n, 1, count_record, &c, err);
  st->seconds = now() - t0;
  if (!st->players)
    st->players = setup->players ? setup->players : s->mod.default_players;
  return c.failed ? HOYLE_ERUNTIME : r;
}

int hoyle_counters(hoyle_script *s, hoyle_counter *out, int max)
{
  static const int kinds[] = { HOYLE_COUNT_RULE, HOYLE_COUNT_DECISION, HOYLE_COUNT_FORCED,
                               HOYLE_COUNT_OPTIONS, HOYLE_COUNT_ARM, HOYLE_COUNT_BRANCH };
  const module *m = &s->mod;
  sites st;
  sites_build(&st, m);
  int dec = -1;
  for (int i = 0; i < st.n && i < max; i++) {
    const site *x = &st.list[i];
    loc at = x->kind == SITE_RULE ? m->fns[x->fn].where : m->locs[x->at];
    dec = x->kind == SITE_DECISION ? i : dec;
    out[i].kind = kinds[x->kind];
    out[i].decision = x->kind == SITE_RULE || x->kind == SITE_BRANCH ? -1 : dec;
    snprintf(out[i].where, sizeof out[i].where, "%s:%d:%d", at.file, at.line, at.col);
    diag_line(&s->diag, at, out[i].text, sizeof out[i].text);
  }
  int n = st.n;
  sites_free(&st);
  return n;
}
