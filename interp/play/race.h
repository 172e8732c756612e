/* race.h: who acts in a race, and in what order (see race.c). */
#ifndef HOYLE_RACE_H
#define HOYLE_RACE_H

#include "play/agent.h"
#include "run/game.h"

typedef struct race {
  rng rng;                  /* the bots' reaction times */
  int window_ms;            /* how long a race stays open */
  int n, nbots;             /* who acts; of them, the bots (before a person joins) */
  int8_t seat[MAX_PLAYERS]; /* the race being answered: who acts, fastest first ... */
  int ms[MAX_PLAYERS];      /* ... and when */
  int person;               /* the seat of the person yet to race, or -1 */
  unsigned waiting;         /* every_person: the persons to race after it (bits) */
  int every_person;         /* each person in a race races, in seat order (hoyle serve);
                               0: only the first, as at one keyboard */
} race;

/* Opens the race of g's decision (its first): the bots of agents that act,
 * fastest first; in r->person the first seat played by a person, if one
 * races (other such seats do not act, unless every_person: they race
 * after it, in seat order). */
void race_open(race *r, const game *g, agent *agents);
/* The person acts ms after the race opened, or stays out (ms < 0); the next
 * person to race, if any, is then r->person. */
void race_join(race *r, int ms);
/* The option of g's race decision: the fastest in the order still to act. */
int race_answer(const race *r, const game *g);

#endif
