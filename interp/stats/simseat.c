/* simseat.c: the seats' figures (simseat.h): the equal-shares test and the
 * first to decide. */
#include <math.h>
#include <string.h>
#include "stats/simagent.h"
#include "stats/simseat.h"

/* The seat (with teams, the team) that alone won r, or -1. */
static int sole_winner(const hoyle_record *r)
{
  int unit = -1;
  for (int p = 0; p < r->players; p++) {
    if (r->places[p] != 1)
      continue;
    int u = r->teams ? p % r->teams : p;
    if (unit >= 0 && unit != u)
      return -1;
    unit = u;
  }
  return unit;
}

/* Rotated: the seed's games one unit won, each unit's share of them, join
 * the sums over seeds once its rot games are in (a seed cut short is left
 * out). */
static void add_to_seed(seat_sums *s, const hoyle_record *r, int u, int rot)
{
  s->rot = rot;
  if (rot < 2)
    return;
  if (r->rotation == 0)
    s->got = 0, s->seed_games = 0, memset(s->seed_sole, 0, sizeof s->seed_sole);
  s->got++;
  if (u >= 0)
    s->seed_games++, s->seed_sole[u]++;
  if (s->got < rot)
    return;
  s->seeds++;
  for (int i = 0; i < s->units; i++)
    pair_add(&s->by_seed[i], s->seed_sole[i], s->seed_games);
}

void seat_add(seat_sums *s, const hoyle_record *r, int rot)
{
  int u = r->failed || r->capped ? -1 : sole_winner(r), k = 0;
  s->units = r->teams ? r->teams : r->players;
  add_to_seed(s, r, u, rot);
  if (r->failed || r->capped)
    return;
  if (u >= 0) {
    s->games++;
    s->sole[u]++;
  }
  for (int p = 0; p < r->players; p++)
    k += r->places[p] == 1;
  if (r->first <= 0 || k == 0 || k == r->players)
    return;
  s->decider_known++;
  s->decider_wins += r->places[r->first - 1] == 1;
  s->decider_fair += k;
  s->decider_fair_sq += (long long)k * (r->players - k);
}

void seat_merge(seat_sums *a, const seat_sums *b)
{
  a->units = a->units ? a->units : b->units;
  a->rot = a->rot > b->rot ? a->rot : b->rot;
  a->games += b->games;
  a->seeds += b->seeds;
  for (int u = 0; u < HOYLE_MAX_PLAYERS; u++) {
    a->sole[u] += b->sole[u];
    pair_sums *x = &a->by_seed[u];
    const pair_sums *y = &b->by_seed[u];
    x->x += y->x, x->xx += y->xx, x->y += y->y, x->yy += y->yy, x->xy += y->xy;
  }
  a->decider_wins += b->decider_wins;
  a->decider_known += b->decider_known;
  a->decider_fair += b->decider_fair;
  a->decider_fair_sq += b->decider_fair_sq;
}

/* The regularised upper incomplete gamma function Q(a, x): a series below
 * a + 1, a continued fraction above (Numerical Recipes, 6.2). */
static double gamma_q(double a, double x)
{
  if (x <= 0)
    return 1;
  double lg = a * log(x) - x - lgamma(a);
  if (x < a + 1) {
    double sum = 1 / a, term = sum;
    for (int n = 1; n < 500 && fabs(term) > fabs(sum) * 1e-15; n++)
      sum += term *= x / (a + n);
    return 1 - sum * exp(lg);
  }
  double b = x + 1 - a, c = 1e300, d = 1 / b, h = d;
  for (int i = 1; i < 500; i++) {
    double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = fabs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = fabs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    double del = d * c;
    h *= del;
    if (fabs(del - 1) < 1e-15)
      break;
  }
  return exp(lg) * h;
}

static double chi2_of(const long *count, int units, long n)
{
  double e = (double)n / units, x = 0;
  for (int u = 0; u < units; u++)
    x += ((double)count[u] - e) * ((double)count[u] - e) / e;
  return x;
}

/* What exact_tail shares out: n games over units, each way's chance from
 * the log factorials lf[0..n], counted when at least as far from equal
 * as chi2. */
typedef struct sharing {
  int units;
  long n;
  double chi2, base;         /* base: log n! - n log units */
  const double *lf;
  long c[HOYLE_MAX_PLAYERS];
} sharing;

/* The sum of the chances of the ways to share out the games left among
 * units k .. units - 1, those before holding c[0..k). */
