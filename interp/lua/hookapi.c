/* hookapi.c: the `hoyle` table, the only way a hook reads or changes the
 * game (see hoyle-lua(3)).  In Lua, players are numbers from 1, cards are
 * numbers from 1 (their place in the deck as built), zones are their names
 * as transcripts write them ("stock", "hand of P2"), suits and ranks are
 * their names ("hearts", "10", "Q", "joker"). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <lauxlib.h>
#include "lua/hookapi.h"
#include "run/knowledge.h"
#include "run/names.h"
#include "run/zone.h"

/* The game of the call under way; an error at the file's top level. */
static game *G(lua_State *L)
{
  hookapi_call *h = hookapi_call_of(L);
  if (!h->g || h->defining)
    luaL_error(L, "the hoyle table works only inside a hook function, not at the top of the file");
  return h->g;
}

/* n cards went from slot `from` to `to` (c: the card when n is 1). */
static void moved(lua_State *L, int n, int from, int to, int c)
{
  hookapi_call *h = hookapi_call_of(L);
  if (n <= 0)
    return;
  if (h->left)
    h->left[from] = 1;
  event_cards(h->g, h->ev, EV_MOVE, -1, n, from, to, c);
}

/* ---- arguments ---- */

static int seat_arg(lua_State *L, const game *g, int arg)
{
  lua_Integer p = luaL_checkinteger(L, arg);
  if (p < 1 || p > g->nplayers)
    luaL_argerror(L, arg, lua_pushfstring(L, "no player %I (players are 1 to %d)", p,
                                          (int)g->nplayers));
  return (int)p - 1;
}

static int card_arg(lua_State *L, const game *g, int arg)
{
  lua_Integer c = luaL_checkinteger(L, arg);
  if (c < 1 || c > g->ncards)
    luaL_argerror(L, arg, lua_pushfstring(L, "no card %I (cards are 1 to %d)", c, (int)g->ncards));
  return (int)c - 1;
}

static int find_zone(const module *m, const char *name, size_t n)
{
  for (int z = 0; z < m->nzones; z++)
    if (strlen(m->zones[z].name) == n && strncmp(m->zones[z].name, name, n) == 0)
      return z;
  return -1;
}

/* The zone the string at arg names ("hand"), or -1. */
static int zone_named(lua_State *L, const game *g, int arg)
{
  size_t len;
  const char *name = luaL_checklstring(L, arg, &len);
  return find_zone(g->mod, name, len);
}

/* The registry's table of the zone names a hook has been given or has
 * used: slot + 1 to name and name to slot, so that a hook naming the same
 * zone at every call formats and parses its name once a runtime. */
static const char zone_names_key;      /* its registry key: the address (never written) */

/* The slot named by the string at arg in the table of names, or -1. */
static int known_zone(lua_State *L, int arg)
{
  lua_rawgetp(L, LUA_REGISTRYINDEX, &zone_names_key);
  lua_pushvalue(L, arg);
  int slot = lua_rawget(L, -2) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : -1;
  lua_pop(L, 2);
  return slot;
}

