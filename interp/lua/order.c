/* order.c: a hook gives the same results for the same seed (see order.h).
 * Lua's own pairs and next visit keys in the order of its hash, which is
 * seeded afresh for every Lua state and, for keys that are tables, follows
 * their addresses; table.sort moves equal elements by a pivot it may take
 * from the clock; tostring and string.format's %s and %p print addresses.
 * Here pairs and next visit keys in sorted order, table.sort is a stable
 * merge sort, and a table, function or thread prints as its type.  The
 * three are written in Lua, so that the count hook bounds them as it
 * bounds the hook itself, but for the sorting of keys, which is C.
 */
#include <string.h>
#include <lauxlib.h>
#include "lua/order.h"

/* Called with order_sorted_keys (as the sandbox bounds it), rawget, type,
 * error, getmetatable and setmetatable; returns pairs, next and sort.
 * next(t) sorts t's keys and keeps them (weakly) for the next(t, k) that
 * follow, which are then one step each. */
static const char prelude[] =
  "local sorted_keys, rawget, type, error, getmetatable, setmetatable = ...\n"
  "local _ENV = nil\n"

  "local function check(t, fn)\n"
  "  if type(t) ~= 'table' then\n"
  "    error(\"bad argument #1 to '\" .. fn .. \"' (table expected, got \" .. type(t) .. ')', 3)\n"
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
  "local sorted = setmetatable({}, { __mode = 'k' })\n"
  "local function sort_keys(t, fn)\n"
  "  local keys, n = sorted_keys(t)\n"
  "  if not keys then\n"
  "    error(fn .. ': a key that is a ' .. n .. ' has no defined order in a hook '\n"
  "          .. '(keys may be numbers, strings or booleans)', 3)\n"
  "  end\n"
  "  return { keys = keys, n = n }\n"
  "end\n"
  "local function after(t, s, i)\n"
  "  while i < s.n do\n"
  "    i = i + 1\n"
  "    local v = rawget(t, s.keys[i])\n"
  "    if v ~= nil then return i, s.keys[i], v end\n"
  "  end\n"
  "  return i\n"
  "end\n"
  "local function next(t, k)\n"
  "  check(t, 'next')\n"
  "  local s = k ~= nil and sorted[t]\n"
  "  if not (s and s.place[k]) then\n"
  "    s = sort_keys(t, 'next')\n"
  "    s.place = {}\n"
  "    for i = 1, s.n do s.place[s.keys[i]] = i end\n"
  "    sorted[t] = s\n"
  "    if k ~= nil and not s.place[k] then error(\"invalid key to 'next'\", 2) end\n"
  "  end\n"
  "  local _, key, v = after(t, s, k == nil and 0 or s.place[k])\n"
  "  return key, v\n"
  "end\n"
  "local function pairs(t)\n"
  "  local mt = getmetatable(t)\n"
  "  local meta = type(mt) == 'table' and rawget(mt, '__pairs')\n"
  "  if meta then\n"
  "    local f, s, c = meta(t)\n"
  "    return f, s, c\n"
  "  end\n"
  "  check(t, 'pairs')\n"
  "  local s, i, key, v = sort_keys(t, 'pairs'), 0\n"
  "  return function()\n"
  "    i, key, v = after(t, s, i)\n"
  "    return key, v\n"
  "  end\n"
  "end\n"
  "return pairs, next, sort\n";

/* ---- keys in order ---- */

/* A key of a table: its kind (1 number, 2 string, 3 boolean) and value. */
typedef struct key {
  int kind, is_int, b;
  lua_Integer i;
  lua_Number x;
  const char *s;               /* anchored by the table while sorting */
  size_t len;
} key;

/* i < x for a float key x, which (a table's float keys being normalized)
 * has a fraction or lies past the integers. */
