/* scenfile.h: a scenario file (hoyle test) as read: the script, players,
 * seed, options and turn cap it names, and the lines that act while the
 * game is played, in the order of the file; what the playing (scenario.c)
 * and the checking of expectations (scenexpect.c) share. */
#ifndef HOYLE_SCENFILE_H
#define HOYLE_SCENFILE_H

#include <stdint.h>
#include <stdio.h>
#include "play/transcript.h"

/* A line that acts while the game is played, in the order of the file;
 * src is the line as written, for the trace of hoyle test -v. */
typedef enum step_kind { STEP_STACK, STEP_CHOOSE, STEP_EXPECT, STEP_SET } step_kind;
typedef struct step { step_kind kind; int line, now; char *text, *src; } step;

typedef struct scenario {
  const char *path;
  char game_path[1024];
  int players, max_turns;
  uint64_t seed;
  char *settings[MAX_SETTINGS]; int nsettings;
  int setting_line[MAX_SETTINGS];
  step steps[SCENARIO_STEPS]; int nsteps;
  int stack_line[MAX_CARDS];  /* the line of each card of the game's stacked */
  int wants_error;            /* some line is `expect error` */
  int start_deal, start_line;  /* `start deal N`: N and its line, or 0 */
  int settled;                /* the game has run on past the last choice's own steps */
  char forced[SCENARIO_FORCED][LABEL_MAX];   /* forced choices since the last choose */
  int nforced;
  FILE *out;
  transcript log;             /* hoyle test -v: the trace, else log.out is NULL */
  char why[1024];
} scenario;

/* Sets sc->why from the format; returns -1. */
int scenario_fail(scenario *sc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s without its leading and trailing blanks (in place). */
char *scenario_trim(char *s);
/* "text" -> text (in place); NULL if not a quoted string. */
char *scenario_unquote(char *s);
/* Reads the file sc->path into sc: 0, -1 (sc->why says why) or
 * HOYLE_ENOINPUT when it cannot be read. */
int scenario_read(scenario *sc);
void scenario_free(scenario *sc);
/* hoyle test -v: the line of st, as it acts, to the trace. */
void scenario_trace(scenario *sc, const step *st);

#endif
