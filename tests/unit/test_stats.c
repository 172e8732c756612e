/* test_stats.c: the simulation's statistics (stats/stats.c) against values
 * worked out by hand or published: Wilson's interval for 8 of 10 and 0 of
 * 10, Newcombe's example of a difference of shares, Holm's correction,
 * intervals that keep a width where every game agrees, mean, sd and
 * nearest-rank percentiles of a small histogram; places counted per seat
 * (a single loser, a ranking, a draw); and adding two runs up gives what
 * one run over both gives. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "stats/stats.h"

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

/* Holm's step-down correction of 0.01 0.04 0.03 0.005: sorted, 4 x 0.005
 * = 0.02, 3 x 0.01 = 0.03, 2 x 0.03 = 0.06, 1 x 0.04 = 0.04 raised to the
 * 0.06 before it; a p of 0.5 among 3 becomes 1, not 1.5. */
static void holm_correction(void **state)
{
  double p[4] = { 0.01, 0.04, 0.03, 0.005 };
  stats_holm(p, 4);
  NEAR(p[0], 0.03);
  NEAR(p[1], 0.06);
  NEAR(p[2], 0.06);
  NEAR(p[3], 0.02);
  double q[3] = { 0.5, 0.6, 0.001 };
  stats_holm(q, 3);
  NEAR(q[0], 1);
  NEAR(q[1], 1);
  NEAR(q[2], 0.003);
}

/* Two sides of 100 games that all agree (a rule run once a game, or 1
 * against 2): the difference of means keeps a width, that of values one
 * unit apart in u = z^2 / (100 + z^2) = 0.0370 of the games: sd
 * sqrt(u (1 - u)) = 0.1888, half-width z sqrt(2 sd^2 / 100) = 0.0523.  The
 * test the interval inverts: p < 0.05 just where it leaves out 0. */
static void no_zero_width(void **state)
{
  spread a = { .n = 100, .mean = 1 }, b = { .n = 100, .mean = 1 };
  NEAR(stats_sd_floor(100, 1), 0.1888);
  interval d = stats_mean_diff(&a, &b, 1);
  NEAR(d.hi, 0.0523);
  NEAR(d.lo, -0.0523);
  NEAR(stats_interval_p(d), 1);
  b.mean = 2;
  d = stats_mean_diff(&a, &b, 1);
  assert_true(d.lo > 0 && stats_interval_p(d) < 0.05);
  interval at_edge = { 0.1, 0, 0.2 };
  NEAR(stats_interval_p(at_edge), 0.05);
  interval w = stats_wilson_p(0, 20.5);   /* an effective count need not be whole */
  assert_true(w.lo == 0 && w.hi > 0.1);
}

/* Ten games that each played 5 cards: sd 0, yet the mean's interval is
 * 5 +- z stats_sd_floor(10, 1) / sqrt(10) = 5 +- 0.2775; ten games that
 * played none: [0, 0.2775], cut at 0 (a count is not negative). */
static void mean_where_all_agree(void **state)
{
  histogram h = { 0 };
  histogram_add(&h, 5, 10);
  spread s = stats_spread(&h);
  NEAR(s.sd, 0);
  NEAR(s.mean_ci.lo, 4.7225);
  NEAR(s.mean_ci.hi, 5.2775);
  spread z;
  stats_moments(10, 0, 0, 1, &z);
  z.mean_ci = stats_within(z.mean_ci, 0, INFINITY);
  NEAR(z.mean_ci.lo, 0);
  NEAR(z.mean_ci.hi, 0.2775);
  free(h.count);
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
  NEAR(s.mean_ci.lo, 0);   /* 22 - 38.23, cut at 0: a length is not negative */
  NEAR(s.mean_ci.hi, 22 + 1.959964 * 43.6176 / 2.2360680);
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
  hoyle_record r = { .seed = seed, .players = 2, .winner = winner, .first = 1, .mover = 1,
                     .turns = turns, .deals = 1, .capped = capped, .scored = 1,
                     .scores = { (long)seed, -3 } };
  for (int p = 0; !capped && p < 2; p++)
    r.places[p] = winner == 0 || winner == p + 1 ? 1 : 2;
  return r;
}

