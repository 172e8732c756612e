/* tally.c: a game's decisions, rules and branches counted, its first
 * choice noted, and its lead followed (see tally.h). */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/tally.h"
#include "run/decide.h"

static void add_leader(tally *t, int leader)
{
  if (t->nleaders == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 256;
    t->leaders = mem_realloc(t->leaders, (size_t)t->cap);
  }
  t->leaders[t->nleaders++] = (int8_t)leader;
}

/* The cards' places at g's first choice: no agent has acted before it, so
 * the same seed gives the same places whoever sits where (FNV-1a). */
static uint64_t deal_hash(const game *g)
{
  uint64_t h = 0xcbf29ce484222325u;
  for (int c = 0; c < g->ncards; c++)
    h = (h ^ g->where[c]) * 0x100000001b3u;
  for (int z = 0; z < g->mod->nzone_slots; z++)
    for (int i = 0; i < g->count[z]; i++)
      h = (h ^ (uint64_t)(g->zone[z][i] + 1)) * 0x100000001b3u;
  return h;
}

/* The vm_events chose callback, at each choice until the game's first
 * that names a seat (forced or not: the first to move; a race's winner),
 * which is the mover: it counts the choice, and once the mover is known
 * leaves the counting to the VM (watch.counts).  At the game's first
 * choice, the deal is hashed if asked. */
static void first_choice(void *ctx, const game *g, int at)
{
  tally *t = ctx;
  choice_count(&t->counts, g, at, g->dec.nopts);
  t->mover = decide_chooser(g, g->dec.chosen);
  if (!t->chose && t->hash_deal)
    t->deal = deal_hash(g);
  t->chose = 1;
  if (t->mover >= 0)
    t->watch.counts = &t->counts;
}

/* The vm_events callback for EV_STANDING. */
static void follow_lead(void *ctx, const game *g, const vm_event *e)
{
  (void)g;
  if (e->kind == EV_STANDING)
    add_leader(ctx, e->player);
}

void tally_init(tally *t, const sites *s, int stands)
{
  memset(t, 0, sizeof *t);
  t->s = s;
  t->arms = mem_alloc((size_t)(s->n ? s->n : 1) * sizeof *t->arms);
  for (int i = 0; i < s->n; i++)
    t->arms[i] = s->list[i].kind == SITE_DECISION ? s->list[i].arm : 0;
  t->counts = (choice_counts){ NULL, s->decision, t->arms };
  /* Only a script that says how players stand has a lead to follow: in
   * the others the tally hears no event, only the choices. */
  t->watch = (vm_events){ stands ? follow_lead : NULL, t, 1u << EV_STANDING, NULL,
                          first_choice };
}

void tally_start(tally *t, long *row)
{
  t->counts.row = row;
  t->chose = 0;
  t->deal = 0;
  t->mover = -1;
  t->watch.counts = NULL;
}

lead_story tally_lead(tally *t, int winner)
{
  lead_story s = { 0, 0, 0 };
  int n = t->nleaders, last = -1, clear = n;
  for (int i = 0; i < n; i++) {
    int l = t->leaders[i];
    s.changes += l >= 0 && last >= 0 && l != last;
    last = l >= 0 ? l : last;
  }
  while (clear > 0 && t->leaders[clear - 1] == winner)
    clear--;
  s.behind_at_half = n > 0 && t->leaders[(n + 1) / 2 - 1] != winner;
  s.clear_permille = n > 0 ? (int)(1000L * clear / n) : 1000;
  t->nleaders = 0;
  return s;
}

void tally_free(tally *t)
{
  free(t->leaders);
  free(t->arms);
  t->leaders = NULL;
  t->arms = NULL;
  t->nleaders = t->cap = 0;
}

void tally_rules(tally *t, const game *g)
{
  long *row = t->counts.row;
  for (int i = 0; i < t->s->n && t->s->list[i].kind == SITE_RULE; i++)
    row[i] = g->calls[t->s->list[i].fn];
  for (int k = 0; k < g->mod->nbranches; k++)
    row[t->s->branch[k]] += g->taken[k];
}
