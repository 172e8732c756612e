/* agent.c: the agents: random (uniform over the options, from its own
 * seeded stream), greedy (puts cards down whenever it may, else random),
 * first (always option 1; for tests) and human (reads a number from the
 * terminal). */
#include <stdlib.h>
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

static void show_options(const agent *a, const view *v)
{
  for (int i = 0; i < v->nopts; i++)
    fprintf(a->out, "  %d) %s\n", i + 1, v->labels[i]);
}

/* Asks until the answer is a number in range, 'q' or the end of input. */
static int ask(agent *a, const view *v)
{
  char line[128];
  fprintf(a->out, "\n%s", v->table);
  fprintf(a->out, "P%d, your options:\n", v->seat + 1);
  show_options(a, v);
  for (;;) {
    fprintf(a->out, "choose 1-%d (? lists the options, q quits): ", v->nopts);
    fflush(a->out);
    if (!fgets(line, sizeof line, a->in))
      return -1;
    line[strcspn(line, "\r\n")] = 0;
    if (strcmp(line, "q") == 0)
      return -1;
    if (strcmp(line, "?") == 0) {
      show_options(a, v);
      continue;
    }
    char *end;
    long n = strtol(line, &end, 10);
    if (*line && !*end && n >= 1 && n <= v->nopts)
      return (int)n - 1;
    fprintf(a->out, "'%s' is not an option here.\n", line);
  }
}

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
  case AGENT_HUMAN: return ask(a, v);
  case AGENT_GREEDY: return greedy(a, v);
  default: return (int)rng_below(&a->rng, (uint32_t)v->nopts);
  }
}

int agent_joins(agent *a)
{
  return a->kind == AGENT_FIRST || rng_below(&a->rng, 2) == 0;
}
