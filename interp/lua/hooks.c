/* hooks.c: loading and calling the Lua hooks; see hooks.h and hoyle-lua(3).
 *
 * One Lua state per runtime holds the compiled file.  When the file's
 * definitions hold nothing a call could change (functions that share no
 * locals, and plain values), they are made once and serve every call;
 * otherwise each call runs the file's top level afresh in a new
 * environment (sandbox.c), so that no upvalue or table outlives the call.
 * Either way the environment refuses new globals.  A custom allocator
 * bounds memory and a count hook bounds instructions and time (with the
 * sandbox's library wrappers, which look at the clock); hitting a bound
 * makes every later instruction fail too, so a pcall cannot outlast it.
 * Memory is collected between calls only, once their garbage has grown,
 * never during one: so that what a weak table holds, and whether a call
 * passes the memory bound, do not hang on when collections happen.  Small
 * blocks come from a pool (pool.h), counted against the bound as Lua
 * asked for them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <lauxlib.h>
#include <lualib.h>
#include "core/mem.h"
#include "lua/hookapi.h"
#include "lua/hooks.h"
#include "lua/pool.h"
#include "lua/sandbox.h"
#include "hoyle.h"

enum hook_stop { STOP_NONE, STOP_STEPS, STOP_MEMORY, STOP_TIME };

struct hooks {
  hookapi_call call;           /* the call under way: first, for hookapi_call_of */
  lua_State *L;
  const module *m;
  game_hooks for_game;         /* how a game calls these hooks */
  pool pool;                   /* the state's small blocks */
  size_t used, limit;          /* bytes the state holds; the most it may */
  size_t collected;            /* bytes it held after the last collection */
  int chunk;                   /* registry reference of the compiled Lua */
  int defs;                    /* registry reference of definitions kept for
                                  every call, or 0: made afresh each call */
  const char *fn;              /* the hook called, or NULL (loading) */
  const value *args; int nargs;
  int nresults;                /* the results the hook gives back: 0, or 1 (number) */
  int running;                 /* a bounded run is under way */
  int steps;                   /* instructions it has run, by HOOK_CHECK */
  int stop;                    /* a bound was hit: enum hook_stop */
  char stop_where[96];         /* "file.lua:12" where it was hit */
};

/* The runtime of a Lua state (its allocator's user data). */
static hooks *hooks_of(lua_State *L)
{
  void *ud;
  lua_getallocf(L, &ud);
  return ud;
}

/* ---- bounds ---- */

/* Where the running Lua code is: "file.lua:12". */
static void note_where(hooks *h)
{
  lua_Debug ar;
  for (int level = 0; lua_getstack(h->L, level, &ar); level++)
    if (lua_getinfo(h->L, "Sl", &ar) && ar.currentline > 0) {
      snprintf(h->stop_where, sizeof h->stop_where, "%s:%d", ar.short_src, ar.currentline);
      return;
    }
  snprintf(h->stop_where, sizeof h->stop_where, "%s", h->m->lua_file);
}

static void stop_message(const hooks *h, char *buf, size_t n)
{
  if (h->stop == STOP_STEPS)
    snprintf(buf, n, "%s: the hook ran more than %d Lua instructions (an endless loop?)",
             h->stop_where, HOOK_STEPS);
  else if (h->stop == STOP_TIME)
    snprintf(buf, n, "%s: the hook ran longer than %d seconds (an endless loop?)",
             h->stop_where, HOOK_SECONDS);
  else
    snprintf(buf, n, "%s: the hook needed more than %u MiB of memory", h->stop_where,
             HOOK_MEMORY >> 20);
}

_Static_assert(HOOK_STEPS % HOOK_CHECK == 0, "the count hook stops at HOOK_STEPS exactly");

/* Runs every HOOK_CHECK instructions, and stops the call past HOOK_STEPS
 * instructions or out of time; then at every instruction, once a bound
 * has been hit. */
