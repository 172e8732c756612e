/* simjson.c: a simulation's figures as JSON (hoyle sim --json), and read
 * back from a shard's JSON for hoyle merge (cli/merge.c).  The counts
 * (wins, exact histograms, integer sums, lowest seeds) are what merge
 * adds; the other figures are drawn from them. */
#include <stdlib.h>
#include <string.h>
#include "stats/json.h"
#include "stats/simagent.h"
#include "stats/simhead.h"
#include "stats/simjson.h"
#include "stats/simlead.h"
#include "stats/simrules.h"
#include "stats/simseat.h"
#include "stats/simtext.h"

static void put_longs(const char *key, const long *v, int n, FILE *out)
{
  fprintf(out, "\"%s\":[", key);
  for (int i = 0; i < n; i++)
    fprintf(out, "%s%ld", i ? "," : "", v[i]);
  fputs("],\n", out);
}

static void put_header(const sim_run *r, FILE *out)
{
  char head[1024];
  sim_headline(r, head, sizeof head);
  fputs("{\n\"headline\":", out);
  json_put_string(head, out);
  fputs(",\n\"script\":", out);
  json_put_string(r->script, out);
  fprintf(out, ",\n\"seed\":%llu,\n\"games\":%ld,\n\"players\":%d,\n\"agents\":",
          (unsigned long long)r->seed, r->games, r->st.players);
  json_put_string(r->agents, out);
  fprintf(out, ",\n\"rotate\":%s", r->rotate ? "true" : "false");
  fputs(",\n\"defines\":[", out);
  for (int i = 0; i < r->ndefines; i++) {
    fputs(i ? "," : "", out);
    json_put_string(r->defines[i], out);
  }
  fprintf(out, "],\n\"max_turns\":%d,\n", r->max_turns);
  if (r->shard_n)
    fprintf(out, "\"shard\":[%d,%d],\n", r->shard_k, r->shard_n);
}

static void put_shares(const sim_stats *st, FILE *out)
{
  fputs("\"win_share\":[", out);
  for (int p = 0; p < st->players; p++) {
    interval w = seat_share(st, st->wins[p]);
    fprintf(out, "%s{\"share\":%.6f,\"low\":%.6f,\"high\":%.6f}", p ? "," : "", w.est, w.lo, w.hi);
  }
  advantage a = sim_advantage(st);
  fprintf(out, "],\n\"first_player\":{\"won\":%ld,\"of\":%ld,\"winners\":%ld,\"spread\":%lld,"
          "\"share\":%.6f,\"low\":%.6f,\"high\":%.6f,\"fair\":%.6f,\"advantage\":%.6f,"
          "\"z\":%.4f,\"p_value\":%.6g,\"significant\":%s},\n", st->first_wins, st->first_known,
          st->first_fair, st->first_fair_sq, a.share.est, a.share.lo, a.share.hi, a.fair,
          a.share.est - a.fair, a.z, a.p, a.p < 0.05 ? "true" : "false");
}

/* Per seat: the games at each place (what merge adds), the mean place and
 * the share at each place, with their intervals. */
static void put_places(const sim_stats *st, FILE *out)
{
  fprintf(out, "\"teams\":%d,\n\"team_wins\":[", st->teams);
  for (int t = 0; t < st->teams; t++) {
    interval w = seat_share(st, st->wins[t]);
    fprintf(out, "%s{\"seats\":[%d", t ? "," : "", t + 1);
    for (int p = t + st->teams; p < st->players; p += st->teams)
      fprintf(out, ",%d", p + 1);
    fprintf(out, "],\"wins\":%ld,\"share\":%.6f,\"low\":%.6f,\"high\":%.6f}", st->wins[t],
            w.est, w.lo, w.hi);
  }
  fprintf(out, "],\n\"ranked\":%ld,\n\"places\":[", st->ranked);
  for (int p = 0; p < st->players; p++) {
    spread m;
    interval share[HOYLE_MAX_PLAYERS];
    stats_places(st, p, seat_deff(&st->seats), &m, share);
    fprintf(out, "%s{\"counts\":[", p ? "," : "");
    for (int k = 0; k < st->players; k++)
      fprintf(out, "%s%ld", k ? "," : "", st->placed[p][k]);
    fprintf(out, "],\"mean\":%.6f,\"mean_low\":%.6f,\"mean_high\":%.6f,\"shares\":[", m.mean,
            m.mean_ci.lo, m.mean_ci.hi);
    for (int k = 0; k < st->players; k++)
      fprintf(out, "%s{\"share\":%.6f,\"low\":%.6f,\"high\":%.6f}", k ? "," : "",
              share[k].est, share[k].lo, share[k].hi);
    fputs("]}", out);
  }
  fputs("],\n", out);
}

