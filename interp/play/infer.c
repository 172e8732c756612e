/* infer.c: the other seats' choices kept, and the worlds weighed by them;
 * see infer.h. */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/infer.h"
#include "run/vm.h"

#define NOW_AND_THEN 0.2     /* the chooser's odds of an option not its best */

void seen_note(seen_log *l, const game *before, const game *g, int i)
{
  if (l->n > 0 && l->c[0].before.deal_no != g->deal_no)
    l->n = 0;
  if (l->n == SEEN_MAX)
    return;
  seen_choice *c = &l->c[l->n++];
  memcpy(&c->before, before, sizeof c->before);
  c->v = g->dec.opts[i].v;
  c->who = g->dec.who;
}

/* How likely choice c is in the world of these faces; w and tmp are
 * scratch.  The world runs the live game's Lua hooks (d->base's): the
 * game c->before was copied from may be gone, as when a game is copied
 * with its agents' logs (hoyle_game_copy) and the original freed. */
static double likelihood(const determinizer *d, const seen_choice *c, const card *faces,
                         int sign, uint32_t seed, game *w, game *tmp)
{
  game_copy(w, &c->before);     /* what is in use only, not the whole block */
  w->hooks = d->base.hooks;
  if (w->ncards == d->base.ncards)  /* else the run builds the deck: no card to face yet */
    determinize_put(d, faces, w);
  rng_seed(&w->rng, seed);
  w->unlabelled = 1;
  w->pause = 0;
  vm_run(w, NULL);
  if (w->status != GS_DECISION || w->dec.who != c->who)
    return 0;
  int chosen = -1, n = w->dec.nopts;
  for (int i = 0; i < n; i++)
    if (w->dec.opts[i].v.tag == c->v.tag && w->dec.opts[i].v.v == c->v.v)
      chosen = i;
  if (chosen < 0 || n < 2)
    return chosen >= 0;
  int ties = lookahead_ties(sign, seed, w, c->who, chosen, tmp);
  return (ties ? (1 - NOW_AND_THEN) / ties : 0) + NOW_AND_THEN / n;
}

void belief_weigh(belief *b, const determinizer *d, const seen_log *l,
                  const lookahead_memo *lm, rng *r, int n)
{
  int deal = d->base.deal_no, sign = lm->held_sign, any = 0;
  b->n = 0;
  for (int j = 0; j < l->n; j++)
    any |= l->c[j].before.deal_no == deal;
  if (!any || (sign != 1 && sign != -1))
    return;
  game *w = mem_alloc(2 * sizeof *w);
  b->nfaces = d->n;
  b->faces = mem_alloc((size_t)n * (size_t)(d->n ? d->n : 1) * sizeof *b->faces);
  b->upto = mem_alloc((size_t)n * sizeof *b->upto);
  double sum = 0;
  for (int k = 0; k < n; k++) {
    card *faces = b->faces + (size_t)k * (size_t)d->n;
    double p = 1;
    determinize_faces(d, r, faces);
    uint32_t seed = rng_next(r);
    for (int j = 0; j < l->n && p > 0; j++)
      if (l->c[j].before.deal_no == deal)
        p *= likelihood(d, &l->c[j], faces, sign, seed + (uint32_t)j, &w[0], &w[1]);
    b->upto[k] = sum += p;
  }
  free(w);
  b->n = sum > 0 ? n : 0;
}

void belief_sample(const belief *b, const determinizer *d, rng *r, game *out)
{
  double u = rng_next(r) / 4294967296.0 * b->upto[b->n - 1];
  int lo = 0, hi = b->n - 1;
  while (lo < hi) {                       /* the first world summing past u */
    int mid = (lo + hi) / 2;
    if (b->upto[mid] > u)
      hi = mid;
    else
      lo = mid + 1;
  }
  determinize_world(d, b->faces + (size_t)lo * (size_t)b->nfaces, r, out);
}

void belief_free(belief *b)
{
  free(b->faces);
  free(b->upto);
  *b = (belief){ 0 };
}
