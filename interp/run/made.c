/* made.c: the zones of a family made during play (`zone meld : each team,
 * face up, many 8`).  A family is n zones declared in a row; one is made
 * when a card is first put into it, and unmade when its last card leaves,
 * so a family needs no state beyond its zones' cards and is cleared with
 * them when a deal gathers the deck.  A family's value is the slot of its
 * first zone for one owner; the same owner's others lie at the same offset
 * from each zone's base. */
#include "run/made.h"
#include "run/zone.h"

/* The place in family f of the zone at `slot` (0 for the first zone), and
 * in *offset the slot's offset from its zone's base, the same for every
 * zone of the family with that owner.  A family's zones are declared in a
 * row, each `width` slots wide, so this is a division; a slot outside the
 * family is looked up among all the zones. */
static int made_place(const module *m, int f, int slot, int *offset)
{
  const zone_info *z = &m->zones[f];
  int d = slot - z->base, width = z->many > 1 ? z[1].base - z->base : d + 1;
  if (d < 0 || width <= 0 || d >= width * z->many) {
    int i = zone_of_slot(m, slot);
    *offset = slot - m->zones[i].base;
    return i - f;
  }
  *offset = d % width;
  return d / width;
}

/* made_new for any zone of the family: its owner's first zone holding
 * no card, or -1 when the game fails. */
int made_new_far(game *g, int f, int slot, int at)
{
  const module *m = g->mod;
  int offset, many = m->zones[f].many;
  made_place(m, f, slot, &offset);
  for (int i = 0; i < many; i++)
    if (!g->count[m->zones[f + i].base + offset])
      return m->zones[f + i].base + offset;
  game_fail(g, at, "all %d zones of family '%s' hold cards: declare it with a larger 'many'",
            many, m->zones[f].family);
  return -1;
}

/* The slots of family f's zones for the owner of the zone at `slot`: the
 * first into *first, the step between them into *step; their number is the
 * family's `many`.  The zones are declared in a row, so the slots lie
 * evenly apart (made_place). */
static void made_slots(const module *m, int f, int slot, int *first, int *step)
{
  int offset;
  made_place(m, f, slot, &offset);
  const zone_info *z = &m->zones[f];
  *first = z->base + offset;
  *step = z->many > 1 ? z[1].base - z->base : 1;
}

/* made_count for any zone of the family. */
int made_count_far(const game *g, int f, int slot)
{
  const module *m = g->mod;
  int step, n = 0;
  made_slots(m, f, slot, &slot, &step);
  for (int i = m->zones[f].many; i > 0; i--, slot += step)
    n += g->count[slot] > 0;
  return n;
}

/* The walk of a family (`for m in meld of p`), a zone at a time (ZFIRST
 * and ZSTEP, which the VM runs in its loop, made.h): from a zone of the
 * family, its owner's next zones lie a step of slots apart, up to the
 * family's end (a slot past its last zone is an owner's zone beyond it).
 * Here, a zone outside that range (an owner's zone of a family of one) is
 * found by its place. */
value made_next_far(const game *g, int f, int after, value z)
{
  const module *m = g->mod;
  if (z.tag == V_ZONE) {
    const zone_info *zi = &m->zones[f];
    int step = made_step(zi), end = zi->base + zi->many * step;
    int offset, place = made_place(m, f, z.v, &offset);
    int slot = zi->base + place * step + offset;
    end += offset;
    for (slot += after * step; slot < end; slot += step)
      if (g->count[slot])
        return mkval(V_ZONE, slot);
  }
  return mkval(V_NONE, 0);
}
