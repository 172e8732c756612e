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

/* The lowest bit set in x, which is not 0, and the bits set in x. */
static inline int made_low(uint64_t x)
{
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int n = 0;
  for (; !(x & 1); x >>= 1)
    n++;
  return n;
#endif
}

/* A bit a round: a row holds few zones, and __builtin_popcountll is a
 * call into libgcc where the target has no popcnt instruction. */
static inline int made_bits(uint64_t x)
{
  int n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

/* The place of the zone at slot in a row of family f (module.h's
 * made_slot), or NULL when it is no zone of that family: the inline cases
 * below read the row's mask of zones holding cards (game.h's made). */
static inline const made_slot *made_in(const game *g, int f, int slot)
{
  const made_slot *s = &g->mod->made[slot];
  return s->fam == f + 1 ? s : NULL;
}

/* The first zone of family f from zone z (after it, if after) that holds
 * cards, or none (ZFIRST and ZSTEP: for m in meld of p). */
static inline value made_next(const game *g, int f, int after, value z)
{
  const made_slot *s = z.tag == V_ZONE ? made_in(g, f, z.v) : NULL;
  if (!s)
    return made_next_far(g, f, after, z);
  int at = s->at + after;
  uint64_t left = at < 64 ? g->made[s->row] >> at : 0;
  if (!left)
    return mkval(V_NONE, 0);
  return mkval(V_ZONE, s->row + (at + made_low(left)) * s->step);
}

/* The zones of family f holding cards, for the owner of the zone at slot
 * (ZMADE: count(meld of p)). */
static inline int made_count(const game *g, int f, int slot)
{
  const made_slot *s = made_in(g, f, slot);
  return s ? made_bits(g->made[s->row]) : made_count_far(g, f, slot);
}

/* The first zone of family f holding no card, for the owner of the zone
 * at slot (ZNEW: new(meld of p)); -1, the game failed at `at`, if all hold
 * cards. */
static inline int made_new(game *g, int f, int slot, int at)
{
  const made_slot *s = made_in(g, f, slot);
  int many = g->mod->zones[f].many;
  uint64_t free = s ? ~g->made[s->row] & (many < 64 ? ((uint64_t)1 << many) - 1 : ~(uint64_t)0) : 0;
  if (!free)
    return made_new_far(g, f, slot, at);
  return s->row + made_low(free) * s->step;
}

#endif
