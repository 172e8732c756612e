/* knowledge.h: who knows which card.  g->known holds a bit per seat for
 * each card.  A seat learns a card moved where it may see it (the zone's
 * shown_to) or shown to it, unless the veil of a 'simultaneously' part
 * keeps it from learning: then it learns, when the block ends, what it may
 * see where the card lies.  Statements and Lua hooks alike go through
 * knowledge_learn. */
#ifndef HOYLE_KNOWLEDGE_H
#define HOYLE_KNOWLEDGE_H

#include "run/event.h"
#include "run/game.h"

/* Whether `seat` knows card c now.  Seat -1, the narrator of a game among
 * bots, knows every card. */
static inline int knowledge_has(const game *g, int seat, int c)
{
  return seat < 0 || ((g->known[c] >> seat) & 1);
}

/* The seats (a bit each) learn card c, but for those the veil keeps out. */
static inline void knowledge_learn(game *g, int c, unsigned seats)
{
  g->known[c] |= (uint8_t)(seats & ~g->veil);
}

/* Card c is shown to `seat`, or to everyone (seat -1), where it lies. */
void knowledge_show(game *g, const vm_events *ev, int c, int seat);
/* The end of 'simultaneously': nobody is veiled any more, and every seat
 * learns each card it would have learnt where the card now lies. */
void knowledge_unveil(game *g, const vm_events *ev);

#endif
