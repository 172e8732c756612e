/* session.h: one game played to its end by agents, with an optional
 * transcript (text or JSON lines).  Used by run, play and sim. */
#ifndef HOYLE_SESSION_H
#define HOYLE_SESSION_H

#include <stdio.h>
#include "agent.h"
#include "script.h"
#include "vm.h"

#define MAX_SETTINGS 64

typedef struct session {
  script *s;
  int players, max_turns;
  uint64_t seed;
  agent agents[MAX_PLAYERS];
  setting settings[MAX_SETTINGS];
  int nsettings;
  FILE *log;          /* the transcript, or NULL for none */
  int json;           /* JSON lines instead of text */
  int observer;       /* the seat the transcript is written for; -1: all seen */
  rng race;           /* decides races between bots */
} session;

/* Sets g up for a new game: players, seed, options; seeds the agents. */
void session_start(session *ss, game *g);
/* Plays g to its end.  Returns 0, HOYLE_ERUNTIME (reported to err) or 1 if
 * a person quit. */
int session_play(session *ss, game *g, FILE *err);

/* Transcript lines, shared with the scenario runner. */
void log_event(void *ctx, const game *g, vm_event_kind k, int player, value v, const char *text);
void log_choice(session *ss, const game *g, int i);

#endif
