/* made.h: the zones of a family made during play (made.c); ZNEW, ZMADE,
 * ZFIRST and ZSTEP are its instructions (ops.h), the last two run in the
 * VM's loop. */
#ifndef HOYLE_MADE_H
#define HOYLE_MADE_H

#include "run/game.h"

/* The first zone of family f from zone z (after it, if after) that holds
 * cards, or none. */
value made_next(const game *g, int f, int after, value z);

#endif