static double exact_tail(sharing *s, int k, long left)
{
  if (k == s->units - 1) {
    s->c[k] = left;
    if (chi2_of(s->c, s->units, s->n) < s->chi2 - 1e-9)
      return 0;
    double lp = s->base;
    for (int u = 0; u < s->units; u++)
      lp -= s->lf[s->c[u]];
    return exp(lp);
  }
  double p = 0;
  for (long c = 0; c <= left; c++) {
    s->c[k] = c;
    p += exact_tail(s, k + 1, left - c);
  }
  return p;
}

/* The ways to share n games among units: C(n + units - 1, units - 1). */
static double ways(long n, int units)
{
  double w = 1;
  for (int i = 1; i < units; i++)
    w = w * (double)(n + i) / i;
  return w;
}

/* p by SEAT_DRAWS multinomial draws of n games over equal units: the share
 * of draws at least as far from equal, counting the one observed. */
static double monte_carlo_p(int units, long n, double chi2)
{
  uint64_t x = 0x9e3779b97f4a7c15u;    /* a fixed seed: the same p every run */
  long as_far = 0;
  for (int d = 0; d < SEAT_DRAWS; d++) {
    long count[HOYLE_MAX_PLAYERS] = { 0 };
    for (long g = 0; g < n; g++) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      count[(x >> 11) % (uint64_t)units]++;
    }
    as_far += chi2_of(count, units, n) >= chi2 - 1e-9;
  }
  return (double)(as_far + 1) / (SEAT_DRAWS + 1);
}

/* Rotated: the mean over the units of the variance of a unit's share over
 * seeds (the delta method) against that of as many independent games: a
 * seed's games share its cards, so they are not independent.  1 when not
 * rotated or not measurable. */
static double design_effect(const seat_sums *s)
{
  double sum = 0;
  int n = 0;
  for (int u = 0; s->rot > 1 && s->seeds > 1 && u < s->units; u++) {
    double p = (double)s->by_seed[u].x / (double)s->by_seed[u].y;
    interval r = stats_ratio(s->seeds, &s->by_seed[u]);
    double h = (r.hi - r.est) / STATS_Z95;
    if (p > 0 && p < 1 && s->by_seed[u].y > 0) {
      sum += h * h / (p * (1 - p) / (double)s->by_seed[u].y);
      n++;
    }
  }
  return n > 0 && sum > 0 ? sum / n : 1;
}

seat_test seat_equal(const seat_sums *s)
{
  seat_test t = { s->games, s->units - 1, 0, 1, 0, 1 };
  if (s->units < 2 || s->games == 0)
    return t;
  t.chi2 = chi2_of(s->sole, s->units, s->games);
  if (s->rot > 1) {   /* Rao and Scott's first-order correction, the chi-square law */
    t.deff = design_effect(s);
    t.chi2 /= t.deff;
    t.p = gamma_q(t.df / 2.0, t.chi2 / 2);
    return t;
  }
  t.exact = (double)s->games / s->units < 5;
  if (!t.exact) {
    t.p = gamma_q(t.df / 2.0, t.chi2 / 2);
  } else if (ways(s->games, s->units) <= SEAT_WAYS) {
    double lf[5 * HOYLE_MAX_PLAYERS];   /* games < 5 units */
    lf[0] = 0;
    for (long k = 1; k <= s->games; k++)
      lf[k] = lf[k - 1] + log((double)k);
    sharing sh = { s->units, s->games, t.chi2, lf[s->games] - (double)s->games * log(s->units),
                   lf, { 0 } };
    t.p = exact_tail(&sh, 0, s->games);
    t.p = t.p > 1 ? 1 : t.p;
  } else {
    t.p = monte_carlo_p(s->units, s->games, t.chi2);
    t.exact = 2;
  }
  return t;
}

double seat_deff(const seat_sums *s) { return design_effect(s); }

interval seat_share(const sim_stats *st, long wins)
{
  if (st->seats.rot < 2 || st->games <= 0)
    return stats_wilson(wins, st->games);
  double p = (double)wins / (double)st->games;
  return agent_wilson(p, (double)st->games / design_effect(&st->seats));
}

/* In a game that k seats of n won, a seat had the fair chance k / n to win:
 * the fair share is the mean of those chances, and with no advantage the
 * games the seat won have the variance of a sum of such trials, the sum of
 * k (n - k) / n^2. */
advantage seat_advantage(long won, long of, long fair, long long fair_sq, int players,
                         double deff)
{
  advantage a = { stats_wilson(won, of), 0, 0, 1 };
  double n = players, games = (double)of;
  if (n <= 0)
    return a;
  if (deff > 1 && of > 0)
    a.share = stats_wilson_p((double)won / games, games / deff);
  a.fair = games > 0 ? (double)fair / (n * games) : 1 / n;
  double se = games > 0 ? sqrt((double)fair_sq * (deff > 1 ? deff : 1)) / (n * games) : 0;
  a.z = se > 0 ? (a.share.est - a.fair) / se : 0;
  a.p = se > 0 ? stats_p_value(a.z) : 1;
  return a;
}

