/* hookapi.h: the `hoyle` table, the only way a hook reads or changes the
 * game (hookapi.c), and the call under way it works on, which hooks.c
 * sets up. */
#ifndef HOYLE_HOOKAPI_H
#define HOYLE_HOOKAPI_H

#include <lua.h>
#include "run/event.h"
#include "run/game.h"

/* The call under way, as the hoyle table sees it.  It is the first member
 * of the runtime that is its Lua state's allocator user data (hooks.c). */
typedef struct hookapi_call {
  game *g;                     /* NULL between calls */
  const vm_events *ev;
  uint8_t *left;               /* zone slots cards were taken from */
  int defining;                /* running the file's top level */
  double deadline;             /* when the call runs out of time (sandbox.h) */
} hookapi_call;

static inline hookapi_call *hookapi_call_of(lua_State *L)
{
  void *ud;
  lua_getallocf(L, &ud);
  return ud;
}

/* Pushes the `hoyle` table (its functions; hooks.c makes it read-only). */
void hookapi_push(lua_State *L);

/* Pushes v as Lua sees it: see hoyle-lua(3). */
void hookapi_push_value(lua_State *L, const game *g, value v);

#endif
