/* lookahead.h: a short look ahead, for the greedy bot and for any bot's
 * races.  A bot looks at what an option does, in a few worlds its seat
 * cannot tell from the real one (determinize.h): in a race at once, else up
 * to its next decision in another turn or after another seat's (the
 * others answering at random, only to the end of the turn when its own
 * act changed how it stands): how the cards it holds (in its own zones of
 * `each player`) change against the other seats', and whether a deal or
 * the game was won meanwhile, and by whom.  Where holding is neither good
 * nor bad, its score against the others' takes the cards' place.
 * Whether holding more is good or bad is the game's to say, and the bot
 * learns it once a session by playing a few new games out at random, from
 * seeds of its own:
 * does the winner of a deal end it holding more cards than the others
 * (Slapjack) or fewer (Crazy Eights, Cheat)?  So a bot slaps a jack and
 * not a seven, and never challenges a claim it knows is true.  The same
 * look, in one world that it sees whole, is the search's model of how
 * another seat chooses (infer.h). */
#ifndef HOYLE_LOOKAHEAD_H
#define HOYLE_LOOKAHEAD_H

#include "core/rng.h"
#include "run/game.h"

/* What a bot learnt of the game: whether holding cards is good (+1), bad
 * (-1), neither (2), or not yet learnt (0); and with it whether a seat
 * chose several cards (`play several`) in the games it learnt from (1;
 * search.h: scoreless).  It depends only on the module, the players and
 * the options: zero it for each session. */
typedef struct lookahead_memo { int8_t held_sign, several; } lookahead_memo;

/* Whether seat, in g's race, acts: when acting does better at once than
 * letting the race pass, or as well when acting gives the seat a choice
 * of its own next (Spit's card, Russian Crazy Sevens' suit: its worth
 * shows only after that choice); always, in a race all join. */
int lookahead_joins(lookahead_memo *lm, rng *r, const game *g, int seat);
/* The option of g's decision (for seat) that does best followed up to the
 * seat's next decision; of equals one that puts cards down, then one at
 * random. */
int lookahead_best(lookahead_memo *lm, rng *r, const game *g, int seat);

/* The cards seat p holds: those in its zones of `each player`. */
int lookahead_held(const game *s, int p);
/* p's holding against the mean of the others', times the players. */
int lookahead_standing(const game *s, int p);
/* Whether holding cards is good (+1), bad (-1) or neither (2) in games
 * like g, learnt into lm if it is not yet. */
int lookahead_sign(lookahead_memo *lm, const game *g);
/* Option `chosen` of world w's decision (seat's) against the others, each
 * followed in w itself (every card seen; holding weighed by sign, the
 * replies drawn from seed): how many options share the best look, with
 * `chosen` among them, as lookahead_best takes them; 0 if it is not. */
int lookahead_ties(int sign, uint32_t seed, const game *w, int seat, int chosen, game *tmp);

#endif
