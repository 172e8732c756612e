/* check.c: name resolution and type checking; see check.h.
 *
 * Functions take their parameter types from their first call, so a function
 * body is checked when it is first called; a function never called is
 * reported.  `none` fits any type that may be absent (card, suit, rank,
 * player); a variable that starts as none takes the type first stored in it.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "check/builtins.h"
#include "check/check.h"
#include "check/deck.h"
#include "core/mem.h"
#include "front/suggest.h"


/* A local name.  A parameter whose first call passed a number from 2 to 10
 * keeps that literal: the number is a rank if the body's first use of the
 * parameter wants a rank, as in `c.rank == r` (holds(2)). */
typedef struct local {
  const char *name;
  type ty;
  int reads;                /* times the name has been read */
  node *rank_literal;
  int walked;               /* the card a `for` walks a zone with: not assigned */
  type item;                /* a local list (ty T_LIST): its items' type */
  int ref;                  /* a parameter given a list: holds its reference */
} local;

enum { MAX_ALIASES = 64 };  /* names of libraries given to a script's own */

typedef struct checker {
  module *m;
  diag *d;
  node *fn_nodes[MAX_FNS];   /* declaring node of each function */
  int fn_state[MAX_FNS];     /* 0 unchecked, 1 being checked, 2 done */
  const node *changes[MAX_FNS];  /* a statement by which each changes the game, or NULL */
  unsigned char moves[MAX_FNS];  /* each moves a card, deals, plays, asks or runs a hook */
  int moved;                 /* statements and calls that do, seen so far (for loops read it) */
  type param_types[MAX_FNS][MAX_PARAMS];
  type param_items[MAX_FNS][MAX_PARAMS];   /* a list parameter's items' type */
  local locals[MAX_LOCALS];
  int nlocals, max_locals;   /* in the function being checked */
  int fn;                    /* function being checked */
  int in_pure;               /* inside an expression function */
  const node *stmt_call;     /* the call of the statement being checked, if a call */
  int plays;                 /* a play statement or arm exists */
  int loops;                 /* loops around the statement being checked */
  int simultaneous;          /* inside the block of 'simultaneously' (in this rule) */
  int nesting;               /* expressions and statements around the one being checked */
  int too_deep;              /* nesting went past MAX_NESTING: reported once */
  int unknown;               /* names reported as not known */
  const node *aliases[MAX_ALIASES]; /* N_ASSIGN n = m of `import ... with n = m` */
  int naliases;
} checker;

static type check_expr(checker *k, node *e);
static void check_block(checker *k, node *b);
static int temp_locals(checker *k, int n, loc at);
static type check_cardset(checker *k, node *e, const char *fn);

/* A list written [a, b, c] (not a test `x in [...]`). */
static int is_list(const node *e)
{
  return e->kind == N_IN && !e->in.what;
}
static enum for_over for_over(checker *k, node *set);
static type over_type(enum for_over over);
static type check_among_list(checker *k, node *list);
static type over_type_of(checker *k, enum for_over over, node *set);

/* ---- names ---- */


/* `import "lib" with n = m`: the library's name n stands for the script's
 * m wherever it is used. */
static const char *unalias(const checker *k, const char *name)
{
  for (int i = 0; i < k->naliases; i++)
    if (strcmp(k->aliases[i]->assign.target->name.id, name) == 0)
      return k->aliases[i]->assign.value->name.id;
  return name;
}

static int find_global(const checker *k, const char *name)
{
  const global_info *gi = module_global(k->m, unalias(k, name));
  return gi ? (int)(gi - k->m->globals) : -1;
}

static int find_local(const checker *k, const char *name);

/* The type of the items of the list e names, or T_ERROR if it names
 * none: a list variable (var seen : list of rank), one each player has,
 * as `seen of p` or bare for the current player's (var seen : each player
 * list of card), or a local list (let held : list of card). */
static type list_var(const checker *k, const node *e)
{
  const char *id = !e ? "" : e->kind == N_NAME ? e->name.id : e->kind == N_OF ? e->of.id : "";
  int i = e && e->kind == N_NAME ? find_local(k, id) : -1;
  if (i >= 0)
    return k->locals[i].ty == T_LIST ? k->locals[i].item : T_ERROR;
  const global_info *g = (i = find_global(k, id)) >= 0 ? &k->m->globals[i] : NULL;
  if (!g || g->ty != T_LIST || (e->kind == N_OF && !g->each))
    return T_ERROR;
  return g->item;
}

/* The name of the list e names, for a message. */
static const char *list_name(const node *e)
{
  return e->kind == N_OF ? e->of.id : e->name.id;
}

static void expect_type(checker *k, node *e, type want, const char *what);

/* A list where a list is taken: for, any, every, count, at, in, an
 * assignment of lists. */
static void take_list(checker *k, node *e)
{
  e->ty = T_LIST;
  e->depth = 1;
  if (e->kind == N_OF) {
    expect_type(k, e->of.who, T_PLAYER, "the player after 'of'");
    e->of.sym = (symbol){ SYM_PLAYER_VAR, find_global(k, e->of.id) };
    e->depth = e->of.who->depth > 1 ? e->of.who->depth : 1;
    return;
  }
  int i = find_local(k, e->name.id);
  if (i >= 0) {
    k->locals[i].reads++;
    e->name.sym = (symbol){ k->locals[i].ref ? SYM_LIST_REF : SYM_LOCAL, i };
    return;
  }
  i = find_global(k, e->name.id);
  e->name.sym = (symbol){ k->m->globals[i].each ? SYM_PLAYER_VAR : SYM_GLOBAL, i };
}

static int find_mark(const checker *k, const char *name)
{
  const module *m = k->m;
  name = unalias(k, name);
  for (int i = 0; i < m->nmarks; i++)
    if (strcmp(m->marks[i].name, name) == 0)
      return i;
  return -1;
}

static int zone_named(const module *m, const char *name)
{
  for (int i = 0; i < m->nzones; i++)
    if (strcmp(m->zones[i].name, name) == 0)
      return i;
  return -1;
}

static int find_zone(const checker *k, const char *name)
{
  return zone_named(k->m, unalias(k, name));
}

/* A family of zones made during play, by its name: its first zone's index. */
static int find_family(const checker *k, const char *name)
{
  const module *m = k->m;
  name = unalias(k, name);
  for (int i = 0; i < m->nzones; i++)
    if (m->zones[i].family && m->zones[i].first == i && strcmp(m->zones[i].family, name) == 0)
      return i;
  return -1;
}

static int find_fn(const checker *k, const char *name)
{
  const module *m = k->m;
  name = unalias(k, name);
  for (int i = 0; i < m->nfns; i++)
    if (m->fns[i].name && strcmp(m->fns[i].name, name) == 0)
      return i;
  return -1;
}

static int find_local(const checker *k, const char *name)
{
  for (int i = k->nlocals - 1; i >= 0; i--)
    if (k->locals[i].name && strcmp(k->locals[i].name, name) == 0)
      return i;
  return -1;
}

/* The names of the language for players: current, next, dealer, players,
 * winner. */
static const struct { const char *n; enum sym_kind kind; type t; } specials[] = {
  { "current", SYM_CURRENT, T_PLAYER }, { "next", SYM_NEXT, T_PLAYER },
  { "dealer", SYM_DEALER, T_PLAYER }, { "players", SYM_PLAYERS, T_INT },
  { "winner", SYM_WINNER, T_PLAYER },
};

/* What a misspelt name may have meant. */
enum { NEAR_LOCALS = 1, NEAR_VARS = 2, NEAR_ZONES = 4, NEAR_FNS = 8, NEAR_BUILTINS = 16,
       NEAR_WORDS = 32, NEAR_EACH = 64 };

/* "; did you mean 'x'?" when a name of the kinds asked is near `id`, else "".
 * Counts the name as not known: an error that only follows from it (a
 * function never used, because its call was misspelt) is not reported. */
static const char *did_you_mean(checker *k, const char *id, int kinds, char *buf, size_t size)
{
  static const char *const words[] = { "true", "false", "none" };
  const module *m = k->m;
  suggest s;
  suggest_start(&s, id);
  k->unknown++;
  for (int i = k->nlocals - 1; (kinds & NEAR_LOCALS) && i >= 0; i--)
    suggest_consider(&s, k->locals[i].name);
  for (int i = 0; (kinds & (NEAR_VARS | NEAR_EACH)) && i < m->nglobals; i++)
    if ((kinds & NEAR_VARS) || m->globals[i].each)
      suggest_consider(&s, m->globals[i].name);
  for (int i = 0; (kinds & (NEAR_VARS | NEAR_EACH)) && i < m->nmarks; i++)
    suggest_consider(&s, m->marks[i].name);
  for (int i = 0; (kinds & (NEAR_ZONES | NEAR_EACH)) && i < m->nzones; i++)
    if (((kinds & NEAR_ZONES) || (m->zones[i].flags & ZONE_EACH)) && m->zones[i].first == i)
      suggest_consider(&s, m->zones[i].family ? m->zones[i].family : m->zones[i].name);
  for (int i = 0; (kinds & NEAR_FNS) && i < m->nfns; i++)
    suggest_consider(&s, m->fns[i].name);
  for (int i = 0; (kinds & NEAR_BUILTINS) && i < BI__COUNT; i++)
    suggest_consider(&s, builtins[i].name);
  for (size_t i = 0; (kinds & NEAR_WORDS) && i < sizeof specials / sizeof specials[0]; i++)
    suggest_consider(&s, specials[i].n);
  for (size_t i = 0; (kinds & NEAR_WORDS) && i < sizeof words / sizeof words[0]; i++)
    suggest_consider(&s, words[i]);
  const char *best = suggest_best(&s);
  if (!best)
    return "";
  snprintf(buf, size, "; did you mean '%s'?", best);
  return buf;
}

static int add_local(checker *k, const char *name, type ty, loc at)
{
  if (k->nlocals == MAX_LOCALS) {
    diag_error(k->d, at, "too many local names in one rule (limit is %d)", MAX_LOCALS);
    return 0;
  }
  k->locals[k->nlocals] = (local){ name, ty, 0, NULL, 0, T_ERROR, 0 };
  if (++k->nlocals > k->max_locals)
    k->max_locals = k->nlocals;
  return k->nlocals - 1;
}

/* Where name was declared first, if it was. */
static const loc *declared_at(checker *k, const char *name)
{
  int i;
  if ((i = find_global(k, name)) >= 0)
    return &k->m->globals[i].where;
  if ((i = find_zone(k, name)) >= 0 || (i = find_family(k, name)) >= 0)
    return &k->m->zones[i].where;
  if ((i = find_mark(k, name)) >= 0)
    return &k->m->marks[i].where;
  if ((i = find_fn(k, name)) >= 0)
    return &k->m->fns[i].where;
  return NULL;
}

/* A second declaration of a name is an error; when the first is a
 * library's, the message says how to use this one in its place. */
static int name_taken(checker *k, const char *name, loc at)
{
  const loc *first = declared_at(k, name);
  if (!first)
    return 0;
  if (first->file && at.file && strcmp(first->file, at.file) != 0) {
    const char *base = strrchr(first->file, '/');
    base = base ? base + 1 : first->file;
    int n = (int)strcspn(base, ".");
    diag_error(k->d, at, "'%s' is already declared by %s; to use this one in its place, "
               "import it so: import \"%.*s\" with %s", name, base, n, base, name);
  } else {
    diag_error(k->d, at, "'%s' is already declared", name);
  }
  return 1;
}

/* ---- types ---- */

static int nullable(type t)
{
  return t == T_CARD || t == T_SUIT || t == T_RANK || t == T_PLAYER || t == T_NONE
      || t == T_SET;
}

/* Can a value of type `have` be used where `want` is expected? */
static int fits(type want, type have)
{
  return want == have || want == T_ERROR || have == T_ERROR
      || (have == T_NONE && nullable(want)) || (want == T_NONE && nullable(have));
}

/* The rank a number names in the deck (7: the rank named "7"), or -1. */
static int number_rank(const module *m, long v)
{
  char name[24];
  snprintf(name, sizeof name, "%ld", v);
  int r = deck_find_rank(&m->deck, name);
  return r >= 0 && m->deck.kind[r] == RANK_SUITED ? r : -1;
}

/* A parameter first used where a rank is expected, when its first call
 * passed a number from 2 to 10: the parameter and that number are ranks. */
static int parameter_as_rank(checker *k, node *e)
{
  if (e->kind != N_NAME || e->name.sym.kind != SYM_LOCAL)
    return 0;
  local *l = &k->locals[e->name.sym.index];
  if (!l->rank_literal || l->reads != 1)
    return 0;
  l->ty = T_RANK;
  l->rank_literal->ty = T_RANK;
  l->rank_literal->num.rank = number_rank(k->m, l->rank_literal->num.value);
  k->param_types[k->fn][e->name.sym.index] = T_RANK;
  l->rank_literal = NULL;
  e->ty = T_RANK;
  return 1;
}

/* A number literal where a rank is expected is the rank of that name
 * (2..10 in the standard deck). */
