/* simtext.c: a simulation's figures as text for a person: the header that
 * reproduces the run, win shares with their intervals, the first player's
 * advantage, lengths with a histogram, scores, and the capped and failed
 * games' seeds. */
#include <math.h>
#include <string.h>
#include "stats/simagent.h"
#include "stats/simhead.h"
#include "stats/simlead.h"
#include "stats/simrules.h"
#include "stats/simtext.h"

#define HIST_BINS 10
#define HIST_WIDTH 40

advantage sim_advantage(const sim_stats *st)
{
  return seat_advantage(st->first_wins, st->first_known, st->first_fair, st->first_fair_sq,
                        st->players, seat_deff(&st->seats));
}

void sim_print_header(const sim_run *r, FILE *out)
{
  long lo = r->shard_n ? r->games * (r->shard_k - 1) / r->shard_n : 0;
  long hi = r->shard_n ? r->games * r->shard_k / r->shard_n : r->games;
  int rot = r->rotate && r->st.players > 1 ? r->st.players : 1;
  fprintf(out, "%s: %ld games (seeds %llu to %llu%s), %d players, agents %s, turn cap %d",
          r->script, (hi - lo) * rot, (unsigned long long)(r->seed + (uint64_t)lo),
          (unsigned long long)(r->seed + (uint64_t)hi - 1),
          rot > 1 ? ", each dealt once a seat, the agents rotated" : "", r->st.players, r->agents,
          r->max_turns);
  for (int i = 0; i < r->ndefines; i++)
    fprintf(out, ", -D %s", r->defines[i]);
  fputc('\n', out);
}

static void print_wins(const sim_stats *st, FILE *out)
{
  fprintf(out, "  seat    wins   share  95%% interval\n");
  for (int p = 0; p < st->players; p++) {
    interval w = seat_share(st, st->wins[p]);
    fprintf(out, "  P%-3d %7ld  %5.1f%%  [%.1f%%, %.1f%%]\n", p + 1, st->wins[p], 100 * w.est,
            100 * w.lo, 100 * w.hi);
  }
  for (int t = 0; t < st->teams; t++) {   /* partners share their team's wins */
    interval w = seat_share(st, st->wins[t]);
    fprintf(out, "  team %d (P%d", t + 1, t + 1);
    for (int p = t + st->teams; p < st->players; p += st->teams)
      fprintf(out, " P%d", p + 1);
    fprintf(out, ") %7ld  %5.1f%%  [%.1f%%, %.1f%%]\n", st->wins[t], 100 * w.est, 100 * w.lo,
            100 * w.hi);
  }
  fprintf(out, "  draws %ld, stopped by the turn cap %ld, failed %ld\n", st->draws, st->capped,
          st->failed);
  if (st->seats.rot > 1)
    fprintf(out, "  seats rotated: the intervals of shares, places and the first player's at "
            "the games over the design effect %.2f (a seed's games share their cards)\n",
            seat_equal(&st->seats).deff);
}

/* "P1   2.10 [2.05, 2.15]  1st 30.1% [27.3, 33.0]  2nd ...", when the
 * places said more than one winner in some game. */
static void print_places(const sim_stats *st, FILE *out)
{
  static const char *const th[] = { "st", "nd", "rd" };
  if (!st->ranked)
    return;
  spread m;
  interval share[HOYLE_MAX_PLAYERS];
  double deff = seat_deff(&st->seats);
  long n = stats_places(st, 0, deff, &m, share);
  fprintf(out, "  places over %ld finished games (%ld ranked): mean place [95%% interval], "
          "then the share at each place [95%% interval]\n", n, st->ranked);
  for (int p = 0; p < st->players; p++) {
    stats_places(st, p, deff, &m, share);
    fprintf(out, "  P%-3d %5.2f [%.2f, %.2f]", p + 1, m.mean, m.mean_ci.lo, m.mean_ci.hi);
    for (int k = 0; k < st->players; k++)
      fprintf(out, "  %d%s %.1f%% [%.1f, %.1f]", k + 1, k < 3 ? th[k] : "th", 100 * share[k].est,
              100 * share[k].lo, 100 * share[k].hi);
    fputc('\n', out);
  }
}

