/* sandbox.c: what a Lua hook can reach (see hoyle-lua(3)).  A read-only
 * base holds the allowed parts of base, table, string, math and utf8 and
 * the `hoyle` table; library tables are read-only views; names left out
 * say why when used.  Each call gets fresh tables for its definitions and
 * its environment, which refuses new globals once the top level has run;
 * definitions kept for every call are read with the base from one table.
 * Pattern matching, the one library work a count hook cannot interrupt, is
 * refused when its cost could be unbounded; it and the other library
 * functions wrapped here are refused once the call is out of time.
 */
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include <time.h>
#include <lauxlib.h>
#include <lualib.h>
#include "lua/hookapi.h"
#include "lua/order.h"
#include "lua/sandbox.h"

static const char defs_mt_key, env_key, base_key;   /* registry keys: their addresses (never written) */

static const char *const libs_only = "hooks have base, table, string, math and utf8 only";

/* Names a hook may not use, and why. */
static const struct { const char *name, *why; } forbidden[] = {
  { "io", NULL }, { "os", NULL }, { "package", NULL }, { "debug", NULL },
  { "coroutine", NULL },
  { "require", "hooks cannot load modules" },
  { "dofile", "hooks cannot read files" }, { "loadfile", "hooks cannot read files" },
  { "collectgarbage", "the sandbox manages memory itself" },
  { "print", "use hoyle.say(text) to write to the transcript" },
  { "rawset", "hooks keep no state between calls" },
  { "string.dump", "hooks load text only, never bytecode" },
  { "math.random", "use hoyle.random(n), the game's own seeded generator" },
  { "math.randomseed", "use hoyle.random(n), the game's own seeded generator" },
};

/* Base functions a hook may use as they are. */
static const char *const base_names[] = {
  "assert", "error", "getmetatable", "ipairs", "pcall", "rawequal", "rawget", "rawlen",
  "select", "tonumber", "type", "_VERSION",
};

/* ---- the sandbox ---- */

/* Raises the error saying why name is left out, if it is. */
static void refuse_name(lua_State *L, const char *name)
{
  for (size_t i = 0; i < sizeof forbidden / sizeof forbidden[0]; i++)
    if (strcmp(name, forbidden[i].name) == 0)
      luaL_error(L, "%s is not available in a hook: %s", name,
                 forbidden[i].why ? forbidden[i].why : libs_only);
}

/* __index of the base: a name it lacks is nil, or an error saying why the
 * name is left out. */
static int lookup(lua_State *L)
{
  if (lua_type(L, 2) == LUA_TSTRING)
    refuse_name(L, lua_tostring(L, 2));
  return 0;
}

/* A library function left out (its name is upvalue 1), called. */
static int refuse(lua_State *L)
{
  refuse_name(L, lua_tostring(L, lua_upvalueindex(1)));
  return 0;
}

static int read_only(lua_State *L)
{
  return luaL_error(L, "%s is read-only in a hook: hooks keep no state between calls",
                    lua_tostring(L, lua_upvalueindex(1)));
}

/* __newindex of a call's environment once the top level has run. */
static int guard(lua_State *L)
{
  order_push_string(L, 2);
  return luaL_error(L, "cannot set the global '%s': hooks keep no state between calls "
                    "(use a local, or hoyle.set for a variable of the game)", lua_tostring(L, -1));
}

/* load(text [, name [, mode [, env]]]): text only; env defaults to the call's. */
static int safe_load(lua_State *L)
{
  size_t len;
  const char *s = lua_tolstring(L, 1, &len);
  if (!s)
    return luaL_error(L, "load in a hook takes the text of a chunk, a string");
  if (len > 0 && s[0] == LUA_SIGNATURE[0])
    return luaL_error(L, "load: binary chunks are not allowed in a hook (text only)");
  const char *name = luaL_optstring(L, 2, s);
  int env = !lua_isnone(L, 4);
  if (luaL_loadbufferx(L, s, len, name, "t") != LUA_OK) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  if (env)
    lua_pushvalue(L, 4);
  else
    sandbox_push_current_env(L);
  lua_setupvalue(L, -2, 1);
  return 1;
}