static void count_hook(lua_State *L, lua_Debug *ar)
{
  hooks *h = hooks_of(L);
  char msg[256];
  (void)ar;
  if (!h->stop) {
    h->steps += HOOK_CHECK;
    if (h->steps >= HOOK_STEPS)
      h->stop = STOP_STEPS;
    else if (sandbox_out_of_time(L))
      h->stop = STOP_TIME;
    else
      return;
    note_where(h);
  }
  lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
  stop_message(h, msg, sizeof msg);
  lua_pushstring(L, msg);
  lua_error(L);
}

/* Frees block b of n bytes, from the pool or from malloc. */
static void release(hooks *h, void *b, size_t n)
{
  if (n <= POOL_MAX)
    pool_free(&h->pool, b, n);
  else
    free(b);
}

/* Block ptr of old bytes (none when 0) made nsize bytes: small blocks
 * from the pool, large ones from malloc. */
static void *resize(hooks *h, void *ptr, size_t old, size_t nsize)
{
  if (old && old <= POOL_MAX && nsize <= POOL_MAX && pool_same(old, nsize))
    return ptr;
  if (old > POOL_MAX && nsize > POOL_MAX)
    return realloc(ptr, nsize);
  void *p = nsize <= POOL_MAX ? pool_alloc(&h->pool, nsize) : malloc(nsize);
  if (p && old) {
    memcpy(p, ptr, old < nsize ? old : nsize);
    release(h, ptr, old);
  }
  return p;
}

static void *bounded_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
  hooks *h = ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    if (ptr)
      release(h, ptr, old);
    h->used -= old;
    return NULL;
  }
  if (nsize > old && h->used - old + nsize > h->limit) {
    if (h->running) {
      if (!h->stop) {
        h->stop = STOP_MEMORY;
        note_where(h);
      }
      lua_sethook(h->L, count_hook, LUA_MASKCOUNT, 1);
    }
    return NULL;
  }
  void *p = resize(h, ptr, old, nsize);
  if (p)
    h->used = h->used - old + nsize;
  return p;
}

/* A runtime with m's Lua compiled; NULL with the reason in err. */
static hooks *open_state(const module *m, char *err, size_t n)
{
  char chunkname[4096];
  hooks *h = mem_zalloc(sizeof *h);
  h->m = m;
  h->limit = SIZE_MAX;
  if (!(h->L = lua_newstate(bounded_alloc, h)))
    mem_exhausted();
  lua_State *L = h->L;
  lua_pushcfunction(L, sandbox_open);
  int r = lua_pcall(L, 0, 0, 0);
  snprintf(chunkname, sizeof chunkname, "@%s", m->lua_file);
  if (r == LUA_OK)
    r = luaL_loadbufferx(L, m->lua_text, m->lua_len, chunkname, "t");
  if (r != LUA_OK) {
    snprintf(err, n, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "Lua failed to start");
    hooks_close(h);
    return NULL;
  }
  h->chunk = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_gc(L, LUA_GCSTOP);
  h->collected = h->used;
  h->limit = h->used + HOOK_MEMORY;
  return h;
}

void hooks_close(hooks *h)
{
  if (!h)
    return;
  h->limit = SIZE_MAX;
  lua_close(h->L);
  pool_release(&h->pool);
  free(h);
}

/* ---- calls ---- */

/* Runs the file's top level in a fresh environment; pushes the table of
 * its definitions, which the environment reads through to. */
static void define(lua_State *L, hooks *h)
{
  sandbox_push_defs(L, h->m->nhooks);
  int defs = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->chunk);
  sandbox_push_env(L, defs);
  lua_pushvalue(L, -1);
  lua_insert(L, defs + 1);
  lua_setupvalue(L, -2, 1);
  h->call.defining = 1;
  lua_call(L, 0, 0);
  h->call.defining = 0;
  sandbox_seal_env(L, defs + 1);
  lua_settop(L, defs);
}

