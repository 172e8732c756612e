/* deck.c: the standard deck's tables, and card names and faces made and
 * read from a deck's tables (see deck.h). */
#include <stdio.h>
#include <string.h>
#include "core/deck.h"

void deck_standard(deck_info *d)
{
  static const char *const suits[] = { "clubs", "diamonds", "hearts", "spades" };
  static const char *const ranks[] = { "joker", "A", "2", "3", "4", "5", "6", "7",
                                       "8", "9", "10", "J", "Q", "K" };
  memset(d, 0, sizeof *d);
  d->nsuits = 4;
  d->nranks = 14;
  for (int s = 0; s < 4; s++) {
    strcpy(d->suit_name[s], suits[s]);
    d->suit_code[s][0] = "CDHS"[s];
  }
  strcpy(d->suit_name[NO_SUIT], "none");
  for (int r = 0; r < 14; r++) {
    strcpy(d->rank_name[r], ranks[r]);
    strcpy(d->rank_code[r], r ? ranks[r] : "JK");
    d->kind[r] = r ? RANK_SUITED : RANK_SUITLESS;
    d->copies[r] = r ? 1 : 0;
  }
}

void deck_card_name(const deck_info *d, int r, int s, char *buf)
{
  if (r < 0 || r >= d->nranks || d->kind[r] == RANK_UNUSED) {
    strcpy(buf, "??");
    return;
  }
  const char *suit = s >= 0 && s < d->nsuits ? d->suit_code[s] : "";
  snprintf(buf, CARD_NAME_MAX, "%s%s", d->rank_code[r], suit);
}

int deck_card_parse(const deck_info *d, const char *name, int *r, int *s)
{
  for (int x = 0; x < d->nranks; x++) {
    size_t n = strlen(d->rank_code[x]);
    if (d->kind[x] == RANK_UNUSED || strncmp(name, d->rank_code[x], n) != 0)
      continue;
    if (d->kind[x] == RANK_SUITLESS && name[n] == 0) {
      *r = x, *s = NO_SUIT;
      return 0;
    }
    for (int y = 0; d->kind[x] == RANK_SUITED && y < d->nsuits; y++)
      if (strcmp(name + n, d->suit_code[y]) == 0) {
        *r = x, *s = y;
        return 0;
      }
  }
  return -1;
}

int deck_face(const deck_info *d, int r, int s)
{
  return r * d->nsuits + (s < d->nsuits ? s : 0);
}

int deck_find_suit(const deck_info *d, const char *name)
{
  for (int s = 0; s < d->nsuits; s++)
    if (strcmp(d->suit_name[s], name) == 0)
      return s;
  return -1;
}

int deck_find_rank(const deck_info *d, const char *name)
{
  for (int r = 0; r < d->nranks; r++)
    if (d->kind[r] != RANK_UNUSED && strcmp(d->rank_name[r], name) == 0)
      return r;
  return -1;
}
