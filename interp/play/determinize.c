/* determinize.c: the worlds a seat cannot tell apart; see determinize.h. */
#include <stdlib.h>
#include <string.h>
#include "play/determinize.h"
#include "run/view.h"

static int face_order(const void *a, const void *b)
{
  const card *x = a, *y = b;
  return x->rank != y->rank ? x->rank - y->rank : x->suit - y->suit;
}

void determinize_prepare(determinizer *d, const game *g, int seat)
{
  card faces[MAX_CARDS];
  game_copy(&d->base, g);
  d->n = 0;
  for (int c = 0; c < g->ncards; c++)
    if (!view_knows(g, seat, c)) {
      faces[d->n] = g->cards[c];
      d->unknown[d->n++] = (uint8_t)c;
    }
  qsort(faces, (size_t)d->n, sizeof *faces, face_order);
  for (int i = 0; i < d->n; i++)
    d->base.cards[d->unknown[i]] = faces[i];
  d->base.nstacked = 0;           /* a scenario's stacked deck is not known either */
  rng_seed(&d->base.rng, 0);
}

void determinize_faces(const determinizer *d, rng *r, card *faces)
{
  for (int i = 0; i < d->n; i++)
    faces[i] = d->base.cards[d->unknown[i]];
  for (int i = d->n - 1; i > 0; i--) {
    int j = (int)rng_below(r, (uint32_t)i + 1);
    card t = faces[i];
    faces[i] = faces[j];
    faces[j] = t;
  }
}

void determinize_put(const determinizer *d, const card *faces, game *w)
{
  for (int i = 0; i < d->n; i++)
    w->cards[d->unknown[i]] = faces[i];
}

void determinize_world(const determinizer *d, const card *faces, rng *r, game *out)
{
  game_copy(out, &d->base);
  determinize_put(d, faces, out);
  rng_seed(&out->rng, (uint64_t)rng_next(r) << 32 | rng_next(r));
  out->unlabelled = 1;
}

void determinize_sample(const determinizer *d, rng *r, game *out)
{
  card faces[MAX_CARDS];
  determinize_faces(d, r, faces);
  determinize_world(d, faces, r, out);
}
