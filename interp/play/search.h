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
#include "play/infer.h"
#include "play/lookahead.h"
#include "run/game.h"

/* A search's budget per decision (0: no bound of that kind); how its
 * worlds are played out: uniformly at random, or greedily (cards put down
 * whenever they may be); and two options for games where holding cards is
 * plainly good or bad (lookahead.h), which do nothing elsewhere:
 * - infer: worlds weighed by the other seats' choices (infer.h), so many
 *   drawn a decision; 0: the worlds as dealt;
 * - horizon: short play-outs, of so many turns, scored by the cards each
 *   seat holds; in them a seat's choice of several cards ends after its
 *   first card, and a yes or no is answered by what it does at once in the
 *   world (the first few) or no; in the tree a move followed by the same
 *   seat's is worth the best of those.  0: play-outs to the end of the
 *   deal.
 * - scoreless: infer and horizon act only in a game that keeps no score
 *   (in one that does, the points, not the cards held, say who did well),
 *   where holding cards is bad (in Ninety-Nine, where it was learnt
 *   good, the default lost to infer=0:horizon=0 head to head, 12.5% of
 *   80 games against a fair 25%, bench/default-vs-cheaper.txt) and where
 *   a seat chooses several cards (`play several`, as Cheat's claims; in
 *   Crazy Eights, where none does, they cost 5.5 points of 1,000 games
 *   against a rule of thumb, bench/rule-of-thumb.txt), as lookahead_sign
 *   learns it; so the agent has them by default (agent.h). */
typedef struct search_params { int iterations, ms, greedy, infer, horizon, scoreless; } search_params;

/* What a search weighed at its root, kept to explain its move
 * (hoyle_game_explain): for each option of the decision, the iterations
 * that began with it and their mean result for the seat (0 lost, 1 won;
 * -1 when none did: an option that is the same move as an earlier one);
 * how many iterations ran (a world sampled and played out each), after
 * how many of them the move taken could no longer be overtaken (where a
 * search with no root to keep stops), how many cards the seat did not
 * know (dealt anew in each world) and how many worlds the other seats'
 * choices weighed (infer; 0 without). */
typedef struct search_root {
  int nopts, iterations, settled, unknown, weighed;
  int32_t visits[OPTIONS_MAX];
  float value[OPTIONS_MAX];
} search_root;

/* The option of g's decision (g->dec.who == seat) that the search takes,
 * drawing its worlds from a stream seeded by two draws of r (r moves on
 * by two whatever the search does); lm (what the seat learnt of the game)
 * and seen (what the other seats chose since its last decision) may be
 * NULL.  With a budget of iterations it stops once no other option can
 * overtake the most visited in the iterations left: the move taken is the
 * full search's. */
int search_choose(const search_params *p, rng *r, const game *g, int seat, lookahead_memo *lm,
                  const seen_log *seen);
/* The same, the root's counts kept in *root (left as it was when there
 * is no search: a decision of one option); this search runs its whole
 * budget, so that the counts explain the move as weighed in full. */
int search_choose_kept(const search_params *p, rng *r, const game *g, int seat,
                       lookahead_memo *lm, const seen_log *seen, search_root *root);
/* How many iterations a decision answer within about ms milliseconds of
 * this machine's time as it is now, from 1 to most: searches of g's
 * decision (one with a choice, by seat g->dec.who) are timed, for at most
 * a quarter of ms or until most iterations have run. */
int search_budget(const game *g, rng *r, int ms, int most);

#endif
