/* simrules.c: what the rules did, as text and JSON (see simrules.h).  A
 * count per game is a mean over the games not failed, with the interval
 * of a mean (stats_moments, proper where every game agrees); a share of a
 * decision's meetings (forced, an arm taken) is a share of events
 * clustered in games (stats_event_share) and the mean number of options a
 * ratio of sums (stats_ratio_floor). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stats/simrules.h"

static const char *const kind_names[] = { "rule", "decision", "forced", "options", "arm", "branch" };

/* The counters shown as rows: rules, decisions, arms and branches. */
static int shown(int k) { return k != HOYLE_COUNT_FORCED && k != HOYLE_COUNT_OPTIONS; }

static long counted(const sim_stats *st) { return st->games - st->failed; }

spread rules_per_game(const sim_stats *st, int i)
{
  spread s;
  stats_moments(counted(st), (double)st->rules.sum[i], (double)st->rules.sq[i], 1, &s);
  s.mean_ci = stats_within(s.mean_ci, 0, INFINITY);
  return s;
}

interval rules_share(const sim_stats *st, int i)
{
  const rule_sums *r = &st->rules;
  int d = r->decision[i];
  pair_sums p = { r->sum[i], r->sq[i], r->sum[d], r->sq[d], r->cross[i] };
  return r->kind[i] == HOYLE_COUNT_OPTIONS ? stats_ratio_floor(counted(st), &p)
                                           : stats_event_share(counted(st), &p);
}

static void print_rule(const sim_run *r, int i, FILE *out)
{
  const sim_stats *st = &r->st;
  const hoyle_counter *c = &r->counters[i];
  spread s = rules_per_game(st, i);
  long n = counted(st);
  const char *lead = c->kind == HOYLE_COUNT_ARM ? "  arm " : c->kind == HOYLE_COUNT_RULE ? "rule "
                     : c->kind == HOYLE_COUNT_BRANCH ? "branch " : "decision ";
  fprintf(out, "  %s%-.44s  (%s)\n", lead, c->text, c->where);
  fprintf(out, "  %*s%.2f a game [%.2f, %.2f], in %.1f%% of games", c->kind == HOYLE_COUNT_ARM ? 6 : 4,
          "", s.mean, s.mean_ci.lo, s.mean_ci.hi, n ? 100.0 * (double)st->rules.games[i] / (double)n : 0);
  if (c->kind == HOYLE_COUNT_ARM) {
    interval a = rules_share(st, i);
    fprintf(out, ", %.1f%% of the times met [%.1f, %.1f]", 100 * a.est, 100 * a.lo, 100 * a.hi);
  }
  if (c->kind == HOYLE_COUNT_DECISION) {
    interval f = rules_share(st, i + 1), o = rules_share(st, i + 2);
    fprintf(out, "\n      forced %.1f%% [%.1f, %.1f], %.2f options [%.2f, %.2f]", 100 * f.est,
            100 * f.lo, 100 * f.hi, o.est, o.lo, o.hi);
  }
  fputc('\n', out);
}

static void print_never(const sim_run *r, FILE *out)
{
  const rule_sums *rs = &r->st.rules;
  int any = 0;
  for (int i = 0; i < rs->n; i++) {
    int k = rs->kind[i];
    if (rs->sum[i] || !shown(k))
      continue;
    if (!any++)
      fprintf(out, "  never happened:\n");
    fprintf(out, "    %s %s: %s\n", kind_names[k], r->counters[i].where, r->counters[i].text);
  }
}

void rules_print_text(const sim_run *r, FILE *out)
{
  const sim_stats *st = &r->st;
  const rule_sums *rs = &st->rules;
  if (!rs->n || !counted(st))
    return;
  fprintf(out, "what the rules did, over %ld games:\n", counted(st));
  for (int i = 0; i < rs->n; i++)
    if (shown(rs->kind[i]))
      print_rule(r, i, out);
  interval f = stats_event_share(counted(st), &rs->forced);
  interval o = stats_ratio_floor(counted(st), &rs->options);
  fprintf(out, "  all decisions: %.2f a game, forced %.1f%% [%.1f, %.1f], %.2f options [%.2f, %.2f]\n",
          (double)rs->forced.y / (double)counted(st), 100 * f.est, 100 * f.lo, 100 * f.hi, o.est,
          o.lo, o.hi);
  print_never(r, out);
}

static void put_pair(const char *key, const pair_sums *p, interval r, FILE *out)
{
  fprintf(out, "\"%s\":{\"x\":%lld,\"xx\":%lld,\"y\":%lld,\"yy\":%lld,\"xy\":%lld,"
          "\"ratio\":%.6f,\"low\":%.6f,\"high\":%.6f}", key, p->x, p->xx, p->y, p->yy, p->xy,
          r.est, r.lo, r.hi);
}