/* setmetatable without __gc: a finalizer would run outside the call. */
static int safe_setmetatable(lua_State *L)
{
  if (lua_type(L, 2) == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "setmetatable: a hook may not set a __gc finalizer "
                        "(it would run after the call)");
    lua_pop(L, 1);
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

/* xpcall(f, msgh, ...): pcall, then msgh on the error once it has unwound.
 * Lua's own xpcall runs msgh where the error is raised, and an error the
 * count hook raises is raised with hooks off: msgh could loop forever. */
static int safe_xpcall(lua_State *L)
{
  int nargs = lua_gettop(L) - 2;
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  lua_replace(L, 1);
  lua_replace(L, 2);                     /* msgh, f, args */
  int r = lua_pcall(L, nargs, LUA_MULTRET, 0);
  if (r != LUA_OK && r != LUA_ERRMEM) {
    lua_pushvalue(L, 1);
    lua_insert(L, -2);
    lua_pcall(L, 1, 1, 0);
  }
  lua_pushboolean(L, r == LUA_OK);
  lua_replace(L, 1);
  return lua_gettop(L);
}

/* Replaces the table on top by a read-only view of it named `name`, which
 * reads through to it by Lua's own lookup (a table as __index, no call).
 * The names a library leaves out are stubs in it (adjust_libs), so a name
 * the view lacks is plainly nil. */
static void make_view(lua_State *L, const char *name)
{
  lua_newtable(L);
  lua_newtable(L);
  lua_pushvalue(L, -3);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, name);
  lua_pushcclosure(L, read_only, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_remove(L, -2);
}

/* Puts global lib into B (at index b) as a read-only view. */
static void add_view(lua_State *L, int b, const char *lib)
{
  lua_getglobal(L, lib);
  make_view(L, lib);
  lua_setfield(L, b, lib);
}

/* Repetitions (* + - ? and %b) in a Lua pattern, outside [sets]. */
static int repetitions(const char *p, size_t n)
{
  int q = 0;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == '%') {
      q += i + 1 < n && p[i + 1] == 'b';
      i += i + 1 < n && p[i + 1] == 'b' ? 3 : 1;
    } else if (p[i] == '[') {
      i += 1 + (i + 1 < n && p[i + 1] == '^');
      for (i += i < n && p[i] == ']'; i < n && p[i] != ']'; i++)
        i += p[i] == '%';
    } else if (i > 0 && p[i] && strchr("*+-?", p[i])) {
      q++;
    }
  }
  return q;
}

static double seconds_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void sandbox_start_clock(lua_State *L)
{
  hookapi_call_of(L)->deadline = seconds_now() + HOOK_SECONDS;
}

int sandbox_out_of_time(lua_State *L)
{
  return seconds_now() > hookapi_call_of(L)->deadline;
}

/* Calls the library function in upvalue 1 with the arguments given, if
 * the call has time left. */
static int pass_on(lua_State *L)
{
  if (sandbox_out_of_time(L))
    return luaL_error(L, "the hook ran longer than %d seconds (an endless loop?)", HOOK_SECONDS);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

/* string.find, match, gmatch or gsub (upvalue 1; upvalue 2 true for find):
 * refused when the pattern's length times the subject's length to the
 * power 1 + the pattern's repetitions passes 10^8, a run the count hook
 * could not interrupt (a plain find counts no repetitions). */
static int bounded_pattern(lua_State *L)
{
  size_t n, pn;
  luaL_checklstring(L, 1, &n);
  const char *p = luaL_checklstring(L, 2, &pn);
  int plain = lua_toboolean(L, lua_upvalueindex(2)) && lua_toboolean(L, 4);
  int q = plain ? 0 : repetitions(p, pn);
  double cost = (double)pn * (double)n;
  for (int i = 0; i < q && cost <= 1e8; i++)
    cost *= (double)n;
  if (cost > 1e8)
    return luaL_error(L, "a pattern of %d bytes with %d repetitions (* + - ? %%b) on a string of "
                      "%d bytes could run too long in a hook", (int)pn, q, (int)n);
  return pass_on(L);
}

/* string.rep and table.move loop in C for each copy or place they are
 * asked for, even with nothing to copy: at most 10^7. */
static int bounded_rep(lua_State *L)
{
  if (luaL_checkinteger(L, 2) > 10000000)
    return luaL_error(L, "string.rep makes at most 10^7 copies in a hook");
  return pass_on(L);
}

static int bounded_move(lua_State *L)
{
  lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
  if (e >= f && (f <= 0 ? e > f + 10000000 : e - f > 10000000))
    return luaL_error(L, "table.move moves at most 10^7 places in a hook");
  return pass_on(L);
}

/* Replaces field name of the library table on top with f around it. */
static void wrap(lua_State *L, const char *name, lua_CFunction f)
{
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, -2, name);
}

/* Field name of the library table on top becomes an error saying why. */
static void stub(lua_State *L, const char *lib, const char *name)
{
  lua_pushfstring(L, "%s.%s", lib, name);
  lua_pushcclosure(L, refuse, 1);
  lua_setfield(L, -2, name);
}

/* The library functions changed in place, so that methods on strings
 * ("x"):find(...) go through the same checks. */