static type as_rank(checker *k, node *e, type have, type other)
{
  if (other == T_RANK && have == T_INT && parameter_as_rank(k, e))
    return T_RANK;
  if (other == T_RANK && have == T_INT && e->kind == N_INT) {
    e->num.rank = number_rank(k->m, e->num.value);
    if (e->num.rank < 0 && !k->m->deck.custom)
      diag_error(k->d, e->where, "%ld is not a rank; ranks are A, 2 to 10, J, Q, K", e->num.value);
    else if (e->num.rank < 0)
      diag_error(k->d, e->where, "%ld is not a rank of the deck", e->num.value);
    e->ty = T_RANK;
    return T_RANK;
  }
  return have;
}

/* "a" or "an", by the sound of the type's name; none for "nothing" and "none". */
static const char *article(type t)
{
  if (t == T_VOID || t == T_NONE)
    return "";
  return strchr("aeiou", type_name(t)[0]) ? "an " : "a ";
}

static void expect_type(checker *k, node *e, type want, const char *what)
{
  type have = check_expr(k, e);
  if (want == T_RANK)
    have = as_rank(k, e, have, T_RANK);
  if (!fits(want, have))
    diag_error(k->d, e->where, "%s must be %s%s, not %s%s%s", what,
               article(want), type_name(want), article(have), type_name(have),
               have == T_FAMILY ? ": name one of its zones, as new(meld) or 'm' "
                                  "of 'for m in meld'" : "");
}


/* ---- expressions ---- */

/* A name the script declares: a local, a variable or a zone (sym stays
 * SYM_NONE if it is none of them). */
static type declared_name(checker *k, const char *id, symbol *sym)
{
  int i;
  if ((i = find_local(k, id)) >= 0) {
    *sym = (symbol){ SYM_LOCAL, i };
    k->locals[i].reads++;
    return k->locals[i].ty;
  }
  if ((i = find_global(k, id)) >= 0) {
    const global_info *g = &k->m->globals[i];
    *sym = (symbol){ g->each ? SYM_PLAYER_VAR : SYM_GLOBAL, i };
    return g->ty;
  }
  if ((i = find_mark(k, id)) >= 0) {
    *sym = (symbol){ SYM_MARK, i };
    return T_BOOL;
  }
  if ((i = find_zone(k, id)) >= 0) {
    *sym = (symbol){ SYM_ZONE, i };
    return T_ZONE;
  }
  if ((i = find_family(k, id)) >= 0) {
    *sym = (symbol){ SYM_ZONE, i };
    return T_FAMILY;
  }
  return T_ERROR;
}

/* A name of the language: a suit or rank of the deck, or current, next,
 * dealer, players, winner (sym stays SYM_NONE if it is none of them). */
static type builtin_name(const module *m, const char *id, symbol *sym)
{
  int i;
  if ((i = deck_find_suit(&m->deck, id)) >= 0) {
    *sym = (symbol){ SYM_CONST, i };
    return T_SUIT;
  }
  if ((i = deck_find_rank(&m->deck, id)) >= 0 && (id[0] < '0' || id[0] > '9')) {
    *sym = (symbol){ SYM_CONST, i };
    return T_RANK;
  }
  for (i = 0; i < (int)(sizeof specials / sizeof specials[0]); i++)
    if (strcmp(id, specials[i].n) == 0) {
      sym->kind = specials[i].kind;
      return specials[i].t;
    }
  return T_ERROR;
}

/* A card written as a name, QS, 10H, AC or JK (5R, W in a custom deck):
 * its face (core/deck.h), or -1 if the name is no card of the deck. */
static int card_face(const module *m, const char *id)
{
  int r, s;
  if (deck_card_parse(&m->deck, id, &r, &s) != 0)
    return -1;
  return deck_face(&m->deck, r, s);
}

/* Whether e is a card written as a name (QS), not a name of the script's
 * own so spelt. */
static int names_card(checker *k, const node *e)
{
  const char *id = e->kind == N_NAME ? e->name.id : "";
  return card_face(k->m, id) >= 0 && find_local(k, id) < 0 && find_global(k, id) < 0
         && find_zone(k, id) < 0 && find_fn(k, id) < 0;
}

/* An operand of ==, != or in: a card written as a name is allowed here
 * only (it is a card's face, not a card of the game). */
static type check_operand(checker *k, node *e)
{
  const char *id = e->kind == N_NAME ? e->name.id : "";
  if (names_card(k, e)) {
    e->name.sym = (symbol){ SYM_CARD, card_face(k->m, id) };
    e->depth = 1;
    return e->ty = T_CARD;
  }
  return check_expr(k, e);
}

static type check_name(checker *k, node *e)
{
  char buf[80];
  const char *id = e->name.id;
  symbol *sym = &e->name.sym;
  *sym = (symbol){ SYM_NONE, 0 };
  type t = declared_name(k, id, sym);   /* T_ERROR also when its value is in error */
  if (sym->kind == SYM_MARK) {
    diag_error(k->d, e->where, "'%s' is a mark each card has: write '%s of c' for card c", id, id);
    return T_ERROR;
  }
  if (t == T_LIST) {
    diag_error(k->d, e->where, "'%s' is a list: walk it with for, any or every, count it with "
               "count(%s), read it with at(%s, n) or search it with 'x in %s'", id, id, id, id);
    return T_ERROR;
  }
  if (sym->kind == SYM_NONE)
    t = builtin_name(k->m, id, sym);
  if (sym->kind != SYM_NONE)
    return t;
  if (find_fn(k, id) >= 0)
    diag_error(k->d, e->where, "'%s' is a function; call it as %s(...)", id, id);
  else if (card_face(k->m, id) >= 0)
    diag_error(k->d, e->where, "the card %s can only be compared or looked for, as in "
               "top(discard) == %s, c in [%s, ...] or %s in hand", id, id, id, id);
  else
    diag_error(k->d, e->where, "unknown name '%s'%s", id,
               did_you_mean(k, id, NEAR_LOCALS | NEAR_VARS | NEAR_ZONES | NEAR_WORDS, buf, sizeof buf));
  return T_ERROR;
}

/* `name of p`: a player's zone or per-player variable, or `next of p`. */
static type check_of(checker *k, node *e)
{
  const char *id = e->of.id;
  int i;
  if ((i = find_mark(k, id)) >= 0) {
    expect_type(k, e->of.who, T_CARD, "what bears the mark");
    e->of.sym = (symbol){ SYM_MARK, i };
    return T_BOOL;
  }
  expect_type(k, e->of.who, T_PLAYER, "the player after 'of'");
  if (strcmp(id, "next") == 0) {
    e->of.sym.kind = SYM_NEXT;
    return T_PLAYER;
  }
  int family = (i = find_zone(k, id)) < 0 && (i = find_family(k, id)) >= 0;
  if (i >= 0) {
    if (!(k->m->zones[i].flags & ZONE_EACH))
      diag_error(k->d, e->where, "zone '%s' is shared, not one per player; drop 'of'", id);
    e->of.sym = (symbol){ SYM_ZONE, i };
    return family ? T_FAMILY : T_ZONE;
  }
  if ((i = find_global(k, id)) >= 0 && k->m->globals[i].each) {
    e->of.sym = (symbol){ SYM_PLAYER_VAR, i };
    if (k->m->globals[i].ty == T_LIST) {
      diag_error(k->d, e->where, "'%s of p' is a list: walk it with for, any or every, count "
                 "it with count(%s of p), read it with at(%s of p, n) or search it with "
                 "'x in %s of p'", id, id, id, id);
      return T_ERROR;
    }
    return k->m->globals[i].ty;
  }
  char buf[80];
  diag_error(k->d, e->where, "'%s' is not a zone or variable that each player has%s", id,
             find_global(k, id) >= 0 || find_zone(k, id) >= 0 ? ""
             : did_you_mean(k, id, NEAR_EACH, buf, sizeof buf));
  return T_ERROR;
}

/* s.rank and s.size of a set. */
static type check_set_field(checker *k, node *e)
{
  const char *id = e->field.id;
  if (strcmp(id, "rank") == 0 || strcmp(id, "size") == 0) {
    e->field.which = id[0] == 'r' ? FIELD_RANK : FIELD_SIZE;
    return e->field.which == FIELD_SIZE ? T_INT : T_RANK;
  }
  diag_error(k->d, e->where, "a set has no field '%s'; it has rank and size", id);
  return T_ERROR;
}

static type check_field(checker *k, node *e)
{
  type t = check_expr(k, e->field.of);
  if (t == T_SET)
    return check_set_field(k, e);
  if (!fits(T_CARD, t))
    diag_error(k->d, e->field.of->where, "the value before '.' must be a card or a set, not %s%s",
               article(t), type_name(t));
  static const struct { const char *n; enum field_kind which; type t; } fields[] = {
    { "rank", FIELD_RANK, T_RANK }, { "suit", FIELD_SUIT, T_SUIT },
    { "points", FIELD_POINTS, T_INT },
  };
  for (int i = 0; i < 3; i++)
    if (strcmp(e->field.id, fields[i].n) == 0) {
      e->field.which = fields[i].which;
      return fields[i].t;
    }
  diag_error(k->d, e->where, "a card has no field '%s'; it has rank, suit and points", e->field.id);
  return T_ERROR;
}

static int count_list(const node *n)
{
  int c = 0;
  for (; n; n = n->next)
    c++;
  return c;
}

static void check_fn_body(checker *k, int f, node *args);

/* A statement or call of the function being checked moves a card, deals,
 * plays, asks a choice or runs a hook: more than reading, saying and setting
 * variables.  A for loop whose parts do none of that walks its zone without
 * looking back for a card moved away (for_.still). */
static void note_move(checker *k)
{
  k->moved++;
  k->moves[k->fn] = 1;
}

static type check_user_call(checker *k, node *e, int f)
{
  fn_info *fi = &k->m->fns[f];
  int n = count_list(e->call.args);
  e->call.sym = (symbol){ SYM_FN, f };
  if (n != fi->arity) {
    diag_error(k->d, e->where, "'%s' takes %d argument%s, not %d", e->call.id,
               fi->arity, fi->arity == 1 ? "" : "s", n);
    if (k->fn_state[f] == 0)
      k->fn_state[f] = 2;          /* used, though its body goes unchecked */
    return T_ERROR;
  }
  int i = 0, first = k->fn_state[f] == 0;
  for (node *a = e->call.args; a && i < MAX_PARAMS; a = a->next, i++) {
    type item = list_var(k, a), t = item ? T_LIST : T_ERROR;
    if (item)                  /* a list: the function reads the list itself */
      take_list(k, a);
    else
      t = as_rank(k, a, check_expr(k, a), first ? T_VOID : k->param_types[f][i]);
    if (first) {
      k->param_types[f][i] = t;
      k->param_items[f][i] = item;
    } else if (t == T_LIST && k->param_types[f][i] == T_LIST && item != k->param_items[f][i]) {
      diag_error(k->d, a->where, "argument %d of '%s' must be a list of %ss, as in its first "
                 "call, not of %ss", i + 1, e->call.id, type_name(k->param_items[f][i]),
                 type_name(item));
    } else if (!fits(k->param_types[f][i], t))
      diag_error(k->d, a->where, "argument %d of '%s' must be %s%s, as in its first call, not %s%s",
                 i + 1, e->call.id, article(k->param_types[f][i]), type_name(k->param_types[f][i]),
                 article(t), type_name(t));
  }
  if (first)
    check_fn_body(k, f, e->call.args);
  const node *change = k->changes[f];
  if (change && k->in_pure)
    diag_error(k->d, e->where, "an expression function cannot change the game, and '%s' does "
               "(line %d)", e->call.id, change->where.line);
  else if (change && !k->changes[k->fn])
    k->changes[k->fn] = change;
  if (k->moves[f] || k->fn_state[f] == 1)   /* a call back into f: taken to move */
    note_move(k);
  return fi->ret;
}

/* How an error names argument i of builtin b. */
static const char *argument_name(const builtin *b, int i, char *buf, size_t size)
{
  static const char *const nth[] = { "first ", "second ", "third " };
  if (b->what[i])
    return b->what[i];
  snprintf(buf, size, "the %sargument of '%s'", b->arity > 1 ? nth[i] : "", b->name);
  return buf;
}

/* ifelse(cond, a, b): a and b have one type, the result's. */
static type check_ifelse(checker *k, node *args)
{
  expect_type(k, args, T_BOOL, builtins[BI_IFELSE].what[0]);
  type t = check_expr(k, args->next);
  expect_type(k, args->next->next, t, "the third argument of 'ifelse'");
  return t;
}

/* Whether e names a family of zones made during play: meld, meld of p. */
static int family_ref(const checker *k, const node *e)
{
  const char *id = e->kind == N_NAME ? e->name.id : e->kind == N_OF ? e->of.id : NULL;
  return id && find_family(k, id) >= 0 && find_zone(k, id) < 0
      && (e->kind == N_OF || (find_local(k, id) < 0 && find_global(k, id) < 0));
}

