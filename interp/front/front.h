/* front.h: the front end's entry points: parse a file into a syntax tree. */
#ifndef HOYLE_FRONT_H
#define HOYLE_FRONT_H

#include "front/ast.h"
#include "front/diag.h"

/* Parses a script already loaded into `d` under `path`.  Returns the list of
 * top-level declarations (linked through next); on syntax errors reports them
 * to d (d->errors > 0) and returns what could be built, possibly NULL. */
node *parse_script(ast_arena *ar, diag *d, const char *path, const char *text);

#endif