static void put_spread(const char *key, const histogram *h, FILE *out)
{
  spread s = stats_spread(h);
  fprintf(out, "\"%s\":{\"mean\":%.6f,\"mean_low\":%.6f,\"mean_high\":%.6f,\"sd\":%.6f,"
          "\"median\":%ld,\"p5\":%ld,\"p95\":%ld,\"min\":%ld,\"max\":%ld,\"histogram\":[", key,
          s.mean, s.mean_ci.lo, s.mean_ci.hi, s.sd, s.median, s.p5, s.p95, s.min, s.max);
  int first = 1;
  for (long v = 0; v < h->len; v++)
    if (h->count[v]) {
      fprintf(out, "%s[%ld,%ld]", first ? "" : ",", v, h->count[v]);
      first = 0;
    }
  fputs("]},\n", out);
}

static void put_scores(const sim_stats *st, FILE *out)
{
  if (!st->scored) {
    fputs("\"scores\":null,\n", out);
    return;
  }
  fprintf(out, "\"scores\":{\"games\":%ld,\"seats\":[", st->nscored);
  for (int p = 0; p < st->players; p++) {
    spread s;
    stats_moments(st->nscored, (double)st->score_sum[p], st->score_sq[p], 1, &s);
    fprintf(out, "%s{\"sum\":%lld,\"sum_sq\":%.17g,\"mean\":%.6f,\"mean_low\":%.6f,"
            "\"mean_high\":%.6f,\"sd\":%.6f}", p ? "," : "", st->score_sum[p], st->score_sq[p],
            s.mean, s.mean_ci.lo, s.mean_ci.hi, s.sd);
  }
  fputs("]},\n", out);
}

static void put_seeds(const sim_stats *st, FILE *out)
{
  fputs("\"capped_seeds\":[", out);
  for (int i = 0; i < st->ncapped_seeds; i++)
    fprintf(out, "%s%llu", i ? "," : "", (unsigned long long)st->capped_seeds[i]);
  fputs("],\n\"failures\":[", out);
  for (int i = 0; i < st->nfailures; i++) {
    fprintf(out, "%s{\"seed\":%llu,\"error\":", i ? "," : "",
            (unsigned long long)st->failures[i].seed);
    json_put_string(st->failures[i].error, out);
    fputc('}', out);
  }
  fputs("],\n", out);
}

void sim_print_json(const sim_run *r, FILE *out)
{
  const sim_stats *st = &r->st;
  put_header(r, out);
  fprintf(out, "\"played\":%ld,\n", st->games);
  put_longs("wins", st->wins, st->players, out);
  fprintf(out, "\"draws\":%ld,\n\"capped\":%ld,\n\"failed\":%ld,\n", st->draws, st->capped,
          st->failed);
  put_shares(st, out);
  seat_print_json(&st->seats, st->players, out);
  agent_print_json(&st->agents, out);
  put_places(st, out);
  put_spread("turns", &st->turns, out);
  put_spread("deals", &st->deals, out);
  put_scores(st, out);
  lead_print_json(&st->lead, out);
  rules_print_json(r, out);
  put_seeds(st, out);
  fprintf(out, "\"seconds\":%.3f,\n\"games_per_second\":%.1f\n}\n", st->seconds,
          st->seconds > 0 ? (double)st->games / st->seconds : 0);
}

/* ---- hoyle merge ---- */

static long get_long(const json *o, const char *key)
{
  const json *v = json_get(o, key);
  return v && v->kind == JSON_NUMBER ? (long)v->integer : 0;
}

static void read_histogram(const json *sp, histogram *h)
{
  const json *a = json_get(sp, "histogram");
  for (int i = 0; a && a->kind == JSON_ARRAY && i < a->nitems; i++)
    if (a->items[i].nitems == 2)
      histogram_add(h, (long)a->items[i].items[0].integer, (long)a->items[i].items[1].integer);
}

