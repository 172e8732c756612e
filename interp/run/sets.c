/* sets.c: sets of cards of one rank in a zone; see sets.h. */
#include <stdio.h>
#include <string.h>
#include "run/call.h"
#include "run/knowledge.h"
#include "run/names.h"
#include "run/ops.h"
#include "run/sets.h"

static int rank_at(const game *g, int slot, int i)
{
  return g->cards[g->zone[slot][i]].rank;
}

/* How many cards from place `from` on have the rank of the card there. */
static int rank_count_from(const game *g, int slot, int from)
{
  int n = 0, rank = rank_at(g, slot, from);
  for (int i = from; i < g->count[slot]; i++)
    n += rank_at(g, slot, i) == rank;
  return n;
}

/* l[1] holds the place of the rank's first card, the size reached (0 before
 * the first set) and a bit for each rank already walked:
 * place | size << 8 | ranks << 16. */
int set_walk_next(const game *g, value *l)
{
  int slot = l[0].v, place = l[1].v & 0xff, size = (l[1].v >> 8) & 0xff, seen = l[1].v >> 16;
  if (size > 0 && rank_count_from(g, slot, place) > size) {
    size++;
  } else {
    if (size > 0)
      place++;
    while (place < g->count[slot] && (seen >> rank_at(g, slot, place) & 1))
      place++;
    if (place >= g->count[slot])
      return 0;
    seen |= 1 << rank_at(g, slot, place);
    size = 1;
  }
  l[1] = mkval(V_INT, place | size << 8 | seen << 16);
  l[2] = set_value(slot, rank_at(g, slot, place), size);
  return 1;
}

int set_first_card(const game *g, value s)
{
  int slot = set_slot(s);
  for (int i = 0; i < g->count[slot]; i++)
    if (rank_at(g, slot, i) == set_rank(s))
      return g->zone[slot][i];
  return -1;
}

int set_beats(const game *g, value s, value t)
{
  if (t.tag == V_NONE)
    return 1;
  const int8_t *order = g->mod->rank_order;
  return set_size(s) == set_size(t) && order[set_rank(s)] > order[set_rank(t)];
}

void set_label(const game *g, int seat, value s, char *buf, int n)
{
  int slot = set_slot(s), left = set_size(s), known = 1;
  size_t len = (size_t)snprintf(buf, (size_t)n, "play");
  for (int i = 0; i < g->count[slot]; i++)
    known &= knowledge_has(g, seat, g->zone[slot][i]);
  if (!known) {     /* which cards of the zone are of the rank tells too */
    for (int i = 0; i < left && len < (size_t)n; i++)
      len += (size_t)snprintf(buf + len, (size_t)n - len, " ??");
    return;
  }
  for (int i = 0; i < g->count[slot] && left > 0 && len < (size_t)n; i++)
    if (rank_at(g, slot, i) == set_rank(s)) {
      char c[8];
      card_name(g->mod, g->cards[g->zone[slot][i]], c);
      len += (size_t)snprintf(buf + len, (size_t)n - len, " %s", c);
      left--;
    }
}

int zone_extreme(const game *g, int slot, int dir)
{
  int best = -1;
  for (int i = 0; i < g->count[slot]; i++) {
    int c = g->zone[slot][i];
    if (best < 0 || dir * (g->mod->rank_order[g->cards[c].rank]
                           - g->mod->rank_order[g->cards[best].rank]) > 0)
      best = c;
  }
  return best;
}

/* ---- the instructions ---- */

/* A walk over the sets of a zone, as WALKSTART and WALK over its cards:
 * the zone, the walk's place and the set in locals A, A+1, A+2. */
COLD_OP(SETSTART)
{
  value *l = &LOCAL(ARG());
  int done = ARG();
  l[0] = POP();
  l[1] = mkval(V_INT, 0);
  if (!set_walk_next(g, l))
    g->pc = done;
}

COLD_OP(SETWALK)
{
  value *l = &LOCAL(ARG());
  int body = ARG();
  if (set_walk_next(g, l))
    g->pc = body;
}

COLD_OP(SETCARD)
{
  int c = set_first_card(g, LOCAL(ARG()));
  PUSH(c >= 0 ? mkval(V_CARD, c) : mkval(V_NONE, 0));
}

COLD_OP(SETRANK)
{
  value s = POP();
  if (ops_need(g, s, V_SET, at, "the set"))
    PUSH(mkval(V_RANK, set_rank(s)));
}

COLD_OP(SETSIZE)
{
  value s = POP();
  if (ops_need(g, s, V_SET, at, "the set"))
    PUSH(mkval(V_INT, set_size(s)));
}

COLD_OP(BEATS)
{
  value t = POP(), s = POP();
  if (ops_need(g, s, V_SET, at, "the set"))
    PUSH(mkval(V_BOOL, set_beats(g, s, t)));
}

/* The highest or lowest card by the deck's `order by` function f, one call
 * of f per card: the walk's state (zone, place, best card, its strength)
 * stays on the stack under f's argument, and the instruction runs again
 * when f returns, with f's result on top (a zone value on top: the start). */
static void extreme_by(game *g, int dir, int at)
{
  int f = g->mod->order_fn, slot, i, best, strength;
  if (g->stack[g->sp - 1].tag == V_ZONE) {
    slot = POP().v;
    i = 0, best = -1, strength = 0;
  } else {
    value r = POP();
    strength = POP().v, best = POP().v, i = POP().v, slot = POP().v;
    int c = g->zone[slot][i++];
    if (r.tag != V_INT) {
      game_fail(g, at, "'%s' gave no number for a card", g->mod->fns[f].name);
      return;
    }
    if (best < 0 || dir * (r.v - strength) > 0)
      best = c, strength = r.v;
  }
  if (i >= g->count[slot]) {
    PUSH(best >= 0 ? mkval(V_CARD, best) : mkval(V_NONE, 0));
    return;
  }
  PUSH(mkval(V_INT, slot));      /* not a zone value: a walk under way */
  PUSH(mkval(V_INT, i));
  PUSH(mkval(V_INT, best));
  PUSH(mkval(V_INT, strength));
  PUSH(mkval(V_CARD, g->zone[slot][i]));
  g->pc = at;
  call_enter(g, f, 1, 0, at);
}

COLD_OP(ZEXTREME)
{
  int dir = ARG() ? 1 : -1;
  if (g->mod->order_fn >= 0) {
    extreme_by(g, dir, at);
    return;
  }
  int slot = POP().v, c = zone_extreme(g, slot, dir);
  PUSH(c >= 0 ? mkval(V_CARD, c) : mkval(V_NONE, 0));
}
