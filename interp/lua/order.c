/* order.c: a hook gives the same results for the same seed (see order.h).
 * Lua's own pairs and next visit keys in the order of its hash, which is
 * seeded afresh for every Lua state and, for keys that are tables, follows
 * their addresses; table.sort moves equal elements by a pivot it may take
 * from the clock; tostring and string.format's %s and %p print addresses.
 * Here pairs and next visit keys in sorted order, table.sort is a stable
 * merge sort, and a table, function or thread prints as its type.  The
 * first three are written in Lua, so that the count hook bounds them as it
 * bounds the hook itself.
 */
#include <string.h>
#include <lauxlib.h>
#include "lua/order.h"

/* Called with Lua's own next, rawget, type, error and getmetatable; returns
 * pairs, next and sort.  Keys are ordered numbers first (by value), then
 * strings (bytewise), then false and true; a key of another type has no
 * order that does not hang on addresses, and is refused. */
static const char prelude[] =
  "local rawnext, rawget, type, error, getmetatable = ...\n"
  "local _ENV = nil\n"
  "local rank = { number = 1, string = 2, boolean = 3 }\n"
  "local function before(a, b)\n"
  "  local ra, rb = rank[type(a)], rank[type(b)]\n"
  "  if ra ~= rb then return ra < rb end\n"
  "  if ra == 3 then return b and not a end\n"
  "  return a < b\n"
  "end\n"
  "local function check(t, fn)\n"
  "  if type(t) ~= 'table' then\n"
  "    error(\"bad argument #1 to '\" .. fn .. \"' (table expected, got \" .. type(t) .. ')', 3)\n"
  "  end\n"
  "end\n"
  "local function orderable(k, fn)\n"
  "  if not rank[type(k)] then\n"
  "    error(fn .. ': a key that is a ' .. type(k) .. ' has no defined order in a hook '\n"
  "          .. '(keys may be numbers, strings or booleans)', 3)\n"
  "  end\n"
  "end\n"
  "local function sort(t, lt)\n"
  "  check(t, 'sort')\n"
  "  if lt ~= nil and type(lt) ~= 'function' then\n"
  "    error(\"bad argument #2 to 'sort' (function expected, got \" .. type(lt) .. ')', 2)\n"
  "  end\n"
  "  lt = lt or function(a, b) return a < b end\n"
  "  local n, src, dst, width = #t, {}, {}, 1\n"
  "  for i = 1, n do src[i] = t[i] end\n"
  "  while width < n do\n"
  "    for lo = 1, n, 2 * width do\n"
  "      local a, mid, hi = lo, lo + width, lo + 2 * width\n"
  "      if mid > n + 1 then mid = n + 1 end\n"
  "      if hi > n + 1 then hi = n + 1 end\n"
  "      local b = mid\n"
  "      for k = lo, hi - 1 do\n"
  "        if b < hi and (a >= mid or lt(src[b], src[a])) then\n"
  "          dst[k], b = src[b], b + 1\n"
  "        else\n"
  "          dst[k], a = src[a], a + 1\n"
  "        end\n"
  "      end\n"
  "    end\n"
  "    src, dst, width = dst, src, 2 * width\n"
  "  end\n"
  "  for i = 1, n do t[i] = src[i] end\n"
  "end\n"
  "local function next(t, k)\n"
  "  check(t, 'next')\n"
  "  local best\n"
  "  for key in rawnext, t do\n"
  "    orderable(key, 'next')\n"
  "    if (k == nil or before(k, key)) and (best == nil or before(key, best)) then best = key end\n"
  "  end\n"
  "  if best ~= nil then return best, rawget(t, best) end\n"
  "end\n"
  "local function pairs(t)\n"
  "  local mt = getmetatable(t)\n"
  "  local meta = type(mt) == 'table' and rawget(mt, '__pairs')\n"
  "  if meta then\n"
  "    local f, s, c = meta(t)\n"
  "    return f, s, c\n"
  "  end\n"
  "  check(t, 'pairs')\n"
  "  local keys, n, i = {}, 0, 0\n"
  "  for key in rawnext, t do\n"
  "    orderable(key, 'pairs')\n"
  "    n = n + 1\n"
  "    keys[n] = key\n"
  "  end\n"
  "  sort(keys, before)\n"
  "  return function()\n"
  "    while i < n do\n"
  "      i = i + 1\n"
  "      local v = rawget(t, keys[i])\n"
  "      if v ~= nil then return keys[i], v end\n"
  "    end\n"
  "  end\n"
  "end\n"
  "return pairs, next, sort\n";

/* Whether Lua's tostring prints a value of type t by its address. */
static int by_address(int t)
{
  return t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TTHREAD || t == LUA_TUSERDATA
         || t == LUA_TLIGHTUSERDATA;
}

/* A table, function, thread or userdata with no __tostring is its type's
 * name; anything else is what Lua's tostring makes of it. */
void order_push_string(lua_State *L, int idx)
{
  int t = lua_type(L, idx);
  idx = lua_absindex(L, idx);
  if (by_address(t)) {
    if (luaL_getmetafield(L, idx, "__tostring") == LUA_TNIL) {
      lua_pushstring(L, lua_typename(L, t));
      return;
    }
    lua_pop(L, 1);
  }
  luaL_tolstring(L, idx, NULL);
}

static int steady_tostring(lua_State *L)
{
  luaL_checkany(L, 1);
  order_push_string(L, 1);
  return 1;
}

/* string.format (upvalue 1) without %p, and with the values %s would
 * print by address given as order_push_string makes them. */
static int steady_format(lua_State *L)
{
  size_t n;
  const char *f = luaL_checklstring(L, 1, &n);
  for (size_t i = 0; i + 1 < n; i++)
    if (f[i] == '%') {
      i++;
      i += strspn(f + i, "-+ #0123456789.");
      if (i < n && f[i] == 'p')
        return luaL_error(L, "string.format: %%p is not available in a hook (it prints an address)");
    }
  for (int i = 2; i <= lua_gettop(L); i++)
    if (by_address(lua_type(L, i))) {
      order_push_string(L, i);
      lua_replace(L, i);
    }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

void order_open(lua_State *L, int base)
{
  base = lua_absindex(L, base);
  if (luaL_loadbufferx(L, prelude, sizeof prelude - 1, "=sandbox", "t") != LUA_OK)
    lua_error(L);
  lua_getglobal(L, "next");
  lua_getglobal(L, "rawget");
  lua_getglobal(L, "type");
  lua_getglobal(L, "error");
  lua_getglobal(L, "getmetatable");
  lua_call(L, 5, 3);
  lua_getglobal(L, "table");
  lua_insert(L, -2);
  lua_setfield(L, -2, "sort");
  lua_pop(L, 1);
  lua_setfield(L, base, "next");
  lua_setfield(L, base, "pairs");
  lua_pushcfunction(L, steady_tostring);
  lua_setfield(L, base, "tostring");
  lua_getglobal(L, "string");
  lua_getfield(L, -1, "format");
  lua_pushcclosure(L, steady_format, 1);
  lua_setfield(L, -2, "format");
  lua_pop(L, 1);
}
