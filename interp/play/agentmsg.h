/* agentmsg.h: the structured members of what an exec bot is told
 * (hoyle-agent(5)): the game's state as one seat may know it, and each
 * option's kind, cards, zone and target.  Nothing in them names a card
 * the seat does not know: such a card is written null. */
#ifndef HOYLE_AGENTMSG_H
#define HOYLE_AGENTMSG_H

#include <stdio.h>
#include "run/view.h"

/* Writes `"state":{...}`: the deal, the dealer, whose turn, who decides,
 * the seats out, the scores, the variables the script describes and every
 * zone with its owner, count and cards (null where the seat does not know
 * the card), as `seat` sees them. */
void agentmsg_state(FILE *f, const game *g, int seat);
/* Writes `"options":[...]`: v's options, each with its id, label, kind
 * and, where it has them, cards, zone and target; race: the options are
 * to act in g's race (kind "race") or to let it pass ("pass"). */
void agentmsg_options(FILE *f, const game *g, const view *v, int race);

#endif
