/* simhead.c: a run's headline (simhead.h).  The seat that stands out is
 * the one whose share is farthest from the seats' mean share (the fair
 * share); with teams, the team. */
#include <math.h>
#include <stdio.h>
#include "stats/simagent.h"
#include "stats/simhead.h"
#include "stats/simseat.h"

/* Appends to buf what fmt says, past its end when full. */
#define PUT(...) \
  (len += (size_t)snprintf(buf + (len < n ? len : n), len < n ? n - len : 0, __VA_ARGS__))

static size_t put_skill(const agent_sums *a, char *buf, size_t n)
{
  size_t len = 0;
  if (a->rot < 2 || a->n < 2 || a->games == 0)
    return 0;
  agent_figure f = agent_figures(a, 0);
  PUT("%s wins %.1f%% [%.1f, %.1f] against %s%s, seats rotated, %.1f points %s its fair share. ",
      a->name[0], 100 * f.share.est, 100 * f.by_seed.lo, 100 * f.by_seed.hi, a->name[1],
      a->n > 2 ? " and the rest" : "", 100 * fabs(f.edge.est), f.edge.est < 0 ? "under" : "over");
  return len;
}

void sim_headline(const sim_run *r, char *buf, size_t n)
{
  const sim_stats *st = &r->st;
  size_t len = put_skill(&st->agents, buf, n);
  int units = st->teams ? st->teams : st->players, top = 0;
  if (st->games == 0 || units < 1) {
    PUT("No games were played.");
    return;
  }
  double mean = 0;
  for (int u = 0; u < units; u++)
    mean += (double)st->wins[u] / (double)st->games / units;
  for (int u = 1; u < units; u++)
    if (fabs((double)st->wins[u] / (double)st->games - mean) >
        fabs((double)st->wins[top] / (double)st->games - mean))
      top = u;
  interval w = seat_share(st, st->wins[top]);
  PUT("%s%d wins %.1f%% [%.1f, %.1f], %.1f points %s the fair share", st->teams ? "Team " : "P",
      top + 1, 100 * w.est, 100 * w.lo, 100 * w.hi, 100 * fabs(w.est - mean),
      w.est < mean ? "under" : "over");
  seat_test t = seat_equal(&st->seats);
  if (t.games > 0 && units > 1)
    PUT("; %s%s %s (p = %.2g)", t.p < 0.05 ? "" : "no difference between ",
        st->teams ? "teams" : "seats", t.p < 0.05 ? "differ" : "detected", t.p);
  spread s = stats_spread(&st->turns);
  if (s.n > 0)
    PUT("; games last %.1f turns [%.1f, %.1f]", s.mean, s.mean_ci.lo, s.mean_ci.hi);
  if (st->capped || st->failed)
    PUT("; %ld of %ld games stopped by the turn cap, %ld failed", st->capped, st->games,
        st->failed);
  PUT(".");
}
