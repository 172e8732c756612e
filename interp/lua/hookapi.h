/* hookapi.h: inside the Lua hooks, shared by hooks.c (the sandbox, the
 * bounds, the calls) and hookapi.c (the `hoyle` table). */
#ifndef HOYLE_HOOKAPI_H
#define HOYLE_HOOKAPI_H

#include <lua.h>
#include "lua/hooks.h"

enum hook_stop { STOP_NONE, STOP_STEPS, STOP_MEMORY };

struct hooks {
  lua_State *L;
  const module *m;
  size_t used, limit;          /* bytes the state holds; the most it may */
  int chunk;                   /* registry reference of the compiled Lua */
  int defs;                    /* registry reference of definitions kept for
                                  every call, or 0: made afresh each call */
  /* the call under way */
  game *g;                     /* NULL between calls */
  const vm_events *ev;
  uint8_t *left;               /* zone slots cards were taken from */
  const char *fn;              /* the hook called, or NULL (loading) */
  const value *args; int nargs;
  int running;                 /* a bounded run is under way */
  int defining;                /* running the file's top level */
  int stop;                    /* a bound was hit: enum hook_stop */
  char stop_where[96];         /* "file.lua:12" where it was hit */
};

/* sandbox.c: opens the libraries and builds the base (a lua_CFunction);
 * pushes a fresh table for a call's definitions (room for size); pushes a
 * fresh environment that reads and writes through to the definitions at
 * index defs; seals the environment at index env: it refuses new globals. */
int sandbox_open(lua_State *L);
void sandbox_push_defs(lua_State *L, int size);
void sandbox_push_env(lua_State *L, int defs);
void sandbox_seal_env(lua_State *L, int env);
/* Pushes the environment made last (`load` gives it to what it loads). */
void sandbox_push_current_env(lua_State *L);

/* The runtime of a Lua state (its allocator's user data). */
hooks *hooks_of(lua_State *L);

/* Pushes the `hoyle` table (its functions; hooks.c makes it read-only). */
void hookapi_push(lua_State *L);

/* Pushes v as Lua sees it: see hoyle-lua(3). */
void hookapi_push_value(lua_State *L, const game *g, value v);

#endif
