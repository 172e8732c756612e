/* cmprows.c: hoyle compare's rows, their tests and headline (see
 * cmprows.h and hoyle(1), STATISTICS, Comparing two variants). */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "stats/cmprows.h"
#include "stats/json.h"
#include "stats/simlead.h"
#include "stats/simrules.h"
#include "stats/simseat.h"

static cmp_row *add(cmp_table *t, cmp_line line, const char *what)
{
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 64;
    t->row = realloc(t->row, (size_t)t->cap * sizeof *t->row);
    if (!t->row)
      abort();
  }
  cmp_row *r = &t->row[t->n++];
  memset(r, 0, sizeof *r);
  r->line = line;
  r->a = r->b = NAN;
  snprintf(r->what, sizeof r->what, "%s", what);
  return r;
}

static void heading(cmp_table *t, cmp_line line, const char *label, const char *text,
                    const char *where)
{
  cmp_row *r = add(t, line, label);
  r->text = text;
  r->where = where;
}

/* A figure with no interval (a spread, a percentile). */
static void plain(cmp_table *t, const char *what, double a, double b)
{
  cmp_row *r = add(t, CMP_FIGURE, what);
  r->a = a;
  r->b = b;
  r->d = (interval){ b - a, NAN, NAN };
}

static void tested(cmp_table *t, const char *what, double a, double b, interval d,
                   cmp_method m, long events)
{
  cmp_row *r = add(t, CMP_FIGURE, what);
  r->a = a;
  r->b = b;
  r->d = d;
  r->method = m;
  r->events = events;
  r->p = stats_interval_p(d);
}

static interval scaled(interval d, double k) { return (interval){ k * d.est, k * d.lo, k * d.hi }; }

/* x of n on each side, in percent: Newcombe's interval.  It rests on the
 * rarer outcome's count. */
static void share(cmp_table *t, const char *what, long xa, long na, long xb, long nb)
{
  long yes = xa + xb, no = na - xa + nb - xb;
  tested(t, what, na ? 100.0 * (double)xa / (double)na : 0, nb ? 100.0 * (double)xb / (double)nb : 0,
         scaled(stats_share_diff(xa, na, xb, nb), 100), CMP_NEWCOMBE, yes < no ? yes : no);
}

/* A share of a side's games, Wilson's interval at its games over its
 * seats' design effect (1 unless --rotate: a seed's games share their
 * cards); the difference Newcombe's from the two. */
static interval seat_wilson(long x, long n, const sim_stats *s)
{
  return n > 0 ? stats_wilson_p((double)x / (double)n, (double)n / seat_deff(&s->seats))
               : stats_wilson(x, n);
}

static void seat_row(cmp_table *t, const char *what, long xa, long na, const sim_stats *a, long xb,
                     long nb, const sim_stats *b)
{
  long yes = xa + xb, no = na - xa + nb - xb;
  interval ia = seat_wilson(xa, na, a), ib = seat_wilson(xb, nb, b);
  tested(t, what, 100 * ia.est, 100 * ib.est, scaled(stats_newcombe(ia, ib), 100), CMP_NEWCOMBE,
         yes < no ? yes : no);
}

static void mean(cmp_table *t, const char *what, const spread *a, const spread *b, double unit,
                 double k, long events)
{
  if (a->n <= 0 || b->n <= 0) {
    plain(t, what, a->n > 0 ? k * a->mean : NAN, b->n > 0 ? k * b->mean : NAN);
    return;
  }
  tested(t, what, k * a->mean, k * b->mean, scaled(stats_mean_diff(a, b, unit), k), CMP_WELCH,
         events);
}

/* Whether the side met the events, and into out their share
 * (stats_event_share). */
static int event_share(long n, const pair_sums *ps, interval *out)
{
  if (ps->y <= 0)
    return 0;
  *out = stats_event_share(n, ps);
  return 1;
}

static void event_share_row(cmp_table *t, const char *what, long na, const pair_sums *a, long nb,
                            const pair_sums *b)
{
  interval ia, ib;
  int ha = event_share(na, a, &ia), hb = event_share(nb, b, &ib);
  if (!ha || !hb) {
    plain(t, what, ha ? 100 * ia.est : NAN, hb ? 100 * ib.est : NAN);
    return;
  }
  long yes = a->x + b->x, no = a->y - a->x + b->y - b->x;
  tested(t, what, 100 * ia.est, 100 * ib.est, scaled(stats_newcombe(ia, ib), 100), CMP_NEWCOMBE,
         yes < no ? yes : no);
}

