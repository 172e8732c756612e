/* deckplan.h: stacking by zone, for scenario files: the order the whole
 * deck must have at its next shuffle so that the deal that follows puts
 * chosen cards in chosen zones.  Used by scenario.c; hoyle(5) says how. */
#ifndef HOYLE_DECKPLAN_H
#define HOYLE_DECKPLAN_H

#include <stddef.h>
#include "run/game.h"

/* The cards a zone must be dealt, in the order they leave the deck. */
typedef struct deck_want {
  int slot, line;              /* the zone slot; the scenario line naming it */
  char zone[64];               /* the zone as the line names it */
  card cards[MAX_CARDS];
  int n;
} deck_want;

/* Works out the deck, top card first, for g's next shuffle of its deck
 * zone, which must come before its next decision of more than one option:
 * each want's cards go to its zone, the cards not named keep the seed's
 * order.  0 and order[0..*n-1]; -1 and why, naming the line at fault. */
int deckplan_make(const game *g, const deck_want *w, int nw, card *order, int *n,
                  char *why, size_t why_n);

#endif
