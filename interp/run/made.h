/* made.h: the zones of a family made during play (made.c); ZNEW, ZMADE,
 * ZFIRST and ZSTEP are its instructions (ops.h), the last two run in the
 * VM's loop. */
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
