/* record.h: a game played at the terminal written down (--record FILE) and
 * read back (hoyle replay FILE): the script, the setup and every answer the
 * people gave, in order (see record.c). */
#ifndef HOYLE_RECORD_H
#define HOYLE_RECORD_H

#include <stdio.h>
#include "hoyle.h"

#define RECORD_MAX_DEFINES 64

typedef struct record {
  char *script;                 /* the script's path, absolute when written */
  hoyle_setup setup;            /* seed, players, agents, seat, options ... */
  char *defines[RECORD_MAX_DEFINES];
  int *moves;                   /* an option (from 0), or a race: ms or HOYLE_RACE_PASS */
  int nmoves, cap;
} record;

/* Starts a record of games of script with setup su (its options copied). */
void record_start(record *r, const char *script, const hoyle_setup *su);
/* An option taken (from 0); a race: the ms taken, or HOYLE_RACE_PASS. */
void record_push(record *r, int move);
void record_race(record *r, int ms);
/* Move *at of r for a decision (race 0) or a race (race 1), *at moved on:
 * the option or the race's answer; -2 at the end of the record or when
 * the move there is not of that kind. */
int record_next(const record *r, int *at, int race);
/* Takes back the last move (undo). */
void record_pop(record *r);
/* Writes r to path; 0, or -1 after a message to err. */
int record_write(const record *r, const char *path, FILE *err);
/* Reads path into r; HOYLE_OK, or HOYLE_ENOINPUT / HOYLE_ESCRIPT after a
 * message (path:line: what was expected) to err. */
int record_read(record *r, const char *path, FILE *err);
void record_free(record *r);

#endif
