/* call.h: calls of the script's functions.  A rule run on an event (a zone
 * emptied, a card played) is called from inside the instruction that
 * caused the event: the instruction pushes a frame whose result is dropped
 * and whose return address is the next instruction.  Lua hooks are called
 * through the session's game_hooks (game.h), by the instruction LUA. */
#ifndef HOYLE_CALL_H
#define HOYLE_CALL_H

#include <stdint.h>
#include <string.h>
#include "run/game.h"

_Static_assert(V_NONE == 0, "a value of all bits 0 is none: call_enter clears locals so");
_Static_assert(FRAME_TEMPS >= 4, "call_enter clears four values past the stack top");

/* Pushes the frame of a call of function f whose `nargs` arguments lie
 * below the stack top sp, to return to code offset ret_pc: the new stack
 * top, past f's locals; NULL (and the game fails) when calls nest too
 * deeply.  The loop calls so with its own stack top; call_enter with the
 * game's. */
static inline value *call_frame(game *g, int f, value *sp, int nargs, int drop, int ret_pc, int at)
{
  /* read before the stores below, which the compiler must assume may
   * change any of g's fields */
  int fp = g->fp + 1, nlocals = g->mod->fns[f].nlocals;
  value *base = sp - nargs, *end = base + nlocals;
  /* past the stack, as the place of sp plus nlocals + FRAME_TEMPS values:
   * compared as addresses, with no division of sp's offset */
  if (fp >= FRAMES_MAX || (uintptr_t)sp + (size_t)(nlocals + FRAME_TEMPS) * sizeof *sp
                          > (uintptr_t)(g->stack + STACK_MAX)) {
    game_fail(g, at, "rules call each other too deeply (more than %d levels)", FRAMES_MAX - 1);
    return NULL;
  }
  /* The locals past the arguments start as none (all bits 0): four at once,
   * whether the call has that many or not (the stack has FRAME_TEMPS of room
   * past them, and what lies above the stack top is dead), then two at a
   * time for a function with more. */
  value *l = sp;
  memset(l, 0, 4 * sizeof *l);
  for (l += 4; l < end; l += 2)
    memset(l, 0, 2 * sizeof *l);
  g->frames[fp] = (frame){ ret_pc, (int16_t)(base - g->stack), (uint8_t)drop };
  g->fp = (int16_t)fp;
  if (HOYLE_COUNTING)
    g->calls[f]++;
  return nlocals > nargs ? end : sp;
}

/* Enters function f whose `nargs` arguments are on the game's stack; -1
 * (and the game fails) when calls nest too deeply. */
static inline int call_enter(game *g, int f, int nargs, int drop, int at)
{
  value *sp = call_frame(g, f, g->stack + g->sp, nargs, drop, g->pc, at);
  if (!sp)
    return -1;
  g->sp = (int16_t)(sp - g->stack);
  g->pc = g->mod->fns[f].entry;
  return 0;
}

/* Runs the `when ... is empty` rule of the zone of `slot`, if it has one. */
void call_emptied(game *g, int slot, int at);

/* A card is wanted from `slot`, which is empty: the statement takes nothing
 * more (0) if the zone has a `when ... is empty` rule, which has had its
 * chance to refill it; else the game fails (-1).  One rule for deal, draw
 * and moves alike (hoyle(5), When a zone runs out). */
int call_ran_out(game *g, int slot, int at);

/* After cards left `slot`: run its rule if it is now empty. */
static inline void call_after_move(game *g, int slot, int at)
{
  if (!g->count[slot])
    call_emptied(g, slot, at);
}

#endif
