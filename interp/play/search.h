/* search.h: the ismcts bot: information-set Monte Carlo tree search
 * (single observer).  Each iteration samples a world the seat cannot tell
 * from the real one (determinize.h), walks a tree of moves by UCT among
 * the moves open in that world, adds one move, plays the rest of the deal
 * out with a fast bot, and backs the result up for every seat.  It knows
 * nothing of any game but what the engine says of cards, seats, scores
 * and winners.  Its races are decided one step ahead (lookahead.h). */
#ifndef HOYLE_SEARCH_H
#define HOYLE_SEARCH_H

#include "core/rng.h"
#include "run/game.h"

/* A search's budget per decision (0: no bound of that kind) and how its
 * worlds are played out: uniformly at random, or greedily (cards put down
 * whenever they may be). */
typedef struct search_params { int iterations, ms, greedy; } search_params;

/* The option of g's decision (g->dec.who == seat) that the search takes,
 * drawing its worlds from r. */
int search_choose(const search_params *p, rng *r, const game *g, int seat);
/* How many iterations a decision answer within about ms milliseconds of
 * this machine's time as it is now, from 1 to most: searches of g's
 * decision (one with a choice, by seat g->dec.who) are timed, for at most
 * a quarter of ms or until most iterations have run. */
int search_budget(const game *g, rng *r, int ms, int most);

#endif
