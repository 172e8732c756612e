/* optkind.h: what each option of a pending decision does, for a reader
 * who asks (hoyle-agent(5)'s kind and target, the stepping API's
 * question): a play and the zone its cards go to, a pick, a slot, a draw,
 * or an option the script names by its label.  Where the code does not
 * say (an arm `"draw" { draw 1 }`, the zone of `play c from hand to z`), the
 * option is taken in a copy of the game and its first move watched. */
#ifndef HOYLE_OPTKIND_H
#define HOYLE_OPTKIND_H

#include <stddef.h>
#include "run/game.h"

typedef enum opt_kind {
  KIND_PLAY,     /* puts down a card or a set of one rank */
  KIND_PICK,     /* names a value (s among suits, a player, a card of a zone) */
  KIND_SLOT,     /* takes a place in a zone (a face-down card of Golf's grid) */
  KIND_DRAW,     /* a labelled option whose first move draws into the seat's zone */
  KIND_CHOOSE    /* another labelled option ("challenge", "stop") */
} opt_kind;

typedef struct opt_look {
  opt_kind kind;
  int target;    /* KIND_PLAY: the zone slot its first card goes to, or -1 */
  int from;      /* KIND_DRAW: the zone slot it draws from */
} opt_look;

/* What each option of g's decision (g waits on a seat's choice) does:
 * out[i] for option i.  A draw is a labelled option whose first move
 * brings cards into a zone of the seat's own, unless that same move
 * follows every labelled option of two or more (it is then the turn's). */
void optkind_look(const game *g, opt_look *out);

/* The question g's decision asks its seat, as a person would be asked it:
 * "P1, play a card", "P1, name a suit", "P2, draw from the stock or take JC";
 * written into buf (n bytes). */
void optkind_question(const game *g, char *buf, size_t n);

#endif
