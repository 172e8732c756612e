/* zone.h: cards in zones.  A zone slot holds card indices bottom first; the
 * card's own `where` names its slot, so every card is in exactly one place.
 * A zone of each player has a slot per seat, from the zone's base. */
#ifndef HOYLE_ZONE_H
#define HOYLE_ZONE_H

#include "run/game.h"
#include "run/knowledge.h"

int zone_slot(const module *m, int zone, int player);
int zone_index(const game *g, int c);              /* c's place in its zone, 0 = bottom */
void zone_shuffle(game *g, int slot);
int zone_owner(const module *m, int slot);         /* seat or -1 */
static inline int zone_of_slot(const module *m, int slot)   /* zone index */
{
  return m->slot_zone[slot];
}

/* The smallest moves, inline: they run on every card of every turn. */
static inline int zone_top(const game *g, int slot)   /* card index or -1 */
{
  return g->count[slot] ? g->zone[slot][g->count[slot] - 1] : -1;
}

/* Puts card c on top of slot; who may see it there learns it.  A zone
 * that was empty holds cards now (game_note_made). */
static inline void zone_push(game *g, int slot, int c)
{
  int n = g->count[slot]++;
  g->zone[slot][n] = (uint8_t)c;
  g->ranks[slot][g->cards[c].rank]++;
  g->where[c] = (uint8_t)slot;
  if (!n)
    game_note_made(g, slot);
  knowledge_learn(g, c, g->mod->shown_to[slot]);
}

/* Takes card c out of its zone, in one pass down from the top to c: each
 * card above it moves down a place as the walk passes it (cards are taken
 * near the top, so a search for c and then a shift of those above, a call
 * of memmove, would cost more). */
static inline void zone_remove(game *g, int c)
{
  int slot = g->where[c], i = g->count[slot] - 1;
  uint8_t *z = g->zone[slot], carried = z[i];
  while (carried != c) {
    uint8_t below = z[i - 1];
    z[i - 1] = carried;
    carried = below;
    i--;
  }
  g->ranks[slot][g->cards[c].rank]--;
  if (!--g->count[slot])
    game_note_made(g, slot);
}

static inline int zone_take_top(game *g, int slot)
{
  if (!g->count[slot])
    return -1;
  int c = g->zone[slot][--g->count[slot]];
  g->ranks[slot][g->cards[c].rank]--;
  if (!g->count[slot])
    game_note_made(g, slot);
  return c;
}

#endif
