/* standing.h: how the players stand: after each turn, who leads by the
 * script's fn standing(p); at the end of the game, each seat's place. */
#ifndef HOYLE_STANDING_H
#define HOYLE_STANDING_H

#include "run/game.h"

/* Sets g->ranked (1 the best, tied seats sharing a place) and g->winner
 * (the one seat placed first, or -1, as for a game the turn cap stopped).  Seats eliminated rank below those
 * still in, the last eliminated highest; then the score rule, else the
 * last deal's winner (first) or loser (last); ties are broken by fn
 * standing(p), if the script has it.  With teams, a team is placed by its
 * best member and all its members share its place. */
void standing_places(game *g);
/* Seat p's place, and the one seat placed first (or -1), by the rules
 * alone: ties are left as they are, not broken by fn standing(p).  What
 * the bots play for, so that a script's measuring how players stand
 * (hoyle sim's lead changes) does not change how they play. */
int standing_rules_place(const game *g, int p);
int standing_rules_winner(const game *g);

#endif
