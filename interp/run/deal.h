/* deal.h: deals from start to end: the deck built, a deal begun (cards
 * gathered, the dealer moved on), cards dealt round the table; a deal won
 * or ended, players put out, and after the last deal the game's winner. */
#ifndef HOYLE_DEAL_H
#define HOYLE_DEAL_H

#include "run/game.h"

/* Ends the deal now: its end rule runs next (unless it is running). */
void deal_finish(game *g);

#endif