static type check_builtin(checker *k, node *e)
{
  int i = builtin_find(e->call.id), n = count_list(e->call.args);
  if (i < 0) {
    char buf[80];
    diag_error(k->d, e->where, "unknown function '%s'%s", e->call.id,
               did_you_mean(k, e->call.id, NEAR_FNS | NEAR_BUILTINS, buf, sizeof buf));
    return T_ERROR;
  }
  const builtin *b = &builtins[i];
  e->call.sym = (symbol){ SYM_BUILTIN, i };
  if (n != b->arity) {
    diag_error(k->d, e->where, "'%s' takes %d argument%s, not %d", b->name, b->arity,
               b->arity == 1 ? "" : "s", n);
    return T_ERROR;
  }
  if (i == BI_IFELSE)
    return check_ifelse(k, e->call.args);
  if (b->result == T_VOID && e != k->stmt_call) {
    diag_error(k->d, e->where, "'%s' is a statement, not a value", b->name);
    return T_ERROR;
  }
  if ((i == BI_TEAM || i == BI_PARTNER) && !k->m->nteams)
    diag_error(k->d, e->where, "'%s' needs teams in the game header (players 4..4 teams 2)", b->name);
  if ((i == BI_COUNT || i == BI_POINTS) && e->call.args->kind == N_CARDSET)
    return check_cardset(k, e->call.args, b->name);
  type item = list_var(k, e->call.args);
  if (item && (i == BI_COUNT || i == BI_AT)) {    /* count(l), at(l, n) */
    take_list(k, e->call.args);
    if (i == BI_AT)
      expect_type(k, e->call.args->next, T_INT, b->what[1]);
    return i == BI_AT ? item : T_INT;
  }
  if (i == BI_COUNT && family_ref(k, e->call.args))
    b = &builtins[i = BI_COUNT_MADE], e->call.sym.index = i;
  if (b->operand == OPERAND_FAMILY && !family_ref(k, e->call.args)) {
    diag_error(k->d, e->call.args->where, "'%s' takes a family of zones by its name "
               "(zone meld : each team, many 8), as new(meld) or new(meld of p)", b->name);
    return T_ERROR;
  }
  char buf[64];
  int p = 0;
  for (node *a = e->call.args; a; a = a->next, p++)
    expect_type(k, a, b->params[p], argument_name(b, p, buf, sizeof buf));
  return b->result;
}

static type check_call(checker *k, node *e)
{
  int f = find_fn(k, e->call.id);
  return f >= 0 ? check_user_call(k, e, f) : check_builtin(k, e);
}

static type check_compare(checker *k, node *e)
{
  node *lhs = e->binary.lhs, *rhs = e->binary.rhs;
  int eq = e->binary.op == OP_EQ_ || e->binary.op == OP_NE_;
  type a = eq ? check_operand(k, lhs) : check_expr(k, lhs);
  type b = eq ? check_operand(k, rhs) : check_expr(k, rhs);
  a = as_rank(k, lhs, a, b);
  b = as_rank(k, rhs, b, a);
  if (!fits(a, b))
    diag_error(k->d, e->where, "cannot compare %s%s with %s%s%s", article(a), type_name(a),
               article(b), type_name(b),
               (a == T_CARD && b == T_INT) || (a == T_INT && b == T_CARD)
                 ? " (compare the card's rank or points: c.rank == 3)" : "");
  else if (e->binary.op != OP_EQ_ && e->binary.op != OP_NE_ && a != T_ERROR && a != T_INT && a != T_RANK
           && !(a == T_CARD && k->m->order_fn >= 0))
    diag_error(k->d, e->where, "only numbers and ranks are ordered, not %ss%s", type_name(a),
               a == T_CARD ? " (unless the deck has 'order by' a function)" : "");
  return T_BOOL;
}

static type check_binary(checker *k, node *e)
{
  node *lhs = e->binary.lhs, *rhs = e->binary.rhs;
  switch (e->binary.op) {
  case OP_AND_: case OP_OR_: {
    const char *what = e->binary.op == OP_AND_ ? "each side of 'and'" : "each side of 'or'";
    expect_type(k, lhs, T_BOOL, what);
    expect_type(k, rhs, T_BOOL, what);
    return T_BOOL;
  }
  case OP_EQ_: case OP_NE_: case OP_LT_: case OP_LE_: case OP_GT_: case OP_GE_:
    return check_compare(k, e);
  case OP_COALESCE_: {
    type a = check_expr(k, lhs), b = check_expr(k, rhs);
    if (!nullable(a))
      diag_error(k->d, lhs->where, "the left side of '?\?' can never be none");
    else if (!fits(a, b))
      diag_error(k->d, e->where, "both sides of '?\?' must have one type, not %s and %s",
                 type_name(a), type_name(b));
    return a == T_NONE ? b : a;
  }
  default:
    expect_type(k, lhs, T_INT, "each side of an arithmetic operator");
    expect_type(k, rhs, T_INT, "each side of an arithmetic operator");
    return T_INT;
  }
}

/* An item put into, taken from or looked for in a list of items of
 * type item, named name. */
static void check_item(checker *k, node *e, type item, const char *name, const char *what)
{
  type t = as_rank(k, e, check_expr(k, e), item);
  if (!fits(item, t))
    diag_error(k->d, e->where, "%s '%s' must be %s%s, not %s%s", what, name,
               article(item), type_name(item), article(t), type_name(t));
}

static type check_in(checker *k, node *e)
{
  type item = e->in.zone ? list_var(k, e->in.zone) : T_ERROR;
  if (item) {
    take_list(k, e->in.zone);
    check_item(k, e->in.what, item, list_name(e->in.zone), "what is looked for in");
    return T_BOOL;
  }
  if (e->in.zone && names_card(k, e->in.what)) {    /* 2C in z: a card of that face */
    check_operand(k, e->in.what);
    int mark = k->nlocals;
    e->in.temps = temp_locals(k, 3, e->where);      /* the zone walked, as by any */
    k->nlocals = mark;
  } else if (e->in.zone) {
    expect_type(k, e->in.what, T_CARD, "what is looked for in a zone");
  }
  if (e->in.zone) {
    expect_type(k, e->in.zone, T_ZONE, "what follows 'in' (a list [...] or a zone)");
    return T_BOOL;
  }
  type a = check_expr(k, e->in.what);
  for (node *x = e->in.list; x; x = x->next) {
    type t = as_rank(k, x, check_operand(k, x), a);
    if (!fits(a, t))
      diag_error(k->d, x->where, "cannot look for %s%s among %ss", article(a), type_name(a),
                 type_name(t));
  }
  return T_BOOL;
}

/* What `id in set where cond` runs over (the cards of a zone, players,
 * others, teams, ranks or suits) and its hidden locals: two walk a zone or
 * count, a third holds id. */
static void check_quant_over(checker *k, node *e, const char *place)
{
  node *set = e->quant.zone;
  const char *id = set->kind == N_NAME ? set->name.id : "";
  int values = !strcmp(id, "players") || !strcmp(id, "others") || !strcmp(id, "teams")
               || !strcmp(id, "ranks") || !strcmp(id, "suits") || is_list(set) || list_var(k, set) != T_ERROR;
  e->quant.over = values ? for_over(k, e->quant.zone) : FOR_CARDS;
  if (!values)
    expect_type(k, e->quant.zone, T_ZONE, place);
  else if (e->quant.over == FOR_PLAYERS)
    e->quant.others = strcmp(e->quant.zone->name.id, "others") == 0;
  int mark = k->nlocals;
  e->quant.temps = temp_locals(k, 2, e->where);
  e->quant.card = add_local(k, e->quant.id, over_type_of(k, e->quant.over, set), e->where);
  expect_type(k, e->quant.cond, T_BOOL, "the condition after 'where'");
  k->nlocals = mark;
}

/* c in zone where cond: the cards of a zone (or the players, teams, ranks
 * or suits) that meet a condition, which count() counts and points() adds
 * up. */
static type check_cardset(checker *k, node *e, const char *fn)
{
  if (!fn)
    diag_error(k->d, e->where, "a set of cards 'c in zone where ...' is counted, as in "
               "count(c in hand where c.suit == hearts), or summed with points()");
  if (!e->quant.id)
    diag_error(k->d, e->where, "expected the card's name before 'in', as in 'c in hand where ...'");
  check_quant_over(k, e, "the place after 'in'");
  if (fn && fn[0] == 'p' && e->quant.over != FOR_CARDS)
    diag_error(k->d, e->where, "points() adds up the points of cards; count() counts %s",
               e->quant.over == FOR_LIST ? "a list's values" : e->quant.zone->name.id);
  return T_INT;
}

/* `any c in z where cond`, `every p in players where cond`. */
static type check_quant(checker *k, node *e)
{
  check_quant_over(k, e, e->quant.every ? "the place after 'every ... in'"
                                        : "the place after 'any ... in'");
  return T_BOOL;
}

/* Inside 'simultaneously' every choice names its chooser, and nobody races
 * or announces: the others are not there to hear it. */
static void check_simultaneous_part(checker *k, const node *s, const node *by, const char *what)
{
  if (k->simultaneous && !by)
    diag_error(k->d, s->where, "'%s' inside 'simultaneously' must say who chooses, as in '%s by p'",
               what, what);
}

static type check_expr_kind(checker *k, node *e)
{
  switch (e->kind) {
  case N_INT: return T_INT;
  case N_STR: return T_STR;
  case N_FMT:
    for (node *p = e->fmt.parts; p; p = p->next)
      check_expr(k, p);
    return T_STR;
  case N_TRUE: case N_FALSE: return T_BOOL;
  case N_NONE: return T_NONE;
  case N_NAME: return check_name(k, e);
  case N_OF: return check_of(k, e);
  case N_FIELD: return check_field(k, e);
  case N_CALL: return check_call(k, e);
  case N_UNARY: {
    int not = e->unary.op == '!';
    expect_type(k, e->unary.operand, not ? T_BOOL : T_INT,
                not ? "the operand of 'not'" : "the operand of '-'");
    return not ? T_BOOL : T_INT;
  }
  case N_BINARY: return check_binary(k, e);
  case N_IN:
    if (is_list(e)) {
      diag_error(k->d, e->where, "a list [...] is walked by for, any, every and count, "
                 "offered by among, or searched by in; it is not a value by itself");
      return T_ERROR;
    }
    return check_in(k, e);
  case N_QUANT: return check_quant(k, e);
  case N_CARDSET: return check_cardset(k, e, NULL);
  default:
    diag_error(k->d, e->where, "expected an expression");
    return T_ERROR;
  }
}

/* ---- stack depth ---- */

static int max_of(int a, int b) { return a > b ? a : b; }

/* The most values computing a list of arguments holds at once: the ones
 * already computed, and what the next one needs. */
static int list_depth(const node *list)
{
  int held = 0, most = 0;
  for (const node *a = list; a; a = a->next, held++)
    most = max_of(most, held + a->depth);
  return most;
}

/* A call holds its arguments; ifelse computes one at a time, and an
 * expression function may be compiled in place, with its body's depth. */
static int call_depth(const checker *k, const node *e)
{
  symbol sym = e->call.sym;
  int d = list_depth(e->call.args);
  if (sym.kind == SYM_BUILTIN && sym.index == BI_IFELSE) {
    d = 0;
    for (const node *a = e->call.args; a; a = a->next)
      d = max_of(d, a->depth);
  }
  if (sym.kind == SYM_FN && k->fn_nodes[sym.index]->fn.expr)
    d = max_of(d, k->fn_nodes[sym.index]->fn.expr->depth);
  if (sym.kind == SYM_BUILTIN && sym.index == BI_BOTTOM)
    d = max_of(d, 2);             /* the zone, then the position 1 */
  return max_of(d, 1);
}

/* The most values computing e holds on the stack at once, from the depths
 * of its parts (already worked out). */
static int stack_depth(const checker *k, const node *e)
{
  switch (e->kind) {
  case N_FMT: return list_depth(e->fmt.parts);
  case N_FIELD: return e->field.of->depth;
  case N_OF: return e->of.who->depth;
  case N_CALL: return call_depth(k, e);
  case N_UNARY: return e->unary.operand->depth;
  case N_BINARY: return max_of(e->binary.lhs->depth, 1 + e->binary.rhs->depth);
  case N_IN: {
    int d = e->in.what ? e->in.what->depth : 1;   /* a list: its place is held */
    if (e->in.zone)
      d = max_of(d, 1 + e->in.zone->depth);
    for (const node *x = e->in.list; x; x = x->next)
      d = max_of(d, 1 + x->depth);
    return d;
  }
  case N_QUANT: return max_of(max_of(e->quant.zone->depth, 2), e->quant.cond->depth);
  case N_CARDSET: return 1 + max_of(max_of(e->quant.zone->depth, 2), e->quant.cond->depth);
  default: return 1;
  }
}

/* Enters one more level of nesting at `at`; 0 (reported once) past
 * MAX_NESTING, when the construct is not checked. */
static int nest(checker *k, loc at)
{
  if (k->nesting >= MAX_NESTING) {
    if (!k->too_deep)
      diag_error(k->d, at, "too deeply nested (limit is %d)", MAX_NESTING);
    k->too_deep = 1;
    return 0;
  }
  k->nesting++;
  return 1;
}

