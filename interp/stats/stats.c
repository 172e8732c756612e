/* stats.c: a simulation's figures added up game by game or run by run,
 * and the statistics drawn from them (see stats.h and hoyle(1)). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stats/stats.h"

void stats_init(sim_stats *st, int players)
{
  memset(st, 0, sizeof *st);
  st->players = players;
}

long stats_places(const sim_stats *st, int p, double deff, spread *mean, interval *share)
{
  long n = 0;
  double sum = 0, sq = 0;
  for (int k = 0; k < st->players; k++) {
    long c = st->placed[p][k];
    n += c;
    sum += (double)c * (k + 1);
    sq += (double)c * (k + 1) * (k + 1);
  }
  stats_moments(n, sum, sq, 1, mean);
  double w = deff > 1 ? sqrt(deff) : 1;
  interval *ci = &mean->mean_ci;
  *ci = stats_within((interval){ ci->est, ci->est - w * (ci->est - ci->lo),
                                 ci->est + w * (ci->hi - ci->est) }, 1, st->players);
  for (int k = 0; k < st->players; k++)
    share[k] = deff > 1 && n > 0 ? stats_wilson_p((double)st->placed[p][k] / (double)n, n / deff)
                                 : stats_wilson(st->placed[p][k], n);
  return n;
}

static void *zeroed(int n, size_t size)
{
  void *p = calloc((size_t)n + 1, size);
  if (!p)
    abort();
  return p;
}

void stats_rules_init(sim_stats *st, const hoyle_counter *c, int n)
{
  rule_sums *r = &st->rules;
  memset(r, 0, sizeof *r);
  r->n = n;
  r->kind = zeroed(n, sizeof *r->kind);
  r->decision = zeroed(n, sizeof *r->decision);
  r->sum = zeroed(n, sizeof *r->sum);
  r->sq = zeroed(n, sizeof *r->sq);
  r->cross = zeroed(n, sizeof *r->cross);
  r->games = zeroed(n, sizeof *r->games);
  for (int i = 0; i < n; i++) {
    r->kind[i] = c[i].kind;
    r->decision[i] = c[i].decision;
  }
}

/* One game's counts. */
static void add_rules(rule_sums *r, const hoyle_record *g)
{
  long long met = 0, forced = 0, options = 0;
  for (int i = 0; i < r->n && i < g->ncounts; i++) {
    long long c = g->counts[i];
    r->sum[i] += c;
    r->sq[i] += c * c;
    r->games[i] += c > 0;
    if (r->decision[i] >= 0)
      r->cross[i] += c * g->counts[r->decision[i]];
    met += r->kind[i] == HOYLE_COUNT_DECISION ? c : 0;
    forced += r->kind[i] == HOYLE_COUNT_FORCED ? c : 0;
    options += r->kind[i] == HOYLE_COUNT_OPTIONS ? c : 0;
  }
  pair_add(&r->forced, forced, met);
  pair_add(&r->options, options, met);
}

static void merge_rules(rule_sums *a, const rule_sums *b)
{
  for (int i = 0; i < a->n && i < b->n; i++) {
    a->sum[i] += b->sum[i];
    a->sq[i] += b->sq[i];
    a->cross[i] += b->cross[i];
    a->games[i] += b->games[i];
  }
  pair_merge(&a->forced, &b->forced);
  pair_merge(&a->options, &b->options);
}

interval stats_ratio(long n, const pair_sums *p)
{
  if (n < 2 || p->y == 0)
    return (interval){ 0, 0, 0 };
  double nn = (double)n, r = (double)p->x / (double)p->y, my = (double)p->y / nn;
  double sxx = ((double)p->xx - (double)p->x * (double)p->x / nn) / (nn - 1);
  double syy = ((double)p->yy - (double)p->y * (double)p->y / nn) / (nn - 1);
  double sxy = ((double)p->xy - (double)p->x * (double)p->y / nn) / (nn - 1);
  double var = (sxx - 2 * r * sxy + r * r * syy) / (nn * my * my);
  double h = var > 0 ? STATS_Z95 * sqrt(var) : 0;
  return (interval){ r, r - h, r + h };
}

interval stats_event_share(long n, const pair_sums *p)
{
  if (p->y <= 0)
    return (interval){ 0, 0, 1 };
  double r = (double)p->x / (double)p->y, neff = (double)p->y;
  interval d = stats_ratio(n, p);
  double h = (d.hi - d.lo) / (2 * STATS_Z95);
  if (h > 0 && r * (1 - r) / (h * h) < neff)
    neff = r * (1 - r) / (h * h);
  return stats_wilson_p(r, neff);
}