/* Keeps the string on top of the stack as the name of slot. */
static void know_zone(lua_State *L, int slot)
{
  lua_rawgetp(L, LUA_REGISTRYINDEX, &zone_names_key);
  lua_pushvalue(L, -2);
  lua_rawseti(L, -2, slot + 1);
  lua_pushvalue(L, -2);
  lua_pushinteger(L, slot);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

/* "stock" or "hand of P2": the zone slot. */
static int zone_arg(lua_State *L, const game *g, int arg)
{
  size_t len;
  const char *s = luaL_checklstring(L, arg, &len);
  int known = known_zone(L, arg);
  if (known >= 0 && zone_owner(g->mod, known) < g->nplayers)   /* P5 named in a game of 5 */
    return known;
  const char *of = strstr(s, " of P");
  int z = find_zone(g->mod, s, of ? (size_t)(of - s) : len);
  if (z >= 0) {
    const zone_info *zi = &g->mod->zones[z];
    char *end;
    long p = of ? strtol(of + 5, &end, 10) : 0;
    int slot = !(zi->flags & ZONE_EACH) && !of ? zi->base
             : (zi->flags & ZONE_EACH) && of && !*end && p >= 1 && p <= g->nplayers
             ? zi->base + (int)p - 1 : -1;
    if (slot >= 0) {
      lua_pushvalue(L, arg);
      know_zone(L, slot);
      lua_pop(L, 1);
      return slot;
    }
  }
  return luaL_argerror(L, arg, lua_pushfstring(L, "no zone '%s' (a zone is named \"stock\", "
                                               "or \"hand of P2\" for a player's own)", s));
}

static void push_zone(lua_State *L, const game *g, int slot)
{
  char buf[64];
  lua_rawgetp(L, LUA_REGISTRYINDEX, &zone_names_key);
  int known = lua_rawgeti(L, -1, slot + 1) == LUA_TSTRING;
  lua_remove(L, -2);
  if (known)
    return;
  lua_pop(L, 1);
  value_str(g, mkval(V_ZONE, slot), buf, sizeof buf);
  lua_pushstring(L, buf);
  know_zone(L, slot);
}

void hookapi_push_value(lua_State *L, const game *g, value v)
{
  char buf[TEXT_MAX];
  switch ((vtag)v.tag) {
  case V_NONE: lua_pushnil(L); break;
  case V_INT: lua_pushinteger(L, v.v); break;
  case V_BOOL: lua_pushboolean(L, v.v); break;
  case V_CARD: case V_PLAYER: lua_pushinteger(L, v.v + 1); break;
  case V_RANK: lua_pushstring(L, rank_name(g->mod, v.v)); break;
  case V_SUIT: lua_pushstring(L, suit_name(g->mod, v.v)); break;
  case V_STR: {               /* hooks know every card */
    char raw[TEXT_MAX];
    value_str(g, v, raw, sizeof raw);
    text_render(g, -1, raw, buf, sizeof buf);
    lua_pushstring(L, buf);
    break;
  }
  default: value_str(g, v, buf, sizeof buf); lua_pushstring(L, buf); break;
  }
}

/* A suit or rank of the deck named by the string at arg. */
static int named_arg(lua_State *L, const game *g, int arg, vtag t)
{
  const deck_info *d = &g->mod->deck;
  const char *s = luaL_checkstring(L, arg);
  int i = t == V_SUIT ? deck_find_suit(d, s) : deck_find_rank(d, s);
  if (i >= 0)
    return i;
  if (d->custom)
    return luaL_argerror(L, arg, t == V_SUIT ? "not a suit of the deck" : "not a rank of the deck");
  return luaL_argerror(L, arg, t == V_SUIT ? "not a suit (clubs, diamonds, hearts, spades)"
                                           : "not a rank (A, 2 to 10, J, Q, K, joker)");
}

/* The Lua value at arg as a value of type t, for a variable. */
static value to_value(lua_State *L, const game *g, int arg, type t)
{
  int nullable = t == T_CARD || t == T_SUIT || t == T_RANK || t == T_PLAYER || t == T_NONE;
  if (lua_isnoneornil(L, arg) && nullable)
    return mkval(V_NONE, 0);
  switch (t) {
  case T_INT: {
    int ok;
    lua_Integer n = lua_tointegerx(L, arg, &ok);
    if (!ok || n < -1000000000 || n > 1000000000)
      luaL_argerror(L, arg, "a whole number is needed");
    return mkval(V_INT, (int32_t)n);
  }
  case T_BOOL: luaL_checktype(L, arg, LUA_TBOOLEAN); return mkval(V_BOOL, lua_toboolean(L, arg));
  case T_CARD: return mkval(V_CARD, card_arg(L, g, arg));
  case T_PLAYER: return mkval(V_PLAYER, seat_arg(L, g, arg));
  case T_ZONE: return mkval(V_ZONE, zone_arg(L, g, arg));
  case T_SUIT: return mkval(V_SUIT, named_arg(L, g, arg, V_SUIT));
  case T_RANK: return mkval(V_RANK, named_arg(L, g, arg, V_RANK));
  default:
    luaL_argerror(L, arg, t == T_NONE ? "this variable is only ever none"
                                      : "a hook cannot set a variable of text");
    return mkval(V_NONE, 0);
  }
}

/* The mark named name (var wild : each card = false): its first global
 * slot; an error if there is none, as there is no variable so named. */
static int mark_arg(lua_State *L, const game *g, const char *name)
{
  const module *m = g->mod;
  for (int i = 0; i < m->nmarks; i++)
    if (strcmp(m->marks[i].name, name) == 0)
      return m->marks[i].slot;
  return luaL_argerror(L, 1, lua_pushfstring(L, "no variable or mark '%s'", name));
}

/* The variable named at *arg and, for a variable each player has, the
 * player after it: its slot (a list's length's); *arg moves past them.
 * -1 if no variable has that name (it may be a mark's). */
static int var_arg(lua_State *L, const game *g, int *arg, const global_info **out)
{
  const global_info *gi = module_global(g->mod, luaL_checkstring(L, *arg));
  if (!gi)
    return -1;
  *out = gi;
  (*arg)++;
  if (!gi->each)
    return gi->slot;
  return gi->slot + seat_arg(L, g, (*arg)++) * global_stride(gi);
}

/* The seat `steps` places after p in the direction of play (before p
 * when negative), passing over seats not in play. */
static int seat_from(game *g, int p, int steps)
{
  if (steps >= 0)
    return game_next_seat(g, p, steps);
  g->dir = (int8_t)-g->dir;
  int s = game_next_seat(g, p, -steps);
  g->dir = (int8_t)-g->dir;
  return s;
}

/* ---- players and turns ---- */

static int api_players(lua_State *L) { lua_pushinteger(L, G(L)->nplayers); return 1; }
static int api_current(lua_State *L) { lua_pushinteger(L, G(L)->current + 1); return 1; }
static int api_dealer(lua_State *L) { lua_pushinteger(L, G(L)->dealer + 1); return 1; }
static int api_direction(lua_State *L) { lua_pushinteger(L, G(L)->dir); return 1; }

static int api_reverse(lua_State *L)
{
  game *g = G(L);
  g->dir = (int8_t)-g->dir;
  return 0;
}

static int api_next(lua_State *L)
{
  game *g = G(L);
  int p = seat_arg(L, g, 1);
  lua_Integer n = luaL_optinteger(L, 2, 1);
  luaL_argcheck(L, n > -1000 && n < 1000, 2, "too many seats");
  lua_pushinteger(L, seat_from(g, p, (int)n) + 1);
  return 1;
}

static int api_in_play(lua_State *L)
{
  game *g = G(L);
  lua_pushboolean(L, game_in_play(g, seat_arg(L, g, 1)));
  return 1;
}

/* ---- zones and cards ---- */

static int api_zone(lua_State *L)
{
  game *g = G(L);
  int z = zone_named(L, g, 1);
  if (z < 0)
    return luaL_argerror(L, 1, lua_pushfstring(L, "no zone '%s'", lua_tostring(L, 1)));
  const zone_info *zi = &g->mod->zones[z];
  if (!(zi->flags & ZONE_EACH)) {
    luaL_argcheck(L, lua_isnone(L, 2), 2, "this zone is shared: name no player");
    push_zone(L, g, zi->base);
  } else {
    luaL_argcheck(L, !lua_isnone(L, 2), 2, "each player has this zone: name the player");
    push_zone(L, g, zi->base + seat_arg(L, g, 2));
  }
  return 1;
}

static int api_count(lua_State *L)
{
  game *g = G(L);
  lua_pushinteger(L, g->count[zone_arg(L, g, 1)]);
  return 1;
}

static int api_cards(lua_State *L)
{
  game *g = G(L);
  int slot = zone_arg(L, g, 1);
  lua_createtable(L, g->count[slot], 0);
  for (int i = 0; i < g->count[slot]; i++) {
    lua_pushinteger(L, g->zone[slot][i] + 1);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* faces(z): three lists of zone z's cards, bottom first, built in one
 * call: the cards, their ranks' numbers and their suits' numbers (0 for a
 * joker's), so that a hook reading a whole hand makes no call a card. */
static int api_faces(lua_State *L)
{
  game *g = G(L);
  int slot = zone_arg(L, g, 1), n = g->count[slot];
  lua_createtable(L, n, 0);
  lua_createtable(L, n, 0);
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; i++) {
    int c = g->zone[slot][i];
    card f = g->cards[c];
    lua_pushinteger(L, c + 1);
    lua_rawseti(L, -4, i + 1);
    lua_pushinteger(L, f.rank);
    lua_rawseti(L, -3, i + 1);
    lua_pushinteger(L, f.suit != NO_SUIT ? f.suit + 1 : 0);
    lua_rawseti(L, -2, i + 1);
  }
  return 3;
}

static int api_top(lua_State *L)
{
  game *g = G(L);
  int c = zone_top(g, zone_arg(L, g, 1));
  if (c < 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, c + 1);
  return 1;
}

static int api_where(lua_State *L)
{
  game *g = G(L);
  push_zone(L, g, g->where[card_arg(L, g, 1)]);
  return 1;
}

static int api_rank(lua_State *L)
{
  game *g = G(L);
  hookapi_push_value(L, g, mkval(V_RANK, g->cards[card_arg(L, g, 1)].rank));
  return 1;
}

static int api_suit(lua_State *L)
{
  game *g = G(L);
  card c = g->cards[card_arg(L, g, 1)];
  hookapi_push_value(L, g, c.suit != NO_SUIT ? mkval(V_SUIT, c.suit) : mkval(V_NONE, 0));
  return 1;
}

static int api_points(lua_State *L)
{
  game *g = G(L);
  lua_pushinteger(L, g->mod->points[g->cards[card_arg(L, g, 1)].rank]);
  return 1;
}

static int api_name(lua_State *L)
{
  game *g = G(L);
  char buf[CARD_NAME_MAX];
  card_name(g->mod, g->cards[card_arg(L, g, 1)], buf);
  lua_pushstring(L, buf);
  return 1;
}

/* ---- moving cards ---- */

static int api_move(lua_State *L)
{
  game *g = G(L);
  int c = card_arg(L, g, 1), to = zone_arg(L, g, 2), from = g->where[c];
  zone_remove(g, c);
  zone_push(g, to, c);
  moved(L, 1, from, to, c);
  return 0;
}

/* Puts n cards (bottom first) into slot; who may see them there learns
 * them, as zone_push has it. */
static void fill(game *g, int slot, const uint8_t *cards, int n)
{
  memcpy(g->zone[slot], cards, (size_t)n);
  g->count[slot] = (uint8_t)n;
  game_note_made(g, slot);
  memset(g->ranks[slot], 0, sizeof g->ranks[slot]);
  for (int i = 0; i < n; i++) {
    g->ranks[slot][g->cards[cards[i]].rank]++;
    g->where[cards[i]] = (uint8_t)slot;
    knowledge_learn(g, cards[i], g->mod->shown_to[slot]);
  }
}

static int api_swap(lua_State *L)
{
  game *g = G(L);
  int a = zone_arg(L, g, 1), b = zone_arg(L, g, 2);
  uint8_t held[MAX_CARDS];
  int na = g->count[a], nb = g->count[b];
  if (a == b)
    return 0;
  memcpy(held, g->zone[a], (size_t)na);
  fill(g, a, g->zone[b], nb);
  fill(g, b, held, na);
  moved(L, na, a, b, na == 1 ? held[0] : -1);
  moved(L, nb, b, a, nb == 1 ? g->zone[a][0] : -1);
  return 0;
}

/* rotate(name, steps): each player in play passes zone `name` to the
 * player `steps` seats on in the direction of play (1 if not given). */
static int api_rotate(lua_State *L)
{
  game *g = G(L);
  int z = zone_named(L, g, 1);
  luaL_argcheck(L, z >= 0 && (g->mod->zones[z].flags & ZONE_EACH), 1,
                "rotate takes the name of a zone each player has");
  lua_Integer steps = luaL_optinteger(L, 2, 1);
  luaL_argcheck(L, steps > -1000 && steps < 1000, 2, "too many seats");
  int base = g->mod->zones[z].base, n = g->nplayers, to[MAX_PLAYERS], count[MAX_PLAYERS];
  uint8_t held[MAX_PLAYERS][MAX_CARDS];
  for (int p = 0; p < n; p++) {
    count[p] = g->count[base + p];
    memcpy(held[p], g->zone[base + p], (size_t)count[p]);
    to[p] = game_in_play(g, p) ? seat_from(g, p, (int)steps) : p;
  }
  for (int p = 0; p < n; p++)
    fill(g, base + to[p], held[p], count[p]);
  for (int p = 0; p < n; p++)
    moved(L, count[p], base + p, base + to[p], count[p] == 1 ? held[p][0] : -1);
  return 0;
}

static int api_shuffle(lua_State *L)
{
  game *g = G(L);
  int slot = zone_arg(L, g, 1);
  zone_shuffle(g, slot);
  event_cards(g, hookapi_call_of(L)->ev, EV_SHUFFLE, -1, g->count[slot], -1, slot, -1);
  return 0;
}

/* show(c [, p]): player p, or everyone, now knows card c, as the statement
 * `show` has it (inside 'simultaneously', only the part's player does). */
static int api_show(lua_State *L)
{
  game *g = G(L);
  int c = card_arg(L, g, 1), p = lua_isnoneornil(L, 2) ? -1 : seat_arg(L, g, 2);
  knowledge_show(g, hookapi_call_of(L)->ev, c, p);
  return 0;
}

static int api_knows(lua_State *L)
{
  game *g = G(L);
  int p = seat_arg(L, g, 1);
  lua_pushboolean(L, (g->known[card_arg(L, g, 2)] >> p) & 1);
  return 1;
}

/* ---- variables, chance, words ---- */

/* get(mark, c): whether card c bears the mark; get(var [, p]): the
 * variable's value, a list's as an array of its items. */
static int api_get(lua_State *L)
{
  game *g = G(L);
  const global_info *gi;
  int arg = 1, slot = var_arg(L, g, &arg, &gi);
  if (slot < 0) {
    int mark = mark_arg(L, g, lua_tostring(L, 1));
    lua_pushboolean(L, game_marked(g, mark, card_arg(L, g, 2)));
    return 1;
  }
  if (gi->ty != T_LIST) {
    hookapi_push_value(L, g, g->globals[slot]);
    return 1;
  }
  int n = g->globals[slot].v;
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; i++) {
    hookapi_push_value(L, g, g->globals[slot + 1 + i]);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* The array at arg as the items of the list kept from global slot. */
static void set_list(lua_State *L, game *g, int arg, const global_info *gi, int slot)
{
  luaL_checktype(L, arg, LUA_TTABLE);
  lua_Integer n = luaL_len(L, arg);
  luaL_argcheck(L, n <= LIST_MAX, arg, "a list holds at most 15 items");
  value item[LIST_MAX];
  for (int i = 0; i < n; i++) {
    lua_geti(L, arg, i + 1);
    item[i] = to_value(L, g, lua_gettop(L), gi->item);
    lua_pop(L, 1);
  }
  g->globals[slot] = mkval(V_INT, (int32_t)n);
  memcpy(&g->globals[slot + 1], item, (size_t)n * sizeof item[0]);
}

/* set(mark, c, b): card c bears the mark (b true) or not; set(var [, p],
 * value): a list's value is an array of its items. */
static int api_set(lua_State *L)
{
  game *g = G(L);
  const global_info *gi;
  int arg = 1, slot = var_arg(L, g, &arg, &gi);
  if (slot < 0) {
    int mark = mark_arg(L, g, lua_tostring(L, 1)), c = card_arg(L, g, 2);
    luaL_checktype(L, 3, LUA_TBOOLEAN);
    game_set_mark(g, mark, c, lua_toboolean(L, 3));
    return 0;
  }
  if (gi->is_option)
    return luaL_error(L, "'%s' is an option: a hook may read it but not change it", gi->name);
  if (gi->ty == T_LIST)
    set_list(L, g, arg, gi, slot);
  else
    g->globals[slot] = to_value(L, g, arg, gi->ty);
  return 0;
}

static int api_random(lua_State *L)
{
  game *g = G(L);
  lua_Integer n = luaL_checkinteger(L, 1);
  luaL_argcheck(L, n >= 1 && n <= 1000000000, 1, "random(n) needs n from 1 to 10^9");
  lua_pushinteger(L, (lua_Integer)rng_below(&g->rng, (uint32_t)n) + 1);
  return 1;
}

/* The first card of the deck with c's face, or -1. */
static int card_of_face(const game *g, card c)
{
  for (int i = 0; i < g->ncards; i++)
    if (g->cards[i].rank == c.rank && (c.rank == 0 || g->cards[i].suit == c.suit))
      return i;
  return -1;
}

/* A hook's text with each word that names a card of the deck ("QS", "10H")
 * made a reference to it (in a game of several packs, to the first card of
 * that face), so that a seat reads it only if it knows that card, as with
 * the script's own text (run/names.h). */
static void refer_to_cards(const game *g, const char *s, char *buf, size_t n)
{
  size_t len = 0;
  while (*s && len + 12 < n) {
    size_t w = 0;
    while (isalnum((unsigned char)s[w]))
      w++;
    char word[CARD_NAME_MAX];
    card c;
    int k = -1;
    if (w >= 1 && w < CARD_NAME_MAX) {
      memcpy(word, s, w);
      word[w] = 0;
      if (card_parse(g->mod, word, &c) == 0)
        k = card_of_face(g, c);
    }
    if (k >= 0)
      len += (size_t)snprintf(buf + len, n - len, "%c%d%c", TEXT_CARD, k, TEXT_CARD_END);
    else
      for (size_t i = 0; i < (w ? w : 1) && len + 1 < n; i++)
        buf[len++] = s[i];
    s += w ? w : 1;
  }
  buf[len] = 0;
}

static int api_say(lua_State *L)
{
  game *g = G(L);
  char text[TEXT_MAX];
  refer_to_cards(g, luaL_checkstring(L, 1), text, sizeof text);
  event_emit(g, hookapi_call_of(L)->ev, EV_SAY, -1, 0, text);
  return 0;
}

void hookapi_push(lua_State *L)
{
  static const luaL_Reg fns[] = {
    { "players", api_players }, { "current", api_current }, { "dealer", api_dealer },
    { "direction", api_direction }, { "reverse", api_reverse }, { "next", api_next },
    { "in_play", api_in_play },
    { "zone", api_zone }, { "count", api_count }, { "cards", api_cards }, { "faces", api_faces },
    { "top", api_top },
    { "where", api_where }, { "rank", api_rank }, { "suit", api_suit },
    { "points", api_points }, { "name", api_name }, { "move", api_move },
    { "swap", api_swap }, { "rotate", api_rotate }, { "shuffle", api_shuffle },
    { "show", api_show }, { "knows", api_knows },
    { "get", api_get }, { "set", api_set }, { "random", api_random }, { "say", api_say },
    { NULL, NULL },
  };
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &zone_names_key);
  luaL_newlib(L, fns);
}
