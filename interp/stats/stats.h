/* stats.h: the figures of a simulation, kept so that two runs on disjoint
 * seeds add up to exactly the figures of one run on all of them (counts,
 * integer sums, exact histograms, the lowest seeds listed), and the
 * statistics drawn from them: Wilson intervals, mean and standard
 * deviation, nearest-rank percentiles, a z test.  hoyle(1) says how each
 * figure is computed. */
#ifndef HOYLE_STATS_STATS_H
#define HOYLE_STATS_STATS_H

#include "hoyle.h"

#define STATS_Z95 1.959963984540054   /* the normal quantile of 0.975 */
#define STATS_SEEDS_MAX 1000          /* capped or failed games listed, lowest seeds */

/* How many games had each value (a length in turns, a number of deals). */
typedef struct histogram { long *count; long len; } histogram;

typedef struct failure { uint64_t seed; char error[240]; } failure;

/* Per game, two counts x and y added up so that the ratio of their sums
 * has an interval (see stats_ratio). */
typedef struct pair_sums { long long x, xx, y, yy, xy; } pair_sums;

/* One more pair (x, y) in the sums. */
static inline void pair_add(pair_sums *p, long long x, long long y)
{
  p->x += x;
  p->xx += x * x;
  p->y += y;
  p->yy += y * y;
  p->xy += x * y;
}

/* The sums of b added to a's (two runs' sums merged). */
static inline void pair_merge(pair_sums *a, const pair_sums *b)
{
  a->x += b->x;
  a->xx += b->xx;
  a->y += b->y;
  a->yy += b->yy;
  a->xy += b->xy;
}

/* What the rules did: per counter of hoyle_counters, over the games (not
 * failed): the sum of its counts, of their squares, of their products with
 * its decision's count (FORCED, OPTIONS, ARM), and the games where it was
 * above 0.  And over all decisions: forced against met, options against
 * met. */
typedef struct rule_sums {
  int n;
  int *kind, *decision;          /* per counter, as hoyle_counters gives them */
  long long *sum, *sq, *cross;
  long *games;
  pair_sums forced, options;
} rule_sums;

/* How the lead went, over the won games of a script with fn standing(p):
 * lead changes, games the winner did not lead at the half, and the
 * thousandths of the game before the winner led for good. */
typedef struct lead_sums {
  long games, behind;
  long long changes, changes_sq, clear, clear_sq;
} lead_sums;

#define AGENT_FAIR_UNIT 840   /* fair chances in 840ths: whole for every C(n, w), n <= 8 */
#define AGENT_NAME_MAX 96

/* One seed's games so far (the rotations come in order). */
typedef struct agent_seed {
  int got, same;                   /* games of the seed seen; all with one deal */
  uint64_t deal;
  long games;                      /* games with winners */
  long won[HOYLE_MAX_PLAYERS];     /* games each agent won */
  long fair[HOYLE_MAX_PLAYERS];    /* its fair chances summed, in 840ths */
} agent_seed;

typedef struct agent_sums {
  const char *list;                /* -a as given, until the seats are known */
  int rotate;                      /* the seats rotate: a seed is played once a seat */
  int rot;                         /* games a seed: players when rotated, else 1 */
  int n;                           /* distinct agents; 0: not yet seated */
  char name[HOYLE_MAX_PLAYERS][AGENT_NAME_MAX];
  int seats[HOYLE_MAX_PLAYERS];    /* the seats each holds in a game */
  int of_seat[HOYLE_MAX_PLAYERS];  /* the agent -a gives seat p */
  long seeds, same_deal;           /* seeds played whole; of those, one deal in all games */
  long games;                      /* games with winners (not a draw), over whole seeds */
  long wins[HOYLE_MAX_PLAYERS];
  long long fair[HOYLE_MAX_PLAYERS];      /* in 840ths */
  pair_sums share[HOYLE_MAX_PLAYERS];     /* per seed: wins, games */
  agent_seed now;
} agent_sums;

/* The test of equal shares across all seats (simseat.h): the games a
 * single seat (with teams, a single team) won, by seat (team); and the
 * first to decide's part, as first_* below counts the first to move's. */
typedef struct seat_sums {
  int units;                       /* seats, or teams */
  long games, sole[HOYLE_MAX_PLAYERS];
  int rot;                         /* games a seed (sim --rotate), or 1 */
  long seeds;                      /* rotated: whole seeds, and per unit over them */
  pair_sums by_seed[HOYLE_MAX_PLAYERS];   /* its sole wins in the seed, the seed's such games */
  int got;                         /* the seed being played: its games so far, */
  long seed_games, seed_sole[HOYLE_MAX_PLAYERS];   /* its games one unit won, by unit */
  long decider_wins, decider_known, decider_fair;
  long long decider_fair_sq;
} seat_sums;