/* A ratio that is not a share (options per decision): stats_ratio_floor's
 * interval; the difference's half-width the two combined. */
static double ratio_half(long n, const pair_sums *ps, interval *out)
{
  *out = stats_ratio_floor(n, ps);
  return (out->hi - out->lo) / 2;
}

static void ratio_row(cmp_table *t, const char *what, long na, const pair_sums *a, long nb,
                      const pair_sums *b)
{
  if (na <= 0 || nb <= 0 || a->y <= 0 || b->y <= 0) {
    plain(t, what, na > 0 && a->y > 0 ? (double)a->x / (double)a->y : NAN,
          nb > 0 && b->y > 0 ? (double)b->x / (double)b->y : NAN);
    return;
  }
  interval ia, ib;
  double ha = ratio_half(na, a, &ia), hb = ratio_half(nb, b, &ib), h = sqrt(ha * ha + hb * hb);
  double d = ib.est - ia.est;
  tested(t, what, ia.est, ib.est, (interval){ d, d - h, d + h }, CMP_DELTA, a->y + b->y);
}

/* ---- the rows ---- */

static void spread_rows(cmp_table *t, const char *what, const histogram *ha, const histogram *hb)
{
  spread a = stats_spread(ha), b = stats_spread(hb);
  char name[48];
  snprintf(name, sizeof name, "%s, mean", what);
  mean(t, name, &a, &b, 1, 1, a.n + b.n);
  snprintf(name, sizeof name, "%s, sd", what);
  plain(t, name, a.sd, b.sd);
  snprintf(name, sizeof name, "%s, median", what);
  plain(t, name, (double)a.median, (double)b.median);
  snprintf(name, sizeof name, "%s, 5%%", what);
  plain(t, name, (double)a.p5, (double)b.p5);
  snprintf(name, sizeof name, "%s, 95%%", what);
  plain(t, name, (double)a.p95, (double)b.p95);
}

static void score_rows(cmp_table *t, const sim_stats *a, const sim_stats *b)
{
  for (int p = 0; a->scored && b->scored && p < a->players && p < b->players; p++) {
    spread sa, sb;
    char name[48];
    stats_moments(a->nscored, (double)a->score_sum[p], a->score_sq[p], 1, &sa);
    stats_moments(b->nscored, (double)b->score_sum[p], b->score_sq[p], 1, &sb);
    snprintf(name, sizeof name, "P%d final score, mean", p + 1);
    mean(t, name, &sa, &sb, 1, 1, sa.n + sb.n);
  }
}

static void lead_rows(cmp_table *t, const lead_sums *a, const lead_sums *b)
{
  if (!a->games || !b->games)
    return;
  spread ca = lead_changes(a), cb = lead_changes(b), da = lead_clear(a), db = lead_clear(b);
  mean(t, "lead changes, mean", &ca, &cb, 1, 1, (long)(a->changes + b->changes));
  share(t, "drama, %", a->behind, a->games, b->behind, b->games);
  mean(t, "decisiveness, %", &da, &db, 1, 100, a->games + b->games);
}

static pair_sums counter_pair(const sim_stats *st, int i)
{
  const rule_sums *r = &st->rules;
  int d = r->decision[i];
  return (pair_sums){ r->sum[i], r->sq[i], r->sum[d], r->sq[d], r->cross[i] };
}

static void counter_rows(cmp_table *t, const sim_run *ra, int i, const sim_run *rb, int j)
{
  static const char *const kinds[] = { "rule", "decision", "", "", "arm", "branch" };
  const hoyle_counter *c = &ra->counters[i];
  const sim_stats *a = &ra->st, *b = &rb->st;
  long na = a->games - a->failed, nb = b->games - b->failed;
  spread sa = rules_per_game(a, i), sb = rules_per_game(b, j);
  heading(t, CMP_COUNTER, kinds[c->kind], c->text, c->where);
  mean(t, "  a game", &sa, &sb, 1, 1, (long)(a->rules.sum[i] + b->rules.sum[j]));
  if (c->kind == HOYLE_COUNT_ARM) {
    pair_sums pa = counter_pair(a, i), pb = counter_pair(b, j);
    event_share_row(t, "  of the times met, %", na, &pa, nb, &pb);
  }
  if (c->kind != HOYLE_COUNT_DECISION)
    return;
  pair_sums fa = counter_pair(a, i + 1), fb = counter_pair(b, j + 1);
  pair_sums oa = counter_pair(a, i + 2), ob = counter_pair(b, j + 2);
  event_share_row(t, "  forced, %", na, &fa, nb, &fb);
  ratio_row(t, "  options", na, &oa, nb, &ob);
}

