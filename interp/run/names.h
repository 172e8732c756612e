/* names.h: the names of cards ("10H", "JK"), suits and values, as
 * transcripts, views and hooks write them, and a card read from its name. */
#ifndef HOYLE_NAMES_H
#define HOYLE_NAMES_H

#include "run/game.h"

int card_parse(const char *s, card *out);          /* "10H", "QS", "JK": 0 ok */
void card_name(card c, char *buf);                  /* buf of 4+ bytes */
const char *suit_name(int s);
/* v as text: "P2", "hand of P3", "7 7" (a set), the text of a string. */
void value_str(const game *g, value v, char *buf, int n);

#endif
