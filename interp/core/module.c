/* module.c: freeing what the compiler allocated for a module, the tables
 * of rank steps and places the compiler derives from the deck's order, a
 * pack of its cards, how many players it takes, as messages say it, and
 * its variables looked up by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/module.h"

void module_free(module *m)
{
  free(m->code);
  free(m->locs);
  free(m->consts);
  free(m->strs);
  free(m->made_names);
  m->made_names = NULL;
  m->code = NULL; m->locs = NULL; m->consts = NULL; m->strs = NULL;
}

/* The rank one step up (or down) the order from r among the ranks in every
 * suit of the deck; past the highest (lowest): the lowest (highest) when
 * wrapping, else -1.  A rank not in the deck has no neighbours. */
static int rank_step(const module *m, int r, int down, int wrap)
{
  int lo = -1, hi = -1, want = m->rank_order[r] + (down ? -1 : 1);
  if (!((m->deck_ranks >> r) & 1))
    return -1;
  for (int x = 1; x < NRANKS; x++) {
    if (!((m->deck_ranks >> x) & 1))
      continue;
    if (m->rank_order[x] == want)
      return x;
    lo = lo < 0 || m->rank_order[x] < m->rank_order[lo] ? x : lo;
    hi = hi < 0 || m->rank_order[x] > m->rank_order[hi] ? x : hi;
  }
  return wrap ? (down ? hi : lo) : -1;
}

/* The ranks of the deck (those in every suit) by their places in its
 * order, lowest first; places past the last hold 1. */
static void rank_places(module *m)
{
  for (int i = 0; i < NRANKS; i++)
    m->rank_at[i] = 1;
  for (int x = 1; x < NRANKS; x++) {
    int below = 0;
    for (int y = 1; y < NRANKS; y++)
      below += ((m->deck_ranks >> y) & 1) && m->rank_order[y] < m->rank_order[x];
    if ((m->deck_ranks >> x) & 1)
      m->rank_at[below] = (int8_t)x;
  }
}

/* One pack: each suit's cards of the deck's ranks (but those `without`
 * leaves out), rank by rank, then the suitless ones; counted in full, kept
 * up to MAX_CARDS (a deck of more cannot be made). */
static void build_pack(module *m)
{
  const deck_info *d = &m->deck;
  int n = 0;
  for (int s = 0; s < d->nsuits; s++)
    for (int r = 1; r < d->nranks; r++)
      for (int i = 0; ((m->deck_ranks & ~m->deck_without[s]) >> r & 1) && i < d->copies[r]; i++, n++)
        if (n < MAX_CARDS)
          m->pack[n] = (card){ (uint8_t)r, (uint8_t)s };
  for (int r = 1; r < d->nranks; r++)
    for (int i = 0; i < d->suitless[r]; i++, n++)
      if (n < MAX_CARDS)
        m->pack[n] = (card){ (uint8_t)r, NO_SUIT };
  m->pack_size = n;
}

void module_rank_steps(module *m)
{
  build_pack(m);
  for (int how = 0; how < 4; how++)
    for (int r = 0; r < NRANKS; r++)
      m->rank_steps[how][r] = (int8_t)rank_step(m, r, how & 1, how & 2);
  rank_places(m);
}

const global_info *module_global(const module *m, const char *name)
{
  for (int i = 0; i < m->nglobals; i++)
    if (strcmp(m->globals[i].name, name) == 0)
      return &m->globals[i];
  return NULL;
}

const char *module_players_text(const module *m, char *buf, size_t n)
{
  if (m->min_players == m->max_players)
    snprintf(buf, n, "%d", m->min_players);
  else
    snprintf(buf, n, "%d to %d", m->min_players, m->max_players);
  return buf;
}