typedef struct sim_stats {
  int players, scored;
  int teams;                     /* teams in the games (seat p in team p % teams), or 0 */
  long games, wins[HOYLE_MAX_PLAYERS], draws, capped, failed;
  long first_wins;               /* games with winners the first to move won */
  long placed[HOYLE_MAX_PLAYERS][HOYLE_MAX_PLAYERS];   /* [seat][place - 1]: games */
  long ranked;                   /* games whose places say more than one winner
                                    (several winners, or three places or more) */
  long first_known;              /* finished games with winners (not a draw) whose
                                    first seat to move is known */
  long first_fair;               /* over those, the seats placed first, summed (k) */
  long long first_fair_sq;       /* and the sum of k (players - k) */
  histogram turns, deals;        /* over games not failed */
  long long score_sum[HOYLE_MAX_PLAYERS];   /* exact: a score fits in 32 bits */
  double score_sq[HOYLE_MAX_PLAYERS];       /* a square may take 62 bits: a sum of them
                                               in whole numbers overflows in ten games,
                                               so it is kept in a double (exact, and
                                               shards add up exactly, below 2^53) */
  long nscored;
  uint64_t capped_seeds[STATS_SEEDS_MAX]; int ncapped_seeds;
  failure *failures; int nfailures;   /* up to STATS_SEEDS_MAX */
  rule_sums rules;
  lead_sums lead;
  agent_sums agents;
  seat_sums seats;
  double seconds;
} sim_stats;

/* An estimate and its 95% interval. */
typedef struct interval { double est, lo, hi; } interval;

/* The summary of a histogram. */
typedef struct spread {
  long n, min, max, median, p5, p95;
  double mean, sd;
  interval mean_ci;
} spread;

void stats_init(sim_stats *st, int players);
/* Seat p's place over the finished games (neither capped nor failed): the
 * mean with its interval, and into share[0..players-1] the share of games
 * at each place with Wilson's interval, both at the games over the design
 * effect deff (1: games independent).  Returns the finished games. */
long stats_places(const sim_stats *st, int p, double deff, spread *mean, interval *share);
void stats_free(sim_stats *st);
void stats_add(sim_stats *st, const hoyle_record *r);
/* Adds b's counts into a (runs on disjoint seeds). */
void stats_merge(sim_stats *a, const sim_stats *b);
void histogram_add(histogram *h, long v, long count);

/* x successes in n trials: the share with its Wilson score interval. */
interval stats_wilson(long x, long n);
/* A share p of n trials, n an effective number that need not be whole
 * (stats_wilson's interval, for shares of events clustered in games). */
interval stats_wilson_p(double p, double n);
/* The difference b - a of two shares: Newcombe's hybrid score interval
 * from their two Wilson intervals. */
interval stats_newcombe(interval a, interval b);
interval stats_share_diff(long xa, long na, long xb, long nb);
/* The spread given to n values that are all equal, so that no interval
 * has zero width: that of values one unit apart in the share of the n
 * that Wilson's interval allows when 0 of n differ, u = z^2 / (n + z^2),
 * unit sqrt(u (1 - u)). */
double stats_sd_floor(long n, double unit);
/* The difference of two means (b - a) with Welch's normal interval; a
 * side whose sd is 0 gets stats_sd_floor(n, unit). */
interval stats_mean_diff(const spread *a, const spread *b, double unit);
/* The two-sided p-value of the normal test that interval d inverts: z is
 * d over the half-width on the side of 0 divided by z95 (so p < 0.05 just
 * when d leaves out 0). */
double stats_interval_p(interval d);
/* Holm's step-down correction of n p-values, in place: the k-th smallest
 * becomes the largest of (n - j + 1) p_(j) for j <= k, at most 1. */
void stats_holm(double *p, int n);
/* The ratio of two sums over n games, sum x / sum y, with the delta
 * method's interval (games independent, the counts within one not). */
interval stats_ratio(long n, const pair_sums *p);
/* x of y events over n games, the events clustered in games (an arm's
 * share of the times its decision was met): Wilson's interval with the
 * effective number of events, p(1 - p) over stats_ratio's variance
 * (Kish's), at most y; y when that variance is 0.  [0, 1] when y is 0. */
interval stats_event_share(long n, const pair_sums *p);
/* A ratio that is not a share (options per decision): stats_ratio, its
 * half-width at least that of a mean count a game given stats_sd_floor. */
interval stats_ratio_floor(long n, const pair_sums *p);
/* Sets st up to count the n counters c (all zero). */
void stats_rules_init(sim_stats *st, const hoyle_counter *c, int n);
/* Two-sided p-value of a z statistic (normal approximation). */
double stats_p_value(double z);
spread stats_spread(const histogram *h);
/* The mean, sd and 95% interval of the mean of n values from their sum
 * and sum of squares: mean +- z sd / sqrt(n), where n values all equal
 * (sd 0) get the sd stats_sd_floor(n, unit), so that the interval never
 * has zero width (unit: the step between values, 1 for counts). */
void stats_moments(long n, double sum, double sq, double unit, spread *out);
/* Interval i cut to the values a figure can take, lo to hi. */
interval stats_within(interval i, double lo, double hi);

#endif