/* A 4-player game of places p1..p4 (a single winner when one is 1). */
static hoyle_record placed(uint64_t seed, int p1, int p2, int p3, int p4)
{
  hoyle_record r = { .seed = seed, .players = 4, .first = 1, .mover = 1, .turns = 1, .deals = 1,
                     .places = { p1, p2, p3, p4 } };
  int firsts = (p1 == 1) + (p2 == 1) + (p3 == 1) + (p4 == 1);
  for (int p = 0; firsts == 1 && p < 4; p++)
    r.winner = r.places[p] == 1 ? p + 1 : r.winner;
  return r;
}

/* Ten games where seat s % 4 loses alone (P1 in games 4 and 8): each other
 * seat wins, no game is a draw; P1's mean place (8 x 1 + 2 x 4) / 10 =
 * 1.6, its share of 4th places 2 of 10, 0.2 [0.0567, 0.5098].  P1, the
 * first to move (and to decide), won 8 of the 10 games, each with 3
 * winners of 4 (k 3, k (4 - k) 3).  A ranking counts as ranked, a game with one winner (k 1,
 * k (4 - k) 3); a draw (all first) as a draw, no win, and not for the
 * first player. */
static void places_of_a_loser(void **state)
{
  sim_stats st;
  stats_init(&st, 4);
  for (uint64_t s = 1; s <= 10; s++) {
    int l = (int)(s % 4);
    hoyle_record r = placed(s, l == 0 ? 4 : 1, l == 1 ? 4 : 1, l == 2 ? 4 : 1, l == 3 ? 4 : 1);
    stats_add(&st, &r);
  }
  assert_int_equal(st.draws, 0);
  assert_int_equal(st.first_known, 10);
  assert_int_equal(st.first_wins, 8);
  assert_int_equal(st.first_fair, 30);
  assert_int_equal(st.first_fair_sq, 30);
  assert_int_equal(st.ranked, 10);
  assert_int_equal(st.wins[0], 8);
  assert_int_equal(st.wins[1], 7);
  assert_int_equal(st.placed[0][0], 8);
  assert_int_equal(st.placed[0][3], 2);
  spread m;
  interval share[HOYLE_MAX_PLAYERS];
  assert_int_equal(stats_places(&st, 0, 1, &m, share), 10);
  NEAR(m.mean, 1.6);
  NEAR(share[3].est, 0.2);
  NEAR(share[3].lo, 0.0567);
  NEAR(share[3].hi, 0.5098);
  NEAR(share[1].est, 0);
  hoyle_record ranking = placed(11, 2, 1, 4, 3), draw = placed(12, 1, 1, 1, 1);
  stats_add(&st, &ranking);
  stats_add(&st, &draw);
  assert_int_equal(st.ranked, 11);
  assert_int_equal(st.draws, 1);
  assert_int_equal(st.first_known, 11);
  assert_int_equal(st.first_wins, 8);
  assert_int_equal(st.first_fair, 31);
  assert_int_equal(st.first_fair_sq, 33);
  assert_int_equal(st.wins[1], 8);
  assert_int_equal(st.placed[2][3], 4);
  stats_free(&st);
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
  assert_int_equal(a.first_known, whole.first_known);
  assert_int_equal(a.first_fair, whole.first_fair);
  assert_int_equal(a.first_fair_sq, whole.first_fair_sq);
  assert_true(memcmp(a.placed, whole.placed, sizeof a.placed) == 0);
  assert_int_equal(a.placed[1][1], 2);   /* P2 lost games 1 and 4; 5 was capped */
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
    cmocka_unit_test(holm_correction),
    cmocka_unit_test(no_zero_width),
    cmocka_unit_test(mean_where_all_agree),
    cmocka_unit_test(spread_of_lengths),
    cmocka_unit_test(p_values),
    cmocka_unit_test(merge_is_the_whole),
    cmocka_unit_test(places_of_a_loser),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
