/* hooks.h: Lua 5.4 hooks (see hoyle-lua(3)).  A script's `lua` declaration
 * names a Lua file or holds Lua text; rule bodies call its functions with
 * `lua.name(args)`.  hooks_scan runs when the script loads: it reads the Lua,
 * compiles it and lists its functions in the module for the checker.  A
 * hooks runtime is one sandboxed Lua state; it belongs to a session, never
 * to a game, and hooks keep no state between calls, so a game stays a
 * plain copy. */
#ifndef HOYLE_HOOKS_H
#define HOYLE_HOOKS_H

#include "front/ast.h"
#include "front/diag.h"
#include "run/game.h"
#include "run/vm.h"

#define HOOK_STEPS 1000000          /* Lua instructions one call may run */
#define HOOK_MEMORY (8u << 20)      /* bytes one call may add to the sandbox */

typedef struct hooks hooks;

/* Finds the `lua` declaration among decls (if any), reads and compiles its
 * Lua and fills m->lua_* and m->hooks.  Reports errors to d; returns 0, or
 * HOYLE_ENOINPUT when the Lua file cannot be read. */
int hooks_scan(module *m, node *decls, diag *d, ast_arena *ar);

/* A runtime for m's hooks; NULL when out of memory. */
hooks *hooks_open(const module *m);
void hooks_close(hooks *h);

/* The interface a game calls h's hooks through (game.h: game_hooks);
 * NULL when h is. */
const game_hooks *hooks_for_game(hooks *h);

#endif
