/* screen.h: what the person at the terminal sees: the table made compact
 * (empty zones left out, other players' counts on one line), their own
 * cards sorted in the game's order and grouped by suit, cards with suit
 * symbols and red or black where the terminal can show them, the options
 * in columns (see screen.c). */
#ifndef HOYLE_SCREEN_H
#define HOYLE_SCREEN_H

#include <stdio.h>
#include "hoyle.h"

typedef struct screen {
  FILE *out;
  const hoyle_script *script;   /* the order cards sort in */
  int color;                    /* suit colours with ANSI escapes */
  int symbols;                  /* suit symbols (UTF-8) instead of letters */
  int clear;                    /* clear the screen before each decision */
  int width, height;            /* the terminal's size, at most 80x24 */
} screen;

/* Sets what the terminal can show: colour unless NO_COLOR is set, no_color
 * is asked or out is not a terminal (or TERM is dumb); symbols when the
 * locale's character set is UTF-8; its size, or 80x24 when smaller. */
void screen_init(screen *sc, FILE *out, const hoyle_script *s, int no_color);
/* Writes n bytes of text from a script to the terminal, each control
 * character in them (but tab and newline) as '?', so that no text a script
 * or its Lua makes can clear the screen or set the window's title. */
void screen_text(FILE *out, const char *s, size_t n);
/* Writes one line of text, its card names ("10H") drawn as cards. */
void screen_line(const screen *sc, const char *line);
/* Writes a table as hoyle_view gives it, made compact, showing its lines
 * as its marks say (NULL: no marks). */
void screen_table(const screen *sc, const char *table, const char *marks);
/* The option labelled "stop" (a `play several` after its first card,
 * Ottawa's lay-off), answered by the key s wherever it stands, or -1. */
int screen_stop(const hoyle_view *v);
/* The order the options are shown in: those that name a card sorted as
 * the hand is, the others after them as the game gives them, "stop" last;
 * order[k] is the option shown as number k + 1 (the stop as "s"). */
void screen_order(const screen *sc, const hoyle_view *v, int *order);
/* Writes the options in that order, numbered from 1, in columns within the
 * screen's width. */
void screen_options(const screen *sc, const hoyle_view *v, const int *order);
/* Clears the terminal when sc->clear. */
void screen_clear(const screen *sc);

#endif
