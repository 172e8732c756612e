/* view.h: what one seat may see of a game.  Agents are handed a view, never
 * the game: a card the seat does not know (in another player's private zone,
 * in a face-down pile, unless it saw the card go there) is not in it. */
#ifndef HOYLE_VIEW_H
#define HOYLE_VIEW_H

#include "run/knowledge.h"

typedef struct view {
  int seat, nopts;
  char table[VIEW_TEXT];                 /* the table as the seat sees it */
  char marks[VIEW_LINES + 1];            /* a mark for each line: hoyle_view.marks */
  char labels[OPTIONS_MAX][LABEL_MAX];   /* the options, in order */
} view;

/* The seat of an onlooker at no seat (hoyle serve's spectator): it knows
 * the cards every seat knows. */
#define VIEW_PUBLIC MAX_PLAYERS

/* Whether `seat` knows card c (see game.h: known).  Seat -1, the narrator
 * of a game among bots, knows every card. */
static inline int view_knows(const game *g, int seat, int c)
{
  if (seat == VIEW_PUBLIC) {
    unsigned all = (1u << g->nplayers) - 1;
    return (g->known[c] & all) == all;
  }
  return knowledge_has(g, seat, c);
}

/* Fills v for `seat`: the table as the seat sees it and its options. */
void view_build(const game *g, int seat, view *v);

#endif
