/* deck.h: the deck a game is played with, as tables the module carries:
 * its suits and ranks, their names (values a script writes: hearts, Q,
 * Skip) and codes (what card names are made of: "Q" + "H" is QH), how
 * many cards of each rank a pack holds in each suit, and the ranks that
 * have no suit (the joker, JK; Uno's Wild, W).  `deck standard` fills the
 * tables with the French deck; a custom `deck` declaration (check/deck.c)
 * with its own.  Card names and faces are made and read from them here. */
#ifndef HOYLE_DECK_H
#define HOYLE_DECK_H

#include <stdint.h>
#include "core/limits.h"

#define NO_SUIT MAX_SUITS       /* the suit of a card that has none */
#define CARD_NAME_MAX 8         /* bytes of a card's name, its end included */

enum rank_kind { RANK_UNUSED, RANK_SUITED, RANK_SUITLESS };

typedef struct deck_info {
  int custom;                 /* declared by the script, not `deck standard` */
  int nsuits, nranks;         /* rank values run from 0 to nranks - 1 */
  char suit_name[MAX_SUITS + 1][DECK_NAME_MAX + 1];   /* [NO_SUIT]: "none" */
  char suit_code[MAX_SUITS][DECK_CODE_MAX + 1];
  char rank_name[NRANKS][DECK_NAME_MAX + 1];
  char rank_code[NRANKS][DECK_CODE_MAX + 1];
  uint8_t kind[NRANKS];       /* enum rank_kind; the standard deck's rank 0 is the joker */
  uint8_t copies[NRANKS];     /* cards of a suited rank in each suit of a pack */
  uint8_t suitless[NRANKS];   /* cards of a suitless rank in a pack (jokers: `jokers n`) */
} deck_info;

void deck_standard(deck_info *d);
/* The name of the card of rank r and suit s ("10H", "JK", "SG", "W") into
 * buf of CARD_NAME_MAX bytes. */
void deck_card_name(const deck_info *d, int r, int s, char *buf);
/* The card named `name`: 0 and its rank and suit, or -1 if it names none. */
int deck_card_parse(const deck_info *d, const char *name, int *r, int *s);
/* A card's face, as a card literal compares with it: one number per kind
 * of card, 0 for the standard deck's joker. */
int deck_face(const deck_info *d, int r, int s);
int deck_find_suit(const deck_info *d, const char *name);   /* -1: none */
int deck_find_rank(const deck_info *d, const char *name);   /* -1: none */

#endif