static void print_advantage(const sim_stats *st, FILE *out)
{
  advantage a = sim_advantage(st);
  fprintf(out, "  first to play%s won %.1f%% of %ld won games (fair share %.1f%%): "
          "advantage %+.1f points [%+.1f, %+.1f], p = %.3g, %s\n", st->teams ? " (its team)" : "",
          100 * a.share.est,
          st->first_known, 100 * a.fair, 100 * (a.share.est - a.fair), 100 * (a.share.lo - a.fair),
          100 * (a.share.hi - a.fair), a.p, a.p < 0.05 ? "significant" : "not significant");
  const seat_sums *s = &st->seats;
  if (s->decider_known == st->first_known && s->decider_wins == st->first_wins)
    return;
  advantage d = seat_advantage(s->decider_wins, s->decider_known, s->decider_fair,
                               s->decider_fair_sq, st->players, seat_deff(s));
  fprintf(out, "  first with a real choice won %.1f%% of %ld won games (fair share %.1f%%): "
          "advantage %+.1f points [%+.1f, %+.1f], p = %.3g\n", 100 * d.share.est,
          s->decider_known, 100 * d.fair, 100 * (d.share.est - d.fair),
          100 * (d.share.lo - d.fair), 100 * (d.share.hi - d.fair), d.p);
}

static void print_histogram(const histogram *h, const spread *s, FILE *out)
{
  long width = (s->max - s->min) / HIST_BINS + 1, bins[HIST_BINS] = { 0 }, top = 1;
  for (long v = s->min; v <= s->max && v < h->len; v++)
    bins[(v - s->min) / width] += h->count[v];
  for (int b = 0; b < HIST_BINS; b++)
    top = bins[b] > top ? bins[b] : top;
  for (int b = 0; b < HIST_BINS && s->min + b * width <= s->max; b++) {
    int bar = (int)((bins[b] * HIST_WIDTH + top - 1) / top);
    fprintf(out, "    %6ld-%-6ld %-*.*s %ld\n", s->min + b * width, s->min + (b + 1) * width - 1,
            HIST_WIDTH, bar, "########################################", bins[b]);
  }
}

static void print_spread(const char *what, const histogram *h, FILE *out)
{
  spread s = stats_spread(h);
  if (s.n == 0)
    return;
  fprintf(out, "  %s: mean %.2f [%.2f, %.2f], sd %.2f, median %ld, 5%%-95%% %ld-%ld, min %ld, max %ld\n",
          what, s.mean, s.mean_ci.lo, s.mean_ci.hi, s.sd, s.median, s.p5, s.p95, s.min, s.max);
  if (s.max > s.min)
    print_histogram(h, &s, out);
}

static void print_scores(const sim_stats *st, FILE *out)
{
  if (!st->scored)
    return;
  fprintf(out, "  final scores over %ld games: mean [95%% interval], sd\n", st->nscored);
  for (int p = 0; p < st->players; p++) {
    spread s;
    stats_moments(st->nscored, (double)st->score_sum[p], st->score_sq[p], 1, &s);
    fprintf(out, "  P%-3d %8.2f [%.2f, %.2f], sd %.2f\n", p + 1, s.mean, s.mean_ci.lo,
            s.mean_ci.hi, s.sd);
  }
}

static void print_seeds(const sim_stats *st, FILE *out)
{
  if (st->ncapped_seeds) {
    fprintf(out, "  stopped by the turn cap, seeds%s:", st->capped > st->ncapped_seeds ? " (the first)" : "");
    for (int i = 0; i < st->ncapped_seeds && i < 20; i++)
      fprintf(out, " %llu", (unsigned long long)st->capped_seeds[i]);
    fprintf(out, "%s\n", st->ncapped_seeds > 20 ? " ..." : "");
  }
  for (int i = 0; i < st->nfailures && i < 20; i++)
    fprintf(out, "  failed, seed %llu: %s\n", (unsigned long long)st->failures[i].seed,
            st->failures[i].error);
}

void sim_print_text(const sim_run *r, FILE *out)
{
  const sim_stats *st = &r->st;
  char head[1024];
  sim_print_header(r, out);
  sim_headline(r, head, sizeof head);
  fprintf(out, "  %s\n", head);
  fprintf(out, "  played in %.2f s (%.0f games/s)\n", st->seconds,
          st->seconds > 0 ? (double)st->games / st->seconds : 0);
  print_wins(st, out);
  print_places(st, out);
  print_advantage(st, out);
  seat_print_text(&st->seats, st->players, out);
  agent_print_text(&st->agents, out);
  print_spread("turns per game", &st->turns, out);
  print_spread("deals per game", &st->deals, out);
  print_scores(st, out);
  print_seeds(st, out);
  lead_print_text(&st->lead, out);
  rules_print_text(r, out);
  fputs("intervals are 95%: Wilson's for shares; for a mean, mean +- z sd / sqrt(n), where\n"
        "every game agrees with the sd of games one unit apart in the share z^2 / (n + z^2)\n"
        "that Wilson's interval allows; hoyle(1) STATISTICS says how each is computed\n", out);
}
