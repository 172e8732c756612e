/* agent.h: who makes a seat's decisions: a bot (random, greedy, first) or a
 * person (human), whom the embedder asks (see hoyle.h: hoyle_agent).  An
 * agent sees only its seat's view. */
#ifndef HOYLE_AGENT_H
#define HOYLE_AGENT_H

#include "core/rng.h"
#include "run/view.h"

typedef enum agent_kind { AGENT_RANDOM, AGENT_FIRST, AGENT_HUMAN, AGENT_GREEDY } agent_kind;

typedef struct agent {
  agent_kind kind;
  rng rng;            /* the bot's own stream, seeded from the game's seed */
  int react_ms, react_spread;  /* a bot's reaction time in a race: mean, spread */
} agent;

/* "random", "first", "human" or "greedy"; -1 if unknown. */
int agent_parse(const char *name, agent_kind *out);
/* Whether the agent needs a full view (only people read the table). */
int agent_needs_view(const agent *a);
/* The index of the option a bot takes. */
int agent_choose(agent *a, const view *v);
/* Whether a bot joins a race it may stay out of (first: always; random:
 * one time in two). */
int agent_joins(agent *a);

#endif
