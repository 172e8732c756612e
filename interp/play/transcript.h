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
  int observer;       /* the seat it is written for; -1: every card is seen */
} transcript;

/* A vm_events callback; ctx is a transcript. */
void transcript_event(void *ctx, const game *g, const vm_event *e);
/* Writes s as a JSON string, quoted and escaped. */
void transcript_json_string(FILE *f, const char *s);

#endif