static void put_counter(const sim_run *r, int i, FILE *out)
{
  const rule_sums *rs = &r->st.rules;
  spread s = rules_per_game(&r->st, i);
  fprintf(out, "%s{\"kind\":\"%s\",\"decision\":%d,", i ? ",\n" : "", kind_names[rs->kind[i]],
          rs->decision[i]);
  fputs("\"where\":", out);
  json_put_string(r->counters[i].where, out);
  fputs(",\"text\":", out);
  json_put_string(r->counters[i].text, out);
  fprintf(out, ",\"sum\":%lld,\"sum_sq\":%lld,\"cross\":%lld,\"games\":%ld,\"mean\":%.6f,"
          "\"mean_low\":%.6f,\"mean_high\":%.6f", rs->sum[i], rs->sq[i], rs->cross[i],
          rs->games[i], s.mean, s.mean_ci.lo, s.mean_ci.hi);
  if (rs->decision[i] >= 0 && rs->decision[i] != i) {
    interval a = rules_share(&r->st, i);
    fprintf(out, ",\"of_decision\":%.6f,\"of_decision_low\":%.6f,\"of_decision_high\":%.6f",
            a.est, a.lo, a.hi);
  }
  fputc('}', out);
}

void rules_print_json(const sim_run *r, FILE *out)
{
  const rule_sums *rs = &r->st.rules;
  long n = counted(&r->st);
  fputs("\"rules\":{", out);
  put_pair("forced", &rs->forced, stats_event_share(n, &rs->forced), out);
  fputc(',', out);
  put_pair("options", &rs->options, stats_ratio_floor(n, &rs->options), out);
  fputs(",\"counters\":[\n", out);
  for (int i = 0; i < rs->n; i++)
    put_counter(r, i, out);
  fputs("]},\n", out);
}

static long long member(const json *o, const char *key)
{
  const json *v = json_get(o, key);
  return v && v->kind == JSON_NUMBER ? v->integer : 0;
}

static void read_pair(const json *o, pair_sums *p)
{
  *p = (pair_sums){ member(o, "x"), member(o, "xx"), member(o, "y"), member(o, "yy"), member(o, "xy") };
}

static int kind_of(const char *name)
{
  for (int k = 0; k < 6; k++)
    if (name && strcmp(name, kind_names[k]) == 0)
      return k;
  return -1;
}

/* The counters' names of a shard, into r. */
static int read_names(const json *list, sim_run *r)
{
  r->ncounters = list->nitems;
  r->counters = calloc((size_t)list->nitems + 1, sizeof *r->counters);
  for (int i = 0; i < list->nitems; i++) {
    const json *c = &list->items[i], *where = json_get(c, "where"), *text = json_get(c, "text");
    hoyle_counter *h = &r->counters[i];
    h->kind = kind_of(json_get(c, "kind") ? json_get(c, "kind")->str : NULL);
    h->decision = (int)member(c, "decision");
    if (h->kind < 0 || h->decision >= list->nitems || !where || !text)
      return -1;
    snprintf(h->where, sizeof h->where, "%s", where->str);
    snprintf(h->text, sizeof h->text, "%s", text->str);
  }
  return 0;
}

int rules_read_json(const json *doc, sim_run *r, sim_stats *st)
{
  const json *rules = json_get(doc, "rules"), *list = json_get(rules, "counters");
  if (!list || list->kind != JSON_ARRAY)
    return -1;
  if (!r->counters && read_names(list, r) < 0)
    return -1;
  if (list->nitems != r->ncounters)
    return -1;
  stats_rules_init(st, r->counters, r->ncounters);
  rule_sums *rs = &st->rules;
  for (int i = 0; i < list->nitems; i++) {
    const json *c = &list->items[i];
    rs->sum[i] = member(c, "sum");
    rs->sq[i] = member(c, "sum_sq");
    rs->cross[i] = member(c, "cross");
    rs->games[i] = (long)member(c, "games");
  }
  read_pair(json_get(rules, "forced"), &rs->forced);
  read_pair(json_get(rules, "options"), &rs->options);
  return 0;
}

int rules_match(const sim_run *ra, int i, const sim_run *rb)
{
  const hoyle_counter *c = &ra->counters[i];
  int seen = 0, want = 0;
  for (int k = 0; k < i; k++)
    want += ra->counters[k].kind == c->kind && strcmp(ra->counters[k].text, c->text) == 0;
  for (int j = 0; j < rb->ncounters; j++)
    if (rb->counters[j].kind == c->kind && strcmp(rb->counters[j].text, c->text) == 0 && seen++ == want)
      return j;
  return -1;
}
