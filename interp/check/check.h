/* check.h: the static checker.  Resolves every name, works out every type and
 * arity, and fills the module's declarations (zones, variables, options,
 * functions) before any code is generated.  A script the checker accepts
 * cannot fail at run time on an unknown name or a type mismatch. */
#ifndef HOYLE_CHECK_H
#define HOYLE_CHECK_H

#include "front/ast.h"
#include "front/diag.h"
#include "core/module.h"

/* Checks a whole program (declarations from every imported file, in order)
 * and declares its names into m.  Returns the number of errors. */
int check_program(module *m, node *decls, diag *d);

#endif