static int counted_kind(int k)
{
  return k != HOYLE_COUNT_FORCED && k != HOYLE_COUNT_OPTIONS;
}

/* A counter one side alone has (a rule of one script only): its count a
 * game, not tested. */
static void one_side(cmp_table *t, const char *side, const hoyle_counter *c, double a, double b)
{
  static const char *const kinds[] = { "rule", "decision", "", "", "arm", "branch" };
  char label[48];
  snprintf(label, sizeof label, "%s (%s)", kinds[c->kind], side);
  heading(t, CMP_COUNTER, label, c->text, c->where);
  plain(t, "  a game", a, b);
}

/* B's counters that none of A's is matched with. */
static void only_b_rows(cmp_table *t, const sim_run *ra, const sim_run *rb)
{
  for (int j = 0; j < rb->ncounters; j++) {
    int matched = 0;
    for (int i = 0; i < ra->ncounters && !matched; i++)
      matched = rules_match(ra, i, rb) == j;
    if (!matched && counted_kind(rb->counters[j].kind))
      one_side(t, "B only", &rb->counters[j], NAN, rules_per_game(&rb->st, j).mean);
  }
}

static void rules_rows(cmp_table *t, const sim_run *ra, const sim_run *rb)
{
  const sim_stats *a = &ra->st, *b = &rb->st;
  long na = a->games - a->failed, nb = b->games - b->failed;
  heading(t, CMP_SECTION, "what the rules did", NULL, NULL);
  for (int i = 0; i < ra->ncounters; i++) {
    int j = rules_match(ra, i, rb);
    if (j >= 0 && counted_kind(ra->counters[i].kind))
      counter_rows(t, ra, i, rb, j);
    else if (counted_kind(ra->counters[i].kind))
      one_side(t, "A only", &ra->counters[i], rules_per_game(a, i).mean, NAN);
  }
  only_b_rows(t, ra, rb);
  heading(t, CMP_COUNTER, "all decisions", NULL, NULL);
  event_share_row(t, "  forced, %", na, &a->rules.forced, nb, &b->rules.forced);
  ratio_row(t, "  options", na, &a->rules.options, nb, &b->rules.options);
}

static void all_rows(cmp_table *t, const sim_run *ra, const sim_run *rb)
{
  const sim_stats *a = &ra->st, *b = &rb->st;
  char name[48];
  for (int p = 0; p < a->players && p < b->players; p++) {
    snprintf(name, sizeof name, "P%d wins, %%", p + 1);
    seat_row(t, name, a->wins[p], a->games, a, b->wins[p], b->games, b);
  }
  share(t, "draws, %", a->draws, a->games, b->draws, b->games);
  share(t, "stopped by the cap, %", a->capped, a->games, b->capped, b->games);
  share(t, "failed, %", a->failed, a->games, b->failed, b->games);
  seat_row(t, "first to play wins, %", a->first_wins, a->first_known, a, b->first_wins,
           b->first_known, b);
  if (a->agents.rot > 1 && a->agents.n > 1 && b->agents.n > 1)   /* --rotate: the skill figure */
    share(t, "skill: agent 1 wins, %", a->agents.wins[0], a->agents.games, b->agents.wins[0],
          b->agents.games);
  spread_rows(t, "turns", &a->turns, &b->turns);
  if (stats_spread(&a->deals).max > 1 || stats_spread(&b->deals).max > 1)
    spread_rows(t, "deals", &a->deals, &b->deals);
  score_rows(t, a, b);
  lead_rows(t, &a->lead, &b->lead);
  rules_rows(t, ra, rb);
}

/* Holm's correction over the rows tested; marks and flags. */
static void correct(cmp_table *t)
{
  double *p = malloc((size_t)(t->n + 1) * sizeof *p);
  if (!p)
    abort();
  int m = 0;
  for (int i = 0; i < t->n; i++)
    if (t->row[i].method != CMP_UNTESTED)
      p[m++] = t->row[i].p;
  stats_holm(p, m);
  t->tested = m;
  m = 0;
  for (int i = 0; i < t->n; i++) {
    cmp_row *r = &t->row[i];
    if (r->method == CMP_UNTESTED)
      continue;
    r->p_holm = p[m++];
    r->significant = r->p_holm < 0.05;
    r->few = r->events > 0 && r->events < CMP_FEW_EVENTS;
    t->marked += r->significant;
  }
  free(p);
}

