/* keypress.h: a race at the terminal (see keypress.c). */
#ifndef HOYLE_KEYPRESS_H
#define HOYLE_KEYPRESS_H

#include <stdio.h>

#define KEYPRESS_NONE (-1)   /* the window closed with no key pressed */
#define KEYPRESS_QUIT (-2)   /* q, or the end of the input */

typedef struct keypress_race {
  FILE *in, *out;
  const char *act;             /* what a key press does: "slap" */
  int window_ms;
  const int *seats, *times;    /* the bots that act and when, fastest first */
  int nbots;
} keypress_race;

/* Shows the table and opens the window: returns the milliseconds the
 * person took to press a key, KEYPRESS_NONE or KEYPRESS_QUIT. */
int keypress_window(const keypress_race *r, const char *table);

#endif
