/* sets.c: sets of cards of one rank in a zone; see sets.h. */
#include <stdio.h>
#include <string.h>
#include "sets.h"

static int rank_at(const game *g, int slot, int i)
{
  return g->cards[g->zone[slot][i]].rank;
}

static int rank_count(const game *g, int slot, int rank)
{
  int n = 0;
  for (int i = 0; i < g->count[slot]; i++)
    n += rank_at(g, slot, i) == rank;
  return n;
}

/* Is the card at place i the first of its rank in the zone? */
static int first_of_rank(const game *g, int slot, int i)
{
  for (int j = 0; j < i; j++)
    if (rank_at(g, slot, j) == rank_at(g, slot, i))
      return 0;
  return 1;
}

/* l[1] holds the place of the rank's first card and the size reached, as
 * place | size << 8 (size 0 before the first set). */
int set_walk_next(const game *g, value *l)
{
  int slot = l[0].v, place = l[1].v & 0xff, size = l[1].v >> 8;
  if (size > 0 && rank_count(g, slot, rank_at(g, slot, place)) > size) {
    size++;
  } else {
    if (size > 0)
      place++;
    while (place < g->count[slot] && !first_of_rank(g, slot, place))
      place++;
    if (place >= g->count[slot])
      return 0;
    size = 1;
  }
  l[1] = mkval(V_INT, place | size << 8);
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

void set_label(const game *g, value s, char *buf, int n)
{
  int slot = set_slot(s), left = set_size(s);
  size_t len = (size_t)snprintf(buf, (size_t)n, "play");
  for (int i = 0; i < g->count[slot] && left > 0 && len < (size_t)n; i++)
    if (rank_at(g, slot, i) == set_rank(s)) {
      char c[8];
      card_name(g->cards[g->zone[slot][i]], c);
      len += (size_t)snprintf(buf + len, (size_t)n - len, " %s", c);
      left--;
    }
}

void set_str(value s, const char *rank, char *buf, int n)
{
  size_t len = 0;
  buf[0] = 0;
  for (int i = 0; i < set_size(s) && len < (size_t)n; i++)
    len += (size_t)snprintf(buf + len, (size_t)n - len, "%s%s", i ? " " : "", rank);
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
