/* deckplan.c: stacking by zone.  A trial deal on a copy of the game shows
 * to which zone each place of the freshly shuffled deck goes; the cards a
 * scenario names for a zone are put in the places that go there, in order,
 * and the cards not named fill the other places in the seed's order.  A
 * second trial checks the result, and a few more rounds settle deals whose
 * rules move cards by what they are.  See deckplan.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/deckplan.h"
#include "run/names.h"
#include "run/vm.h"

enum { ROUNDS = 4 };           /* trials before giving up on a deal */

/* What a trial deal saw: the deck just shuffled (card indices, top first)
 * and the zone each of those cards was in when the deal was done. */
typedef struct trial {
  int shuffled, n;
  uint8_t order[MAX_CARDS], dest[MAX_CARDS];
  game g;
} trial;

static void on_shuffle(void *ctx, const game *g, const vm_event *e)
{
  trial *t = ctx;
  int slot = game_deck_slot(g);
  if (t->shuffled || e->to != slot)
    return;
  t->shuffled = 1;
  t->n = g->count[slot];
  for (int i = 0; i < t->n; i++)
    t->order[i] = g->zone[slot][t->n - 1 - i];
}

/* Plays a copy of g, with `stacked` to go on its deck top, up to the first
 * decision after the deck is shuffled (taking any forced one before) or the
 * end of the game. */
static void trial_deal(const game *g, const card *stacked, int n, trial *t)
{
  vm_events ev = { .event = on_shuffle, .ctx = t, .kinds = 1u << EV_SHUFFLE };
  memcpy(&t->g, g, sizeof t->g);
  if (n > 0)
    memcpy(t->g.stacked, stacked, (size_t)n * sizeof *stacked);
  t->g.nstacked = (uint16_t)n;
  t->g.stack_missed = 0;
  t->g.pause = 0;
  t->shuffled = 0;
  for (;;) {
    vm_run(&t->g, &ev);
    if (t->shuffled || t->g.status != GS_DECISION || t->g.dec.nopts != 1 || t->g.dec.who < 0)
      break;
    vm_choose(&t->g, 0);
  }
  for (int i = 0; i < t->n; i++)
    t->dest[i] = t->g.where[t->order[i]];
}

static int failf(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int failf(char *why, size_t n, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, n, fmt, ap);
  va_end(ap);
  return -1;
}

static int same_card(card a, card b)
{
  return a.rank == b.rank && a.suit == b.suit;
}

/* Each card named no more often than the deck (seed, n cards) holds it. */
static int check_supply(const module *m, const deck_want *w, int nw, const card *seed, int n,
                        char *why, size_t why_n)
{
  for (int i = 0; i < nw; i++)
    for (int j = 0; j < w[i].n; j++) {
      card c = w[i].cards[j];
      int named = 0, held = 0;
      for (int a = 0; a <= i; a++)
        for (int b = 0; b < (a < i ? w[a].n : j + 1); b++)
          named += same_card(w[a].cards[b], c);
      for (int k = 0; k < n; k++)
        held += same_card(seed[k], c);
      char name[CARD_NAME_MAX];
      card_name(m, c, name);
      if (held == 0)
        return failf(why, why_n, "line %d: %s is not in the deck of this game", w[i].line, name);
      if (named > held)
        return failf(why, why_n, "line %d: %s is stacked %d times for one deal; the deck has %d",
                     w[i].line, name, named, held);
    }
  return 0;
}

/* The places of the deck (from t) that go to each want's zone, in order,
 * into order and placed; -1 if a zone gets fewer than are named. */
static int place_wanted(const trial *t, const deck_want *w, int nw, card *order,
                        uint8_t *placed, char *why, size_t why_n)
{
  for (int i = 0; i < nw; i++) {
    int k = 0;
    for (int j = 0; j < w[i].n; j++, k++) {
      while (k < t->n && (placed[k] || t->dest[k] != w[i].slot))
        k++;
      if (k == t->n)
        return failf(why, why_n, "line %d: the deal gives %s %d of the deck's cards; %d are "
                     "named", w[i].line, w[i].zone, j, w[i].n);
      order[k] = w[i].cards[j];
      placed[k] = 1;
    }
  }
  return 0;
}

/* The deck order for the places t says go where: the wanted cards in the
 * places of their zone; every other card keeps its place in the seed's
 * order, but those a wanted card displaced, which take the places the
 * wanted cards left, in order. */
static int place_cards(const trial *t, const deck_want *w, int nw, const card *seed, card *order,
                       char *why, size_t why_n)
{
  uint8_t placed[MAX_CARDS] = { 0 }, claimed[MAX_CARDS] = { 0 };
  if (place_wanted(t, w, nw, order, placed, why, why_n) < 0)
    return -1;
  for (int k = 0; k < t->n; k++)           /* a wanted card where the seed has it */
    claimed[k] = placed[k] && same_card(order[k], seed[k]);
  for (int k = 0; k < t->n; k++)
    for (int s = 0; placed[k] && !same_card(order[k], seed[k]) && s < t->n; s++)
      if (!claimed[s] && same_card(seed[s], order[k])) {
        claimed[s] = 1;
        break;
      }
  for (int k = 0, d = 0; k < t->n; k++) {
    if (placed[k])
      continue;
    if (!claimed[k]) {
      order[k] = seed[k];
      continue;
    }
    while (d < t->n && !(placed[d] && !claimed[d]))   /* the next card a wanted one displaced */
      d++;
    order[k] = seed[d++];
  }
  return 0;
}

/* Whether the trial left each want's cards in its zone. */
static int dealt_as_wanted(const trial *t, const deck_want *w, int nw)
{
  for (int i = 0; i < nw; i++)
    for (int j = 0; j < w[i].n; j++) {
      int named = 0, there = 0;
      for (int b = 0; b < w[i].n; b++)
        named += same_card(w[i].cards[b], w[i].cards[j]);
      for (int c = 0; c < t->g.ncards; c++)
        there += t->g.where[c] == w[i].slot && same_card(t->g.cards[c], w[i].cards[j]);
      if (there < named)
        return 0;
    }
  return 1;
}

static int plan(trial *t, const game *g, const deck_want *w, int nw, card *order, int *n,
                char *why, size_t why_n)
{
  card seed[MAX_CARDS];
  trial_deal(g, NULL, 0, t);
  if (!t->shuffled)
    return failf(why, why_n, "line %d: the deck is not shuffled for a deal before the next "
                 "choice, so there is no deal to stack", w[0].line);
  for (int k = 0; k < t->n; k++)
    seed[k] = t->g.cards[t->order[k]];
  if (check_supply(g->mod, w, nw, seed, t->n, why, why_n) < 0)
    return -1;
  *n = t->n;
  for (int round = 0; round < ROUNDS; round++) {
    if (place_cards(t, w, nw, seed, order, why, why_n) < 0)
      return -1;
    trial_deal(g, order, *n, t);
    if (dealt_as_wanted(t, w, nw))
      return 0;
  }
  return failf(why, why_n, "line %d: no order of the deck found deals these cards as named: "
               "the deal moves cards by what they are", w[0].line);
}

int deckplan_make(const game *g, const deck_want *w, int nw, card *order, int *n,
                  char *why, size_t why_n)
{
  trial *t = mem_zalloc(sizeof *t);
  int r = plan(t, g, w, nw, order, n, why, why_n);
  free(t);
  return r;
}