static type check_expr(checker *k, node *e)
{
  if (e->ty == T_RANK && e->kind == N_INT)
    return T_RANK;               /* already taken as a rank */
  if (!nest(k, e->where))
    return e->ty = T_ERROR;
  e->ty = check_expr_kind(k, e);
  k->nesting--;
  e->depth = stack_depth(k, e);
  if (e->depth > MAX_EXPR_DEPTH) {
    diag_error(k->d, e->where, "too many values held at once by this expression "
               "(limit is %d); split it", MAX_EXPR_DEPTH);
    e->depth = 0;                /* reported once, not again by what holds it */
  }
  return e->ty;
}

/* ---- statements ---- */

static void check_stmt(checker *k, node *s);
static void check_play_place(checker *k, node *to, loc at);

static void check_loop_body(checker *k, node *b)
{
  k->loops++;
  check_block(k, b);
  k->loops--;
}

/* The word of a checked statement after which nothing in its block runs, or NULL. */
static const char *ender(const node *s)
{
  const node *e = s->kind == N_EXPR_STMT ? s->expr_stmt.call : NULL;
  if (e && e->kind == N_CALL && e->call.sym.kind == SYM_BUILTIN && e->call.sym.index == BI_LOSE)
    return "lose";
  return s->kind == N_WIN ? "win" : s->kind == N_RETURN ? "return" : s->kind == N_BREAK ? "break" : NULL;
}

/* Checks a block in a scope of its own; statements after win/lose/return/break are reported. */
static void check_block(checker *k, node *b)
{
  int mark = k->nlocals;
  for (node *s = b->block.stmts; s; s = s->next) {
    check_stmt(k, s);
    if (ender(s) && s->next) {
      diag_error(k->d, s->next->where, "this statement can never run: '%s' above %s",
                 ender(s), s->kind == N_BREAK ? "leaves the loop" : "ends the rule");
      break;
    }
  }
  k->nlocals = mark;
}

static int temp_locals(checker *k, int n, loc at)
{
  int first = add_local(k, NULL, T_INT, at);
  for (int i = 1; i < n; i++)
    add_local(k, NULL, T_INT, at);
  return first;
}

/* The type of `name of p` as a target of assignment. */
static type check_player_var_target(checker *k, node *t)
{
  type tt = check_of(k, t);
  if (t->of.sym.kind != SYM_PLAYER_VAR && t->of.sym.kind != SYM_MARK && tt != T_ERROR) {
    diag_error(k->d, t->where, "only variables can be assigned to");
    return T_ERROR;
  }
  return tt;
}

/* The type of a name as a target of assignment (`dealer` only with '='). */
static type check_name_target(checker *k, node *t, int op)
{
  const char *id = t->name.id;
  if (find_mark(k, id) >= 0)
    return check_name(k, t);             /* "write 'wild of c'" */
  if (find_local(k, id) < 0 && find_global(k, id) < 0
      && find_zone(k, id) < 0 && strcmp(id, "dealer") != 0) {
    char buf[80];
    const char *near = did_you_mean(k, id, NEAR_LOCALS | NEAR_VARS, buf, sizeof buf);
    if (*near)
      diag_error(k->d, t->where, "unknown variable '%s'%s", id, near);
    else
      diag_error(k->d, t->where, "unknown variable '%s'; declare it with 'var %s = ...' "
                 "or, inside a rule, 'let %s = ...'", id, id, id);
    return T_ERROR;
  }
  type tt = check_name(k, t);
  enum sym_kind sk = t->name.sym.kind;
  if (tt != T_ERROR && sk != SYM_GLOBAL && sk != SYM_PLAYER_VAR
      && sk != SYM_LOCAL && !(sk == SYM_DEALER && op == '=')) {
    diag_error(k->d, t->where, "'%s' is not a variable", id);
    return T_ERROR;
  }
  if (sk == SYM_GLOBAL && k->m->globals[t->name.sym.index].is_option)
    diag_error(k->d, t->where, "'%s' is an option; options are set with -D, not by rules", id);
  if (sk == SYM_LOCAL && k->locals[t->name.sym.index].walked)
    diag_error(k->d, t->where, "'%s' is the card the loop is at; it cannot be assigned", id);
  return tt;
}

/* Whether e gives a text with holes, made when it is worked out (run/names.c
 * makes it in the game's one scratch text, which the next text made
 * overwrites): "{x}", a function that returns one, ifelse or ?? with one. */
static int made_text(const checker *k, const node *e, int depth);

static int returns_made_text(const checker *k, const node *s, int depth)
{
  for (; s; s = s->next) {
    int r = 0;
    switch (s->kind) {
    case N_RETURN: r = s->ret.value && made_text(k, s->ret.value, depth); break;
    case N_BLOCK: r = returns_made_text(k, s->block.stmts, depth); break;
    case N_IF: r = returns_made_text(k, s->if_.then, depth)
                 || returns_made_text(k, s->if_.els, depth); break;
    case N_WHILE: r = returns_made_text(k, s->while_.body, depth); break;
    case N_REPEAT: r = returns_made_text(k, s->repeat.body, depth); break;
    case N_FOR: r = returns_made_text(k, s->for_.body, depth); break;
    default: break;
    }
    if (r)
      return 1;
  }
  return 0;
}

static int made_text(const checker *k, const node *e, int depth)
{
  if (!e || depth > 16)
    return 0;
  if (e->kind == N_FMT)
    return 1;
  if (e->kind == N_BINARY && e->binary.op == OP_COALESCE_)
    return made_text(k, e->binary.lhs, depth + 1) || made_text(k, e->binary.rhs, depth + 1);
  if (e->kind != N_CALL)
    return 0;
  if (e->call.sym.kind == SYM_FN) {
    const node *f = k->fn_nodes[e->call.sym.index];
    return f && (f->fn.expr ? made_text(k, f->fn.expr, depth + 1)
                            : returns_made_text(k, f->fn.body, depth + 1));
  }
  if (strcmp(e->call.id, "ifelse") == 0 && e->call.args && e->call.args->next)
    return made_text(k, e->call.args->next, depth + 1)
        || made_text(k, e->call.args->next->next, depth + 1);
  return 0;
}

/* A variable or local cannot keep a text with holes: the next text made
 * would show in its place.  (Texts without holes are the script's own and
 * are kept.) */
static void check_not_made_text(checker *k, const node *stored, const char *name)
{
  if (made_text(k, stored, 0))
    diag_error(k->d, stored->where, "a text with holes is made where it is used and cannot"
               " be kept in '%s': keep the values it shows, and write the text where it is"
               " said or offered", name);
}

/* l += x adds x at the end of a list of items of type item, named name;
 * l -= x takes out its first x; l = [a, b] makes it those items ([]
 * empties it), l = m a copy of list m's. */
static void check_list_assign(checker *k, node *v, int op, type item, const char *name)
{
  if (op != '=') {
    check_item(k, v, item, name, op == '+' ? "what is added to" : "what is taken from");
    return;
  }
  type from = list_var(k, v);
  if (from) {                    /* a copy of another list */
    take_list(k, v);
    if (from != item)
      diag_error(k->d, v->where, "'%s' holds %ss and '%s' %ss: a list takes a copy of a list "
                 "of its own items' type", name, type_name(item), list_name(v), type_name(from));
    return;
  }
  if (!is_list(v)) {             /* a zone's cards, bottom first */
    type t = check_expr(k, v);
    if (t == T_ZONE && item != T_CARD)
      diag_error(k->d, v->where, "a zone gives cards; '%s' holds %ss", name, type_name(item));
    else if (t != T_ZONE && t != T_ERROR)
      diag_error(k->d, v->where, "'%s' is a list: give it a list, as in %s = [] or %s = [x, y]%s",
                 name, name, name, item == T_CARD ? ", or a zone's cards" : "");
    return;
  }
  for (node *x = v->in.list; x; x = x->next)
    check_item(k, x, item, name, "an item of");
  if (count_list(v->in.list) > LIST_MAX)
    diag_error(k->d, v->where, "a list holds at most %d items", LIST_MAX);
}

static void check_assign(checker *k, node *s)
{
  node *t = s->assign.target, *stored = s->assign.value;
  int op = s->assign.op;
  type item = t->kind == N_NAME || t->kind == N_OF ? list_var(k, t) : T_ERROR;
  if (item) {
    take_list(k, t);
    if (t->kind == N_NAME && t->name.sym.kind == SYM_LIST_REF)
      diag_error(k->d, t->where, "'%s' is a list given to the function, which reads it but "
                 "does not change it: copy it first (let mine : list of %s = %s)",
                 t->name.id, type_name(item), t->name.id);
    check_list_assign(k, stored, op, item, list_name(t));
    return;
  }
  type tt = t->kind == N_OF ? check_player_var_target(k, t) : check_name_target(k, t, op);
  t->ty = tt;
  if (op != '=') {
    if (!fits(T_INT, tt))
      diag_error(k->d, s->where, "'%c=' needs a number variable", op);
    expect_type(k, stored, T_INT, "the value added or taken");
    return;
  }
  type v = as_rank(k, stored, check_expr(k, stored), tt);
  const symbol *sym = t->kind == N_OF ? &t->of.sym : &t->name.sym;
  if (v == T_STR)
    check_not_made_text(k, stored, t->kind == N_OF ? t->of.id : t->name.id);
  if (tt == T_NONE && v != T_NONE && v != T_ERROR) {
    if (sym->kind == SYM_LOCAL)             /* first real type stored fixes it */
      k->locals[sym->index].ty = v;
    else
      k->m->globals[sym->index].ty = v;
    t->ty = v;
  } else if (!fits(tt, v)) {
    diag_error(k->d, stored->where, "cannot store %s%s in '%s', which holds %s%s",
               article(v), type_name(v), t->kind == N_OF ? t->of.id : t->name.id,
               article(tt), type_name(tt));
  }
}

/* let x = e: a local whose type is e's; after `let x = none`, the type
 * of the first value stored in it, as for a variable. */
static type list_item_type(checker *k, const node *word);

/* let held : list of card [= value]: LIST_MAX + 1 locals, the length first. */
static void check_let_list(checker *k, node *s)
{
  type item = list_item_type(k, s->let.item);
  if (item)
    check_list_assign(k, s->let.value, '=', item, s->let.id);
  if (find_local(k, s->let.id) >= 0)
    diag_error(k->d, s->where, "'%s' is already a local name here", s->let.id);
  s->let.slot = add_local(k, s->let.id, item ? T_LIST : T_ERROR, s->where);  /* no cascade */
  k->locals[s->let.slot].item = item;
  temp_locals(k, LIST_MAX, s->where);
}

static void check_let(checker *k, node *s)
{
  if (s->let.item) {
    check_let_list(k, s);
    return;
  }
  type t = check_expr(k, s->let.value);
  if (t == T_STR)
    check_not_made_text(k, s->let.value, s->let.id);
  if (t == T_FAMILY)
    diag_error(k->d, s->let.value->where, "a family of zones is named, not kept: "
               "use its name where it is needed");
  if (find_local(k, s->let.id) >= 0)
    diag_error(k->d, s->where, "'%s' is already a local name here", s->let.id);
  s->let.slot = add_local(k, s->let.id, t, s->where);
}

static void check_among(checker *k, among *a, const char *what)
{
  const node *e = a->set;
  if (e->kind != N_NAME || (strcmp(e->name.id, "players") != 0 && strcmp(e->name.id, "others") != 0))
    diag_error(k->d, e->where, "%s must be 'players' or 'others'", what);
  else
    a->others = strcmp(e->name.id, "others") == 0;
}

/* race "label" among players { first p {...} each p {...} none {...} } */
static void check_window(checker *k, node *s)
{
  static const char arm_names[] = "fen";
  static const char *const words[] = { "first", "each", "none" };
  int seen[3] = { 0, 0, 0 };
  check_among(k, &s->window.among, "who races");
  if (s->window.label->kind != N_STR)
    diag_error(k->d, s->window.label->where, "the label of a race is a plain string, without {}");
  s->window.temps = temp_locals(k, 2, s->where);
  for (node *arm = s->window.arms; arm; arm = arm->next) {
    int i = (int)(strchr(arm_names, arm->race_arm.which) - arm_names);
    if (seen[i]++)
      diag_error(k->d, arm->where, "a race has at most one '%s' arm", words[i]);
    int mark = k->nlocals;
    if (arm->race_arm.id)
      arm->race_arm.slot = add_local(k, arm->race_arm.id, T_PLAYER, arm->where);
    check_block(k, arm->race_arm.body);
    k->nlocals = mark;
  }
}

/* play, play set, play several and slot: a card (or set) of a zone, named
 * in the arm's condition and body. */
static void check_play_arm(checker *k, node *arm)
{
  if (arm->kind == N_ARM_SLOT) {
    expect_type(k, arm->arm.from, T_ZONE, "the place after 'slot ... in'");
    arm->arm.slot = add_local(k, arm->arm.id, T_CARD, arm->where);
    if (arm->arm.cond)
      expect_type(k, arm->arm.cond, T_BOOL, "the condition after 'where'");
    return;
  }
  k->plays = 1;
  expect_type(k, arm->arm.from, T_ZONE, "the place after 'from'");
  check_play_place(k, arm->arm.to, arm->where);
  arm->arm.slot = add_local(k, arm->arm.id, arm->kind == N_ARM_SET ? T_SET : T_CARD, arm->where);
  if (arm->arm.several)        /* before the conditions: their own locals come after */
    arm->arm.temps = temp_locals(k, 4, arm->where);
  if (arm->arm.cond)
    expect_type(k, arm->arm.cond, T_BOOL, "the condition after 'where'");
  if (arm->arm.bound)
    expect_type(k, arm->arm.bound, T_INT, "the bound after 'up to'");
  if (arm->arm.least)
    expect_type(k, arm->arm.least, T_INT, "the number after 'at least'");
  if (arm->arm.whole)
    expect_type(k, arm->arm.whole, T_BOOL, "the condition after 'so that'");
  if (arm->arm.label)
    expect_type(k, arm->arm.label, T_STR, "the words after 'as'");
}

