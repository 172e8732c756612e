/* api.c: the public interface (hoyle.h) over the library's modules: a
 * setup becomes a session (seats, agents, options, transcript), one game
 * is played or many are counted. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <lua.h>
#include "code/disasm.h"
#include "hoyle.h"
#include "play/scenario.h"
#include "play/session.h"

struct hoyle_script { script s; };

const char *hoyle_version(void)
{
  static char buf[64];
  int lua = (int)lua_version(NULL);
  snprintf(buf, sizeof buf, "hoyle %s (Lua %d.%d)", HOYLE_VERSION, lua / 100, lua % 100);
  return buf;
}

int hoyle_load(const char *path, FILE *err, hoyle_script **out)
{
  hoyle_script *h = malloc(sizeof *h);
  if (!h) {
    fprintf(err, "hoyle: out of memory loading %s\n", path);
    return HOYLE_ENOINPUT;
  }
  int r = script_load(&h->s, path, err);
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
  script_free(&s->s);
  free(s);
}

void hoyle_disasm(hoyle_script *s, FILE *out) { disasm(&s->s.mod, &s->s.diag, out); }

int hoyle_test(const char *path, FILE *out) { return scenario_run(path, out); }

/* The agents of -a: one name per seat, the last repeating; a human seat. */
static int set_agents(session *ss, const hoyle_setup *su, const char *prog, FILE *err)
{
  char buf[256];
  agent_kind k = AGENT_RANDOM;
  int react = su->reaction_ms ? su->reaction_ms : HOYLE_REACTION_MS;
  snprintf(buf, sizeof buf, "%s", su->agents ? su->agents : "random");
  char *tok = strtok(buf, ",");
  for (int p = 0; p < MAX_PLAYERS; p++) {
    if (tok && agent_parse(tok, &k) < 0) {
      fprintf(err, "%s: unknown agent '%s' (random, greedy, first, human)\n", prog, tok);
      return HOYLE_EUSAGE;
    }
    ss->agents[p] = (agent){ .kind = k, .in = stdin, .out = stdout, .react_ms = react,
                             .react_spread = react / 3 };
    if (tok)
      tok = strtok(NULL, ",");
  }
  if (su->human_seat)
    ss->agents[su->human_seat - 1].kind = AGENT_HUMAN;
  return HOYLE_OK;
}

/* A session for the setup, or HOYLE_EUSAGE when it does not fit the script. */
static int make_session(session *ss, hoyle_script *h, const hoyle_setup *su, FILE *err)
{
  const module *m = &h->s.mod;
  const char *prog = su->prog ? su->prog : "hoyle";
  memset(ss, 0, sizeof *ss);
  ss->s = &h->s;
  ss->players = su->players ? su->players : m->default_players;
  ss->seed = su->seed;
  ss->max_turns = su->max_turns ? su->max_turns : HOYLE_MAX_TURNS;
  ss->window_ms = su->window_ms ? su->window_ms : HOYLE_WINDOW_MS;
  ss->log = (transcript){ su->log, su->log_json, -1 };
  if (ss->players < m->min_players || ss->players > m->max_players) {
    fprintf(err, "%s: %s takes %d to %d players, not %d\n", prog, m->path, m->min_players,
            m->max_players, ss->players);
    return HOYLE_EUSAGE;
  }
  int seat = su->human_seat ? su->human_seat : su->view;
  if (seat < 0 || seat > ss->players) {
    fprintf(err, "%s: there is no seat %d with %d players\n", prog, seat, ss->players);
    return HOYLE_EUSAGE;
  }
  ss->log.observer = seat - 1;
  if (su->noptions > MAX_SETTINGS) {
    fprintf(err, "%s: too many options set (at most %d)\n", prog, MAX_SETTINGS);
    return HOYLE_EUSAGE;
  }
  for (int i = 0; i < su->noptions; i++)
    if (script_setting(&h->s, su->options[i], &ss->settings[ss->nsettings++], prog, err) < 0)
      return HOYLE_EUSAGE;
  return set_agents(ss, su, prog, err);
}

/* A session and a game of their own for each call, so that calls may run
 * side by side (in threads, say) on one script. */
typedef struct table { session ss; game g; } table;

static table *new_table(FILE *err)
{
  table *t = malloc(sizeof *t);
  if (!t)
    fprintf(err, "hoyle: out of memory for a game\n");
  return t;
}

int hoyle_play(hoyle_script *s, const hoyle_setup *setup, FILE *err)
{
  table *t = new_table(err);
  if (!t)
    return HOYLE_ERUNTIME;
  int r = make_session(&t->ss, s, setup, err);
  if (r == 0) {
    session_start(&t->ss, &t->g);
    r = session_play(&t->ss, &t->g, err);
  }
  session_end(&t->ss);
  free(t);
  return r;
}

static void count_game(hoyle_stats *st, const game *g)
{
  st->games++;
  if (g->capped) st->capped++;
  else if (g->winner < 0) st->draws++;
  else st->wins[g->winner]++;
  st->turns += g->turns;
  if (g->turns > st->turns_max)
    st->turns_max = g->turns;
}

static int play_many(table *t, uint64_t seed, long n, hoyle_stats *st, FILE *err)
{
  struct timespec t0, t1;
  st->players = t->ss.players;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < n; i++) {
    t->ss.seed = seed + (uint64_t)i;
    session_start(&t->ss, &t->g);
    int r = session_play(&t->ss, &t->g, err);
    if (r)
      return r;
    count_game(st, &t->g);
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  st->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  return HOYLE_OK;
}

int hoyle_sim(hoyle_script *s, const hoyle_setup *setup, long n, hoyle_stats *st, FILE *err)
{
  memset(st, 0, sizeof *st);
  table *t = new_table(err);
  if (!t)
    return HOYLE_ERUNTIME;
  int r = make_session(&t->ss, s, setup, err);
  if (r == 0)
    r = play_many(t, setup->seed, n, st, err);
  session_end(&t->ss);
  free(t);
  return r;
}
