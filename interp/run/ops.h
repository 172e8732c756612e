/* ops.h: the instructions off the hot path, those marked COLD in
 * core/opcodes.h.  Each runs by a function of its own, op_NAME, declared
 * here from that list and defined in the file of its concern: call.c,
 * cards.c, deal.c, decide.c, knowledge.c, names.c, sets.c, turns.c, and
 * ops.c for the rest.  ops_cold, made from the same list, is the loop's
 * table of them.  They work on the game itself: the loop saves its
 * instruction pointer and stack top into g->pc and g->sp before, and loads
 * them after.  `at` is where the instruction is, for errors. */
#ifndef HOYLE_OPS_H
#define HOYLE_OPS_H

#include "core/opcodes.h"
#include "run/event.h"
#include "run/game.h"

typedef void vm_op(game *g, const vm_events *ev, int at);

#define OP_DECLARE(name, n, where, doc) OP_DECLARE_##where(name)
#define OP_DECLARE_HOT(name)
#define OP_DECLARE_COLD(name) vm_op op_##name;
OPCODES(OP_DECLARE)
#undef OP_DECLARE_COLD
#undef OP_DECLARE_HOT
#undef OP_DECLARE

/* The head of the function of cold instruction NAME, where the file of its
 * concern defines it; not every one uses ev or at. */
#define COLD_OP(name) \
  void op_##name(game *g, const vm_events *ev __attribute__((unused)), \
                 int at __attribute__((unused)))

/* op_NAME for each cold instruction; NULL for the hot ones. */
extern vm_op *const ops_cold[OP__COUNT];

/* The saved stack and the instruction's operands. */
#define PUSH(x) (g->stack[g->sp++] = (x))
#define POP() (g->stack[--g->sp])
#define ARG() (g->pc += 2, operand_at(g->mod->code + g->pc - 2))
#define LOCAL(k) (g->stack[g->frames[g->fp].base + (k)])

/* Checked arithmetic on the language's numbers: true (and *r undefined)
 * when a op b does not fit in an int32_t. */
#if defined(__GNUC__)
#define ADD_OVERFLOWS(a, b, r) __builtin_add_overflow(a, b, r)
#define SUB_OVERFLOWS(a, b, r) __builtin_sub_overflow(a, b, r)
#define MUL_OVERFLOWS(a, b, r) __builtin_mul_overflow(a, b, r)
#else
#define ADD_OVERFLOWS(a, b, r) ops_overflows((int64_t)(a) + (b), r)
#define SUB_OVERFLOWS(a, b, r) ops_overflows((int64_t)(a) - (b), r)
#define MUL_OVERFLOWS(a, b, r) ops_overflows((int64_t)(a) * (b), r)
static inline int ops_overflows(int64_t x, int32_t *r)
{
  *r = (int32_t)x;
  return x < INT32_MIN || x > INT32_MAX;
}
#endif

/* The game fails: a result past the range of numbers, at `at`. */
void ops_too_large(game *g, int at);

/* The game fails: the rules ran max_steps steps without a decision, or
 * (by_game) the game ran its max_game_steps. */
void ops_too_long(game *g, int at, int by_game);

/* Whether v has tag t; if not, the game fails: "`what` is none here". */
int ops_need(game *g, value v, vtag t, int at, const char *what);

#endif
