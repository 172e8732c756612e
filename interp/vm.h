/* vm.h: the bytecode interpreter.  vm_run executes a game until it needs a
 * decision, ends, or fails; vm_choose answers the pending decision.  What
 * happens (plays, draws, speech) is reported through an optional event
 * callback, so the same run can print a transcript or nothing at all. */
#ifndef HOYLE_VM_H
#define HOYLE_VM_H

#include "game.h"

typedef enum vm_event_kind {
  EV_DEAL,      /* a deal begins: player = dealer */
  EV_PLAY,      /* player plays card v */
  EV_DRAW,      /* player draws card v */
  EV_SAY,       /* the script says text */
  EV_ANNOUNCE,  /* player says text aloud */
  EV_DEAL_WON,  /* player won the deal */
  EV_END        /* the game is over: player = winner or -1 */
} vm_event_kind;

typedef struct vm_events {
  void (*event)(void *ctx, const game *g, vm_event_kind kind, int player, value v,
                const char *text);
  void *ctx;
} vm_events;

void vm_run(game *g, const vm_events *ev);
/* Takes option i of the pending decision; 0 on success, -1 if out of range. */
int vm_choose(game *g, int i);
/* The label of option i: "play 8H", "hearts", "P3" or the script's text. */
void vm_option_label(const game *g, int i, char *buf, int n);

#endif
