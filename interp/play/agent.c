/* agent.c: the bots: random (uniform over the options, from its own
 * seeded stream), greedy (takes the option that does best in a short look
 * ahead, and puts cards down when that tells options apart no further,
 * lookahead.c),
 * first (always option 1; for tests), ismcts (search.c) and exec (a
 * child process, exec.c); their names
 * and options as -a gives them.  A person (human) is asked by the
 * session, through the embedder. */
#include <stdlib.h>
#include <string.h>
#include "play/agent.h"

static const char *const kind_names[] = { "random", "first", "human", "greedy", "ismcts", "exec" };
enum { NKINDS = sizeof kind_names / sizeof kind_names[0] };

static int kind_named(const char *name, size_t len)
{
  for (int i = 0; i < NKINDS; i++)
    if (strlen(kind_names[i]) == len && strncmp(name, kind_names[i], len) == 0)
      return i;
  return -1;
}

/* A whole number from min to max after `key=`; -1 if there is none. */
static int option_number(const char *s, size_t len, int min, int max)
{
  char *end;
  long n = strtol(s, &end, 10);
  return end == s + len && len > 0 && n >= min && n <= max ? (int)n : -1;
}

/* One option of ismcts, `key=value`, of length len; -1 if wrong. */
static int search_option(agent *a, const char *s, size_t len)
{
  const char *eq = memchr(s, '=', len);
  if (!eq)
    return -1;
  size_t klen = (size_t)(eq - s), vlen = len - klen - 1;
  if (klen == 10 && strncmp(s, "iterations", 10) == 0)
    return (a->search.iterations = option_number(eq + 1, vlen, 1, SEARCH_ITERATIONS_MAX)) < 0 ? -1 : 0;
  if (klen == 2 && strncmp(s, "ms", 2) == 0)
    return (a->search.ms = option_number(eq + 1, vlen, 1, SEARCH_MS_MAX)) < 0 ? -1 : 0;
  if (klen == 5 && strncmp(s, "infer", 5) == 0) {
    a->search.scoreless = 0;          /* given: in every game */
    return (a->search.infer = option_number(eq + 1, vlen, 0, INFER_WORLDS_MAX)) < 0 ? -1 : 0;
  }
  if (klen == 7 && strncmp(s, "horizon", 7) == 0) {
    a->search.scoreless = 0;
    return (a->search.horizon = option_number(eq + 1, vlen, 0, HORIZON_MAX)) < 0 ? -1 : 0;
  }
  if (klen == 7 && strncmp(s, "rollout", 7) == 0) {
    int k = kind_named(eq + 1, vlen);
    a->search.greedy = k == AGENT_GREEDY;
    return k == AGENT_RANDOM || k == AGENT_GREEDY ? 0 : -1;
  }
  return -1;
}

int agent_parse(const char *name, agent *out, const char *prog, FILE *err)
{
  size_t len = strcspn(name, ":");
  int k = kind_named(name, len);
  out->kind = (agent_kind)k;
  out->search = (search_params){ 0, 0, 1, AGENT_INFER, AGENT_HORIZON, 1 };
  out->seen = NULL;
  if (k < 0) {
    fprintf(err, "%s: unknown agent '%.80s' (random, greedy, first, human, ismcts, exec:COMMAND)\n", prog, name);
    return -1;
  }
  if (k == AGENT_EXEC) {
    if (name[len] == ':' && exec_parse(name + len + 1, &out->exec) == 0)
      return 0;
    fprintf(err, "%s: bad exec agent '%.80s%s' (exec:COMMAND or exec:timeout=MS:COMMAND, "
            "MS from 1 to %d, COMMAND under %d bytes, no commas)\n", prog, name,
            strlen(name) > 80 ? "..." : "", EXEC_TIMEOUT_MAX, EXEC_CMD_MAX);
    return -1;
  }
  if (name[len] && k != AGENT_ISMCTS) {
    fprintf(err, "%s: agent '%s' takes no options ('%s')\n", prog, kind_names[k], name);
    return -1;
  }
  for (const char *s = name + len; *s; s += len) {
    s++;
    len = strcspn(s, ":");
    if (search_option(out, s, len) < 0) {
      fprintf(err, "%s: bad ismcts option '%.*s' (iterations=N, N from 1 to %d; ms=T, T from "
              "1 to %d; rollout=random or greedy; infer=W, W from 0 to %d; horizon=H, H from 0 to "
              "%d)\n", prog, len > 60 ? 60 : (int)len, s, SEARCH_ITERATIONS_MAX, SEARCH_MS_MAX,
              INFER_WORLDS_MAX, HORIZON_MAX);
      return -1;
    }
  }
  if (k == AGENT_ISMCTS && !out->search.iterations && !out->search.ms)
    out->search.iterations = AGENT_ITERATIONS;
  return 0;
}

/* The option that does best in a short look ahead; of equals, one that
 * puts cards down. */
static int greedy(agent *a, const game *g, const view *v)
{
  return lookahead_best(&a->memo, &a->rng, g, v->seat);
}

/* The search's option; the other seats' choices it saw are then read.
 * What it weighed is kept, counts and not text, for whoever asks why. */
static int searched(agent *a, const game *g, int seat)
{
  int i = search_choose_kept(&a->search, &a->rng, g, seat, &a->memo, a->seen,
                             a->keeps_root ? &a->root : NULL);
  if (a->seen)
    a->seen->n = 0;
  if (a->keeps_root && g->dec.nopts > 1) {
    a->root_dec = g->dec;
    a->root_turn = (int)g->turns;
    a->root_taken = i;
  }
  return i;
}

int agent_choose(agent *a, const game *g, const view *v)
{
  switch (a->kind) {
  case AGENT_FIRST: return 0;
  case AGENT_GREEDY: return greedy(a, g, v);
  case AGENT_ISMCTS: return searched(a, g, v->seat);
  case AGENT_EXEC: return exec_ask(&a->exec, g, v, 0);
  default: return (int)rng_below(&a->rng, (uint32_t)v->nopts);
  }
}

/* Asks an exec bot whether it acts in g's race: option 0 acts, 1 lets
 * the race pass. */
static int exec_joins(agent *a, const game *g, int seat)
{
  view v;
  view_build(g, seat, &v);
  v.nopts = 2;
  snprintf(v.labels[0], LABEL_MAX, "%s", g->dec.label >= 0 ? g->mod->strs[g->dec.label]
                                                           : "be first");
  snprintf(v.labels[1], LABEL_MAX, "let it pass");
  return exec_ask(&a->exec, g, &v, 1) == 0;
}

int agent_joins(agent *a, const game *g, int seat)
{
  if (a->kind == AGENT_EXEC)
    return exec_joins(a, g, seat);
  if (a->kind == AGENT_ISMCTS || a->kind == AGENT_GREEDY)
    return lookahead_joins(&a->memo, &a->rng, g, seat);
  return a->kind == AGENT_FIRST || rng_below(&a->rng, 2) == 0;
}
