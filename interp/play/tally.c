/* tally.c: a game's decisions and rules counted (see tally.h). */
#include "play/tally.h"

void tally_event(void *ctx, const game *g, const vm_event *e)
{
  tally *t = ctx;
  if (e->kind != EV_CHOICE || g->pc < 1)
    return;
  int d = t->s->decision[g->pc - 1];
  if (d < 0)
    return;
  long *row = t->row + d;
  row[0]++;
  row[1] += g->dec.nopts == 1;
  row[2] += g->dec.nopts;
  int arm = e->n >= 0 && e->n < g->dec.nopts ? g->dec.opts[e->n].arm : -1;
  const site *a = arm >= 0 && d + 3 + arm < t->s->n ? &t->s->list[d + 3 + arm] : NULL;
  if (a && a->kind == SITE_ARM && a->arm == arm)
    row[3 + arm]++;
}

void tally_rules(tally *t, const game *g)
{
  for (int i = 0; i < t->s->n && t->s->list[i].kind == SITE_RULE; i++)
    t->row[i] = g->calls[t->s->list[i].fn];
}
