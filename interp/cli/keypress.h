/* keypress.h: a race at the terminal (see keypress.c). */
#ifndef HOYLE_KEYPRESS_H
#define HOYLE_KEYPRESS_H

#include <stdio.h>
#include "hoyle.h"

/* Shows the table of v, a race, and opens its window: returns the
 * milliseconds the person took to press a key, HOYLE_RACE_PASS or
 * HOYLE_RACE_QUIT (q, or the end of the input). */
int keypress_window(FILE *in, FILE *out, const hoyle_view *v);

#endif
