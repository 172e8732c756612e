/* sets.h: sets of cards of one rank taken from one zone (the `play set` arm
 * of a choice, and the set values it binds, packed as game.h says).  A
 * set's cards are the first `size` cards of its rank in the zone, in zone
 * order.  The instructions on sets are in sets.c. */
#ifndef HOYLE_SETS_H
#define HOYLE_SETS_H

#include "run/game.h"

/* One step of a walk over the sets of a zone held in locals l[0] (the zone),
 * l[1] (where the walk is) and l[2] (the set): 0 when no set is left.  The
 * sets come rank by rank, in the order of each rank's first card in the
 * zone, and for each rank from one card up to all of them. */
int set_walk_next(const game *g, value *l);
/* The first card of the set's rank still in its zone, or -1. */
int set_first_card(const game *g, value s);
/* s beats t: t is none, or both have one size and s has the higher rank. */
int set_beats(const game *g, value s, value t);
/* "play 7H 7S": the label of a set offered in a choice, as `seat` may read
 * it ("??" for a card it does not know; -1 knows them all). */
void set_label(const game *g, int seat, value s, char *buf, int n);
/* The highest (dir 1) or lowest (dir -1) card of a zone by the deck's rank
 * order, the first such in zone order; -1 if the zone is empty. */
int zone_extreme(const game *g, int slot, int dir);

#endif
