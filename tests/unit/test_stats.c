/* test_stats.c: the simulation's statistics (cli/stats.c) against values
 * worked out by hand or published: Wilson's interval for 8 of 10 and 0 of
 * 10, Newcombe's example of a difference of shares, mean, sd and
 * nearest-rank percentiles of a small histogram; and adding two runs up
 * gives what one run over both gives. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "cli/stats.h"

#define NEAR(a, b) assert_true((a) > (b) - 5e-4 && (a) < (b) + 5e-4)

/* 8 of 10: 0.8 [0.4902, 0.9433]; 0 of 10: 0 [0, 0.2775] (Newcombe 1998,
 * Stat. Med. 17:857, table I, method 3). */
static void wilson_interval(void **state)
{
  interval w = stats_wilson(8, 10);
  NEAR(w.est, 0.8);
  NEAR(w.lo, 0.4902);
  NEAR(w.hi, 0.9433);
  w = stats_wilson(0, 10);
  NEAR(w.lo, 0);
  NEAR(w.hi, 0.2775);
}

/* 56/70 against 48/80: 0.2 [0.0524, 0.3339] (Newcombe 1998, Stat. Med.
 * 17:873, table II, method 10). */
static void difference_of_shares(void **state)
{
  interval d = stats_share_diff(48, 80, 56, 70);
  NEAR(d.est, 0.2);
  NEAR(d.lo, 0.0524);
  NEAR(d.hi, 0.3339);
}

/* Lengths 1 2 3 4 100: mean 22; sd sqrt(7610 / 4) = 43.6176; median the
 * 3rd value (3); 5% the 1st (1); 95% the 5th (100). */
static void spread_of_lengths(void **state)
{
  histogram h = { 0 };
  for (long v = 1; v <= 4; v++)
    histogram_add(&h, v, 1);
  histogram_add(&h, 100, 1);
  spread s = stats_spread(&h);
  assert_int_equal(s.n, 5);
  NEAR(s.mean, 22);
  NEAR(s.sd, 43.6176);
  NEAR(s.mean_ci.lo, 22 - 1.959964 * 43.6176 / 2.2360680);
  assert_int_equal(s.median, 3);
  assert_int_equal(s.p5, 1);
  assert_int_equal(s.p95, 100);
  assert_int_equal(s.min, 1);
  assert_int_equal(s.max, 100);
  free(h.count);
}

static void p_values(void **state)
{
  NEAR(stats_p_value(0), 1);
  NEAR(stats_p_value(1.959964), 0.05);
  NEAR(stats_p_value(-2.575829), 0.01);
}

static hoyle_record game(uint64_t seed, int winner, long turns, int capped)
{
  hoyle_record r = { .seed = seed, .players = 2, .winner = winner, .first = 1, .turns = turns,
                     .deals = 1, .capped = capped, .scored = 1, .scores = { (long)seed, -3 } };
  return r;
}

/* Games 1..6 added one by one, or as runs of 1..3 and 4..6 merged. */
static void merge_is_the_whole(void **state)
{
  sim_stats whole, a, b;
  stats_init(&whole, 2);
  stats_init(&a, 2);
  stats_init(&b, 2);
  for (uint64_t s = 1; s <= 6; s++) {
    hoyle_record r = game(s, (int)(s % 3), (long)(10 * s), s == 5);
    stats_add(&whole, &r);
    stats_add(s <= 3 ? &a : &b, &r);
  }
  stats_merge(&a, &b);
  assert_int_equal(a.games, 6);
  assert_int_equal(a.wins[0], whole.wins[0]);
  assert_int_equal(a.wins[1], whole.wins[1]);
  assert_int_equal(a.draws, whole.draws);
  assert_int_equal(a.capped, 1);
  assert_int_equal(a.capped_seeds[0], 5);
  assert_int_equal(a.first_wins, whole.first_wins);
  assert_int_equal(a.score_sum[0], 1 + 2 + 3 + 4 + 6);
  assert_int_equal(a.score_sq[1], 5 * 9);
  spread x = stats_spread(&a.turns), y = stats_spread(&whole.turns);
  assert_true(memcmp(&x, &y, sizeof x) == 0);
  stats_free(&whole);
  stats_free(&a);
  stats_free(&b);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(wilson_interval),
    cmocka_unit_test(difference_of_shares),
    cmocka_unit_test(spread_of_lengths),
    cmocka_unit_test(p_values),
    cmocka_unit_test(merge_is_the_whole),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
