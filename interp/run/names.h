/* names.h: the names of cards ("10H", "JK"), suits and values, as
 * transcripts, views and hooks write them, and a card read from its name.
 * Text the script makes at run time keeps each card in it as a reference
 * (TEXT_CARD, the card's index in decimal, TEXT_CARD_END), not its name:
 * text_render names it only for a seat that knows the card. */
#ifndef HOYLE_NAMES_H
#define HOYLE_NAMES_H

#include "run/game.h"

/* Card and suit names by the module's deck tables (core/deck.h). */
int card_parse(const module *m, const char *s, card *out);   /* "10H", "QS", "JK": 0 ok */
void card_name(const module *m, card c, char *buf);           /* buf of CARD_NAME_MAX bytes */
const char *suit_name(const module *m, int s);
const char *rank_name(const module *m, int r);                 /* "?" for no rank of the deck */
/* v as text: "P2", "hand of P3", "7 7" (a set), the text of a string. */
void value_str(const game *g, value v, char *buf, int n);

#define TEXT_CARD '\x01'
#define TEXT_CARD_END '\x02'
/* The text `raw` as `seat` may read it (seat -1 knows every card): each
 * card reference becomes the card's name, or "??" if the seat does not
 * know the card now. */
void text_render(const game *g, int seat, const char *raw, char *buf, int n);
/* The same, with each card the seat does not know written `unknown` ("a
 * card", for a sentence) instead of "??". */
void text_render_as(const game *g, int seat, const char *raw, const char *unknown,
                    char *buf, int n);
/* The label of option o made at run time (o->text >= 0), as the seat may
 * read it, each card it does not know written `unknown`. */
void option_words(const game *g, int seat, const game_option *o, const char *unknown,
                  char *buf, int n);

#endif
