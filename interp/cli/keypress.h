/* keypress.h: a race at the terminal (see keypress.c). */
#ifndef HOYLE_KEYPRESS_H
#define HOYLE_KEYPRESS_H

#include <stdio.h>
#include "hoyle.h"
#include "cli/input.h"

/* Opens the window of the race v (its table is shown already): returns the
 * milliseconds the person took to press a key, HOYLE_RACE_PASS or
 * HOYLE_RACE_QUIT (q, or the end of the input). */
int keypress_window(input *in, FILE *out, const hoyle_view *v);

#endif
