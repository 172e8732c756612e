/* session.h: a setup made into seats, agents, options and a transcript;
 * a game run with them from decision to decision.  Used by api/ for
 * hoyle_play, hoyle_sim and the hoyle_game_* functions. */
#ifndef HOYLE_SESSION_H
#define HOYLE_SESSION_H

#include <stdio.h>
#include "hoyle.h"
#include "load/script.h"
#include "play/agent.h"
#include "play/race.h"
#include "play/transcript.h"
#include "run/vm.h"

typedef struct session {
  script *s;
  int players, max_turns;
  int max_steps, max_deals;   /* 0: the bounds of limits.h */
  int max_game_steps;         /* 0: GAME_STEPS_MAX */
  uint64_t seed;
  agent agents[MAX_PLAYERS];
  hoyle_agent person;   /* asks the seats a person plays (AGENT_HUMAN) */
  setting settings[MAX_SETTINGS];
  int nsettings;
  transcript log;     /* log.out NULL: none */
  transcript seat_logs[MAX_PLAYERS + 1];  /* hoyle_setup.seat_logs that are not NULL */
  int nseat_logs;
  race race;          /* the race being answered */
  view view;          /* the deciding seat's view, built for its agent */
  int asking;         /* the seat session_run stopped for, or -1 */
  int first;          /* the seat that decided first in this game, or -1 */
  int explained;      /* the seat of the last move a search bot searched, or -1 */
  const vm_events *watch;  /* events to send when there is no transcript, or NULL */
  uint8_t ask_one;    /* the seats (bits) asked even when a choice has one option */
  uint8_t unread;     /* the embedder reads nothing of the games (a simulation):
                         their labels are written only for an agent that reads them */
  struct hooks *hooks;  /* the script's Lua hooks, started with the first game */
  game *before;       /* g before its pending decision was offered, kept when an
                         agent reads the other seats' choices (infer.h); else NULL */
} session;

/* Fills ss from the setup for script s; HOYLE_EUSAGE (reported to err)
 * when the setup does not fit the script. */
int session_setup(session *ss, script *s, const hoyle_setup *su, FILE *err);
/* Sets g up for a new game: players, seed, options; seeds the agents. */
void session_start(session *ss, game *g);
/* Frees what the session started (its Lua hooks, its exec bots' children,
 * the choices its bots keep). */
void session_end(session *ss);
/* Makes ss, a byte copy of another session, start its own exec bots'
 * children rather than share (and stop) the other's, and keep its own copy
 * of the choices its bots keep. */
void session_copied(session *ss);
/* Runs g until it ends (0), a seat a person plays must decide and no agent
 * function asks it (HOYLE_DECIDE: ss->asking), a person leaves
 * (HOYLE_QUIT) or a rule fails (HOYLE_ERUNTIME, reported to err unless it
 * is NULL). */
int session_run(session *ss, game *g, FILE *err);
/* The decision ss->asking must take, as hoyle_game_view describes it. */
void session_view(const session *ss, const game *g, hoyle_view *out);
/* What the search bot weighed in the last move it searched, as seat
 * `viewer` (-1: every card known) may read it (hoyle_game_explain); 0, or
 * -1 when no bot has searched a move in this game (out NULL: only which). */
int session_explain(const session *ss, const game *g, int viewer, hoyle_explain *out);
/* Answers the decision ss->asking must take with option i; 0, or -1 when
 * i is out of range. */
int session_answer(session *ss, game *g, int i);
/* Answers the race ss->asking is in: acted ms after it opened, or
 * HOYLE_RACE_PASS (so is a time past the window); 0, or -1 when no race
 * awaits an answer. */
int session_race(session *ss, game *g, int ms);

#endif
