/* hooks.h: Lua 5.4 hooks (see hoyle-lua(3)).  A script's `lua` declaration
 * names a Lua file or holds Lua text; rule bodies call its functions with
 * `lua.name(args)`.  hooks_scan runs when the script loads: it compiles
 * the Lua the loader read and lists its functions in the module for the
 * checker.  A hooks runtime is one sandboxed Lua state; it belongs to a
 * session, never to a game, and hooks keep no state between calls, so a
 * game stays a plain copy. */
#ifndef HOYLE_HOOKS_H
#define HOYLE_HOOKS_H

#include "run/game.h"

typedef struct hooks hooks;

/* Copies n bytes of s (a hook's name) to keep for as long as the module. */
typedef const char *hooks_keep(void *ctx, const char *s, size_t n);

/* Compiles and runs the Lua of m (m->lua_file, lua_text and lua_len, which
 * the loader sets) and lists its functions in m->hooks, each name kept by
 * keep(ctx, ...).  Returns 0, or -1 with the message for the script's
 * `lua` declaration in err. */
int hooks_scan(module *m, hooks_keep *keep, void *ctx, char *err, size_t n);

/* A runtime for m's hooks; NULL when out of memory. */
hooks *hooks_open(const module *m);
void hooks_close(hooks *h);

/* The interface a game calls h's hooks through (game.h: game_hooks);
 * NULL when h is. */
const game_hooks *hooks_for_game(hooks *h);

#endif