static void adjust_libs(lua_State *L)
{
  static const char *const patterns[] = { "find", "match", "gmatch", "gsub" };
  lua_getglobal(L, "string");
  for (int i = 0; i < 4; i++) {
    lua_getfield(L, -1, patterns[i]);
    lua_pushboolean(L, i == 0);
    lua_pushcclosure(L, bounded_pattern, 2);
    lua_setfield(L, -2, patterns[i]);
  }
  stub(L, "string", "dump");
  wrap(L, "rep", bounded_rep);
  lua_getglobal(L, "table");
  wrap(L, "move", bounded_move);
  lua_pop(L, 1);
  lua_getglobal(L, "math");
  stub(L, "math", "random");
  stub(L, "math", "randomseed");
  lua_pop(L, 2);
}

/* The base every environment reads through to, kept as the __index of the
 * definitions' metatable (at &defs_mt_key) and on its own (at &base_key). */
static void build_base(lua_State *L)
{
  lua_newtable(L);
  int b = lua_gettop(L);
  for (size_t i = 0; i < sizeof base_names / sizeof base_names[0]; i++) {
    lua_getglobal(L, base_names[i]);
    lua_setfield(L, b, base_names[i]);
  }
  lua_pushcfunction(L, safe_load);
  lua_setfield(L, b, "load");
  lua_pushcfunction(L, safe_xpcall);
  lua_setfield(L, b, "xpcall");
  lua_pushcfunction(L, order_sorted_keys);
  lua_pushcclosure(L, pass_on, 1);       /* refused once out of time */
  order_open(L, b);
  lua_getglobal(L, "setmetatable");
  lua_pushcclosure(L, safe_setmetatable, 1);
  lua_setfield(L, b, "setmetatable");
  add_view(L, b, "string");
  add_view(L, b, "math");
  add_view(L, b, "table");
  add_view(L, b, "utf8");
  hookapi_push(L);
  make_view(L, "hoyle");
  lua_setfield(L, b, "hoyle");
  lua_newtable(L);                       /* B's own metatable: names refused */
  lua_pushcfunction(L, lookup);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, b);
  lua_newtable(L);                       /* the definitions' metatable */
  lua_pushvalue(L, b);
  lua_setfield(L, -2, "__index");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &defs_mt_key);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &base_key);   /* B, for sandbox_share_defs */
}

int sandbox_open(lua_State *L)
{
  static const luaL_Reg libs[] = {
    { LUA_GNAME, luaopen_base }, { LUA_TABLIBNAME, luaopen_table },
    { LUA_STRLIBNAME, luaopen_string }, { LUA_MATHLIBNAME, luaopen_math },
    { LUA_UTF8LIBNAME, luaopen_utf8 },
  };
  for (size_t i = 0; i < sizeof libs / sizeof libs[0]; i++) {
    luaL_requiref(L, libs[i].name, libs[i].func, 1);
    lua_pop(L, 1);
  }
  lua_pushliteral(L, "");                /* strings' metatable: out of reach */
  lua_getmetatable(L, -1);
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
  adjust_libs(L);
  build_base(L);
  return 0;
}

void sandbox_push_defs(lua_State *L, int size)
{
  lua_createtable(L, 0, size);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &defs_mt_key);
  lua_setmetatable(L, -2);
}

void sandbox_push_env(lua_State *L, int defs)
{
  lua_newtable(L);
  lua_newtable(L);
  lua_pushvalue(L, defs);
  lua_setfield(L, -2, "__index");
  lua_pushvalue(L, defs);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &env_key);
}

void sandbox_seal_env(lua_State *L, int env)
{
  lua_getmetatable(L, env);
  lua_pushcfunction(L, guard);
  lua_setfield(L, -2, "__newindex");
  lua_pop(L, 1);
}

void sandbox_push_current_env(lua_State *L)
{
  lua_rawgetp(L, LUA_REGISTRYINDEX, &env_key);
}

/* Sets in table t (an absolute index) each key of the table on top, which
 * it pops. */
static void copy_into(lua_State *L, int t)
{
  for (lua_pushnil(L); lua_next(L, -2); ) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, t);
  }
  lua_pop(L, 1);
}

void sandbox_share_defs(lua_State *L, int defs)
{
  defs = lua_absindex(L, defs);
  lua_newtable(L);
  int all = lua_gettop(L);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &base_key);
  lua_getmetatable(L, -1);               /* the base's: names refused */
  lua_setmetatable(L, all);
  copy_into(L, all);
  lua_pushvalue(L, defs);
  copy_into(L, all);
  sandbox_push_current_env(L);
  lua_getmetatable(L, -1);
  lua_pushvalue(L, all);
  lua_setfield(L, -2, "__index");
  lua_settop(L, all - 1);
}