static void read_scores(const json *doc, sim_stats *st)
{
  const json *sc = json_get(doc, "scores"), *seats = json_get(sc, "seats");
  if (!sc || sc->kind != JSON_OBJECT || !seats)
    return;
  st->scored = 1;
  st->nscored = get_long(sc, "games");
  for (int p = 0; p < seats->nitems && p < HOYLE_MAX_PLAYERS; p++) {
    st->score_sum[p] = json_get(&seats->items[p], "sum")->integer;
    st->score_sq[p] = json_get(&seats->items[p], "sum_sq")->num;
  }
}

static void read_places(const json *a, sim_stats *st)
{
  for (int p = 0; a && a->kind == JSON_ARRAY && p < a->nitems && p < HOYLE_MAX_PLAYERS; p++) {
    const json *c = json_get(&a->items[p], "counts");
    for (int k = 0; c && c->kind == JSON_ARRAY && k < c->nitems && k < HOYLE_MAX_PLAYERS; k++)
      st->placed[p][k] = (long)c->items[k].integer;
  }
}

/* A shard's counts, read back into st (which stats_init made). */
static void read_counts(const json *doc, sim_stats *st)
{
  const json *wins = json_get(doc, "wins"), *first = json_get(doc, "first_player");
  const json *capped = json_get(doc, "capped_seeds"), *failures = json_get(doc, "failures");
  const json *secs = json_get(doc, "seconds");
  st->games = get_long(doc, "played");
  for (int p = 0; wins && p < wins->nitems && p < HOYLE_MAX_PLAYERS; p++)
    st->wins[p] = (long)wins->items[p].integer;
  st->draws = get_long(doc, "draws");
  st->ranked = get_long(doc, "ranked");
  st->teams = (int)get_long(doc, "teams");
  read_places(json_get(doc, "places"), st);
  st->capped = get_long(doc, "capped");
  st->failed = get_long(doc, "failed");
  st->first_wins = get_long(first, "won");
  st->first_known = get_long(first, "of");
  st->first_fair = get_long(first, "winners");
  st->first_fair_sq = get_long(first, "spread");
  read_histogram(json_get(doc, "turns"), &st->turns);
  read_histogram(json_get(doc, "deals"), &st->deals);
  read_scores(doc, st);
  lead_read_json(doc, &st->lead);
  seat_read_json(doc, &st->seats);
  agent_read_json(doc, &st->agents);
  st->seats.rot = st->agents.rot;
  for (int i = 0; capped && i < capped->nitems && i < STATS_SEEDS_MAX; i++)
    st->capped_seeds[st->ncapped_seeds++] = (uint64_t)capped->items[i].integer;
  st->failures = calloc(STATS_SEEDS_MAX, sizeof *st->failures);
  for (int i = 0; failures && i < failures->nitems && i < STATS_SEEDS_MAX; i++) {
    const json *e = json_get(&failures->items[i], "error");
    st->failures[i].seed = (uint64_t)get_long(&failures->items[i], "seed");
    snprintf(st->failures[i].error, sizeof st->failures[i].error, "%s", e && e->str ? e->str : "");
    st->nfailures++;
  }
  st->seconds = secs ? secs->num : 0;
}

void sim_read_header(const json *doc, sim_run *r, const char **defines, int max)
{
  const json *defs = json_get(doc, "defines");
  memset(r, 0, sizeof *r);
  r->script = json_get(doc, "script")->str;
  r->agents = json_get(doc, "agents")->str;
  r->seed = (uint64_t)get_long(doc, "seed");
  r->games = get_long(doc, "games");
  r->max_turns = (int)get_long(doc, "max_turns");
  r->players = (int)get_long(doc, "players");
  const json *rot = json_get(doc, "rotate");
  r->rotate = rot && rot->kind == JSON_BOOL && rot->num != 0;
  for (int i = 0; defs && i < defs->nitems && i < max; i++)
    defines[r->ndefines++] = defs->items[i].str;
  r->defines = defines;
}

int sim_read_counts(const json *doc, sim_run *r, sim_stats *st)
{
  read_counts(doc, st);
  return rules_read_json(doc, r, st);
}
