/* vm.h: the bytecode interpreter.  vm_run executes a game until it needs a
 * decision, ends, or fails; vm_choose (decide.h) answers the pending
 * decision.  What happens is reported through the events of event.h. */
#ifndef HOYLE_VM_H
#define HOYLE_VM_H

#include "run/decide.h"
#include "run/event.h"
#include "run/game.h"

void vm_run(game *g, const vm_events *ev);

#endif
