/* made.h: the zones of a family made during play (made.c); ZNEW, ZMADE,
 * ZFIRST and ZSTEP are its instructions, which run in the VM's loop: the
 * common case inline here, the rest in made.c. */
#ifndef HOYLE_MADE_H
#define HOYLE_MADE_H

#include "run/game.h"

/* The slots between the zones of family f (zi its first zone's) for one
 * owner: the zones are declared in a row, each this wide. */
static inline int made_step(const zone_info *zi)
{
  return zi->many > 1 ? zi[1].base - zi->base : 1;
}

value made_next_far(const game *g, int f, int after, value z);
int made_count_far(const game *g, int f, int slot);
int made_new_far(game *g, int f, int slot, int at);

/* Whether slot is the first zone of family f for its owner, whose zones
 * are then slot, slot + step ... before end (the inline cases below). */
static inline int made_first(const zone_info *zi, int slot, int step)
{
  return slot >= zi->base && slot < zi->base + step;
}

/* The zones of family f holding cards, for the owner of the zone at slot
 * (ZMADE: count(meld of p)). */
static inline int made_count(const game *g, int f, int slot)
{
  const zone_info *zi = &g->mod->zones[f];
  int step = made_step(zi), end = zi->base + zi->many * step, n = 0;
  if (!made_first(zi, slot, step))
    return made_count_far(g, f, slot);
  for (; slot < end; slot += step)
    n += g->count[slot] > 0;
  return n;
}

/* The first zone of family f holding no card, for the owner of the zone
 * at slot (ZNEW: new(meld of p)); -1, the game failed at `at`, if all hold
 * cards. */
static inline int made_new(game *g, int f, int slot, int at)
{
  const zone_info *zi = &g->mod->zones[f];
  int step = made_step(zi), end = zi->base + zi->many * step;
  if (!made_first(zi, slot, step))
    return made_new_far(g, f, slot, at);
  for (; slot < end; slot += step)
    if (!g->count[slot])
      return slot;
  return made_new_far(g, f, slot - step * zi->many, at);
}

/* The first zone of family f from zone z (after it, if after) that holds
 * cards, or none: inline, as ZFIRST and ZSTEP run it, for a zone of the
 * family's own row (made_next_far finds the others). */
static inline value made_next(const game *g, int f, int after, value z)
{
  const zone_info *zi = &g->mod->zones[f];
  int step = made_step(zi), end = zi->base + zi->many * step, slot = z.v;
  if (z.tag != V_ZONE || slot < zi->base || slot >= end)
    return made_next_far(g, f, after, z);
  for (slot += after * step; slot < end; slot += step)
    if (g->count[slot])
      return mkval(V_ZONE, slot);
  return mkval(V_NONE, 0);
}

#endif