/* ---- the headline ---- */

static const cmp_row *find(const cmp_table *t, const char *what)
{
  for (int i = 0; i < t->n; i++)
    if (t->row[i].line == CMP_FIGURE && strcmp(t->row[i].what, what) == 0)
      return &t->row[i];
  return NULL;
}

/* The seat whose share of wins changed most among those marked, or NULL. */
static const cmp_row *wins_changed(const cmp_table *t)
{
  const cmp_row *best = NULL;
  for (int i = 0; i < t->n; i++) {
    const cmp_row *r = &t->row[i];
    if (r->significant && strstr(r->what, " wins, %") && r->what[0] == 'P' &&
        (!best || fabs(r->d.est) > fabs(best->d.est)))
      best = r;
  }
  return best;
}

/* Appends to the headline. */
static void put(cmp_table *t, size_t *len, const char *fmt, ...)
{
  size_t size = sizeof t->headline;
  va_list ap;
  va_start(ap, fmt);
  if (*len < size)
    *len += (size_t)vsnprintf(t->headline + *len, size - *len, fmt, ap);
  va_end(ap);
  if (*len > size)
    *len = size;
}

/* One or two sentences: the length, who wins, the first to play when it
 * changed, how many other figures changed; a caution at few games. */
static void headline(cmp_table *t)
{
  size_t len = 0;
  const cmp_row *turns = find(t, "turns, mean"), *w = wins_changed(t);
  const cmp_row *first = find(t, "first to play wins, %");
  int told = 0;
  if (turns && turns->significant) {
    told++;
    put(t, &len, "B is %s by %.1f turns [%.1f, %.1f]", turns->d.est > 0 ? "longer" : "shorter",
        fabs(turns->d.est), fmin(fabs(turns->d.lo), fabs(turns->d.hi)),
        fmax(fabs(turns->d.lo), fabs(turns->d.hi)));
  } else if (turns) {
    put(t, &len, "No detectable change in length (%+.1f turns [%+.1f, %+.1f])", turns->d.est,
        turns->d.lo, turns->d.hi);
  }
  if (w) {
    told++;
    put(t, &len, "; %.*s wins %.1f%% of games in B against %.1f%% in A (%+.1f points [%+.1f, %+.1f])",
        (int)strcspn(w->what, " "), w->what, w->b, w->a, w->d.est, w->d.lo, w->d.hi);
  } else {
    put(t, &len, "; no detectable change in who wins");
  }
  if (first && first->significant) {
    told++;
    put(t, &len, "; the first to play wins %.1f%% against %.1f%% (%+.1f points [%+.1f, %+.1f])",
        first->b, first->a, first->d.est, first->d.lo, first->d.hi);
  }
  int others = t->marked - told;
  if (others > 0)
    put(t, &len, "; %d other figure%s differ%s (marked below).", others, others == 1 ? "" : "s",
        others == 1 ? "s" : "");
  else
    put(t, &len, "; no other figure differs detectably.");
  if (t->games_a < CMP_FEW_GAMES || t->games_b < CMP_FEW_GAMES)
    put(t, &len, " With fewer than %d games a side only large changes can show: play more.",
        CMP_FEW_GAMES);
}

void cmp_build(cmp_table *t, const sim_run *ra, const sim_run *rb)
{
  memset(t, 0, sizeof *t);
  t->games_a = ra->st.games;
  t->games_b = rb->st.games;
  all_rows(t, ra, rb);
  correct(t);
  headline(t);
}

void cmp_free(cmp_table *t)
{
  free(t->row);
  memset(t, 0, sizeof *t);
}

void cmp_format_p(double p, char *buf, size_t size)
{
  if (p < 1e-16)
    snprintf(buf, size, "<1e-16");
  else
    snprintf(buf, size, "%.3g", p);
}

const char *cmp_method_name(cmp_method m)
{
  static const char *const names[] = { NULL, "Newcombe", "Welch", "delta" };
  return names[m];
}

