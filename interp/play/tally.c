/* tally.c: a game's decisions, rules and branches counted, its first
 * choice noted, and its lead followed (see tally.h). */
#include <stdlib.h>
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

/* A decision met, with the counters row (its SITE_DECISION's and those
 * that follow) and `arms` arms, and its option dec->chosen taken (whose arm
 * is dec->chosen_arm). */
static void count_choice(long *row, const decision *dec, int arms)
{
  int n = dec->nopts, arm = dec->chosen_arm;
  row[0]++;
  row[1] += n == 1;
  row[2] += n;
  if ((unsigned)arm < (unsigned)arms)
    row[3 + arm]++;
}

/* The cards' places at g's first choice: no agent has acted before it, so
 * the same seed gives the same places whoever sits where (FNV-1a). */
static uint64_t deal_hash(const game *g)
{
  uint64_t h = 0xcbf29ce484222325u;
  for (int c = 0; c < g->ncards; c++)
    h = (h ^ g->where[c]) * 0x100000001b3u;
  for (int z = 0; z < MAX_ZONES; z++)
    for (int i = 0; i < g->count[z]; i++)
      h = (h ^ (uint64_t)(g->zone[z][i] + 1)) * 0x100000001b3u;
  return h;
}

/* The game's first choice (forced or not: the first to move; a race's
 * winner); the first that names a seat gives the mover.  Kept out of
 * tally_choice's way, which runs at every choice. */
__attribute__((noinline, cold)) static void first_choice(tally *t, const game *g)
{
  t->mover = decide_chooser(g, g->dec.chosen);
  if (!t->chose && t->hash_deal)
    t->deal = deal_hash(g);
  t->chose = 1;
}

void tally_start(tally *t, long *row)
{
  t->row = row;
  t->chose = 0;
  t->deal = 0;
  t->mover = -1;
}

void tally_event(void *ctx, const game *g, const vm_event *e)
{
  if (e->kind == EV_STANDING)
    add_leader(ctx, e->player);
}

void tally_choice(void *ctx, const game *g, int at)
{
  tally *t = ctx;
  const sites *s = t->s;
  int d = s->decision[at];
  if (d >= 0)
    count_choice(t->row + d, &g->dec, s->list[d].arm);
  if (t->mover < 0)
    first_choice(t, g);
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
  t->leaders = NULL;
  t->nleaders = t->cap = 0;
}

void tally_rules(tally *t, const game *g)
{
  for (int i = 0; i < t->s->n && t->s->list[i].kind == SITE_RULE; i++)
    t->row[i] = g->calls[t->s->list[i].fn];
  for (int k = 0; k < g->mod->nbranches; k++)
    t->row[t->s->branch[k]] += g->taken[k];
}