/* The definitions kept from the start, with the environment they read
 * through put back in place (a hook may have assigned to _ENV). */
static void reuse(lua_State *L, hooks *h)
{
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->chunk);
  sandbox_push_current_env(L);
  lua_setupvalue(L, -2, 1);
  lua_pop(L, 1);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->defs);
}

/* Protected: defines (or reuses the definitions), then calls hook h->fn
 * with h->args; with no hook named, returns the definitions. */
static int run(lua_State *L)
{
  hooks *h = hooks_of(L);
  if (h->defs)
    reuse(L, h);
  else
    define(L, h);
  if (!h->fn)
    return 1;
  lua_pushstring(L, h->fn);
  if (lua_rawget(L, -2) != LUA_TFUNCTION)
    return luaL_error(L, "%s: no function '%s' (the file's top level did not define it)",
                      h->m->lua_file, h->fn);
  luaL_checkstack(L, h->nargs, "hook arguments");
  for (int i = 0; i < h->nargs; i++)
    hookapi_push_value(L, h->call.g, h->args[i]);
  lua_call(L, h->nargs, h->nresults);
  return h->nresults;
}

/* Runs run() under the bounds; LUA_OK or an error status, with the
 * definitions or the error on top of the stack. */
static int bounded_run(hooks *h)
{
  lua_State *L = h->L;
  if (h->used > h->collected + HOOK_MEMORY) {     /* the garbage of earlier calls */
    lua_gc(L, LUA_GCCOLLECT);
    h->collected = h->used;
  }
  h->stop = STOP_NONE;
  h->stop_where[0] = 0;
  h->limit = h->used + HOOK_MEMORY;
  h->steps = 0;
  sandbox_start_clock(L);
  lua_settop(L, 0);
  lua_sethook(L, count_hook, LUA_MASKCOUNT, HOOK_CHECK);
  lua_pushcfunction(L, run);
  h->running = 1;
  int r = lua_pcall(L, 0, 1, 0);
  h->running = 0;
  lua_sethook(L, NULL, 0, 0);
  h->call.defining = 0;
  return h->stop ? LUA_ERRRUN : r;
}

/* Why the call failed: a bound, or the error on top of the stack. */
static void failure(hooks *h, char *buf, size_t n)
{
  const char *msg = lua_type(h->L, -1) == LUA_TSTRING ? lua_tostring(h->L, -1) : NULL;
  if (h->stop)
    stop_message(h, buf, n);
  else if (msg)
    snprintf(buf, n, "%s", msg);
  else
    snprintf(buf, n, "%s: the hook raised an error that is not a string (a %s)",
             h->m->lua_file, luaL_typename(h->L, -1));
}

/* game_hooks' call: runs hook number `name` (a string of the module) with
 * the nargs values on top of g's stack, which it pops. */
static void call_hook(void *ctx, game *g, const vm_events *ev, int name, int nargs, int at,
                      uint8_t *left)
{
  hooks *h = ctx;
  h->call = (hookapi_call){ g, ev, left, 0, 0 };
  h->fn = g->mod->strs[name];
  h->args = g->stack + g->sp - nargs;
  h->nargs = nargs;
  if (bounded_run(h) != LUA_OK) {
    char why[sizeof g->error];
    failure(h, why, sizeof why);
    game_fail(g, at, "Lua hook '%.40s': %s", h->fn, why);
  }
  g->sp = (int16_t)(g->sp - nargs);
  lua_settop(h->L, 0);
  h->call = (hookapi_call){ NULL, NULL, NULL, 0, 0 };
  h->fn = NULL; h->args = NULL;
}

/* game_hooks' number: hook fn of seat p (numbered from 1 in Lua, as in
 * every call), its number into *out. */
