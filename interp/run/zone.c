/* zone.c: cards in zones; see zone.h. */
#include "run/zone.h"

int zone_slot(const module *m, int zone, int player)
{
  const zone_info *z = &m->zones[zone];
  return z->base + ((z->flags & ZONE_EACH) ? player : 0);
}

int zone_owner(const module *m, int slot)
{
  const zone_info *z = &m->zones[zone_of_slot(m, slot)];
  return (z->flags & ZONE_EACH) ? slot - z->base : -1;
}

int zone_index(const game *g, int c)
{
  const uint8_t *z = g->zone[g->where[c]];
  int i = g->count[g->where[c]] - 1;
  while (i > 0 && z[i] != c)
    i--;
  return i;
}

/* Fisher-Yates from the last place down; each place, once filled, holds
 * a card nobody knows.  The generator is copied out and back: a byte
 * stored into the zone might otherwise be the generator's, and its state
 * would go through memory at every step. */
void zone_shuffle(game *g, int slot)
{
  uint8_t *z = g->zone[slot], *known = g->known, shown = g->mod->shown_to[slot];
  rng r = g->rng;
  int n = g->count[slot];
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(&r, (uint32_t)i + 1);
    uint8_t t = z[j]; z[j] = z[i]; z[i] = t;
    known[t] = shown;
  }
  if (n > 0)
    known[z[0]] = shown;
  g->rng = r;
}
