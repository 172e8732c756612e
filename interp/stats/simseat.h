/* simseat.h: the seats' figures: the test of equal shares across all seats
 * (with teams, all teams) over the games one of them won alone, by
 * chi-square, or where the counts are small exactly (the multinomial) or
 * by Monte Carlo draws with a fixed seed; with the seats rotated, by
 * chi-square corrected for the games a seed's cards tie together (Rao and
 * Scott); and the first to decide, kept apart from the first to move
 * (stats.h's first_*). */
#ifndef HOYLE_STATS_SIMSEAT_H
#define HOYLE_STATS_SIMSEAT_H

#include <stdio.h>
#include "stats/json.h"
#include "stats/stats.h"

#define SEAT_WAYS 200000      /* below an expected count of 5, an exact p when the games
                                 can be shared out in at most this many ways, */
#define SEAT_DRAWS 20000      /* else by this many Monte Carlo draws */

/* The equal-shares test. */
typedef struct seat_test {
  long games;
  int df;
  double chi2, p;
  int exact;                  /* p not by the chi-square law: 1 exact, 2 by SEAT_DRAWS draws */
  double deff;                /* rotated: chi2 is divided by this design effect */
} seat_test;

/* A share of the games against its fair share: the first to move's, the
 * first to decide's. */
typedef struct advantage { interval share; double fair, z, p; } advantage;

/* Adds r, of a run of rot games a seed (1: not rotated). */
void seat_add(seat_sums *s, const hoyle_record *r, int rot);
void seat_merge(seat_sums *a, const seat_sums *b);
seat_test seat_equal(const seat_sums *s);
/* A seat's (team's) share of st's games with Wilson's interval; rotated,
 * at the games over the test's design effect, a seed's games sharing
 * their cards. */
interval seat_share(const sim_stats *st, long wins);
/* That design effect: rotated, the mean over the seats (teams) of the
 * variance of a share over seeds against that of as many independent
 * games; 1 when not rotated or not measurable. */
double seat_deff(const seat_sums *s);
/* From the games won, those counted, the winners summed (k) and the sum of
 * k (players - k): the share with its Wilson interval, the fair share and
 * a z test against it; the interval at the games over the design effect
 * deff and the test's variance times it (deff 1: games independent). */
advantage seat_advantage(long won, long of, long fair, long long fair_sq, int players,
                         double deff);
/* "seats_equal" and "first_decider" as JSON members; read back for merge. */
void seat_print_json(const seat_sums *s, int players, FILE *out);
void seat_read_json(const json *doc, seat_sums *s);
void seat_print_text(const seat_sums *s, int players, FILE *out);

#endif
