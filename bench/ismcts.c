/* ismcts.c: how fast the ismcts bot decides.  Plays games of a script
 * with seat 1 a search bot and the others random, times each search
 * decision (decisions with one option are not searched) and prints the
 * mean and longest time per decision and the iterations per second.  The
 * time is the processor time of this process, so that other work on a
 * shared machine does not count.
 *
 * usage: bench/ismcts GAMEFILE [ITERATIONS [DECISIONS [NAME=VALUE]]] */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "load/script.h"
#include "lua/hooks.h"
#include "play/search.h"
#include "run/vm.h"

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static game g;

int main(int argc, char **argv)
{
  script s;
  setting set;
  if (argc < 2 || script_load(&s, argv[1], stderr) != 0)
    return fprintf(stderr, "usage: %s GAMEFILE [ITERATIONS [DECISIONS [NAME=VALUE]]]\n",
                   argv[0]), 2;
  search_params p = { argc > 2 ? atoi(argv[2]) : 1000, 0, 1, 0, 0, 0 };
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
    for (vm_run(&g, NULL); g.status == GS_DECISION && done < want; vm_run(&g, NULL)) {
      int i = (int)rng_below(&r, (uint32_t)g.dec.nopts);
      if (g.dec.who == 0 && g.dec.nopts > 1) {
        double t = now_s();
        i = search_choose(&p, &r, &g, 0, &memo, NULL);
        t = now_s() - t;
        total += t, done++;
        longest = t > longest ? t : longest;
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
