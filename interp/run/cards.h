/* cards.h: moving cards by the script's statements: move, draw, play,
 * replace, shuffle, a packet turned over or put under.  Each move reports
 * its event and runs the rule of a zone it emptied (call.h). */
#ifndef HOYLE_CARDS_H
#define HOYLE_CARDS_H

#include "run/event.h"
#include "run/game.h"

/* Player p draws the top card of slot src onto slot dst; pushes whether
 * there was one.  An empty source with no rule to refill it is an error. */
void cards_draw(game *g, int p, int src, int dst, int at, const vm_events *ev);
/* play c: onto slot dst; then `when played`, then any emptied zone's rule. */
void cards_play(game *g, int c, int dst, int at, const vm_events *ev);

#endif
