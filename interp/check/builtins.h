/* builtins.h: the functions built into the language (top, count, min ...),
 * in one table: what the checker needs to check a call (name, arity,
 * parameter and result types) and what the compiler emits for it (an
 * instruction after the arguments).  The table is indexed by builtin_fn.
 */
#ifndef HOYLE_BUILTINS_H
#define HOYLE_BUILTINS_H

#include "core/opcodes.h"
#include "core/types.h"

enum builtin_fn {
  BI_TOP, BI_COUNT, BI_MIN, BI_MAX, BI_ABS, BI_IFELSE, BI_NEXT_OF, BI_POINTS,
  BI_KNOWS, BI_IN_PLAY, BI_IN_GAME, BI_REMAINING, BI_BEATS, BI_HIGHEST, BI_LOWEST,
  BI_PLACE, BI_FINISHER,
  BI_RANK_AFTER, BI_RANK_BEFORE, BI_RANK_AFTER_WRAP, BI_RANK_BEFORE_WRAP, BI_AT, BI_LAST_ROUND,
  BI_SHUFFLE, BI_LOSE, BI_TEAM, BI_PARTNER, BI_BOTTOM, BI_BEFORE, BI_NEW, BI_COUNT_MADE,
  BI__COUNT
};

enum { BUILTIN_MAX_ARITY = 3, OPERAND_FAMILY = -2 };

/* ifelse(cond, a, b) is checked and compiled apart: it has the type of a
 * and b, and runs only one of them; its types and instruction are unused. */
typedef struct builtin {
  const char *name;
  int arity;
  type params[BUILTIN_MAX_ARITY];
  /* How an error names each argument; NULL: "the argument of 'name'", or
   * "the first (second) argument of 'name'" when there are two. */
  const char *what[BUILTIN_MAX_ARITY];
  type result;        /* T_VOID: a statement (shuffle), called for its effect */
  opcode op;          /* emitted after the arguments */
  int operand;        /* op's operand, or -1 when it takes none, or
                         OPERAND_FAMILY: the index of the argument's family */
} builtin;

extern const builtin builtins[BI__COUNT];

/* The builtin named name, or -1. */
int builtin_find(const char *name);

#endif