static int number_hook(void *ctx, game *g, const char *fn, int p, double *out)
{
  hooks *h = ctx;
  value seat = mkval(V_PLAYER, p);
  h->call = (hookapi_call){ g, NULL, NULL, 0, 0 };
  h->fn = fn;
  h->args = &seat;
  h->nargs = 1;
  h->nresults = 1;
  int ok = bounded_run(h) == LUA_OK && lua_type(h->L, -1) == LUA_TNUMBER;
  if (ok)
    *out = lua_tonumber(h->L, -1);
  lua_settop(h->L, 0);
  h->call = (hookapi_call){ NULL, NULL, NULL, 0, 0 };
  h->fn = NULL; h->args = NULL;
  h->nresults = 0;
  return ok ? 0 : -1;
}

const game_hooks *hooks_for_game(hooks *h)
{
  return h ? &h->for_game : NULL;
}

/* Whether the definitions on top of the stack may serve every call: they
 * hold only functions that capture nothing but the file's own _ENV (not a
 * local named _ENV, nor a C function's upvalues, as an iterator's), and
 * plain values, so no call can leave anything in them for the next. */
static int stateless(lua_State *L, const hooks *h)
{
  int defs = lua_gettop(L), ok = 1;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->chunk);
  void *env = lua_upvalueid(L, -1, 1);
  lua_pop(L, 1);
  lua_pushnil(L);
  while (ok && lua_next(L, defs)) {
    int t = lua_type(L, -1);
    ok = t == LUA_TNUMBER || t == LUA_TSTRING || t == LUA_TBOOLEAN || t == LUA_TFUNCTION;
    for (int i = 1; ok && t == LUA_TFUNCTION && lua_getupvalue(L, -1, i); i++) {
      ok = lua_upvalueid(L, -2, i) == env;
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  lua_settop(L, defs);
  return ok;
}

/* A runtime; its file's top level is run once to see whether its
 * definitions can be kept for every call (the usual case), or must be
 * made afresh for each (when functions share locals or tables). */
hooks *hooks_open(const module *m)
{
  char err[256];
  hooks *h = open_state(m, err, sizeof err);
  if (!h)
    return NULL;
  h->for_game = (game_hooks){ call_hook, number_hook, h };
  if (bounded_run(h) == LUA_OK && stateless(h->L, h)) {
    sandbox_share_defs(h->L, -1);
    h->defs = luaL_ref(h->L, LUA_REGISTRYINDEX);
  }
  lua_settop(h->L, 0);
  return h;
}

/* ---- loading ---- */

/* The functions of the definitions table on top of the stack, in file
 * order, into m->hooks, their names kept by keep(ctx, ...).  Returns 0, or
 * -1 with a message in err when there are too many. */
static int list_hooks(hooks *h, module *m, hooks_keep *keep, void *ctx, char *err, size_t n)
{
  lua_State *L = h->L;
  int defs = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, defs)) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1)) {
      lua_Debug info;
      size_t len;
      const char *name = lua_tolstring(L, -2, &len);
      lua_pushvalue(L, -1);
      lua_getinfo(L, ">Su", &info);
      if (m->nhooks == MAX_HOOKS) {
        snprintf(err, n, "too many Lua functions (limit is %d)", MAX_HOOKS);
        lua_pop(L, 2);
        return -1;
      }
      int i = m->nhooks++;
      while (i > 0 && m->hooks[i - 1].line > info.linedefined) {
        m->hooks[i] = m->hooks[i - 1];
        i--;
      }
      m->hooks[i] = (hook_info){ keep(ctx, name, len), info.nparams, info.isvararg,
                                 info.linedefined };
    }
    lua_pop(L, 1);
  }
  return 0;
}

int hooks_scan(module *m, hooks_keep *keep, void *ctx, char *err, size_t n)
{
  hooks *h = open_state(m, err, n);
  if (!h)
    return -1;
  int r = 0;
  if (bounded_run(h) != LUA_OK) {
    failure(h, err, n);
    r = -1;
  } else {
    r = list_hooks(h, m, keep, ctx, err, n);
  }
  hooks_close(h);
  return r;
}