static int int_below(lua_Integer i, lua_Number x)
{
  if (x >= 0x1p63 || x < -0x1p63)
    return x > 0;
  lua_Integer t = (lua_Integer)x;      /* toward zero */
  return x > 0 ? i <= t : i < t;
}

static int number_before(const key *a, const key *b)
{
  if (a->is_int && b->is_int)
    return a->i < b->i;
  if (a->is_int)
    return int_below(a->i, b->x);
  if (b->is_int)
    return !int_below(b->i, a->x);
  return a->x < b->x;
}

static int key_before(const key *a, const key *b)
{
  if (a->kind != b->kind)
    return a->kind < b->kind;
  if (a->kind == 1)
    return number_before(a, b);
  if (a->kind == 3)
    return a->b < b->b;
  int c = memcmp(a->s, b->s, a->len < b->len ? a->len : b->len);
  return c ? c < 0 : a->len < b->len;
}

/* Sorts k[0..n) by key_before, with tmp as room for n more (merge sort:
 * no two keys are equal, so any sort gives the one order). */
static void sort_keys(key *k, key *tmp, size_t n)
{
  if (n < 2)
    return;
  size_t half = n / 2, a = 0, b = half;
  sort_keys(k, tmp, half);
  sort_keys(k + half, tmp, n - half);
  for (size_t i = 0; i < n; i++)
    tmp[i] = b < n && (a >= half || key_before(&k[b], &k[a])) ? k[b++] : k[a++];
  memcpy(k, tmp, n * sizeof *k);
}

/* The key on top of the stack as a key; of kind 0 when it has no order. */
static key key_of(lua_State *L)
{
  key k = { 0, 0, 0, 0, 0, NULL, 0 };
  switch (lua_type(L, -1)) {
  case LUA_TNUMBER:
    k.kind = 1;
    k.is_int = lua_isinteger(L, -1);
    k.i = lua_tointeger(L, -1);
    k.x = lua_tonumber(L, -1);
    return k;
  case LUA_TSTRING: k.kind = 2; k.s = lua_tolstring(L, -1, &k.len); return k;
  case LUA_TBOOLEAN: k.kind = 3; k.b = lua_toboolean(L, -1); return k;
  default: return k;
  }
}

static void push_key(lua_State *L, const key *k)
{
  if (k->kind == 1 && k->is_int)
    lua_pushinteger(L, k->i);
  else if (k->kind == 1)
    lua_pushnumber(L, k->x);
  else if (k->kind == 2)
    lua_pushlstring(L, k->s, k->len);
  else
    lua_pushboolean(L, k->b);
}

int order_sorted_keys(lua_State *L)
{
  size_t n = 0, room = 16;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  key *k = lua_newuserdatauv(L, 2 * room * sizeof *k, 0);
  for (lua_pushnil(L); lua_next(L, 1); lua_pop(L, 1)) {
    lua_pushvalue(L, -2);
    if (n == room) {
      key *more = lua_newuserdatauv(L, 4 * room * sizeof *k, 0);
      memcpy(more, k, n * sizeof *k);
      lua_replace(L, 2);
      k = more;
      room *= 2;
    }
    k[n] = key_of(L);
    if (!k[n++].kind) {
      lua_pushnil(L);
      lua_pushstring(L, luaL_typename(L, -2));
      return 2;
    }
    lua_pop(L, 1);
  }
  sort_keys(k, k + room, n);
  lua_createtable(L, (int)n, 0);
  for (size_t i = 0; i < n; i++) {
    push_key(L, &k[i]);
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  lua_pushinteger(L, (lua_Integer)n);
  return 2;
}

/* ---- no addresses ---- */

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
  lua_insert(L, -2);                     /* the key sorter, as the first argument */
  lua_getglobal(L, "rawget");
  lua_getglobal(L, "type");
  lua_getglobal(L, "error");
  lua_getglobal(L, "getmetatable");
  lua_getglobal(L, "setmetatable");
  lua_call(L, 6, 3);
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
