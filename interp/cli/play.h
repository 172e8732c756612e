/* play.h: `hoyle play`: games at the terminal one after another, and
 * `hoyle replay`: one played back from its record (see play.c). */
#ifndef HOYLE_PLAY_H
#define HOYLE_PLAY_H

#include <stddef.h>
#include "hoyle.h"

typedef struct play_opts {
  const char *path;     /* the script */
  int seeded;           /* -s given: the first game's seed is the setup's */
  int delay_ms;         /* pause after each line of narration on a terminal */
  int no_color;
  int auto_play;
  const char *record;   /* --record: the file each game is written to */
  const struct record *replay;   /* hoyle replay: the answers, instead of asking */
} play_opts;

/* The bots of hoyle play and hoyle serve: times the search on a game of s
 * made with the setup (at random) and writes the bots' agent into buf
 * ("ismcts:iterations=N"); NULL when the setup does not fit the script
 * (reported to stderr). */
const char *play_search_bots(hoyle_script *s, const hoyle_setup *su, char *buf, size_t n);
/* Plays games of s with the setup until the person leaves or does not ask
 * for another; returns as hoyle_play, HOYLE_OK when the person left. */
int play_games(hoyle_script *s, hoyle_setup *su, const play_opts *po);

#endif
