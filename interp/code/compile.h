/* compile.h: the code generator: turns a checked syntax tree into the
 * module's bytecode, one routine per function and rule plus the main
 * routine that runs the deal and turn cycle. */
#ifndef HOYLE_COMPILE_H
#define HOYLE_COMPILE_H

#include "front/ast.h"
#include "front/diag.h"
#include "core/module.h"

/* Compiles a program the checker accepted.  Returns the number of errors
 * (only limits such as code size can fail here). */
int compile_program(module *m, node *decls, diag *d);

#endif
