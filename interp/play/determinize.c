/* determinize.c: the worlds a seat cannot tell apart; see determinize.h. */
#include <stdlib.h>
#include <string.h>
#include "core/deck.h"
#include "play/determinize.h"
#include "run/view.h"

/* The n faces in order of rank, then of suit: a counting sort, as few
 * faces differ (a search prepares a world at every decision). */
static void sort_faces(card *faces, int n)
{
  uint8_t count[NRANKS][NO_SUIT + 1] = { { 0 } };
  for (int i = 0; i < n; i++)
    count[faces[i].rank][faces[i].suit]++;
  for (int r = 0, k = 0; r < NRANKS; r++)
    for (int s = 0; s <= NO_SUIT; s++)
      for (int c = count[r][s]; c > 0; c--)
        faces[k++] = (card){ (uint8_t)r, (uint8_t)s };
}

/* Gives card c the face f, keeping its zone's count of each rank. */
static void put_face(game *w, int c, card f)
{
  uint8_t *ranks = w->ranks[w->where[c]];
  ranks[w->cards[c].rank]--;
  ranks[f.rank]++;
  w->cards[c] = f;
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
  sort_faces(faces, d->n);
  for (int i = 0; i < d->n; i++)
    put_face(&d->base, d->unknown[i], faces[i]);
  d->base.nstacked = 0;           /* a scenario's stacked deck is not known either */
  rng_seed(&d->base.rng, 0);
}

void determinize_faces(const determinizer *d, rng *r, card *faces)
{
  rng own = *r;        /* held apart from faces, which may alias it: kept in registers */
  for (int i = 0; i < d->n; i++)
    faces[i] = d->base.cards[d->unknown[i]];
  for (int i = d->n - 1; i > 0; i--) {
    int j = (int)rng_below(&own, (uint32_t)i + 1);
    card t = faces[i];
    faces[i] = faces[j];
    faces[j] = t;
  }
  *r = own;
}

void determinize_put(const determinizer *d, const card *faces, game *w)
{
  for (int i = 0; i < d->n; i++)
    put_face(w, d->unknown[i], faces[i]);
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
