/* simagent.c: the figures by agent (simagent.h).  A game counts for the
 * agents when it has winners and is not a draw; an agent won it when a
 * seat it held was placed first.  Its fair chance, were the w winners of
 * n seats drawn at random, is 1 - C(n - k, w) / C(n, w) for its k seats
 * (k / n with one winner).  The rotations of a seed are one unit of the
 * interval over seeds: the luck of the cards, shared by the rotations,
 * falls out of it.  That interval is Wilson's at the effective number of
 * games, the games over the design effect (the variance of the share over
 * seeds, by the delta method, over the variance of as many independent
 * games; Kish), so that it stays proper at 0 and at all games. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stats/simagent.h"

static long choose(int n, int k)
{
  long c = 1;
  for (int i = 1; i <= k; i++)
    c = c * (n - k + i) / i;
  return k < 0 || k > n ? 0 : c;
}

/* In 840ths: the chance k of n seats hold one of w winners drawn at random. */
static long fair_840(int n, int k, int w)
{
  long all = choose(n, w);
  return AGENT_FAIR_UNIT * (all - choose(n - k, w)) / all;
}

void agent_begin(agent_sums *a, const char *list, int rotate)
{
  memset(a, 0, sizeof *a);
  a->list = list ? list : "random";
  a->rotate = rotate;
  a->rot = 1;
}

/* Names the agents of the n seats from a->list (the last repeats). */
static void seat_agents(agent_sums *a, int n)
{
  const char *s = a->list ? a->list : "random";
  char name[AGENT_NAME_MAX] = "random";
  a->rot = a->rotate && n > 1 ? n : 1;
  for (int p = 0; p < n; p++) {
    if (s) {
      size_t len = strcspn(s, ",");
      snprintf(name, sizeof name, "%.*s", (int)len, s);
      s = s[len] ? s + len + 1 : NULL;
    }
    int i = 0;
    while (i < a->n && strcmp(a->name[i], name) != 0)
      i++;
    if (i == a->n)
      snprintf(a->name[a->n++], AGENT_NAME_MAX, "%s", name);
    a->seats[i]++;
    a->of_seat[p] = i;
  }
}

/* The seed's games are all in: its figures join the sums. */
static void close_seed(agent_sums *a)
{
  agent_seed *s = &a->now;
  a->seeds++;
  a->same_deal += s->same;
  a->games += s->games;
  for (int i = 0; i < a->n; i++) {
    a->wins[i] += s->won[i];
    a->fair[i] += s->fair[i];
    pair_add(&a->share[i], s->won[i], s->games);
  }
  memset(s, 0, sizeof *s);
}

void agent_add(agent_sums *a, const hoyle_record *r)
{
  int n = r->players, w = 0;
  if (!a->n)
    seat_agents(a, n);
  agent_seed *s = &a->now;
  if (r->rotation == 0 && s->got)
    memset(s, 0, sizeof *s);      /* a seed cut short (an interrupted run) is left out */
  s->same = s->got ? s->same && r->deal == s->deal : 1;
  s->deal = r->deal;
  s->got++;
  for (int p = 0; !r->failed && !r->capped && p < n; p++)
    w += r->places[p] == 1;
  if (w > 0 && w < n) {
    int won[HOYLE_MAX_PLAYERS] = { 0 };
    for (int p = 0; p < n; p++)
      won[a->of_seat[((p - r->rotation) % n + n) % n]] |= r->places[p] == 1;
    s->games++;
    for (int i = 0; i < a->n; i++) {
      s->won[i] += won[i];
      s->fair[i] += fair_840(n, a->seats[i], w);
    }
  }
  if (s->got == a->rot)
    close_seed(a);
}

void agent_merge(agent_sums *a, const agent_sums *b)
{
  if (!a->n) {
    a->n = b->n;
    a->rot = b->rot;
    a->rotate = b->rotate;
    memcpy(a->name, b->name, sizeof a->name);
    memcpy(a->seats, b->seats, sizeof a->seats);
  }
  a->seeds += b->seeds;
  a->same_deal += b->same_deal;
  a->games += b->games;
  for (int i = 0; i < a->n && i < b->n; i++) {
    a->wins[i] += b->wins[i];
    a->fair[i] += b->fair[i];
    pair_merge(&a->share[i], &b->share[i]);
  }
}

interval agent_wilson(double p, double n)
{
  double z = STATS_Z95, d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
  double h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
  return (interval){ p, c - h < 0 ? 0 : c - h, c + h > 1 ? 1 : c + h };
}

agent_figure agent_figures(const agent_sums *a, int i)
{
  agent_figure f;
  f.share = stats_wilson(a->wins[i], a->games);
  f.by_seed = f.share;
  double p = f.share.est;
  interval r = stats_ratio(a->seeds, &a->share[i]);
  double var = (r.hi - r.est) / STATS_Z95 * ((r.hi - r.est) / STATS_Z95);
  if (p > 0 && p < 1 && var > 0 && a->seeds > 1)
    f.by_seed = agent_wilson(p, p * (1 - p) / var);
  f.fair = a->games ? (double)a->fair[i] / AGENT_FAIR_UNIT / (double)a->games : 0;
  f.edge = (interval){ p - f.fair, f.by_seed.lo - f.fair, f.by_seed.hi - f.fair };
  return f;
}

static void put_pair(const char *key, const pair_sums *p, FILE *out)
{
  fprintf(out, "\"%s\":[%lld,%lld,%lld,%lld,%lld]", key, p->x, p->xx, p->y, p->yy, p->xy);
}

