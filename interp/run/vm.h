/* vm.h: the bytecode interpreter.  vm_run executes a game until it needs a
 * decision, ends, or fails; vm_choose (decide.h) answers the pending
 * decision, or the VM itself those of the seats that choose at random
 * (vm_run_picking).  What happens is reported through the events of event.h. */
#ifndef HOYLE_VM_H
#define HOYLE_VM_H

#include "run/decide.h"
#include "run/event.h"
#include "run/game.h"

/* As vm_run, but a decision of a seat of pick's is taken in the loop, at
 * random from the seat's generator (decide_picker), and the run goes on as
 * a new one, as if vm_choose had answered it; the run ends, the game still
 * running and the choice to report, if a new one could not have the whole
 * budget of steps (vm_run starts it). */
void vm_run_picking(game *g, const vm_events *ev, const vm_pickers *pick);

static inline void vm_run(game *g, const vm_events *ev)
{
  vm_run_picking(g, ev, NULL);
}

#endif
