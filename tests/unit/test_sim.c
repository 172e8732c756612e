/* test_sim.c: a simulation's games are the games its seeds deal, however
 * they are played.  Each game of one run of N seeds (one worker, whose
 * session and game serve game after game) has the record, counts and all,
 * of a run of that seed alone; and it ends as the same seed's game played
 * through the stepping API with a transcript, where every choice of a
 * random bot comes back out of the VM to its agent (without one the VM
 * makes a random bot's choices itself, vm_run_picking): the same winner,
 * places and scores.  Games with races (Slapjack, Spit), Lua hooks (Gin
 * Rummy) and seats of other kinds beside random ones. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "hoyle.h"
#include "fixture.h"

enum { SEEDS = 12, MAX_COUNTS = 4096 };

static const struct { const char *game, *agents; } runs[] = {
  { "crazy-eights", "random" }, { "crazy-eights", "first,random" },
  { "russian-crazy-sevens", "random" }, { "hearts", "random" }, { "slapjack", "random" },
  { "spit", "random" }, { "cheat", "random,first" }, { "gin-rummy", "random" },
  { "ninety-nine", "greedy,random" },
};
enum { NRUNS = sizeof runs / sizeof runs[0] };

/* A record kept past each(): its counts copied. */
typedef struct kept {
  hoyle_record r;
  long counts[MAX_COUNTS];
} kept;

typedef struct keeping { kept *k; int n; } keeping;

static int keep(void *ctx, const hoyle_record *r)
{
  keeping *kp = ctx;
  assert_true(kp->n < SEEDS);
  assert_true(r->ncounts <= MAX_COUNTS);
  kept *k = &kp->k[kp->n++];
  k->r = *r;
  memcpy(k->counts, r->counts, (size_t)r->ncounts * sizeof *r->counts);
  k->r.counts = NULL;
  return 0;
}

static void same_record(const kept *a, const kept *b)
{
  assert_false(a->r.failed);
  assert_int_equal(a->r.seed, b->r.seed);
  assert_memory_equal(&a->r, &b->r, sizeof a->r);
  assert_memory_equal(a->counts, b->counts, (size_t)a->r.ncounts * sizeof a->counts[0]);
}

/* Seed `seed` played through the stepping API with a transcript: it
 * ends as record r says. */
static void same_stepped(hoyle_script *s, hoyle_setup su, const hoyle_record *r)
{
  FILE *log = tmpfile();
  assert_non_null(log);
  su.seed = r->seed;
  su.log = log;
  hoyle_game *g;
  assert_int_equal(hoyle_game_new(s, &su, stderr, &g), HOYLE_OK);
  assert_int_equal(hoyle_game_run(g, stderr), HOYLE_OK);
  assert_int_equal(hoyle_game_winner(g), r->winner);
  int places[HOYLE_MAX_PLAYERS] = { 0 }, scores[HOYLE_MAX_PLAYERS], rule;
  int n = hoyle_game_places(g, places);
  assert_int_equal(n, r->capped ? 0 : r->players);
  for (int p = 0; p < n; p++)
    assert_int_equal(places[p], r->places[p]);
  n = hoyle_game_scores(g, scores, &rule);
  assert_int_equal(n, r->scored ? r->players : 0);
  for (int p = 0; p < n; p++)
    assert_int_equal(scores[p], r->scores[p]);
  hoyle_game_free(g);
  fclose(log);
}

static void seeds_alone_and_stepped(void **state)
{
  kept *all = calloc(SEEDS, sizeof *all), *one = calloc(1, sizeof *one);
  assert_non_null(all);
  assert_non_null(one);
  for (int i = 0; i < NRUNS; i++) {
    hoyle_script *s = fixture_load(runs[i].game);
    hoyle_setup su = { .agents = runs[i].agents, .seed = 1 };
    if (strcmp(runs[i].game, "gin-rummy") == 0)
      su.max_turns = 60;      /* random seats seldom end a deal */
    keeping together = { all, 0 };
    assert_int_equal(hoyle_sim_each(s, &su, SEEDS, 1, keep, &together, stderr), HOYLE_OK);
    assert_int_equal(together.n, SEEDS);
    for (int k = 0; k < SEEDS; k++) {
      keeping alone = { one, 0 };
      hoyle_setup su1 = su;
      su1.seed = (uint64_t)k + 1;
      assert_int_equal(hoyle_sim_each(s, &su1, 1, 1, keep, &alone, stderr), HOYLE_OK);
      same_record(&all[k], one);
      same_stepped(s, su, &all[k].r);
    }
    hoyle_free(s);
  }
  free(all);
  free(one);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(seeds_alone_and_stepped),
  };
  setenv("HOYLE_PATH", SRCDIR "/stdlib", 1);
  return cmocka_run_group_tests(tests, NULL, NULL);
}
