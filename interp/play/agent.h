/* agent.h: who makes a seat's decisions: a bot (random, greedy, first,
 * ismcts) or a person (human), whom the embedder asks (see hoyle.h:
 * hoyle_agent).  A bot sees only its seat's view; the search bot and the
 * greedy bot's look ahead read a game only through determinize.h, which
 * keeps what the seat does not know out of it. */
#ifndef HOYLE_AGENT_H
#define HOYLE_AGENT_H

#include <stdio.h>
#include "core/rng.h"
#include "play/exec.h"
#include "play/lookahead.h"
#include "play/search.h"
#include "run/view.h"

typedef enum agent_kind {
  AGENT_RANDOM, AGENT_FIRST, AGENT_HUMAN, AGENT_GREEDY, AGENT_ISMCTS,
  AGENT_EXEC
} agent_kind;

#define AGENT_ITERATIONS 1000   /* ismcts's budget when none is given */
/* ismcts's infer and horizon when neither is given, in games that keep no
 * score, where holding cards is bad and a seat chooses several cards
 * (search.h: scoreless) */
#define AGENT_INFER 32
#define AGENT_HORIZON 6
#define HORIZON_MAX 100         /* ismcts:horizon's most turns */

typedef struct agent {
  agent_kind kind;
  rng rng;            /* the bot's own stream, seeded from the game's seed */
  int react_ms, react_spread;  /* a bot's reaction time in a race: mean, spread */
  search_params search;        /* ismcts: its budget and play-outs */
  lookahead_memo memo;         /* greedy and ismcts: what they learnt of the game, once a session */
  exec_bot exec;               /* exec: the child asked (exec.h) */
  seen_log *seen;              /* ismcts with infer: the other seats' choices (infer.h) */
  int keeps_root;              /* ismcts: keep what its searches weighed (someone may ask) */
  search_root root;            /* ismcts: what its last search weighed (nopts 0: none) */
  decision root_dec;           /* ismcts: the decision it searched, its options to name */
  int root_turn, root_taken;   /* the game's turn then, and the option it took */
} agent;

/* An agent's name as -a gives it: random, first, human, greedy, or ismcts
 * with options, ismcts:iterations=N:ms=T:rollout=random|greedy:infer=W:horizon=H, or
 * exec:[timeout=MS:]COMMAND.  Fills
 * the kind and options of *out; -1 (with a message to err naming prog)
 * if the name or an option is wrong. */
int agent_parse(const char *name, agent *out, const char *prog, FILE *err);
/* Whether the agent needs a full view (people and exec bots read the table). */
static inline int agent_needs_view(const agent *a)
{
  return a->kind == AGENT_HUMAN || a->kind == AGENT_EXEC;
}
/* The index of the option a bot takes: from the view, or for the search
 * and the look ahead from the game, read through determinize.h as seat
 * v->seat knows it.  -1 when an exec bot fails (a->exec.error says how). */
int agent_choose(agent *a, const game *g, const view *v);
/* Whether a bot at seat joins g's race, which it may stay out of (first:
 * always; random: one time in two; greedy and ismcts: when acting does
 * better at once than letting the race pass, lookahead.h; exec: when it
 * answers 0, and not when it fails, a->exec.error saying how). */
int agent_joins(agent *a, const game *g, int seat);

#endif
