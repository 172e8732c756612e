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

/* Fills v for `seat`; with full == 0 only seat and nopts (bots that pick
 * blindly need no more). */
void view_build(const game *g, int seat, int full, view *v);

#endif