static void put_agent(const agent_sums *a, int i, FILE *out)
{
  agent_figure f = agent_figures(a, i);
  fputs("{\"agent\":", out);
  json_put_string(a->name[i], out);
  fprintf(out, ",\"seats\":%d,\"games\":%ld,\"wins\":%ld,\"share\":%.6f,\"low\":%.6f,"
          "\"high\":%.6f,\"seed_low\":%.6f,\"seed_high\":%.6f,\"fair\":%.6f,\"edge\":%.6f,"
          "\"edge_low\":%.6f,\"edge_high\":%.6f,\"fair_840ths\":%lld,", a->seats[i], a->games,
          a->wins[i], f.share.est, f.share.lo, f.share.hi, f.by_seed.lo, f.by_seed.hi, f.fair,
          f.edge.est, f.edge.lo, f.edge.hi, a->fair[i]);
  put_pair("share_sums", &a->share[i], out);
  fputc('}', out);
}

void agent_print_json(const agent_sums *a, FILE *out)
{
  fprintf(out, "\"rotation\":{\"rotated\":%s,\"games_a_seed\":%d,\"seeds\":%ld,"
          "\"same_deal\":%ld},\n\"by_agent\":[", a->rot > 1 ? "true" : "false", a->rot, a->seeds,
          a->same_deal);
  for (int i = 0; i < a->n; i++) {
    fputs(i ? ",\n" : "\n", out);
    put_agent(a, i, out);
  }
  fputs("],\n\"skill\":", out);
  if (a->rot > 1 && a->n > 1) {
    agent_figure f = agent_figures(a, 0);
    fputs("{\"agent\":", out);
    json_put_string(a->name[0], out);
    fprintf(out, ",\"share\":%.6f,\"low\":%.6f,\"high\":%.6f,\"fair\":%.6f,\"edge\":%.6f,"
            "\"edge_low\":%.6f,\"edge_high\":%.6f}", f.share.est, f.by_seed.lo, f.by_seed.hi,
            f.fair, f.edge.est, f.edge.lo, f.edge.hi);
  } else {
    fputs("null", out);
  }
  fputs(",\n", out);
}

static long long member(const json *o, const char *key)
{
  const json *v = json_get(o, key);
  return v && v->kind == JSON_NUMBER ? v->integer : 0;
}

static void read_pair(const json *o, const char *key, pair_sums *p)
{
  const json *v = json_get(o, key);
  if (!v || v->kind != JSON_ARRAY || v->nitems != 5)
    return;
  *p = (pair_sums){ v->items[0].integer, v->items[1].integer, v->items[2].integer,
                    v->items[3].integer, v->items[4].integer };
}

void agent_read_json(const json *doc, agent_sums *a)
{
  const json *rot = json_get(doc, "rotation"), *by = json_get(doc, "by_agent");
  a->rot = rot ? (int)member(rot, "games_a_seed") : 1;
  a->rot = a->rot > 1 ? a->rot : 1;
  a->rotate = a->rot > 1;
  a->seeds = member(rot, "seeds");
  a->same_deal = member(rot, "same_deal");
  for (int i = 0; by && by->kind == JSON_ARRAY && i < by->nitems && i < HOYLE_MAX_PLAYERS; i++) {
    const json *o = &by->items[i], *name = json_get(o, "agent");
    snprintf(a->name[i], AGENT_NAME_MAX, "%s", name && name->str ? name->str : "");
    a->seats[i] = (int)member(o, "seats");
    a->games = member(o, "games");
    a->wins[i] = member(o, "wins");
    a->fair[i] = member(o, "fair_840ths");
    read_pair(o, "share_sums", &a->share[i]);
    a->n = i + 1;
  }
}

void agent_print_text(const agent_sums *a, FILE *out)
{
  if (a->n < 2)
    return;
  if (a->rot > 1)
    fprintf(out, "  by agent, seats rotated: %ld seeds dealt %d times each (%ld saw the same "
            "cards in every rotation)\n", a->seeds, a->rot, a->same_deal);
  else
    fputs("  by agent, seats not rotated: each agent's figure holds its seats' edge too "
          "(--rotate sets them apart)\n", out);
  int w = 5;
  for (int i = 0; i < a->n; i++)
    w = (int)strlen(a->name[i]) > w ? (int)strlen(a->name[i]) : w;
  w = w > 40 ? 40 : w;
  fprintf(out, "  %-*s seats  games   wins   share [95%% Wilson]   fair   edge, points "
          "[95%%, seeds as units]\n", w, "agent");
  for (int i = 0; i < a->n; i++) {
    agent_figure f = agent_figures(a, i);
    fprintf(out, "  %-*.*s %5d %6ld %6ld   %5.1f%% [%.1f, %.1f]  %5.1f%%  %+.1f [%+.1f, %+.1f]\n",
            w, w, a->name[i], a->seats[i], a->games, a->wins[i], 100 * f.share.est,
            100 * f.share.lo, 100 * f.share.hi, 100 * f.fair, 100 * f.edge.est, 100 * f.edge.lo,
            100 * f.edge.hi);
  }
  if (a->rot > 1) {
    agent_figure f = agent_figures(a, 0);
    fprintf(out, "  skill: %s wins %.1f%% [%.1f, %.1f] of the games against %s%s, seats rotated, "
            "%+.1f points [%+.1f, %+.1f] over its fair share %.1f%%\n", a->name[0],
            100 * f.share.est, 100 * f.by_seed.lo, 100 * f.by_seed.hi, a->name[1],
            a->n > 2 ? " and the rest" : "", 100 * f.edge.est, 100 * f.edge.lo, 100 * f.edge.hi,
            100 * f.fair);
  }
}
