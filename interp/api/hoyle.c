/* hoyle.c: the public interface (hoyle.h) over the library's modules:
 * scripts loaded and freed, one game played to its end (through the
 * stepping API of step.c) or many counted, scenarios run. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <lua.h>
#include "core/mem.h"
#include "core/utf8.h"
#include "code/disasm.h"
#include "hoyle.h"
#include "play/scenario.h"
#include "play/session.h"

/* PACKAGE_VERSION comes from configure.ac's AC_INIT, the one place the
 * version is written. */
const char *hoyle_version(void)
{
  return "hoyle " PACKAGE_VERSION " (Lua " LUA_VERSION_MAJOR "." LUA_VERSION_MINOR ")";
}

void hoyle_json_string(const char *s, FILE *out)
{
  utf8_put_json(out, s);
}

int hoyle_load(const char *path, FILE *err, hoyle_script **out)
{
  hoyle_script *h = mem_alloc(sizeof *h);
  int r = script_load(h, path, err);
  if (r) {
    hoyle_free(h);
    h = NULL;
  }
  *out = h;
  return r;
}

void hoyle_free(hoyle_script *s)
{
  if (!s)
    return;
  script_free(s);
  free(s);
}

void hoyle_disasm(hoyle_script *s, FILE *out) { disasm(&s->mod, &s->diag, out); }

int hoyle_test(const char *path, FILE *out) { return scenario_run(path, out, NULL); }
int hoyle_test_trace(const char *path, FILE *out, FILE *trace)
{
  return scenario_run(path, out, trace);
}

/* A game played whole stopped for a person the setup has no agent for. */
static int no_agent(const hoyle_setup *su, int seat, FILE *err)
{
  fprintf(err, "%s: seat %d is played by a person, and the setup has no agent to ask\n",
          su->prog ? su->prog : "hoyle", seat);
  return HOYLE_EUSAGE;
}

int hoyle_play(hoyle_script *s, const hoyle_setup *setup, FILE *err)
{
  hoyle_game *g;
  int r = hoyle_game_new(s, setup, err, &g);
  if (r == 0)
    r = hoyle_game_run(g, err);
  if (r == HOYLE_DECIDE)
    r = no_agent(setup, hoyle_game_who(g), err);
  hoyle_game_free(g);
  return r;
}

/* A session and a game of its own for each call, so that calls may run
 * side by side (in threads, say) on one script. */
typedef struct table { session ss; game g; } table;

static void count_game(hoyle_stats *st, const game *g)
{
  st->games++;
  int firsts = 0;
  for (int p = 0; p < g->nplayers; p++)
    firsts += g->ranked[p] == 1;
  if (g->capped) st->capped++;
  else if (firsts == g->nplayers) st->draws++;
  else
    for (int p = 0; p < g->nplayers; p++)
      st->wins[p] += g->ranked[p] == 1;
  st->turns += g->turns;
  if (g->turns > st->turns_max)
    st->turns_max = g->turns;
}

static int play_many(table *t, const hoyle_setup *su, long n, hoyle_stats *st, FILE *err)
{
  struct timespec t0, t1;
  st->players = t->ss.players;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < n; i++) {
    t->ss.seed = su->seed + (uint64_t)i;
    session_start(&t->ss, &t->g);
    int r = session_run(&t->ss, &t->g, err);
    if (r)
      return r == HOYLE_DECIDE ? no_agent(su, t->ss.asking + 1, err) : r;
    count_game(st, &t->g);
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  st->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  return HOYLE_OK;
}

int hoyle_sim(hoyle_script *s, const hoyle_setup *setup, long n, hoyle_stats *st, FILE *err)
{
  memset(st, 0, sizeof *st);
  table *t = mem_alloc(sizeof *t);
  int r = session_setup(&t->ss, s, setup, err);
  if (r == 0)
    r = play_many(t, setup, n, st, err);
  session_end(&t->ss);
  free(t);
  return r;
}
