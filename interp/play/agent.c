/* agent.c: the bots: random (uniform over the options, from its own
 * seeded stream), greedy (puts cards down whenever it may, else random)
 * and first (always option 1; for tests).  A person (human) is asked by
 * the session, through the embedder. */
#include <string.h>
#include "play/agent.h"

int agent_parse(const char *name, agent_kind *out)
{
  static const char *const names[] = { "random", "first", "human", "greedy" };
  for (int i = 0; i < 4; i++)
    if (strcmp(name, names[i]) == 0) {
      *out = (agent_kind)i;
      return 0;
    }
  return -1;
}

int agent_needs_view(const agent *a) { return a->kind == AGENT_HUMAN; }

/* One of the options that put cards down, uniformly; any option when none
 * does. */
static int greedy(agent *a, const view *v)
{
  int n = 0;
  for (int i = 0; i < v->nopts; i++)
    n += v->plays[i];
  if (n == 0)
    return (int)rng_below(&a->rng, (uint32_t)v->nopts);
  int k = (int)rng_below(&a->rng, (uint32_t)n);
  for (int i = 0;; i++)
    if (v->plays[i] && k-- == 0)
      return i;
}

int agent_choose(agent *a, const view *v)
{
  switch (a->kind) {
  case AGENT_FIRST: return 0;
  case AGENT_GREEDY: return greedy(a, v);
  default: return (int)rng_below(&a->rng, (uint32_t)v->nopts);
  }
}

int agent_joins(agent *a)
{
  return a->kind == AGENT_FIRST || rng_below(&a->rng, 2) == 0;
}
