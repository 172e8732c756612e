/* vm.h: the bytecode interpreter.  vm_run executes a game until it needs a
 * decision, ends, or fails; vm_choose answers the pending decision.  What
 * happens (deals, moves, plays, choices, speech) is reported through an
 * optional event callback, so the same run can print a transcript or
 * nothing at all. */
#ifndef HOYLE_VM_H
#define HOYLE_VM_H

#include "run/game.h"

typedef enum vm_event_kind {
  EV_DEAL,      /* deal number n begins: player = the dealer */
  EV_DEALT,     /* n cards dealt from `from` to each player's zone; to = seat 0's slot */
  EV_SHUFFLE,   /* zone slot `to` is shuffled */
  EV_MOVE,      /* n cards move from `from` to `to` (card: the card when n is 1),
                   under its cards when `under` is set */
  EV_DRAW,      /* player draws card from `from` into `to` */
  EV_PLAY,      /* player plays card from `from` onto `to` */
  EV_CHOICE,    /* player takes option n of the pending decision */
  EV_SHOW,      /* card is shown to player (or to everyone: player -1) where it lies, `to` */
  EV_SAY,       /* the script says text */
  EV_ANNOUNCE,  /* player says text aloud */
  EV_DEAL_WON,  /* player won the deal */
  EV_OUT,       /* player sits out the deal (n = 0) or is out of the game (n = 1) */
  EV_DEAL_END,  /* deal n is over and scored */
  EV_END        /* the game is over: player = winner or -1 */
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

typedef struct vm_events {
  void (*event)(void *ctx, const game *g, const vm_event *e);
  void *ctx;
} vm_events;

void vm_run(game *g, const vm_events *ev);
/* Takes option i of the pending decision; 0 on success, -1 if out of range. */
int vm_choose(game *g, int i);
/* The label of option i: "play 8H", "hearts", "P3" or the script's text. */
void vm_option_label(const game *g, int i, char *buf, int n);

#endif