interval stats_ratio_floor(long n, const pair_sums *p)
{
  interval r = stats_ratio(n, p);
  if (n <= 0 || p->y == 0)
    return r;
  double h = (r.hi - r.lo) / 2, ybar = (double)p->y / (double)n;
  double floor = STATS_Z95 * stats_sd_floor(n, 1) / sqrt((double)n) / ybar;
  h = h > floor ? h : floor;
  r.est = (double)p->x / (double)p->y;
  return (interval){ r.est, r.est - h, r.est + h };
}

void stats_free(sim_stats *st)
{
  free(st->rules.kind);
  free(st->rules.decision);
  free(st->rules.sum);
  free(st->rules.sq);
  free(st->rules.cross);
  free(st->rules.games);
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

/* A finished game's places: a draw when all share the first, else a win
 * for each seat placed first; a ranking when they say more than that. */
static void add_places(sim_stats *st, const hoyle_record *r)
{
  int firsts = 0, last = 1;
  for (int p = 0; p < r->players; p++) {
    int k = r->places[p] >= 1 && r->places[p] <= r->players ? r->places[p] : 1;
    st->placed[p][k - 1]++;
    firsts += k == 1;
    last = k > last ? k : last;
  }
  if (firsts == r->players) {
    st->draws++;
    return;
  }
  for (int p = 0; p < r->players; p++)
    st->wins[p] += r->places[p] == 1;
  st->teams = r->teams;
  int team_won = r->teams && firsts == r->players / r->teams;
  st->ranked += (firsts > 1 && !team_won) || last > 2;
}

/* The first to move's part in a finished game with winners: whether it won
 * (with teams, its team), and how many seats won (k of players), the
 * chance a seat drawn at random had to be among them being k / players. */
static void add_first(sim_stats *st, const hoyle_record *r)
{
  int k = 0;
  for (int p = 0; p < r->players; p++)
    k += r->places[p] == 1;
  if (r->capped || r->mover <= 0 || k == 0 || k == r->players)
    return;
  st->first_known++;
  st->first_wins += r->places[r->mover - 1] == 1;
  st->first_fair += k;
  st->first_fair_sq += (long long)k * (r->players - k);
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
  } else {
    add_places(st, r);
  }
  add_first(st, r);
  add_rules(&st->rules, r);
  if (r->stood) {
    lead_sums *l = &st->lead;
    l->games++;
    l->behind += r->behind_at_half;
    l->changes += r->lead_changes;
    l->changes_sq += (long long)r->lead_changes * r->lead_changes;
    l->clear += r->clear_permille;
    l->clear_sq += (long long)r->clear_permille * r->clear_permille;
  }
  histogram_add(&st->turns, r->turns, 1);
  histogram_add(&st->deals, r->deals, 1);
  if (r->scored && !r->capped) {
    st->scored = 1;
    st->nscored++;
    for (int p = 0; p < st->players; p++) {
      st->score_sum[p] += r->scores[p];
      st->score_sq[p] += (double)r->scores[p] * (double)r->scores[p];
    }
  }
}

void stats_merge(sim_stats *a, const sim_stats *b)
{
  a->games += b->games;
  a->draws += b->draws;
  a->capped += b->capped;
  a->failed += b->failed;
  a->first_wins += b->first_wins;
  a->first_known += b->first_known;
  a->first_fair += b->first_fair;
  a->first_fair_sq += b->first_fair_sq;
  a->ranked += b->ranked;
  a->teams = a->teams ? a->teams : b->teams;
  a->nscored += b->nscored;
  a->scored |= b->scored;
  a->seconds += b->seconds;
  for (int p = 0; p < HOYLE_MAX_PLAYERS; p++) {
    a->wins[p] += b->wins[p];
    for (int k = 0; k < HOYLE_MAX_PLAYERS; k++)
      a->placed[p][k] += b->placed[p][k];
    a->score_sum[p] += b->score_sum[p];
    a->score_sq[p] += b->score_sq[p];
  }
  for (long v = 0; v < b->turns.len; v++)
    if (b->turns.count[v])
      histogram_add(&a->turns, v, b->turns.count[v]);
  for (long v = 0; v < b->deals.len; v++)
    if (b->deals.count[v])
      histogram_add(&a->deals, v, b->deals.count[v]);
  merge_rules(&a->rules, &b->rules);
  a->lead.games += b->lead.games;
  a->lead.behind += b->lead.behind;
  a->lead.changes += b->lead.changes;
  a->lead.changes_sq += b->lead.changes_sq;
  a->lead.clear += b->lead.clear;
  a->lead.clear_sq += b->lead.clear_sq;
  for (int i = 0; i < b->ncapped_seeds; i++)
    add_seed(a->capped_seeds, &a->ncapped_seeds, b->capped_seeds[i]);
  for (int i = 0; i < b->nfailures; i++)
    add_failure(a, b->failures[i].seed, b->failures[i].error);
}

