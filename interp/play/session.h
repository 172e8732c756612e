/* session.h: one game played to its end by agents, with an optional
 * transcript.  Used by run, play and sim (through api.c). */
#ifndef HOYLE_SESSION_H
#define HOYLE_SESSION_H

#include <stdio.h>
#include "play/agent.h"
#include "load/script.h"
#include "play/transcript.h"
#include "run/vm.h"

#define MAX_SETTINGS 64

typedef struct session {
  script *s;
  int players, max_turns;
  uint64_t seed;
  agent agents[MAX_PLAYERS];
  setting settings[MAX_SETTINGS];
  int nsettings;
  transcript log;     /* log.out NULL: none */
  int window_ms;      /* how long a race stays open */
  rng race;           /* the bots' reaction times */
  int8_t order[MAX_PLAYERS];  /* the race being answered: who acts, fastest first */
  int norder;
  view view;          /* the deciding seat's view, built for its agent */
  struct hooks *hooks;  /* the script's Lua hooks, started with the first game */
} session;

/* Sets g up for a new game: players, seed, options; seeds the agents. */
void session_start(session *ss, game *g);
/* Frees what the session started (its Lua hooks). */
void session_end(session *ss);
/* Plays g to its end.  Returns 0, HOYLE_ERUNTIME (reported to err) or
 * HOYLE_QUIT if a person left. */
int session_play(session *ss, game *g, FILE *err);

#endif
