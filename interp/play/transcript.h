/* transcript.h: the record of a game as it is played, written for an
 * onlooker who sees every card or for one seat, as readable text or as
 * JSON lines (hoyle(1) describes both). */
#ifndef HOYLE_TRANSCRIPT_H
#define HOYLE_TRANSCRIPT_H

#include <stdio.h>
#include "run/vm.h"

typedef struct transcript {
  FILE *out;          /* NULL: no transcript */
  int json;           /* JSON lines instead of text */
  int observer;       /* the seat it is written for; -1: every card is seen;
                         VIEW_PUBLIC: an onlooker at no seat */
  long max_lines;     /* the events it writes at most (a line each); 0: no bound */
  long lines;         /* the events it was told to write */
  int32_t over_pc;    /* where the event past max_lines was told (g->pc - 1) */
} transcript;

/* A vm_events callback; ctx is a transcript.  Past max_lines events it
 * writes nothing more: its owner fails the game (session.c). */
void transcript_event(void *ctx, const game *g, const vm_event *e);
/* Writes s as a JSON string, quoted and escaped. */
void transcript_json_string(FILE *f, const char *s);

#endif
