/* check.h: the static checker.  Resolves every name, works out every type and
 * arity, and fills the module's declarations (zones, variables, options,
 * functions) before any code is generated.  A script the checker accepts
 * cannot fail at run time on an unknown name or a type mismatch. */
#ifndef HOYLE_CHECK_H
#define HOYLE_CHECK_H

#include "front/ast.h"
#include "front/diag.h"
#include "core/module.h"

enum sym_kind {
  SYM_NONE, SYM_LOCAL, SYM_GLOBAL, SYM_PLAYER_VAR, SYM_ZONE, SYM_FN,
  SYM_CONST, SYM_CURRENT, SYM_NEXT, SYM_DEALER, SYM_PLAYERS, SYM_WINNER, SYM_BUILTIN
};

enum builtin_fn {
  BI_TOP, BI_COUNT, BI_MIN, BI_MAX, BI_ABS, BI_IFELSE, BI_NEXT_OF, BI_POINTS,
  BI_KNOWS, BI_IN_PLAY, BI_IN_GAME, BI_REMAINING, BI_BEATS, BI_HIGHEST, BI_LOWEST,
  BI_PLACE, BI_FINISHER,
  BI_RANK_AFTER, BI_RANK_BEFORE, BI_RANK_AFTER_WRAP, BI_RANK_BEFORE_WRAP, BI_AT, BI_LAST_ROUND
};

/* Checks a whole program (declarations from every imported file, in order)
 * and declares its names into m.  Returns the number of errors. */
int check_program(module *m, node *decls, diag *d);

#endif