static enum for_over for_over(checker *k, node *set);

/* x among set [where cond] [as words]: a player, card, rank, suit or
 * number (from .. bound), offered by its value or by the words. */
/* The values of `x among [a, b, c]`: of one type, a player, card, rank,
 * suit or number (a number beside a rank is that rank); returns it. */
static type check_among_list(checker *k, node *list)
{
  type t = T_NONE;
  for (node *x = list; x; x = x->next) {
    type xt = as_rank(k, x, check_expr(k, x), t);
    if (t == T_INT && xt == T_RANK)
      for (node *y = list; y != x; y = y->next)
        as_rank(k, y, y->ty, T_RANK);      /* [2, 3, A]: the numbers before were ranks */
    if (xt == T_ERROR || xt == T_NONE)
      continue;
    if (xt != T_PLAYER && xt != T_CARD && xt != T_RANK && xt != T_SUIT && xt != T_INT)
      diag_error(k->d, x->where, "the values of a list are players, cards, ranks, suits "
                 "or numbers, not %s%s", article(xt), type_name(xt));
    else if (t != T_NONE && !fits(t, xt) && !(t == T_INT && xt == T_RANK))
      diag_error(k->d, x->where, "the values of a list are of one type: %s%s, then %s%s",
                 article(t), type_name(t), article(xt), type_name(xt));
    if (t == T_NONE || (t == T_INT && xt == T_RANK))
      t = xt;
  }
  return t == T_NONE ? T_ERROR : t;
}

static void check_pick_arm(checker *k, node *arm)
{
  if (arm->arm.bound) {
    arm->arm.over = FOR_NUMBERS;
    expect_type(k, arm->arm.from, T_INT, "the lowest number to choose");
    expect_type(k, arm->arm.bound, T_INT, "the highest number to choose");
  } else if (is_list(arm->arm.from)) {
    arm->arm.over = FOR_LIST;
  } else {
    arm->arm.over = for_over(k, arm->arm.from);
  }
  type t = arm->arm.over == FOR_LIST ? check_among_list(k, arm->arm.from->in.list)
           : arm->arm.over == FOR_LISTVAR ? list_var(k, arm->arm.from)
           : over_type(arm->arm.over);
  arm->arm.slot = add_local(k, arm->arm.id, t, arm->where);
  if (arm->arm.cond)
    expect_type(k, arm->arm.cond, T_BOOL, "the condition after 'where'");
  if (arm->arm.label)
    expect_type(k, arm->arm.label, T_STR, "the words after 'as'");
}

static void check_label_arm(checker *k, node *arm)
{
  if (arm->arm.otherwise && arm->next)
    diag_error(k->d, arm->where, "an 'else' option must be the last one of its choice");
  expect_type(k, arm->arm.label, T_STR, "a label");
  if (arm->arm.cond)
    expect_type(k, arm->arm.cond, T_BOOL, "the condition after 'when'");
}

static void check_choose(checker *k, node *s)
{
  check_simultaneous_part(k, s, s->choose.by, "choose");
  if (s->choose.by)
    expect_type(k, s->choose.by, T_PLAYER, "the player after 'by'");
  s->choose.temps = temp_locals(k, 2, s->where);
  int narms = 0;
  for (node *arm = s->choose.arms; arm; arm = arm->next, narms++) {
    int mark = k->nlocals;
    if (arm->kind == N_ARM_LABEL)
      check_label_arm(k, arm);
    else if (arm->kind == N_ARM_PICK)
      check_pick_arm(k, arm);
    else
      check_play_arm(k, arm);
    if (arm->arm.body)
      check_block(k, arm->arm.body);
    k->nlocals = mark;
  }
  s->choose.narms = narms;
}

/* A block in which id names a player (who races, challenges, or whose
 * turn a for loop is at); returns id's slot. */
static int check_player_block(checker *k, const char *id, node *body, loc at)
{
  int mark = k->nlocals;
  int slot = add_local(k, id, T_PLAYER, at);
  check_block(k, body);
  k->nlocals = mark;
  return slot;
}

/* challenge p among others { b } else { c }: p is known in b only. */
static void check_challenge(checker *k, node *s)
{
  if (k->simultaneous)
    diag_error(k->d, s->where, "'challenge' cannot be used inside 'simultaneously'");
  check_among(k, &s->challenge.among, "who may challenge");
  s->challenge.temps = temp_locals(k, 1, s->where);
  s->challenge.slot = check_player_block(k, s->challenge.id, s->challenge.body, s->where);
  if (s->challenge.els)
    check_block(k, s->challenge.els);
}

/* move all c in zone where cond to place: cond and place are checked with
 * c, a card of the zone, in scope. */
static void check_move_where(checker *k, node *s)
{
  node *w = s->move.what, *to = s->move.to;
  if (s->move.turned)
    diag_error(k->d, s->where, "'turned over' turns a packet over; 'all %s in' moves its cards"
               " one by one", w->quant.id);
  expect_type(k, w->quant.zone, T_ZONE, "the place after 'all ... in'");
  int mark = k->nlocals;
  w->quant.temps = temp_locals(k, 2, w->where);
  w->quant.card = add_local(k, w->quant.id, T_CARD, w->where);
  w->quant.left = temp_locals(k, 1, w->where);
  expect_type(k, w->quant.cond, T_BOOL, "the condition after 'where'");
  expect_type(k, to->kind == N_BOTTOM ? to->bottom.zone : to, T_ZONE, "the place after 'to'");
  k->nlocals = mark;
}

static void check_move(checker *k, node *s)
{
  node *src = s->move.what, *to = s->move.to;
  if (src->kind == N_ALLWHERE) {
    check_move_where(k, s);
    return;
  }
  if (s->move.turned && src->kind != N_ALLOF && src->kind != N_ALLBUTTOP)
    diag_error(k->d, s->where, "'turned over' turns a packet over: say 'move all of' or"
               " 'move all but top N of'");
  if (src->kind == N_ALLBUTTOP && (src->cards.keep < 1 || src->cards.keep > 65535))   /* an operand */
    diag_error(k->d, src->where, "'all but top N' keeps 1 to 65535 cards, not %ld"
               " (to keep none, say 'move all of')", src->cards.keep);
  if (src->kind == N_TOPOF || src->kind == N_ALLOF || src->kind == N_ALLBUTTOP)
    expect_type(k, src->cards.zone, T_ZONE, "the place to move from");
  else if (src->kind == N_BOTTOM)
    expect_type(k, src->bottom.zone, T_ZONE, "the place to move from");
  else
    expect_type(k, src, T_CARD, "what is moved");
  expect_type(k, to->kind == N_BOTTOM ? to->bottom.zone : to, T_ZONE, "the place after 'to'");
}

static int need_zone(checker *k, const char *name, loc at, const char *why)
{
  int z = find_zone(k, name);
  if (z < 0)
    diag_error(k->d, at, "'%s' needs a zone named '%s'", why, name);
  return z;
}

/* lua.name(args): a function of the script's Lua file, with as many
 * arguments as it has parameters (any number if it takes ...). */
static void check_lua_call(checker *k, node *s)
{
  const module *m = k->m;
  const char *id = s->lua_call.id;
  int n = count_list(s->lua_call.args), h = -1;
  for (node *a = s->lua_call.args; a; a = a->next)
    if (check_expr(k, a) == T_VOID)
      diag_error(k->d, a->where, "this argument has no value");
  if (!m->lua_text) {
    diag_error(k->d, s->where, "'lua.%s' calls a Lua hook, but the script has no 'lua' declaration "
               "(lua \"file.lua\")", id);
    return;
  }
  for (int i = 0; i < m->nhooks; i++)
    if (strcmp(m->hooks[i].name, id) == 0)
      h = i;
  if (h < 0)
    diag_error(k->d, s->where, "%s defines no function '%s'", m->lua_file, id);
  else if (n > MAX_HOOK_ARGS)
    diag_error(k->d, s->where, "too many arguments to a Lua hook (limit is %d)", MAX_HOOK_ARGS);
  else if (!m->hooks[h].vararg && n != m->hooks[h].nparams)
    diag_error(k->d, s->where, "'lua.%s' takes %d argument%s (%s:%d), not %d", id,
               m->hooks[h].nparams, m->hooks[h].nparams == 1 ? "" : "s", m->lua_file,
               m->hooks[h].line, n);
}

/* draw n [from z] [to z] [by p]: stock and hand by default. */
static void check_draw(checker *k, node *s)
{
  if (s->draw.from)
    expect_type(k, s->draw.from, T_ZONE, "the place after 'from'");
  else
    need_zone(k, "stock", s->where, "draw");
  if (s->draw.to)
    expect_type(k, s->draw.to, T_ZONE, "the place after 'to'");
  else
    need_zone(k, "hand", s->where, "draw");
  if (!s->draw.body)
    expect_type(k, s->draw.count, T_INT, "the number of cards drawn");
  if (s->draw.by)
    expect_type(k, s->draw.by, T_PLAYER, "the player after 'by'");
  s->draw.temps = temp_locals(k, 4, s->where);
  if (!s->draw.body)
    return;
  node *id = s->draw.count;
  if (id->kind != N_NAME || find_local(k, id->name.id) >= 0)
    diag_error(k->d, id->where, "a draw with a block names the card drawn with a new name, "
               "as in 'draw c { say \"{c}\" }'");
  int mark = k->nlocals;
  s->draw.slot = add_local(k, id->kind == N_NAME ? id->name.id : "", T_CARD, s->where);
  check_block(k, s->draw.body);
  k->nlocals = mark;
  if (s->draw.els)
    check_block(k, s->draw.els);
}

/* Where a card is played: the zone after 'to', or the discard pile. */
static void check_play_place(checker *k, node *to, loc at)
{
  if (to)
    expect_type(k, to, T_ZONE, "the place after 'to'");
  else
    need_zone(k, "discard", at, "play");
}

/* Whether `id` names nothing of the script's own (a local, variable or
 * zone), so that it keeps the meaning the language gives it in a loop. */
static int unclaimed(checker *k, const char *id)
{
  return find_local(k, id) < 0 && find_global(k, id) < 0 && find_zone(k, id) < 0;
}

/* What a for loop or a quantifier runs over, or a pick arm chooses among:
 * players or others, the teams (each by its first seat), ranks or suits
 * (unless the script has a name of its own so spelt), or the cards of a
 * zone. */
static enum for_over for_over(checker *k, node *set)
{
  const char *id = set->kind == N_NAME ? set->name.id : "";
  if (is_list(set))
    return FOR_LIST;
  if (list_var(k, set)) {
    take_list(k, set);
    return FOR_LISTVAR;
  }
  if (strcmp(id, "players") == 0 || strcmp(id, "others") == 0)
    return FOR_PLAYERS;
  if ((strcmp(id, "ranks") == 0 || strcmp(id, "suits") == 0) && unclaimed(k, id))
    return id[0] == 'r' ? FOR_RANKS : FOR_SUITS;
  if (strcmp(id, "teams") == 0 && unclaimed(k, id)) {
    if (!k->m->nteams)
      diag_error(k->d, set->where, "'teams' needs teams in the game header (players 4..4 teams 2)");
    return FOR_TEAMS;
  }
  type t = check_expr(k, set);
  if (t == T_FAMILY)
    return FOR_ZONES;
  if (!fits(T_ZONE, t))
    diag_error(k->d, set->where, "expected players, others,%s ranks, suits or a zone, "
               "not %s%s", k->m->nteams ? " teams," : "", article(t), type_name(t));
  return FOR_CARDS;
}

/* The type of the name a loop over `over` gives each value. */
static type over_type(enum for_over over)
{
  static const type of[] = { T_PLAYER, T_CARD, T_RANK, T_SUIT, T_INT, T_PLAYER, T_ERROR, T_ZONE,
                              T_ERROR };
  return of[over];
}


/* The type of the values a loop over `set` gives: a list's is its items'. */
static type over_type_of(checker *k, enum for_over over, node *set)
{
  if (over == FOR_LISTVAR)
    return list_var(k, set);
  if (over != FOR_LIST)
    return over_type(over);
  type t = check_among_list(k, set->in.list);
  set->depth = 1;                /* the item's place, while the item is worked out */
  for (const node *x = set->in.list; x; x = x->next)
    set->depth = max_of(set->depth, 1 + x->depth);
  return t;
}

/* for x in set [where cond] { body }: x is a player, a card, a rank, a
 * suit or a number (for x in a..b); the cards of a zone are walked with
 * two hidden locals before x, the others counted with one. */
