/* about.c: what a script says about itself to the person about to play it:
 * its options with their defaults and descriptions, its deck's cards and
 * suits, and the order its cards sort in (for a hand shown sorted). */
#include <string.h>
#include "hoyle.h"
#include "load/script.h"
#include "run/names.h"

/* An option's default as -D would write it. */
static void default_str(const module *m, value v, char *buf, size_t n)
{
  switch ((vtag)v.tag) {
  case V_INT: snprintf(buf, n, "%d", (int)v.v); break;
  case V_BOOL: snprintf(buf, n, "%s", v.v ? "true" : "false"); break;
  case V_STR: snprintf(buf, n, "%s", m->strs[v.v]); break;
  case V_SUIT: snprintf(buf, n, "%s", suit_name(m, v.v)); break;
  default: snprintf(buf, n, "(see the script)"); break;
  }
}

int hoyle_options(const hoyle_script *s, FILE *out)
{
  const module *m = &s->mod;
  char dflt[64];
  int n = 0;
  for (int i = 0; i < m->nglobals; i++) {
    const global_info *gi = &m->globals[i];
    if (!gi->is_option)
      continue;
    default_str(m, gi->dflt, dflt, sizeof dflt);
    fprintf(out, "-D %s=%s\n    %s\n", gi->name, dflt, gi->desc ? gi->desc : "");
    n++;
  }
  return n;
}

int hoyle_card_key(const hoyle_script *s, const char *name)
{
  card c;
  if (card_parse(&s->mod, name, &c) != 0)
    return -1;
  if (c.suit == NO_SUIT)   /* jokers and suitless cards after every suit */
    return s->mod.deck.nsuits * 32 + s->mod.rank_order[c.rank];
  return c.suit * 32 + s->mod.rank_order[c.rank];   /* strengths are below 32 */
}

const char *hoyle_card_suit(const hoyle_script *s, const char *name, int *code_len)
{
  card c;
  if (card_parse(&s->mod, name, &c) != 0 || c.suit == NO_SUIT)
    return NULL;
  *code_len = (int)strlen(s->mod.deck.suit_code[c.suit]);
  return suit_name(&s->mod, c.suit);
}

int hoyle_deck_cards(const hoyle_script *s, FILE *out)
{
  const deck_info *d = &s->mod.deck;
  char name[CARD_NAME_MAX];
  int n = 0;
  for (int suit = 0; suit < d->nsuits; suit++)
    for (int r = 1; r < d->nranks; r++)
      if ((s->mod.deck_ranks & ~s->mod.deck_without[suit]) >> r & 1) {
        deck_card_name(d, r, suit, name);
        fprintf(out, "%s %s\n", name, d->suit_name[suit]);
        n++;
      }
  for (int r = 0; r < d->nranks; r++)
    if (d->kind[r] == RANK_SUITLESS) {
      deck_card_name(d, r, NO_SUIT, name);
      fprintf(out, "%s none\n", name);
      n++;
    }
  return n;
}
