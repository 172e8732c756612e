/* human.h: the person at the terminal, asked by libhoyle (a hoyle_agent)
 * for the seat the hoyle command's player takes (see human.c). */
#ifndef HOYLE_HUMAN_H
#define HOYLE_HUMAN_H

#include <stdio.h>
#include "hoyle.h"

typedef struct human { FILE *in, *out; } human;

/* An agent that asks h: a number for a decision, a key press for a race. */
hoyle_agent human_agent(human *h);

#endif