static void check_for(checker *k, node *s)
{
  int moved = k->moved;
  if (s->for_.bound) {
    s->for_.over = FOR_NUMBERS;
    expect_type(k, s->for_.among.set, T_INT, "the first number of 'for ... in a..b'");
    expect_type(k, s->for_.bound, T_INT, "the last number of 'for ... in a..b'");
  } else {
    s->for_.over = for_over(k, s->for_.among.set);
  }
  if (s->for_.over == FOR_PLAYERS)
    check_among(k, &s->for_.among, "what 'for' runs over");
  int mark = k->nlocals;
  s->for_.temps = temp_locals(k, s->for_.over == FOR_PLAYERS ? 1 : 2, s->where);
  s->for_.slot = add_local(k, s->for_.id, over_type_of(k, s->for_.over, s->for_.among.set),
                          s->where);
  k->locals[s->for_.slot].walked = s->for_.over == FOR_CARDS;
  if (s->for_.cond)
    expect_type(k, s->for_.cond, T_BOOL, "the condition after 'where'");
  s->for_.reads = k->moved == moved;
  moved = k->moved;
  k->loops++;
  check_block(k, s->for_.body);
  k->loops--;
  k->nlocals = mark;
  s->for_.still = k->moved == moved;
}

static void check_return(checker *k, node *s)
{
  type t = s->ret.value ? check_expr(k, s->ret.value) : T_VOID;
  fn_info *fi = &k->m->fns[k->fn];
  if (fi->ret == T_VOID && t != T_VOID)
    fi->ret = t;
  else if (!fits(fi->ret, t))
    diag_error(k->d, s->where, "'%s' returns %s%s here but %s%s elsewhere", fi->name,
               article(t), type_name(t), article(fi->ret), type_name(fi->ret));
}

static void check_deal(checker *k, node *s)
{
  if (s->deal.count)
    expect_type(k, s->deal.count, T_INT, "the number of cards dealt");
  int z = find_zone(k, s->deal.id);
  char buf[80];
  if (z < 0 && find_family(k, s->deal.id) >= 0)
    diag_error(k->d, s->where, "'%s' is a family of zones made during play: deal to a zone "
               "each player has", s->deal.id);
  else if (z < 0 && find_global(k, s->deal.id) < 0 && find_fn(k, s->deal.id) < 0)
    diag_error(k->d, s->where, "unknown zone '%s'%s", s->deal.id,
               did_you_mean(k, s->deal.id, NEAR_EACH, buf, sizeof buf));
  else if (z < 0 || (k->m->zones[z].flags & (ZONE_EACH | ZONE_TEAM)) != ZONE_EACH)
    diag_error(k->d, s->where, "'deal ... to each %s' needs a zone that each player has", s->deal.id);
  s->deal.zone = z;
  if (s->deal.from)
    expect_type(k, s->deal.from, T_ZONE, "the place dealt from");
}

static void check_show(checker *k, node *s)
{
  node *shown = s->show.card;
  if (shown->kind == N_ALLOF) {
    expect_type(k, shown->cards.zone, T_ZONE, "the place after 'show all of'");
    s->show.temps = temp_locals(k, 3, s->where);
  } else if (shown->kind == N_ALLWHERE) {
    expect_type(k, shown->quant.zone, T_ZONE, "the place after 'show all ... in'");
    int mark = k->nlocals;
    s->show.temps = temp_locals(k, 2, s->where);
    shown->quant.card = add_local(k, shown->quant.id, T_CARD, s->where);
    expect_type(k, shown->quant.cond, T_BOOL, "the condition after 'where'");
    k->nlocals = mark;
  } else {
    expect_type(k, shown, T_CARD, "the card shown");
  }
  if (s->show.to)
    expect_type(k, s->show.to, T_PLAYER, "the player after 'to'");
}

static void check_replace(checker *k, node *s)
{
  expect_type(k, s->replace.card, T_CARD, "the card replaced");
  expect_type(k, s->replace.with, T_CARD, "the card after 'with'");
  if (s->replace.to)
    expect_type(k, s->replace.to, T_ZONE, "the place after 'to'");
  else if (find_zone(k, "discard") < 0)
    diag_error(k->d, s->where, "'replace' without 'to' puts the card replaced on a zone "
               "named 'discard', and there is none; add 'to ZONE'");
}

static void check_race(checker *k, node *s)
{
  if (k->simultaneous)
    diag_error(k->d, s->where, "'race' cannot be used inside 'simultaneously'");
  check_among(k, &s->race.among, "who races");
  s->race.slot = check_player_block(k, s->race.id, s->race.body, s->where);
}

static void check_announce(checker *k, node *s)
{
  if (k->simultaneous)
    diag_error(k->d, s->where, "'announce' cannot be used inside 'simultaneously'");
  expect_type(k, s->announce.text, T_STR, "what is announced");
  expect_type(k, s->announce.when, T_BOOL, "the condition after 'when'");
  s->announce.temps = temp_locals(k, 1, s->where);
  check_block(k, s->announce.penalty);
}

static void check_simultaneously(checker *k, node *s)
{
  if (k->simultaneous)
    diag_error(k->d, s->where, "'simultaneously' cannot be used inside another 'simultaneously'");
  k->simultaneous++;
  check_stmt(k, s->simultaneously.loop);
  k->simultaneous--;
}

static void check_if(checker *k, node *s)
{
  expect_type(k, s->if_.cond, T_BOOL, "the condition of 'if'");
  check_block(k, s->if_.then);
  if (s->if_.els)
    s->if_.els->kind == N_IF ? check_stmt(k, s->if_.els) : check_block(k, s->if_.els);
}

static void check_stmt_kind(checker *k, node *s);

/* Whether checked statement s leaves the game as it was: it works out a
 * value (locals, tests, loops, return) or calls a function, whose own
 * statements are weighed when it is checked. */
static int keeps_game(const node *s)
{
  const node *c = s->kind == N_EXPR_STMT ? s->expr_stmt.call : NULL;
  switch (s->kind) {
  case N_BLOCK: case N_LET: case N_IF: case N_WHILE: case N_REPEAT: case N_BREAK:
  case N_FOR: case N_RETURN:
    return 1;
  case N_ASSIGN:
    return s->assign.target->kind == N_NAME && s->assign.target->name.sym.kind == SYM_LOCAL;
  case N_EXPR_STMT:
    return c->kind != N_CALL || c->call.sym.kind != SYM_BUILTIN
        || builtins[c->call.sym.index].result != T_VOID;
  default:
    return 0;
  }
}

static void check_stmt(checker *k, node *s)
{
  if (!nest(k, s->where))
    return;
  check_stmt_kind(k, s);
  if (!keeps_game(s)) {
    if (!k->changes[k->fn])
      k->changes[k->fn] = s;
    if (s->kind != N_SAY && s->kind != N_ASSIGN)
      note_move(k);
  }
  k->nesting--;
}

static void check_stmt_kind(checker *k, node *s)
{
  switch (s->kind) {
  case N_BLOCK: check_block(k, s); break;
  case N_LET: check_let(k, s); break;
  case N_ASSIGN: check_assign(k, s); break;
  case N_IF: check_if(k, s); break;
  case N_WHILE:
    expect_type(k, s->while_.cond, T_BOOL, "the condition of 'while'");
    check_loop_body(k, s->while_.body);
    break;
  case N_REPEAT:
    expect_type(k, s->repeat.count, T_INT, "the count of 'repeat'");
    s->repeat.temps = temp_locals(k, 2, s->where);
    check_loop_body(k, s->repeat.body);
    break;
  case N_BREAK:
    if (k->loops == 0)
      diag_error(k->d, s->where, "'break' outside a loop: it leaves the innermost while, repeat or for"
                 " of its own function or rule");
    break;
  case N_FOR: check_for(k, s); break;
  case N_RETURN: check_return(k, s); break;
  case N_DEAL: check_deal(k, s); break;
  case N_MOVE: check_move(k, s); break;
  case N_DRAW: check_draw(k, s); break;
  case N_PLAY:
    k->plays = 1;
    expect_type(k, s->play.card, T_CARD, "what is played");
    check_play_place(k, s->play.to, s->where);
    break;
  case N_TURN_TO: expect_type(k, s->turn_to.who, T_PLAYER, "the player after 'turn to'"); break;
  case N_OUT:
    expect_type(k, s->out.who, T_PLAYER,
                s->out.for_game ? "the player eliminated" : "the player who sits out");
    break;
  case N_END: break;
  case N_SEAT:
    expect_type(k, s->seat.who, T_PLAYER, "the player who moves seat");
    expect_type(k, s->seat.after, T_PLAYER, "the player after 'after'");
    break;
  case N_SHOW: check_show(k, s); break;
  case N_SKIP:
    if (s->skip.count)
      expect_type(k, s->skip.count, T_INT, "the number of players skipped");
    break;
  case N_REVERSE: case N_AGAIN: break;
  case N_WIN: expect_type(k, s->win.who, T_PLAYER, "the winner"); break;
  case N_REPLACE: check_replace(k, s); break;
  case N_LAST_ROUND: break;
  case N_SAY: expect_type(k, s->say.text, T_STR, "what is said"); break;
  case N_EXPR_STMT:
    k->stmt_call = s->expr_stmt.call;
    check_expr(k, s->expr_stmt.call);
    break;
  case N_CHOOSE: check_choose(k, s); break;
  case N_LUA_CALL: check_lua_call(k, s); break;
  case N_RACE: check_race(k, s); break;
  case N_CHALLENGE: check_challenge(k, s); break;
  case N_WINDOW: check_window(k, s); break;
  case N_ANNOUNCE: check_announce(k, s); break;
  case N_SIMULTANEOUSLY: check_simultaneously(k, s); break;
  case N_VEIL: check_expr(k, s->veil.who); break;
  default:
    diag_error(k->d, s->where, "expected a statement");
  }
}

/* ---- functions and rules ---- */

static void begin_fn(checker *k, int f)
{
  k->fn = f; k->nlocals = 0; k->max_locals = 0;
}

static void end_fn(checker *k, int f)
{
  k->m->fns[f].nlocals = k->max_locals;
  k->m->fns[f].changes = k->changes[f] != NULL;
}

/* Checks the body of function f, its parameters typed by its first call,
 * whose arguments are `args` (NULL when it has none to give). */
static void check_fn_body(checker *k, int f, node *args)
{
  checker saved = *k;
  node *decl = k->fn_nodes[f];
  k->fn_state[f] = 1;
  k->loops = 0;
  k->simultaneous = 0;
  begin_fn(k, f);
  int i = 0;
  for (node *p = decl->fn.params; p; p = p->next, i++) {
    int at = add_local(k, p->name.id, i < MAX_PARAMS ? k->param_types[f][i] : T_ERROR, p->where);
    if (k->locals[at].ty == T_LIST) {
      k->locals[at].item = k->param_items[f][i];
      k->locals[at].ref = 1;
    }
    if (args && args->kind == N_INT && args->ty == T_INT
        && number_rank(k->m, args->num.value) >= 0)
      k->locals[at].rank_literal = args;
    args = args ? args->next : NULL;
  }
  if (decl->fn.expr) {
    k->in_pure = 1;
    k->m->fns[f].ret = check_expr(k, decl->fn.expr);
    k->in_pure = 0;
  } else {
    k->in_pure = 0;
    k->m->fns[f].ret = T_VOID;
    check_block(k, decl->fn.body);
  }
  end_fn(k, f);
  fn_info fi = k->m->fns[f];
  int plays = k->plays;
  memcpy(k->locals, saved.locals, sizeof k->locals);
  k->nlocals = saved.nlocals; k->max_locals = saved.max_locals;
  k->fn = saved.fn; k->in_pure = saved.in_pure; k->loops = saved.loops;
  k->simultaneous = saved.simultaneous;
  k->plays = plays;
  k->m->fns[f] = fi;
  k->fn_state[f] = 2;
}

static int new_fn(checker *k, const char *name, int arity, node *decl)
{
  module *m = k->m;
  if (m->nfns == MAX_FNS) {
    diag_error(k->d, decl->where, "too many functions and rules (limit is %d)", MAX_FNS);
    return 0;
  }
  int f = m->nfns++;
  m->fns[f] = (fn_info){ .name = name, .arity = arity, .ret = T_VOID, .where = decl->where };
  k->fn_nodes[f] = decl;
  return f;
}

/* A rule body (setup, turn, when ...) is a function of its own, with the
 * named parameter (the card played, the player whose zone emptied) if any. */
static int check_rule(checker *k, node *decl, const char *param, type pty)
{
  int f = new_fn(k, NULL, param ? 1 : 0, decl);
  decl->rule.fn = f;
  begin_fn(k, f);
  if (param)
    add_local(k, param, pty, decl->where);
  check_block(k, decl->rule.body);
  end_fn(k, f);
  return f;
}

/* ---- the deck ---- */

/* Thirteen ranks, aces high, 2 lowest; points are the rank's number (A 1,
 * J 11, Q 12, K 13). */
static void default_deck(module *m)
{
  deck_standard(&m->deck);
  m->deck_ranks = 0x3ffe;
  for (int r = 0; r < m->deck.nranks; r++) {
    m->rank_order[r] = (int8_t)(r == 1 ? 14 : r);
    m->points[r] = (int8_t)r;
  }
}