interval stats_wilson_p(double p, double n)
{
  if (n <= 0)
    return (interval){ 0, 0, 1 };
  double z = STATS_Z95, d = 1 + z * z / n;
  double c = (p + z * z / (2 * n)) / d;
  double h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
  return (interval){ p, c - h < 0 ? 0 : c - h, c + h > 1 ? 1 : c + h };
}

interval stats_wilson(long x, long n)
{
  return n > 0 ? stats_wilson_p((double)x / (double)n, (double)n) : (interval){ 0, 0, 1 };
}

interval stats_newcombe(interval a, interval b)
{
  double d = b.est - a.est;
  return (interval){ d, d - sqrt((b.est - b.lo) * (b.est - b.lo) + (a.hi - a.est) * (a.hi - a.est)),
                     d + sqrt((b.hi - b.est) * (b.hi - b.est) + (a.est - a.lo) * (a.est - a.lo)) };
}

interval stats_share_diff(long xa, long na, long xb, long nb)
{
  return stats_newcombe(stats_wilson(xa, na), stats_wilson(xb, nb));
}

double stats_sd_floor(long n, double unit)
{
  double u = n > 0 ? STATS_Z95 * STATS_Z95 / ((double)n + STATS_Z95 * STATS_Z95) : 1;
  return unit * sqrt(u * (1 - u));
}

interval stats_mean_diff(const spread *a, const spread *b, double unit)
{
  double d = b->mean - a->mean, se = 0;
  if (a->n > 0 && b->n > 0) {
    double sa = a->sd > 0 ? a->sd : stats_sd_floor(a->n, unit);
    double sb = b->sd > 0 ? b->sd : stats_sd_floor(b->n, unit);
    se = sqrt(sa * sa / (double)a->n + sb * sb / (double)b->n);
  }
  return (interval){ d, d - STATS_Z95 * se, d + STATS_Z95 * se };
}

double stats_interval_p(interval d)
{
  double h = d.est > 0 ? d.est - d.lo : d.hi - d.est;
  if (d.est == 0)
    return 1;
  return h > 0 ? stats_p_value(STATS_Z95 * d.est / h) : 0;
}

void stats_holm(double *p, int n)
{
  int *order = malloc((size_t)(n + 1) * sizeof *order);
  if (!order)
    abort();
  for (int i = 0; i < n; i++)
    order[i] = i;
  for (int i = 1; i < n; i++)   /* by p, ascending; ties keep their order */
    for (int j = i; j > 0 && p[order[j - 1]] > p[order[j]]; j--) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  double run = 0;
  for (int k = 0; k < n; k++) {
    double adj = (double)(n - k) * p[order[k]];
    run = fmax(run, adj > 1 ? 1 : adj);
    p[order[k]] = run;
  }
  free(order);
}

interval stats_within(interval i, double lo, double hi)
{
  return (interval){ i.est, i.lo < lo ? lo : i.lo, i.hi > hi ? hi : i.hi };
}

double stats_p_value(double z) { return erfc(fabs(z) / sqrt(2.0)); }

void stats_moments(long n, double sum, double sq, double unit, spread *out)
{
  out->n = n;
  out->mean = n > 0 ? sum / (double)n : 0;
  double var = n > 1 ? (sq - sum * out->mean) / (double)(n - 1) : 0;
  out->sd = var > 0 ? sqrt(var) : 0;
  double sd = out->sd > 0 ? out->sd : stats_sd_floor(n, unit);
  double h = n > 0 ? STATS_Z95 * sd / sqrt((double)n) : 0;
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
  stats_moments(n, sum, sq, 1, &s);
  s.mean_ci = stats_within(s.mean_ci, 0, INFINITY);
  s.median = rank_value(h, n, 0.5);
  s.p5 = rank_value(h, n, 0.05);
  s.p95 = rank_value(h, n, 0.95);
  return s;
}
