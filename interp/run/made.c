/* made.c: the zones of a family made during play (`zone meld : each team,
 * face up, many 8`).  A family is n zones declared in a row; one is made
 * when a card is first put into it, and unmade when its last card leaves,
 * so a family needs no state beyond its zones' cards and is cleared with
 * them when a deal gathers the deck.  A family's value is the slot of its
 * first zone for one owner; the same owner's others lie at the same offset
 * from each zone's base. */
#include "run/ops.h"
#include "run/zone.h"

/* The offset from its zone's base of a slot of some zone of a family: the
 * slot of zone i of family f for the same owner is that zone's base plus
 * the offset (worked out once for a walk over the family). */
static int made_offset(const module *m, int slot)
{
  return slot - m->zones[zone_of_slot(m, slot)].base;
}

COLD_OP(ZNEW)
{
  const module *m = g->mod;
  int f = ARG(), offset = made_offset(m, POP().v), many = m->zones[f].many;
  for (int i = 0; i < many; i++)
    if (!g->count[m->zones[f + i].base + offset]) {
      PUSH(mkval(V_ZONE, m->zones[f + i].base + offset));
      return;
    }
  game_fail(g, at, "all %d zones of family '%s' hold cards: declare it with a larger 'many'",
            many, m->zones[f].family);
}

COLD_OP(ZMADE)
{
  const module *m = g->mod;
  int f = ARG(), offset = made_offset(m, POP().v), n = 0;
  for (int i = 0; i < m->zones[f].many; i++)
    n += g->count[m->zones[f + i].base + offset] > 0;
  PUSH(mkval(V_INT, n));
}

COLD_OP(ZNEXT)
{
  const module *m = g->mod;
  int f = ARG(), after = ARG();
  value z = POP();
  if (z.tag == V_ZONE) {
    int zone = zone_of_slot(m, z.v), offset = z.v - m->zones[zone].base;
    for (int i = zone - f + after; i < m->zones[f].many; i++) {
      int slot = m->zones[f + i].base + offset;
      if (g->count[slot]) {
        PUSH(mkval(V_ZONE, slot));
        return;
      }
    }
  }
  PUSH(mkval(V_NONE, 0));
}
