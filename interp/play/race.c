/* race.c: who acts in a race, and in what order.  When a race opens (its
 * first decision), every seat in it is asked once: a bot joins or not (in
 * a race all join, always) after a reaction time drawn from the race's
 * stream, and counts only if that time falls inside the window; a person
 * races through the embedder (the hoyle command: for real, at the
 * terminal) and joins at the time taken.  The order, fastest first,
 * answers this decision and the race's later ones, one seat each. */
#include "play/race.h"

/* A bell-shaped time on [mean - spread, mean + spread]: three uniform draws
 * averaged. */
static int reaction_ms(race *r, const agent *a)
{
  uint32_t width = (uint32_t)(2 * a->react_spread + 1);
  int sum = 0;
  for (int i = 0; i < 3; i++)
    sum += (int)rng_below(&r->rng, width);
  return a->react_ms - a->react_spread + sum / 3;
}

/* Puts seat into the order, after every racer at least as fast. */
static void insert(race *r, int seat, int ms)
{
  int i = r->n;
  for (; i > 0 && r->ms[i - 1] > ms; i--) {
    r->seat[i] = r->seat[i - 1];
    r->ms[i] = r->ms[i - 1];
  }
  r->seat[i] = (int8_t)seat;
  r->ms[i] = ms;
  r->n++;
}

void race_open(race *r, const game *g, agent *agents)
{
  const decision *d = &g->dec;
  int all_join = d->label < 0;
  r->n = 0;
  r->person = -1;
  r->waiting = 0;
  for (int i = 0; i < d->nopts; i++) {
    if (d->opts[i].v.tag != V_PLAYER)
      continue;
    int seat = d->opts[i].v.v;
    agent *a = &agents[seat];
    if (a->kind == AGENT_HUMAN) {       /* one keyboard: the first person races */
      if (r->every_person)
        r->waiting |= 1u << seat;
      else if (r->person < 0)
        r->person = seat;
      continue;
    }
    int ms = reaction_ms(r, a);
    if (all_join || (agent_joins(a, g, seat) && ms <= r->window_ms))
      insert(r, seat, ms);
  }
  r->nbots = r->n;
  if (r->waiting) {   /* every person races, in seat order */
    r->person = __builtin_ctz(r->waiting);
    r->waiting &= r->waiting - 1;
  }
}

void race_join(race *r, int ms)
{
  if (ms >= 0)
    insert(r, r->person, ms);
  r->person = r->waiting ? __builtin_ctz(r->waiting) : -1;
  r->waiting &= r->waiting - 1;
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

int race_answer(const race *r, const game *g)
{
  for (int k = 0; k < r->n; k++) {
    int i = option_of(g, mkval(V_PLAYER, r->seat[k]));
    if (i >= 0)
      return i;
  }
  int i = option_of(g, mkval(V_NONE, 0));
  return i >= 0 ? i : 0;   /* a race all join in which no one acted: people only */
}