static int rank_literal(checker *k, node *e)
{
  type t = as_rank(k, e, check_expr(k, e), T_RANK);
  if (e->kind == N_INT && e->num.rank < 0)
    return -1;                   /* as_rank has said it is no rank */
  int literal = e->kind == N_INT || (e->kind == N_NAME && e->name.sym.kind == SYM_CONST);
  if (t != T_RANK || !literal) {
    diag_error(k->d, e->where, "expected a rank (A, 2 to 10, J, Q, K)");
    return -1;
  }
  return e->kind == N_INT ? e->num.rank : e->name.sym.index;
}

/* A word of a custom deck (check/deck.c), misplaced after `order`. */
static int deck_word(const char *id)
{
  return !strcmp(id, "suits") || !strcmp(id, "ranks") || !strcmp(id, "copies")
      || !strcmp(id, "suitless");
}

/* `order 9 10 J Q K A`: the ranks of each pack, lowest first; a rank not
 * listed is not in the deck. */
static void check_order(checker *k, node *it)
{
  int n = 0, seen = 0;
  for (int r = 1; r < NRANKS; r++)
    k->m->rank_order[r] = 0;
  for (node *r = it->deck_item.list; r; r = r->next) {
    if (r->kind == N_NAME && strcmp(r->name.id, "without") == 0) {
      diag_error(k->d, r->where, "put a comma before 'without' after the ranks of 'order', as in "
                 "'order 9 10 J Q K A, without QC'");
      break;
    }
    if (r->kind == N_NAME && deck_word(r->name.id)) {
      diag_error(k->d, r->where, "'%s' belongs to a deck of its own (deck suits ... ranks ...), "
                 "not to 'deck standard'", r->name.id);
      break;
    }
    int v = rank_literal(k, r);
    if (v < 0)
      continue;
    if (v == 0)
      diag_error(k->d, r->where, "jokers are added by 'jokers n', not listed in 'order'");
    else if (seen & (1 << v))
      diag_error(k->d, r->where, "rank listed twice in 'order'");
    seen |= 1 << v;
    k->m->rank_order[v] = (int8_t)++n;
  }
  k->m->deck_ranks = (uint16_t)(seen & ~1);
}

/* A card's points are kept in an int8_t: the value given, if it fits. */
static int8_t point_value(checker *k, const node *v)
{
  if (v->num.value < INT8_MIN || v->num.value > INT8_MAX) {
    diag_error(k->d, v->where, "a card's points run from %d to %d, not %ld", INT8_MIN, INT8_MAX,
               v->num.value);
    return 0;
  }
  return (int8_t)v->num.value;
}

static void check_points(checker *k, node *it)
{
  int set = 0;
  for (node *p = it->deck_item.list; p; p = p->next) {
    if (p->point.rank)
      continue;
    int8_t others = point_value(k, p->point.value);
    for (int r = 1; r < NRANKS; r++)
      k->m->points[r] = others;
  }
  for (node *p = it->deck_item.list; p; p = p->next) {
    if (!p->point.rank)
      continue;
    int v = rank_literal(k, p->point.rank);
    if (v < 0)
      continue;
    if (set & (1 << v))
      diag_error(k->d, p->where, "rank given points twice");
    set |= 1 << v;
    k->m->points[v] = point_value(k, p->point.value);
  }
}

/* `order by strength`: the function that orders cards; checked with the
 * others (check_order_fn), found now so that card comparisons may use it. */
static void find_order_fn(checker *k, node *it)
{
  const char *name = it->deck_item.value->name.id;
  int f = find_fn(k, name);
  if (f < 0)
    diag_error(k->d, it->deck_item.value->where, "'order by' names no function: '%s'", name);
  else if (k->m->order_fn >= 0)
    diag_error(k->d, it->where, "the deck has one 'order by'");
  else
    k->m->order_fn = f;
}

/* `without QC 2D`: cards each pack leaves out, once the deck's ranks are
 * known (an `order` may come after). */
static void check_without(checker *k, node *it)
{
  module *m = k->m;
  for (node *c = it->deck_item.list; c; c = c->next) {
    int r, s;
    if (c->kind != N_NAME || deck_card_parse(&m->deck, c->name.id, &r, &s) != 0
        || s == NO_SUIT || !((m->deck_ranks >> r) & 1)) {
      diag_error(k->d, c->where, "expected a card of the deck after 'without', as in "
                 "'without QC 2D', not '%s'", c->kind == N_NAME ? c->name.id : "a number");
      continue;
    }
    if ((m->deck_without[s] >> r) & 1)
      diag_error(k->d, c->where, "'%s' is left out twice", c->name.id);
    m->deck_without[s] |= 1u << r;
  }
}

static void check_deck(checker *k, node *deck)
{
  for (node *it = deck->deck.items; it; it = it->next) {
    const char *id = it->deck_item.id;
    if (strcmp(id, "without") == 0)
      continue;
    if (strcmp(id, "order") == 0)
      check_order(k, it);
    else if (strcmp(id, "order by") == 0)
      find_order_fn(k, it);
    else if (strcmp(id, "points") == 0)
      check_points(k, it);
    else
      expect_type(k, it->deck_item.value, T_INT,
                  id[0] == 'p' ? "the number of packs" : "the number of jokers");
  }
  for (node *it = deck->deck.items; it; it = it->next)
    if (strcmp(it->deck_item.id, "without") == 0)
      check_without(k, it);
}

/* ---- declarations ---- */

/* var seen : each card = false: a mark, which starts false on every card
 * at each deal. */
static void declare_mark(checker *k, node *decl)
{
  module *m = k->m;
  if (m->nmarks == MAX_MARKS) {
    diag_error(k->d, decl->where, "too many marks on cards (limit is %d)", MAX_MARKS);
    return;
  }
  if (m->nglobal_slots + MARK_SLOTS > MAX_GLOBALS) {
    diag_error(k->d, decl->where, "too many variables (limit is %d slots; "
               "a mark on cards takes %d)", MAX_GLOBALS, MARK_SLOTS);
    return;
  }
  if (decl->var.value->kind != N_FALSE)
    diag_error(k->d, decl->var.value->where, "a mark on cards starts false on every card: "
               "write 'var %s : each card = false'", decl->var.id);
  m->marks[m->nmarks] = (mark_info){ decl->var.id, decl->var.desc, m->nglobal_slots, decl->where };
  m->nglobal_slots += MARK_SLOTS;
  decl->var.index = m->nmarks++;
}

/* The items' type a list is declared with (list of rank), or T_ERROR. */
static type list_item_type(checker *k, const node *word)
{
  static const struct { const char *word; type t; } items[] = {
    { "card", T_CARD }, { "rank", T_RANK }, { "suit", T_SUIT }, { "player", T_PLAYER },
    { "number", T_INT },
  };
  for (size_t i = 0; i < sizeof items / sizeof items[0]; i++)
    if (strcmp(word->name.id, items[i].word) == 0)
      return items[i].t;
  diag_error(k->d, word->where, "a list holds cards, ranks, suits, players or "
             "numbers, not '%s'", word->name.id);
  return T_ERROR;
}

/* var seen : list of rank: LIST_MAX + 1 global slots, the length first;
 * var seen : each player list of card, MAX_PLAYERS times as many. */
static void declare_list(checker *k, node *decl)
{
  module *m = k->m;
  type item = list_item_type(k, decl->var.value);
  int each = decl->var.each >= 5, slots = (each ? MAX_PLAYERS : 1) * (LIST_MAX + 1);
  if (decl->var.each == 6 && !m->nteams)
    diag_error(k->d, decl->where, "'each team' needs teams in the game header (players 4..4 teams 2)");
  if (m->nglobals == MAX_GLOBALS || m->nglobal_slots + slots > MAX_GLOBALS) {
    diag_error(k->d, decl->where, "too many variables (limit is %d slots; a list takes %d, "
               "one each player has %d)", MAX_GLOBALS, LIST_MAX + 1, MAX_PLAYERS * (LIST_MAX + 1));
    return;
  }
  m->globals[m->nglobals] = (global_info){ .name = decl->var.id, .ty = item ? T_LIST : T_ERROR,
                                           .item = item,
                                           .slot = m->nglobal_slots, .each = each,
                                           .team = decl->var.each == 6, .desc = decl->var.desc,
                                           .where = decl->where };
  decl->var.index = m->nglobals++;
  m->nglobal_slots += slots;
}

static void declare_global(checker *k, node *decl, int is_option)
{
  module *m = k->m;
  decl->var.index = -1;
  if (name_taken(k, decl->var.id, decl->where))
    return;
  int each = decl->var.each;
  if (each == 3) {
    declare_mark(k, decl);
    return;
  }
  if (each >= 4) {
    declare_list(k, decl);
    return;
  }
  if (each == 2 && !m->nteams)
    diag_error(k->d, decl->where, "'each team' needs teams in the game header (players 4..4 teams 2)");
  if (m->nglobals == MAX_GLOBALS || m->nglobal_slots + (each ? MAX_PLAYERS : 1) > MAX_GLOBALS) {
    diag_error(k->d, decl->where, "too many variables (limit is %d slots; "
               "one each player has takes %d)", MAX_GLOBALS, MAX_PLAYERS);
    return;
  }
  global_info *g = &m->globals[m->nglobals];
  *g = (global_info){ .name = decl->var.id, .slot = m->nglobal_slots, .each = each != 0,
                      .team = each == 2, .is_option = is_option, .desc = decl->var.desc, .where = decl->where };
  decl->var.index = m->nglobals++;
  m->nglobal_slots += each ? MAX_PLAYERS : 1;
}

/* The seats that learn a card put into a zone with these flags (slot i of
 * a per-player zone belongs to seat i, of a per-team zone to team i's
 * seats i, i + teams, ...): everyone for a face-up public zone, the owners
 * for a private one, nobody for a face-down one. */
static uint8_t shown_to(const module *m, long flags, int i)
{
  uint8_t owners = (uint8_t)(1u << i);
  for (int p = i + m->nteams; (flags & ZONE_TEAM) && m->nteams && p < MAX_PLAYERS; p += m->nteams)
    owners |= (uint8_t)(1u << p);
  if (flags & ZONE_PRIVATE)
    return (flags & ZONE_EACH) ? owners : 0;
  return (flags & ZONE_FACE_UP) ? 0xff : 0;
}

/* The name of zone z of a family, "meld 2", kept by the module. */
enum { MADE_NAME_MAX = 40 };
static const char *made_name(module *m, const char *family, int i, int z)
{
  if (!m->made_names)
    m->made_names = mem_zalloc((size_t)MAX_ZONES * MADE_NAME_MAX);
  char *name = m->made_names + (size_t)z * MADE_NAME_MAX;
  snprintf(name, MADE_NAME_MAX, "%s %d", family, i + 1);
  return name;
}

/* zone x : flags, or a family of zones made during play (many n): n zones
 * in a row, "x 1" ... "x n", each with the flags. */
static void declare_zone(checker *k, node *decl)
{
  module *m = k->m;
  int flags = decl->zone.flags & ((1 << ZONE_MANY_SHIFT) - 1);
  int many = decl->zone.flags >> ZONE_MANY_SHIFT;
  decl->zone.index = -1;
  if ((flags & ZONE_TEAM) && !m->nteams)
    diag_error(k->d, decl->where, "'each team' needs teams in the game header (players 4..4 teams 2)");
  if ((flags & ZONE_INTERNAL) && (flags & ZONE_SHOWN))
    diag_error(k->d, decl->where, "zone '%s' cannot be both internal and shown", decl->zone.id);
  if (name_taken(k, decl->zone.id, decl->where))
    return;
  if (many && strlen(decl->zone.id) > MADE_NAME_MAX - 4) {
    diag_error(k->d, decl->where, "the name of a family of zones is at most %d letters",
               MADE_NAME_MAX - 4);
    return;
  }
  /* a zone of a family kept per team takes a slot a team, not a seat */
  int width = !(flags & ZONE_EACH) ? 1
              : many && (flags & ZONE_TEAM) && m->nteams ? m->nteams : MAX_PLAYERS;
  int zones = many ? many : 1;
  if (m->nzones + zones > MAX_ZONES || m->nzone_slots + width * zones > MAX_ZONES) {
    diag_error(k->d, decl->where, "too many zones (limit is %d slots; "
               "one each player has takes %d)", MAX_ZONES, MAX_PLAYERS);
    return;
  }
  if (m->deck_zone < 0 && !(flags & ZONE_EACH) && !many) {
    m->deck_zone = m->nzones;
    if (flags & ZONE_KEPT)
      diag_error(k->d, decl->where, "zone '%s' is the deck zone (the first shared zone), where"
                 " every card not kept is gathered when a deal starts; it cannot be kept:"
                 " declare the pack first", decl->zone.id);
  }
  decl->zone.index = m->nzones;
  for (int z = 0; z < zones; z++) {
    const char *name = many ? made_name(m, decl->zone.id, z, m->nzones) : decl->zone.id;
    m->zones[m->nzones] = (zone_info){ name, flags, m->nzone_slots, decl->where,
                                       many ? decl->zone.id : NULL, decl->zone.index, many };
    m->nzones++;
    for (int i = 0; i < width; i++) {
      int first = m->zones[decl->zone.index].base + i;
      m->shown_to[m->nzone_slots + i] = shown_to(m, flags, i);
      m->slot_zone[m->nzone_slots + i] = (uint8_t)(m->nzones - 1);
      m->made[m->nzone_slots + i] = many ? (made_slot){ (uint8_t)(decl->zone.index + 1),
        (uint8_t)z, (uint8_t)first, (uint8_t)width } : (made_slot){ 0, 0, 0, 0 };
    }
    m->nzone_slots += width;
  }
}