const char *cmp_games_warning(const cmp_table *t, char *buf, size_t size)
{
  if (t->games_a >= CMP_FEW_GAMES && t->games_b >= CMP_FEW_GAMES)
    return NULL;
  snprintf(buf, size, "warning: A has %ld games and B %ld; with fewer than %d a side the intervals "
           "are wide and rough: play more games (-n) before acting on a figure", t->games_a,
           t->games_b, CMP_FEW_GAMES);
  return buf;
}

void cmp_legend(const cmp_table *t, char *buf, size_t size)
{
  snprintf(buf, size, "intervals: Newcombe's hybrid score for shares, Welch's for means, the delta "
           "method's for other ratios\n* significant at the 5%% level after Holm's correction for "
           "the %d figures tested (p is Holm's); ! rests on fewer than %d events: its interval is "
           "rough", t->tested, CMP_FEW_EVENTS);
}

/* ---- JSON ---- */

static void put_number(const char *key, double v, FILE *out)
{
  fprintf(out, ",\"%s\":", key);
  if (isnan(v))
    fputs("null", out);
  else
    fprintf(out, "%.6g", v);
}

static void put_side(const char *key, const sim_run *r, FILE *out)
{
  fprintf(out, "\"%s\":{\"script\":", key);
  json_put_string(r->script, out);
  fprintf(out, ",\"seed\":%llu,\"games\":%ld,\"players\":%d,\"agents\":",
          (unsigned long long)r->seed, r->games, r->st.players);
  json_put_string(r->agents, out);
  fputs(",\"defines\":[", out);
  for (int i = 0; i < r->ndefines; i++) {
    fputs(i ? "," : "", out);
    json_put_string(r->defines[i], out);
  }
  fputs("]},\n", out);
}

static void put_row(const cmp_row *r, const cmp_row *section, const cmp_row *counter, FILE *out)
{
  fputs("{\"section\":", out);
  json_put_string(section ? section->what : "games", out);
  fputs(",\"counter\":", out);
  if (counter) {
    char kind[48];
    const char *only = strstr(counter->what, " only)");
    snprintf(kind, sizeof kind, "%.*s", (int)strcspn(counter->what, " "), counter->what);
    fputs("{\"kind\":", out);
    json_put_string(kind, out);
    if (only)
      fprintf(out, ",\"only\":\"%c\"", only[-1]);
    fputs(",\"text\":", out);
    json_put_string(counter->text ? counter->text : "", out);
    fputs(",\"where\":", out);
    json_put_string(counter->where ? counter->where : "", out);
    fputc('}', out);
  } else {
    fputs("null", out);
  }
  fputs(",\"figure\":", out);
  json_put_string(r->what + strspn(r->what, " "), out);
  put_number("a", r->a, out);
  put_number("b", r->b, out);
  put_number("diff", r->d.est, out);
  fputs(",\"interval\":", out);
  if (r->method == CMP_UNTESTED) {
    fputs("null}", out);
    return;
  }
  json_put_string(cmp_method_name(r->method), out);
  put_number("low", r->d.lo, out);
  put_number("high", r->d.hi, out);
  put_number("p", r->p, out);
  put_number("p_holm", r->p_holm, out);
  fprintf(out, ",\"significant\":%s,\"events\":%ld,\"few_events\":%s}",
          r->significant ? "true" : "false", r->events, r->few ? "true" : "false");
}

void cmp_print_json(const cmp_table *t, const sim_run *ra, const sim_run *rb, FILE *out)
{
  char warn[256];
  fputs("{\n\"headline\":", out);
  json_put_string(t->headline, out);
  fprintf(out, ",\n\"correction\":\"holm\",\n\"tested\":%d,\n\"significant\":%d,\n", t->tested,
          t->marked);
  put_side("a", ra, out);
  put_side("b", rb, out);
  fputs("\"warnings\":[", out);
  if (cmp_games_warning(t, warn, sizeof warn))
    json_put_string(warn, out);
  fputs("],\n\"rows\":[\n", out);
  const cmp_row *section = NULL, *counter = NULL;
  int first = 1;
  for (int i = 0; i < t->n; i++) {
    const cmp_row *r = &t->row[i];
    if (r->line == CMP_SECTION)
      section = r, counter = NULL;
    else if (r->line == CMP_COUNTER)
      counter = r;
    else {
      fputs(first ? "" : ",\n", out);
      put_row(r, section, counter, out);
      first = 0;
    }
  }
  fputs("\n]\n}\n", out);
}
