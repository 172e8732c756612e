/* script.h: loading a script: read the file and its imports, parse, check
 * and compile into a module; and setting the script's options by name. */
#ifndef HOYLE_SCRIPT_H
#define HOYLE_SCRIPT_H

#include <stdio.h>
#include "front/ast.h"
#include "front/diag.h"
#include "run/game.h"
#include "core/module.h"

typedef struct hoyle_script {   /* hoyle.h: hoyle_script */
  ast_arena *arena;
  diag diag;
  module mod;
} script;

/* Loads and compiles path; errors go to err.  Returns 0, HOYLE_ESCRIPT or
 * HOYLE_ENOINPUT (see hoyle.h).  Free with script_free even on failure. */
int script_load(script *s, const char *path, FILE *err);
void script_free(script *s);

/* An option set from the command line (-D name=value). */
typedef struct setting { int slot; value v; } setting;

/* Parses text as a value of type t (a number, true or false, a suit or a
 * rank of m's deck), as -D and a scenario's `set` write it; -1 if it is
 * not one. */
int script_value(const module *m, type t, const char *text, value *out);
/* Parses "name=value" against the script's options; on error writes a
 * message headed "prog: " to err and returns -1. */
int script_setting(const script *s, const char *text, setting *out, const char *prog, FILE *err);

/* Prints a run-time error of g: file:line:col, the message, the line. */
void script_report(const script *s, const game *g, FILE *err);

#endif
