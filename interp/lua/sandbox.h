/* sandbox.h: what a Lua hook can reach (see hoyle-lua(3)): the libraries
 * opened and made read-only, and the fresh tables each call's definitions
 * and environment live in. */
#ifndef HOYLE_SANDBOX_H
#define HOYLE_SANDBOX_H

#include <lua.h>

/* Opens the libraries and builds the base (a lua_CFunction). */
int sandbox_open(lua_State *L);
/* Pushes a fresh table for a call's definitions (room for size). */
void sandbox_push_defs(lua_State *L, int size);
/* Pushes a fresh environment that reads and writes through to the
 * definitions at index defs. */
void sandbox_push_env(lua_State *L, int defs);
/* Seals the environment at index env: it refuses new globals. */
void sandbox_seal_env(lua_State *L, int env);
/* Pushes the environment made last (`load` gives it to what it loads). */
void sandbox_push_current_env(lua_State *L);
/* The definitions at index defs serve every call from now on: the
 * environment made last reads a global from one table, the definitions
 * and the base together (the definitions first), not from the definitions
 * and then the base.  Neither changes once the top level has run. */
void sandbox_share_defs(lua_State *L, int defs);
/* A call starts: it has HOOK_SECONDS (core/limits.h) from now. */
void sandbox_start_clock(lua_State *L);
/* Whether the call under way has run out of time. */
int sandbox_out_of_time(lua_State *L);

#endif
