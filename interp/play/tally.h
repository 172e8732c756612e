/* tally.h: what the rules did in one game, counted into a row of the
 * counters code/sites.h lists: decisions met, forced, their options and
 * the arms taken (from the VM's EV_CHOICE events), and the rules run
 * (from the game's call counts). */
#ifndef HOYLE_TALLY_H
#define HOYLE_TALLY_H

#include "code/sites.h"
#include "run/event.h"

typedef struct tally {
  const sites *s;
  long *row;                 /* s->n counters of the game being played */
} tally;

/* A vm_events callback (ctx: a tally). */
void tally_event(void *ctx, const game *g, const vm_event *e);
/* At the end of the game: the times each rule ran. */
void tally_rules(tally *t, const game *g);

#endif
