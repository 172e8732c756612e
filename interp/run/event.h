/* event.h: what happens in a game (deals, moves, plays, choices, speech),
 * told through an optional callback, so the same run can print a
 * transcript or nothing at all.  The VM and the Lua hooks report events
 * with the helpers below; with no callback they cost a test. */
#ifndef HOYLE_EVENT_H
#define HOYLE_EVENT_H

#include "run/game.h"

typedef enum vm_event_kind {
  EV_DEAL,      /* deal number n begins: player = the dealer */
  EV_DEALT,     /* n cards dealt from `from` to each player's zone; to = seat 0's slot */
  EV_SHUFFLE,   /* zone slot `to` is shuffled */
  EV_MOVE,      /* n cards move from `from` to `to` (card: the card when n is 1),
                   under its cards when `under` is set */
  EV_DRAW,      /* player draws card from `from` into `to` */
  EV_PLAY,      /* player plays card from `from` onto `to` */
  EV_CHOICE,    /* player takes option n of the pending decision (g->dec;
                   its WAIT instruction is at g->pc - 1) */
  EV_SHOW,      /* card is shown to player (or to everyone: player -1) where it lies, `to` */
  EV_SAY,       /* the script says text */
  EV_ANNOUNCE,  /* player says text aloud */
  EV_DEAL_WON,  /* player won the deal */
  EV_OUT,       /* player sits out the deal (n = 0) or is out of the game (n = 1) */
  EV_DEAL_END,  /* deal n is over and scored */
  EV_END,       /* the game is over: player = winner or -1 */
  EV_STANDING   /* after turn n, player leads alone by the script's standing, or -1 */
} vm_event_kind;

typedef struct vm_event {
  vm_event_kind kind;
  int player;          /* the seat concerned, or -1 */
  int n;               /* a deal's number, a count of cards, an option's index */
  int from, to;        /* zone slots, or -1 */
  int card;            /* card index, or -1 */
  const char *text;
  int under;           /* EV_MOVE: the cards went under those of `to` */
} vm_event;

/* Decisions counted in place by the VM at every choice, with no call
 * (hoyle sim's tally): the decision whose WAIT is at code offset `at` has
 * its counters at row + first[at] (-1: none): met, met with one option
 * open, options open added up, then one per arm taken (arms[first[at]]
 * of them). */
typedef struct choice_counts {
  long *row;
  const int *first;
  const int *arms;
} choice_counts;

typedef struct vm_events {
  void (*event)(void *ctx, const game *g, const vm_event *e);
  void *ctx;
  unsigned kinds;      /* a bit (1u << kind) for each kind the callback wants; 0: all */
  /* Optional: where the VM counts each choice, with no call. */
  const choice_counts *counts;
  /* Optional: called at every choice while counts is unset, before its
   * EV_CHOICE, with no event made (hoyle sim's tally notes the first
   * mover so, then sets counts).  The option taken is g->dec.chosen; its
   * WAIT is at code offset `at` (g->pc is not saved for it). */
  void (*chose)(void *ctx, const game *g, int at);
} vm_events;

/* Whether anyone listens for events of kind k: text nobody hears is not made. */
static inline int event_wanted(const vm_events *ev, vm_event_kind k)
{
  return ev && ev->event && (!ev->kinds || (ev->kinds >> k & 1));
}

/* Counts in c the choice made at the WAIT at `at` among n options. */
static inline void choice_count(const choice_counts *c, const game *g, int at, int n)
{
  int d = c->first[at], arm = g->dec.chosen_arm;
  if (d < 0)
    return;
  long *row = c->row + d;
  row[0]++;
  row[1] += n == 1;
  row[2] += n;
  if ((unsigned)arm < (unsigned)c->arms[d])
    row[3 + arm]++;
}

/* A choice made at the WAIT at `at` among n options (g->dec.chosen
 * taken): counted in ev->counts, if set, or else told to ev->chose. */
static inline void event_chose(const game *g, const vm_events *ev, int at, int n)
{
  if (!ev)
    return;
  if (HOYLE_COUNTING && ev->counts)
    choice_count(ev->counts, g, at, n);
  else if (ev->chose)
    ev->chose(ev->ctx, g, at);
}

/* An event that moves no card: a deal begun, a choice, speech, the end. */
static inline void event_emit(game *g, const vm_events *ev, vm_event_kind k, int player, int n,
                              const char *text)
{
  if (!event_wanted(ev, k))
    return;
  vm_event e = { k, player, n, -1, -1, -1, text, 0 };
  ev->event(ev->ctx, g, &e);
}

/* n cards went from slot `from` to slot `to`; c is the one card, or -1. */
static inline void event_cards(game *g, const vm_events *ev, vm_event_kind k, int player, int n,
                               int from, int to, int c)
{
  if (!event_wanted(ev, k))
    return;
  vm_event e = { k, player, n, from, to, c, NULL, 0 };
  ev->event(ev->ctx, g, &e);
}

#endif