static void declare(checker *k, node *decl)
{
  switch (decl->kind) {
  case N_OPTION: declare_global(k, decl, 1); break;
  case N_VAR: declare_global(k, decl, 0); break;
  case N_ZONE: declare_zone(k, decl); break;
  case N_FN: {
    decl->fn.index = -1;
    if (name_taken(k, decl->fn.id, decl->where))
      return;
    int f = new_fn(k, decl->fn.id, count_list(decl->fn.params), decl);
    decl->fn.index = f;
    if (k->m->fns[f].arity > MAX_PARAMS)
      diag_error(k->d, decl->where, "too many parameters (limit is %d)", MAX_PARAMS);
    break;
  }
  default: break;
  }
}

/* An option's default is a literal: a number, true or false, a suit or a rank. */
static void check_option(checker *k, node *decl)
{
  global_info *g = &k->m->globals[decl->var.index];
  node *e = decl->var.value;
  g->ty = check_expr(k, e);
  switch (e->kind) {
  case N_INT: g->dflt = mkval(V_INT, (int32_t)e->num.value); return;
  case N_TRUE: case N_FALSE: g->dflt = mkval(V_BOOL, e->kind == N_TRUE); return;
  case N_UNARY:
    if (e->unary.operand->kind == N_INT && e->unary.op == '-') {
      g->dflt = mkval(V_INT, -(int32_t)e->unary.operand->num.value);
      return;
    }
    break;
  case N_NAME:
    if (e->name.sym.kind == SYM_CONST) {
      g->dflt = mkval(g->ty == T_SUIT ? V_SUIT : V_RANK, e->name.sym.index);
      return;
    }
    break;
  default: break;
  }
  diag_error(k->d, e->where, "an option's default must be a number, true, false, a suit or a rank");
}

static void check_game_item(checker *k, node *it)
{
  module *m = k->m;
  switch (it->kind) {
  case N_PLAYERS:
    m->min_players = (int)it->players.min; m->max_players = (int)it->players.max;
    m->default_players = (int)(it->players.dflt ? it->players.dflt : it->players.min);
    if (m->min_players < 1 || m->max_players > MAX_PLAYERS || m->min_players > m->max_players
        || m->default_players < m->min_players || m->default_players > m->max_players)
      diag_error(k->d, it->where, "players must be a range within 1..%d holding the default", MAX_PLAYERS);
    break;
  case N_DEALS:
    if (it->deals.count)
      expect_type(k, it->deals.count, T_INT, "the number of deals");
    break;
  case N_SCORE_RULE: {
    const char *id = it->score_rule.id;
    int g = find_global(k, id);
    if (g < 0 || !m->globals[g].each)
      diag_error(k->d, it->where, "'%s' must be a variable each player has (var %s : each player = 0)",
                 id, id);
    else
      m->score_slot = m->globals[g].slot, m->score_team = m->globals[g].team;
    m->score_rule = it->score_rule.dir;
    break;
  }
  case N_DECK: check_deck(k, it); break;
  default: break;
  }
}

static void check_var(checker *k, node *decl)
{
  type t = check_expr(k, decl->var.value);
  k->m->globals[decl->var.index].ty = t;
}

static void check_when_empty(checker *k, node *decl)
{
  node *z = decl->rule.zone;
  const char *id = z->kind == N_OF ? z->of.id : z->name.id, *param = NULL;
  int zi = find_zone(k, id);
  if (zi < 0 && find_family(k, id) >= 0) {
    diag_error(k->d, z->where, "'%s' is a family of zones made during play, which is never "
               "refilled: 'when ... is empty' is for a zone of its own", id);
    return;
  }
  if (zi < 0) {
    char buf[80];
    diag_error(k->d, z->where, "unknown zone '%s'%s", id,
               did_you_mean(k, id, NEAR_ZONES, buf, sizeof buf));
    return;
  }
  int each = k->m->zones[zi].flags & ZONE_EACH;
  if (z->kind == N_OF) {
    if (!each)
      diag_error(k->d, z->where, "zone '%s' is shared; write 'when %s is empty'", id, id);
    param = z->of.who->name.id;
  } else if (each) {
    diag_error(k->d, z->where, "zone '%s' is one per player; write 'when %s of p is empty'", id, id);
  }
  if (k->m->empty_fn[zi] >= 0)
    diag_error(k->d, decl->where, "a second 'when %s is empty' rule", id);
  k->m->empty_fn[zi] = check_rule(k, decl, param, T_PLAYER);
}

static void check_rules(checker *k, node *decls)
{
  int setups = 0, turns = 0, played = 0;
  for (node *d = decls; d; d = d->next)
    switch (d->kind) {
    case N_SETUP:
      if (setups++)
        diag_error(k->d, d->where, "more than one 'setup' block");
      check_rule(k, d, NULL, T_VOID);
      break;
    case N_TURN:
      if (turns++)
        diag_error(k->d, d->where, "more than one 'turn' block");
      check_rule(k, d, NULL, T_VOID);
      break;
    case N_WHEN_PLAYED:
      if (played++)
        diag_error(k->d, d->where, "a second 'when played' rule; put both in one");
      k->m->played_fn = check_rule(k, d, d->rule.param, T_CARD);
      break;
    case N_WHEN_EMPTY: check_when_empty(k, d); break;
    case N_WHEN_DEAL_ENDS: check_rule(k, d, NULL, T_VOID); break;
    default: break;
    }
  loc top = { k->m->path, 1, 1, 1 };
  if (!setups)
    diag_error(k->d, top, "the script has no 'setup' block");
  if (!turns)
    diag_error(k->d, top, "the script has no 'turn' block");
  if (played && !k->plays)
    diag_error(k->d, k->fn_nodes[k->m->played_fn]->where,
               "this rule can never run: no card is ever played");
}

static void find_named_zones(module *m)
{
  m->stock_zone = zone_named(m, "stock");
  m->hand_zone = zone_named(m, "hand");
  m->play_zone = zone_named(m, "discard");
}

/* A function the engine calls with one argument for a number: what it is
 * for, as the messages say it. */
typedef struct {
  type param;            /* the type of its argument */
  char param_name;       /* its argument in the messages: p, c */
  const char *does;      /* "says how a player stands" */
  const char *gives;     /* "be a number (higher is ahead)" */
  int body_only;         /* it must be fn f(x) = expression */
} number_fn;

/* Checks function f as n says: one argument of n.param, a number back. */
static int check_number_fn(checker *k, int f, const number_fn *n)
{
  fn_info *fi = &k->m->fns[f];
  if (fi->arity != 1 || (n->body_only && !k->fn_nodes[f]->fn.expr)) {
    diag_error(k->d, fi->where, "'%s' %s: fn %s(%c) = a number", fi->name, n->does, fi->name,
               n->param_name);
    k->fn_state[f] = 2;          /* not also "never used" */
    return 0;
  }
  if (k->fn_state[f] == 0) {
    k->param_types[f][0] = n->param;
    check_fn_body(k, f, NULL);
  } else if (k->param_types[f][0] != n->param) {
    diag_error(k->d, fi->where, "the argument of '%s' must be %s%s", fi->name,
               article(n->param), type_name(n->param));
  }
  if (fi->ret != T_INT && fi->ret != T_ERROR)
    diag_error(k->d, fi->where, "'%s' must %s, not %s%s", fi->name, n->gives,
               article(fi->ret), type_name(fi->ret));
  return 1;
}

/* fn standing(p) = ..., if the script has it, says how player p stands
 * (higher is ahead): hoyle sim asks it after every turn. */
static void check_standing(checker *k)
{
  static const number_fn standing = {
    T_PLAYER, 'p', "says how a player stands", "be a number (higher is ahead)", 1
  };
  int f = find_fn(k, "standing");
  if (f >= 0 && check_number_fn(k, f, &standing))
    k->m->standing_fn = f;
}

/* The deck's `order by f`: fn f(c) = a number, the strength of card c now
 * (higher beats lower), as card comparisons, highest and lowest use it. */
static void check_order_fn(checker *k)
{
  static const number_fn order = {
    T_CARD, 'c', "orders the cards", "give a number (higher beats lower)", 0
  };
  if (k->m->order_fn >= 0)
    check_number_fn(k, k->m->order_fn, &order);
}

/* teams n in the game header, which per-team zones and variables need
 * before the header is checked. */
static void find_teams(module *m, node *decls)
{
  for (node *x = decls; x; x = x->next)
    for (node *it = x->kind == N_GAME ? x->game.items : NULL; it; it = it->next)
      if (it->kind == N_PLAYERS && it->players.teams >= 2 && it->players.teams <= MAX_PLAYERS / 2)
        m->nteams = (int)it->players.teams;
}

/* Every number of players the game allows makes whole teams. */
static void check_teams(checker *k, node *decls)
{
  const module *m = k->m;
  for (node *x = decls; x; x = x->next)
    for (node *it = x->kind == N_GAME ? x->game.items : NULL; it; it = it->next)
      for (int n = m->min_players; it->kind == N_PLAYERS && it->players.teams && n <= m->max_players; n++)
        if (it->players.teams < 2 || it->players.teams > MAX_PLAYERS / 2 || n % it->players.teams) {
          diag_error(k->d, it->where, "'teams %ld' needs every number of players the game allows "
                     "to be a multiple of it (2 to %d teams), but it allows %d", it->players.teams,
                     MAX_PLAYERS / 2, n);
          break;
        }
}

/* A function never called is an error in the main script, whose
 * declarations come last (but not after a name was not known: the call may
 * be the misspelt one); one a library declares is left out of the code
 * (its entry is -1), and its body, typed by no call, is not checked. */
static void unused_functions(checker *k, const node *decls)
{
  const char *main_file = NULL;
  for (const node *x = decls; x; x = x->next)
    main_file = x->where.file;
  for (int f = 0; f < k->m->nfns; f++) {
    fn_info *fi = &k->m->fns[f];
    if (!fi->name || k->fn_state[f] != 0)
      continue;
    if (k->unknown && main_file && strcmp(fi->where.file, main_file) == 0)
      continue;            /* perhaps called by a name misspelt: reported already */
    if (main_file && strcmp(fi->where.file, main_file) == 0)
      diag_error(k->d, fi->where, "function '%s' is never used", fi->name);
    else
      fi->entry = -1;
  }
}

/* A custom deck is read before any name is checked: its suits and ranks
 * are names of the script. */
static void find_custom_deck(module *m, node *decls, diag *d)
{
  for (node *x = decls; x; x = x->next)
    for (node *it = x->kind == N_GAME ? x->game.items : NULL; it; it = it->next)
      if (it->kind == N_DECK && it->deck.words)
        deck_declare(m, it, d);
}

/* The names `import "lib" with n = m` gives to the script's own. */
static void find_aliases(checker *k, node *decls)
{
  for (node *x = decls; x; x = x->next)
    for (node *w = x->kind == N_IMPORT ? x->import.with : NULL; w; w = w->next)
      if (w->kind == N_ASSIGN) {
        if (k->naliases == MAX_ALIASES) {
          diag_error(k->d, w->where, "too many names given after 'with' (limit is %d)", MAX_ALIASES);
          return;
        }
        k->aliases[k->naliases++] = w;
      }
}

int check_program(module *m, node *decls, diag *d)
{
  checker k = { .m = m, .d = d };
  int errors = d->errors;
  m->deck_zone = m->played_fn = m->standing_fn = -1;
  m->order_fn = -1;
  m->min_players = 2; m->max_players = MAX_PLAYERS; m->default_players = 4;
  for (int i = 0; i < MAX_ZONES; i++)
    m->empty_fn[i] = -1;
  default_deck(m);
  find_custom_deck(m, decls, d);
  find_teams(m, decls);
  find_aliases(&k, decls);
  for (node *x = decls; x; x = x->next)
    declare(&k, x);
  find_named_zones(m);
  if (m->deck_zone < 0)
    diag_error(d, (loc){ m->path, 1, 1, 1 },
               "the script declares no shared zone to hold the deck (zone stock : pile)");
  for (node *x = decls; x; x = x->next) {
    if (x->kind == N_OPTION && x->var.index >= 0) check_option(&k, x);
    if (x->kind == N_VAR && x->var.index >= 0 && x->var.each < 3) check_var(&k, x);
    if (x->kind == N_GAME)
      for (node *it = x->game.items; it; it = it->next)
        check_game_item(&k, it);
  }
  check_order_fn(&k);
  check_teams(&k, decls);
  check_rules(&k, decls);
  check_standing(&k);
  unused_functions(&k, decls);
  return d->errors - errors;
}
