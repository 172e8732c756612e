/* stats.c: a simulation's figures added up game by game or run by run,
 * and the statistics drawn from them (see stats.h and hoyle(1)). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli/stats.h"

void stats_init(sim_stats *st, int players)
{
  memset(st, 0, sizeof *st);
  st->players = players;
}

void stats_free(sim_stats *st)
{
  free(st->turns.count);
  free(st->deals.count);
  free(st->failures);
  memset(st, 0, sizeof *st);
}

void histogram_add(histogram *h, long v, long count)
{
  if (v < 0)
    v = 0;
  if (v >= h->len) {
    long len = h->len ? h->len : 64;
    while (len <= v)
      len *= 2;
    long *c = realloc(h->count, (size_t)len * sizeof *c);
    if (!c)
      abort();
    memset(c + h->len, 0, (size_t)(len - h->len) * sizeof *c);
    h->count = c;
    h->len = len;
  }
  h->count[v] += count;
}

/* Keeps the lowest STATS_SEEDS_MAX seeds in order, as one run over all the
 * seeds would. */
static void add_seed(uint64_t *seeds, int *n, uint64_t seed)
{
  int i = *n;
  if (i == STATS_SEEDS_MAX && seed > seeds[i - 1])
    return;
  if (i == STATS_SEEDS_MAX)
    i--;
  for (; i > 0 && seeds[i - 1] > seed; i--)
    seeds[i] = seeds[i - 1];
  seeds[i] = seed;
  if (*n < STATS_SEEDS_MAX)
    (*n)++;
}

static void add_failure(sim_stats *st, uint64_t seed, const char *error)
{
  if (!st->failures)
    st->failures = calloc(STATS_SEEDS_MAX, sizeof *st->failures);
  if (!st->failures)
    abort();
  int i = st->nfailures;
  if (i == STATS_SEEDS_MAX && seed > st->failures[i - 1].seed)
    return;
  if (i == STATS_SEEDS_MAX)
    i--;
  for (; i > 0 && st->failures[i - 1].seed > seed; i--)
    st->failures[i] = st->failures[i - 1];
  st->failures[i].seed = seed;
  snprintf(st->failures[i].error, sizeof st->failures[i].error, "%s", error);
  if (st->nfailures < STATS_SEEDS_MAX)
    st->nfailures++;
}

void stats_add(sim_stats *st, const hoyle_record *r)
{
  st->games++;
  if (r->failed) {
    st->failed++;
    add_failure(st, r->seed, r->error);
    return;
  }
  if (r->capped) {
    st->capped++;
    add_seed(st->capped_seeds, &st->ncapped_seeds, r->seed);
  } else if (r->winner > 0) {
    st->wins[r->winner - 1]++;
    st->decided++;
    st->first_known += r->first > 0;
    st->first_wins += r->first > 0 && r->first == r->winner;
  } else {
    st->draws++;
  }
  histogram_add(&st->turns, r->turns, 1);
  histogram_add(&st->deals, r->deals, 1);
  if (r->scored && !r->capped) {
    st->scored = 1;
    st->nscored++;
    for (int p = 0; p < st->players; p++) {
      st->score_sum[p] += r->scores[p];
      st->score_sq[p] += (long long)r->scores[p] * r->scores[p];
    }
  }
}

void stats_merge(sim_stats *a, const sim_stats *b)
{
  a->games += b->games;
  a->draws += b->draws;
  a->capped += b->capped;
  a->failed += b->failed;
  a->decided += b->decided;
  a->first_wins += b->first_wins;
  a->first_known += b->first_known;
  a->nscored += b->nscored;
  a->scored |= b->scored;
  a->seconds += b->seconds;
  for (int p = 0; p < HOYLE_MAX_PLAYERS; p++) {
    a->wins[p] += b->wins[p];
    a->score_sum[p] += b->score_sum[p];
    a->score_sq[p] += b->score_sq[p];
  }
  for (long v = 0; v < b->turns.len; v++)
    if (b->turns.count[v])
      histogram_add(&a->turns, v, b->turns.count[v]);
  for (long v = 0; v < b->deals.len; v++)
    if (b->deals.count[v])
      histogram_add(&a->deals, v, b->deals.count[v]);
  for (int i = 0; i < b->ncapped_seeds; i++)
    add_seed(a->capped_seeds, &a->ncapped_seeds, b->capped_seeds[i]);
  for (int i = 0; i < b->nfailures; i++)
    add_failure(a, b->failures[i].seed, b->failures[i].error);
}

interval stats_wilson(long x, long n)
{
  if (n <= 0)
    return (interval){ 0, 0, 1 };
  double z = STATS_Z95, p = (double)x / (double)n, nn = (double)n;
  double d = 1 + z * z / nn;
  double c = (p + z * z / (2 * nn)) / d;
  double h = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / d;
  return (interval){ p, c - h < 0 ? 0 : c - h, c + h > 1 ? 1 : c + h };
}

interval stats_share_diff(long xa, long na, long xb, long nb)
{
  interval a = stats_wilson(xa, na), b = stats_wilson(xb, nb);
  double d = b.est - a.est;
  return (interval){ d, d - sqrt((b.est - b.lo) * (b.est - b.lo) + (a.hi - a.est) * (a.hi - a.est)),
                     d + sqrt((b.hi - b.est) * (b.hi - b.est) + (a.est - a.lo) * (a.est - a.lo)) };
}

interval stats_mean_diff(const spread *a, const spread *b)
{
  double d = b->mean - a->mean, se = 0;
  if (a->n > 0 && b->n > 0)
    se = sqrt(a->sd * a->sd / (double)a->n + b->sd * b->sd / (double)b->n);
  return (interval){ d, d - STATS_Z95 * se, d + STATS_Z95 * se };
}

double stats_p_value(double z) { return erfc(fabs(z) / sqrt(2.0)); }

void stats_moments(long n, double sum, double sq, spread *out)
{
  out->n = n;
  out->mean = n > 0 ? sum / (double)n : 0;
  double var = n > 1 ? (sq - sum * out->mean) / (double)(n - 1) : 0;
  out->sd = var > 0 ? sqrt(var) : 0;
  double h = n > 0 ? STATS_Z95 * out->sd / sqrt((double)n) : 0;
  out->mean_ci = (interval){ out->mean, out->mean - h, out->mean + h };
}

/* The smallest value v with at least ceil(q * n) values <= v (nearest rank). */
static long rank_value(const histogram *h, long n, double q)
{
  long want = (long)ceil(q * (double)n - 1e-9), seen = 0;
  if (want < 1)
    want = 1;
  for (long v = 0; v < h->len; v++)
    if ((seen += h->count[v]) >= want)
      return v;
  return 0;
}

spread stats_spread(const histogram *h)
{
  spread s = { 0 };
  double sum = 0, sq = 0;
  long n = 0;
  s.min = -1;
  for (long v = 0; v < h->len; v++) {
    if (!h->count[v])
      continue;
    if (s.min < 0)
      s.min = v;
    s.max = v;
    n += h->count[v];
    sum += (double)v * (double)h->count[v];
    sq += (double)v * (double)v * (double)h->count[v];
  }
  if (s.min < 0)
    s.min = 0;
  stats_moments(n, sum, sq, &s);
  s.median = rank_value(h, n, 0.5);
  s.p5 = rank_value(h, n, 0.05);
  s.p95 = rank_value(h, n, 0.95);
  return s;
}
