/* view.h: what one seat may see of a game.  Agents are handed a view, never
 * the game: the cards in other players' private zones and in face-down piles
 * are not in it, only their number. */
#ifndef HOYLE_VIEW_H
#define HOYLE_VIEW_H

#include "game.h"

#define VIEW_TEXT 4096
#define LABEL_MAX 64

typedef struct view {
  int seat, nopts;
  char table[VIEW_TEXT];                 /* the table as the seat sees it */
  char labels[OPTIONS_MAX][LABEL_MAX];   /* the options, in order */
} view;

/* Whether `seat` sees the card on top of zone slot `slot`: any card of its
 * own zone or of another player's public face-up zone, the top card of a
 * face-up pile.  Seat -1, the narrator of a game among bots, sees all. */
int view_sees_top(const game *g, int seat, int slot);
/* Whether `seat` sees every card of zone slot `slot`. */
int view_sees_all(const game *g, int seat, int slot);

/* Fills v for `seat`; with full == 0 only seat and nopts (bots that pick
 * blindly need no more). */
void view_build(const game *g, int seat, int full, view *v);

#endif
