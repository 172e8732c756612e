/* infer.h: reading the other seats' choices (ismcts:infer=N).  A seat
 * keeps what the other seats chose since its own last decision: for each
 * choice the game just before it was offered, and the option taken.  Its
 * search may then weigh the worlds it samples (determinize.h) by how
 * likely each makes those choices: each is offered again in the world,
 * from the copy taken before it, with the world's faces on the cards the
 * seat does not know; a world where the same seat is not asked, or where
 * the option taken is not open, weighs nothing; else the chooser is
 * modelled as a one-step look ahead that sees the whole world
 * (lookahead.h), taking one of its best options most of the time and any
 * option now and then.  Only faces the seat does not know are ever read
 * from a world, so permuting them changes nothing it decides. */
#ifndef HOYLE_INFER_H
#define HOYLE_INFER_H

#include "core/rng.h"
#include "play/determinize.h"
#include "play/lookahead.h"
#include "run/game.h"

#define SEEN_MAX 48          /* choices a seat keeps; later ones go unread */
#define INFER_WORLDS_MAX 256

typedef struct seen_choice { game before; value v; int who; } seen_choice;
typedef struct seen_log { int n; seen_choice c[SEEN_MAX]; } seen_log;

/* Notes in l that g's decider took option i, `before` being g just before
 * the decision was offered; a log of an earlier deal is emptied first. */
void seen_note(seen_log *l, const game *before, const game *g, int i);

/* Worlds weighed: n sets of faces (of d's unknown cards, in order) and
 * their weights summed up to each. */
typedef struct belief { int n, nfaces; double *upto; card *faces; } belief;

/* Draws n worlds of d by r and weighs them by the choices of l made in
 * d's deal (chooser's look ahead from lm, whose sign must be learnt);
 * b->n is 0 when there is nothing to weigh or no world fits. */
void belief_weigh(belief *b, const determinizer *d, const seen_log *l,
                  const lookahead_memo *lm, rng *r, int n);
/* A world drawn from b by weight, as determinize_world makes it. */
void belief_sample(const belief *b, const determinizer *d, rng *r, game *out);
void belief_free(belief *b);

#endif
