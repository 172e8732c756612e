/* race.c: who acts in a race, and in what order.  When a race opens (its
 * first decision), every seat in it is asked once: a bot joins or not (in
 * a race all join, always) after a reaction time drawn from the session's
 * race stream, and counts only if that time falls inside the window; a
 * person at the terminal races for real (keypress.c).  The order, fastest
 * first, answers this decision and the race's later ones, one seat each. */
#include "cli/keypress.h"
#include "play/race.h"

typedef struct racer { int seat, ms; } racer;

/* A bell-shaped time on [mean - spread, mean + spread]: three uniform draws
 * averaged. */
static int reaction_ms(session *ss, const agent *a)
{
  uint32_t width = (uint32_t)(2 * a->react_spread + 1);
  int sum = 0;
  for (int i = 0; i < 3; i++)
    sum += (int)rng_below(&ss->race, width);
  return a->react_ms - a->react_spread + sum / 3;
}

/* Puts r into the list, after every racer at least as fast. */
static void insert(racer *list, int *n, racer r)
{
  int i = *n;
  for (; i > 0 && list[i - 1].ms > r.ms; i--)
    list[i] = list[i - 1];
  list[i] = r;
  (*n)++;
}

/* The bots of the race that act, fastest first; the first seat played by a
 * person, if one races, in *human (other such seats do not act). */
static int bots_race(session *ss, const game *g, racer *list, int *human)
{
  const decision *d = &g->dec;
  int n = 0, all_join = d->label < 0;
  *human = -1;
  for (int i = 0; i < d->nopts; i++) {
    if (d->opts[i].v.tag != V_PLAYER)
      continue;
    int seat = d->opts[i].v.v;
    agent *a = &ss->agents[seat];
    if (a->kind == AGENT_HUMAN) {       /* one keyboard: the first person races */
      if (*human < 0)
        *human = seat;
      continue;
    }
    int ms = reaction_ms(ss, a);
    if (all_join || (agent_joins(a) && ms <= ss->window_ms))
      insert(list, &n, (racer){ seat, ms });
  }
  return n;
}

/* Runs a new race: fills the session's order.  -1 if the person quit. */
static int run_race(session *ss, game *g)
{
  racer list[MAX_PLAYERS + 1];
  int human, n = bots_race(ss, g, list, &human);
  if (human >= 0) {
    int seats[MAX_PLAYERS], times[MAX_PLAYERS];
    for (int i = 0; i < n; i++) {
      seats[i] = list[i].seat;
      times[i] = list[i].ms;
    }
    agent *a = &ss->agents[human];
    view_build(g, human, 1, &ss->view);
    const char *act = g->dec.label >= 0 ? g->mod->strs[g->dec.label] : "be first";
    keypress_race race = { a->in, a->out, act, ss->window_ms, seats, times, n };
    int ms = keypress_window(&race, ss->view.table);
    if (ms == KEYPRESS_QUIT)
      return -1;
    if (ms >= 0)
      insert(list, &n, (racer){ human, ms });
  }
  ss->norder = n;
  for (int i = 0; i < n; i++)
    ss->order[i] = (int8_t)list[i].seat;
  return 0;
}

static int option_of(const game *g, value v)
{
  for (int i = 0; i < g->dec.nopts; i++) {
    value o = g->dec.opts[i].v;
    if (o.tag == v.tag && (o.v == v.v || o.tag == V_NONE))
      return i;
  }
  return -1;
}

int race_answer(session *ss, game *g)
{
  if (g->dec.acted == 0 && run_race(ss, g) < 0)
    return -1;
  for (int k = 0; k < ss->norder; k++) {
    int i = option_of(g, mkval(V_PLAYER, ss->order[k]));
    if (i >= 0)
      return i;
  }
  int i = option_of(g, mkval(V_NONE, 0));
  return i >= 0 ? i : 0;   /* a race all join in which no one acted: people only */
}
