/* determinize.h: the worlds a seat cannot tell apart.  A search bot never
 * reads the game it decides in: it reads a determinization, a copy in which
 * the faces of the cards the seat does not know (game.h: known) are dealt
 * at random over the places of those cards.  Where each card lies, the
 * zones' counts, the seat's own cards and every card it was shown stay as
 * they are (each zone's count of each rank follows the new faces); the random generator of the copy is the bot's, not the game's,
 * so future shuffles are not known either. */
#ifndef HOYLE_DETERMINIZE_H
#define HOYLE_DETERMINIZE_H

#include "core/rng.h"
#include "run/game.h"

typedef struct determinizer {
  game base;                  /* g with the unknown faces in a fixed order */
  int n;                      /* how many cards the seat does not know */
  uint8_t unknown[MAX_CARDS]; /* those cards */
} determinizer;

/* Prepares d for `seat` of g: what d keeps depends only on what the seat
 * knows, so permuting the faces of the cards it does not know leaves d
 * unchanged. */
void determinize_prepare(determinizer *d, const game *g, int seat);
/* One world: d's base with the unknown faces shuffled by r, and a
 * generator drawn from r; the options it makes get no labels, which
 * nobody reads there (g->unlabelled). */
void determinize_sample(const determinizer *d, rng *r, game *out);
/* The faces of one world: d's unknown faces shuffled by r, one for each
 * of d->unknown in order. */
void determinize_faces(const determinizer *d, rng *r, card *faces);
/* Puts those faces on the cards d does not know, in w (a copy of d's game
 * at any point of its past or present). */
void determinize_put(const determinizer *d, const card *faces, game *w);
/* The world of those faces: as determinize_sample, faces given. */
void determinize_world(const determinizer *d, const card *faces, rng *r, game *out);

#endif