void seat_print_json(const seat_sums *s, int players, FILE *out)
{
  seat_test t = seat_equal(s);
  fprintf(out, "\"seats_equal\":{\"units\":%d,\"games\":%ld,\"counts\":[", s->units, s->games);
  for (int u = 0; u < s->units; u++)
    fprintf(out, "%s%ld", u ? "," : "", s->sole[u]);
  fprintf(out, "],\"chi2\":%.4f,\"df\":%d,\"p_value\":%.6g,\"method\":\"%s\"", t.chi2, t.df,
          t.p, s->rot > 1 ? "Rao-Scott" : t.exact == 2 ? "Monte Carlo" : t.exact ? "exact" : "chi-square");
  if (s->rot > 1) {
    fprintf(out, ",\"design_effect\":%.4f,\"seeds\":%ld,\"seed_sums\":[", t.deff, s->seeds);
    for (int u = 0; u < s->units; u++) {
      const pair_sums *p = &s->by_seed[u];
      fprintf(out, "%s[%lld,%lld,%lld,%lld,%lld]", u ? "," : "", p->x, p->xx, p->y, p->yy, p->xy);
    }
    fputc(']', out);
  }
  fputs("},\n", out);
  advantage a = seat_advantage(s->decider_wins, s->decider_known, s->decider_fair,
                               s->decider_fair_sq, players, design_effect(s));
  fprintf(out, "\"first_decider\":{\"won\":%ld,\"of\":%ld,\"winners\":%ld,\"spread\":%lld,"
          "\"share\":%.6f,\"low\":%.6f,\"high\":%.6f,\"fair\":%.6f,\"advantage\":%.6f,"
          "\"z\":%.4f,\"p_value\":%.6g},\n", s->decider_wins, s->decider_known, s->decider_fair,
          s->decider_fair_sq, a.share.est, a.share.lo, a.share.hi, a.fair, a.share.est - a.fair,
          a.z, a.p);
}

static long long member(const json *o, const char *key)
{
  const json *v = json_get(o, key);
  return v && v->kind == JSON_NUMBER ? v->integer : 0;
}

void seat_read_json(const json *doc, seat_sums *s)
{
  const json *eq = json_get(doc, "seats_equal"), *d = json_get(doc, "first_decider");
  const json *c = json_get(eq, "counts");
  s->units = (int)member(eq, "units");
  s->games = member(eq, "games");
  for (int u = 0; c && c->kind == JSON_ARRAY && u < c->nitems && u < HOYLE_MAX_PLAYERS; u++)
    s->sole[u] = (long)c->items[u].integer;
  const json *by = json_get(eq, "seed_sums");
  s->seeds = member(eq, "seeds");
  for (int u = 0; by && by->kind == JSON_ARRAY && u < by->nitems && u < HOYLE_MAX_PLAYERS; u++) {
    const json *a = &by->items[u];
    if (a->kind == JSON_ARRAY && a->nitems == 5)
      s->by_seed[u] = (pair_sums){ a->items[0].integer, a->items[1].integer, a->items[2].integer,
                                   a->items[3].integer, a->items[4].integer };
  }
  s->decider_wins = member(d, "won");
  s->decider_known = member(d, "of");
  s->decider_fair = member(d, "winners");
  s->decider_fair_sq = member(d, "spread");
}

void seat_print_text(const seat_sums *s, int players, FILE *out)
{
  seat_test t = seat_equal(s);
  if (s->units >= 2 && s->games > 0) {
    fprintf(out, "  all %s equal? over the %ld games one %s won alone:", s->units == players ?
            "seats" : "teams", s->games, s->units == players ? "seat" : "team");
    for (int u = 0; u < s->units; u++)
      fprintf(out, " %s%d %ld", s->units == players ? "P" : "team ", u + 1, s->sole[u]);
    char how[64];
    snprintf(how, sizeof how, "Rao-Scott, design effect %.2f", t.deff);
    fprintf(out, "; chi-square %.2f, %d df, p = %.3g (%s): %s\n", t.chi2, t.df, t.p,
            s->rot > 1 ? how : t.exact == 2 ? "Monte Carlo, 20000 draws, fixed seed" :
            t.exact ? "exact, multinomial" : "chi-square law",
            t.p < 0.05 ? "the seats differ" : "no difference detected");
  }
}
