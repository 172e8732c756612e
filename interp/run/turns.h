/* turns.h: turn order and the seats round the table: whose turn comes
 * next (skips, a reversed direction, another turn, `turn to`), the last
 * round, players in play and the order they went out in.  A turn's start
 * and end run inline in the loop; the rest are instructions of turns.c. */
#ifndef HOYLE_TURNS_H
#define HOYLE_TURNS_H

#include "run/game.h"

enum turns_start { TURNS_ON, TURNS_CAPPED, TURNS_LAST_ROUND_OVER };

/* A turn begins, for the seat a `turn to` named if any: it is counted,
 * unless the deal reached the turn cap or a last round is over. */
static inline enum turns_start turns_begin(game *g)
{
  if (g->turn_to) {
    g->current = (uint8_t)(g->turn_to - 1);
    g->turn_to = 0;
  }
  if (g->last_round && !(g->last_turns & (1u << g->current)))
    return TURNS_LAST_ROUND_OVER;
  if (g->deal_turns >= g->max_turns) {
    g->capped = 1;
    return TURNS_CAPPED;
  }
  g->turns++;
  g->deal_turns++;
  return TURNS_ON;
}

/* A turn ends: the seat has had its turn of a last round, and the turn
 * passes on past the seats skipped, unless the seat goes again or a
 * `turn to` names the next (turns_begin takes that). */
static inline void turns_end(game *g)
{
  if (g->last_round && !g->again)
    g->last_turns = (uint16_t)(g->last_turns & ~(1u << g->current));
  if (!g->turn_to && !g->again)
    g->current = (uint8_t)game_next_seat(g, g->current, 1 + g->skips);
  g->skips = g->again = 0;
}

#endif
