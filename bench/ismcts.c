/* ismcts.c: how fast the ismcts bot decides.  Plays games of a script
 * with seat 1 a search bot and the others random, times each search
 * decision (decisions with one option are not searched) and prints the
 * mean and longest time per decision and the iterations per second.  The
 * time is the processor time of this process, so that other work on a
 * shared machine does not count.
 *
 * usage: bench/ismcts [-a AGENT] GAMEFILE [ITERATIONS [DECISIONS [NAME=VALUE]]]
 *
 * Without -a the search is ismcts:infer=0:horizon=0 (play-outs to the end
 * of the deal, no belief), as this program measured it before the default
 * changed.  -a ismcts[:OPTIONS], as sim's -a takes it, measures that
 * agent's search: `-a ismcts` the default (belief over hidden cards and
 * short play-outs in a game that keeps no score, agent.h), the other
 * seats' choices noted for it as a session notes them.  ITERATIONS, when
 * given, is the search's budget either way. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "load/script.h"
#include "lua/hooks.h"
#include "play/agent.h"
#include "play/infer.h"
#include "play/search.h"
#include "run/vm.h"

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static game g, before;
static seen_log seen;

/* The search of agent `name` (ismcts with options), -1 if it is not one. */
static int search_of(const char *name, const char *prog, search_params *p)
{
  agent a;
  if (agent_parse(name, &a, prog, stderr) < 0)
    return -1;
  if (a.kind != AGENT_ISMCTS)
    return fprintf(stderr, "%s: -a takes an ismcts agent, not '%s'\n", prog, name), -1;
  *p = a.search;
  return 0;
}

int main(int argc, char **argv)
{
  script s;
  setting set;
  search_params p = { 1000, 0, 1, 0, 0, 0 };
  const char *prog = argv[0];
  if (argc > 2 && strcmp(argv[1], "-a") == 0) {
    if (search_of(argv[2], prog, &p) < 0)
      return 2;
    argc -= 2, argv += 2;
  }
  if (argc < 2 || script_load(&s, argv[1], stderr) != 0)
    return fprintf(stderr, "usage: %s [-a AGENT] GAMEFILE [ITERATIONS [DECISIONS [NAME=VALUE]]]\n",
                   prog), 2;
  if (argc > 2)
    p.iterations = atoi(argv[2]), p.ms = 0;
  int want = argc > 3 ? atoi(argv[3]) : 200, done = 0;
  if (argc > 4 && script_setting(&s, argv[4], &set, argv[0], stderr) < 0)
    return 2;
  hooks *h = s.mod.lua_text ? hooks_open(&s.mod) : NULL;
  double total = 0, longest = 0;
  lookahead_memo memo = { 0 };   /* learnt once a run, as an agent learns it once a session */
  rng r;
  rng_seed(&r, 1);
  for (uint64_t seed = 1; done < want && seed <= 1000; seed++) {
    game_init(&g, &s.mod, s.mod.default_players, seed);
    g.hooks = hooks_for_game(h);
    if (argc > 4)
      g.globals[set.slot] = set.v;
    seen.n = 0;
    for (before = g, vm_run(&g, NULL); g.status == GS_DECISION && done < want;
         before = g, vm_run(&g, NULL)) {
      int i = (int)rng_below(&r, (uint32_t)g.dec.nopts);
      if (g.dec.who == 0 && g.dec.nopts > 1) {
        double t = now_s();
        i = search_choose(&p, &r, &g, 0, &memo, p.infer ? &seen : NULL);
        t = now_s() - t;
        total += t, done++;
        longest = t > longest ? t : longest;
        seen.n = 0;
      } else if (g.dec.who > 0 && g.dec.nopts > 1 && p.infer) {
        seen_note(&seen, &before, &g, i);
      }
      vm_choose(&g, i);
    }
  }
  if (done == 0)
    printf("%s: no decision searched (seat 1 has no choices of its own) in 1000 games\n",
           argv[1]);
  else
    printf("%s: %d decisions at %d iterations: %.4f s each (longest %.4f s), %.0f iterations/s"
           " of processor time\n",
           argv[1], done, p.iterations, total / done, longest, done * (double)p.iterations / total);
  hooks_close(h);
  script_free(&s);
  return 0;
}
