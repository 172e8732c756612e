/* parse.y: the Hoyle grammar (GNU Bison 3.8), and the front end's entry
 * point, parse_script.  Generate parse.c/parse.h with
 *   bison -Wall -d -o parse.c parse.y
 * The node built for each construct is the member of struct node (ast.h)
 * named after its kind; the syntax is described in hoyle(5).
 *
 * The parser pulls its tokens from the re2c scanner in lex.re, which
 * reads a struct lexer (declared here, so that the scanner depends on the
 * parser and not the other way round).  The parser starts one lexer for
 * the script and one for each {hole} in a string (parse_hole).
 */
%code top {
#define _POSIX_C_SOURCE 200809L
}

%define api.pure full
%define api.prefix {hy}
%define api.location.type {loc}
%define parse.error custom
%define parse.lac full
%locations
%param {struct lexer *lx}
%expect 0

%code requires {
#include "front/ast.h"
#include "front/diag.h"

/* A token as read: its text, where it is, its kind. */
struct lex_token { const char *text; size_t len; loc at; int kind; };

/* The scanner's state: one lexer reads one NUL-terminated buffer. */
struct lexer {
  const char *cur;          /* next byte to scan */
  const char *end;          /* the NUL that ends the text; a NUL before it is an error */
  const char *tok;          /* start of the last token */
  const char *line_start;   /* first byte of the current line */
  int line;                 /* current line number, from 1 */
  int col_offset;           /* added to columns (a hole's text starts mid-line) */
  const char *file;         /* file name for locations (in the arena) */
  int start_token;          /* token returned first; 0 once returned */
  int in_hole;              /* scanning the text of a {hole} in a string */
  int last_line, last_end_col; /* where the last token ended (for errors at the end) */
  struct lex_token prev, this_tok; /* the token before the last one read, and that one */
  struct lex_token line_first;  /* the first token of the last one's line */
  int skip, skip_line, skip_depth; /* skipping a statement a syntax error broke (lex.re) */
  ast_arena *ar;
  diag *d;
  node *result;             /* what the parser built */
};

/* a list being built: first and last node */
typedef struct nlist { node *head, *tail; } nlist;
}

%code provides {
/* The scanner (lex.re): returns the next token of lx and fills in its
 * value and location (file, line, 1-based byte column, last column).  The
 * first token is lx->start_token: a whole script, or one expression. */
int hylex(HYSTYPE *lval, HYLTYPE *lloc, struct lexer *lx);

/* Parses a script of len bytes already loaded into `d` under `path`.
 * Returns the list of top-level declarations (linked through next); on
 * syntax errors reports them to d (d->errors > 0) and returns what could be
 * built, possibly NULL. */
node *parse_script(ast_arena *ar, diag *d, const char *path, const char *text, size_t len);

/* Parses the text of a {hole} in a string of outer's (len bytes at text,
 * found at line:col) as one expression.  Returns NULL after reporting
 * errors. */
node *parse_hole(struct lexer *outer, const char *text, size_t len, int line, int col);
}

%code {
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/limits.h"
#include "front/suggest.h"

#define YYMAXDEPTH PARSE_STACK

/* A location spans from its first symbol; it ends where the last one does
 * when that is on the same line. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                        \
  do {                                                                     \
    if (N) {                                                               \
      (Cur).file = YYRHSLOC(Rhs, 1).file;                                  \
      (Cur).line = YYRHSLOC(Rhs, 1).line;                                  \
      (Cur).col = YYRHSLOC(Rhs, 1).col;                                    \
      (Cur).end_col = YYRHSLOC(Rhs, N).line == (Cur).line                  \
                        && YYRHSLOC(Rhs, N).end_col >= (Cur).col           \
                      ? YYRHSLOC(Rhs, N).end_col : YYRHSLOC(Rhs, 1).end_col; \
    } else {                                                               \
      (Cur).file = YYRHSLOC(Rhs, 0).file;                                  \
      (Cur).line = YYRHSLOC(Rhs, 0).line;                                  \
      (Cur).col = (Cur).end_col = YYRHSLOC(Rhs, 0).end_col;                \
    }                                                                      \
  } while (0)

static void hyerror(HYLTYPE *at, struct lexer *lx, const char *msg);

/* The action of an error rule of statements and a choice's arms: when the
 * scanner skips the rest of the broken statement (skip_statement below),
 * the token the error was found at goes with it, and an error in the next
 * statement is reported (it cannot follow from this one).  The end of the
 * file is never dropped: read again, it would meet the same error for ever
 * (an unclosed block at the end, found by make fuzz). */
#define RESUME() do { if (lx->skip && yychar != HYEOF) { yyclearin; yyerrok; } } while (0)

static node *mk(struct lexer *lx, node_kind k, loc at)
{
  return ast_new(lx->ar, k, at);
}

static node *mkname(struct lexer *lx, loc at, const char *name)
{
  node *n = ast_new(lx->ar, N_NAME, at);
  n->name.id = name;
  return n;
}

static node *mkint(struct lexer *lx, loc at, long value)
{
  node *n = ast_new(lx->ar, N_INT, at);
  n->num.value = value;
  return n;
}

static node *mkof(struct lexer *lx, loc at, const char *id, node *who)
{
  node *n = ast_new(lx->ar, N_OF, at);
  n->of.id = id;
  n->of.who = who;
  return n;
}

static node *mkbin(struct lexer *lx, loc at, int op, node *lhs, node *rhs)
{
  node *n = ast_new(lx->ar, N_BINARY, at);
  n->binary.op = op;
  n->binary.lhs = lhs;
  n->binary.rhs = rhs;
  return n;
}

static node *mkunary(struct lexer *lx, loc at, int op, node *operand)
{
  node *n = ast_new(lx->ar, N_UNARY, at);
  n->unary.op = op;
  n->unary.operand = operand;
  return n;
}

static node *mkcall(struct lexer *lx, loc at, const char *id, node *args)
{
  node *n = ast_new(lx->ar, N_CALL, at);
  n->call.id = id;
  n->call.args = args;
  return n;
}

/* A command: `shuffle stock` calls shuffle with one argument, a zone or
 * a variable named as in `hand of p`. */
static node *command(struct lexer *lx, loc at, const char *id, node *arg)
{
  node *n = ast_new(lx->ar, N_EXPR_STMT, at);
  n->expr_stmt.call = mkcall(lx, at, id, arg);
  return n;
}

static node *mkfield(struct lexer *lx, loc at, node *of, const char *id)
{
  node *n = ast_new(lx->ar, N_FIELD, at);
  n->field.of = of;
  n->field.id = id;
  return n;
}

static node *mkassign(struct lexer *lx, loc at, node *target, int op, node *value)
{
  node *n = ast_new(lx->ar, N_ASSIGN, at);
  n->assign.target = target;
  n->assign.op = op;
  n->assign.value = value;
  return n;
}

/* A contextual word: a name the grammar reads as a word of its own in one
 * place (`when played c`, `face down`), so that it is not reserved. */
static void word(struct lexer *lx, loc at, const char *got, const char *want)
{
  if (strcmp(got, want) != 0)
    diag_error(lx->d, at, "expected '%s' before '%s'", want, got);
}

/* A zone's attribute given by one word: pile, private, public, internal, shown, kept. */
static int zone_word(struct lexer *lx, loc at, const char *got)
{
  static const struct { const char *word; int flag; } words[] = {
    { "pile", 0 }, { "private", ZONE_PRIVATE }, { "public", -ZONE_PRIVATE },
    { "internal", ZONE_INTERNAL }, { "shown", ZONE_SHOWN }, { "kept", ZONE_KEPT },
  };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strcmp(got, words[i].word) == 0)
      return words[i].flag;
  diag_error(lx->d, at, "a zone's attribute is pile, private, public, internal, shown, kept,"
             " face up, face down, each player, each team or many N, not '%s'", got);
  return 0;
}

/* `many n`: a family of n zones made during play; many is contextual. */
static int many_count(struct lexer *lx, loc at, long n)
{
  if (n < 1 || n > 64) {
    diag_error(lx->d, at, "a family has 'many' 1 to 64 zones, not %ld", n);
    return 0;
  }
  return (int)n << ZONE_MANY_SHIFT;
}

static node *mkcards(struct lexer *lx, node_kind k, loc at, node *zone, long keep)
{
  node *n = ast_new(lx->ar, k, at);
  n->cards.zone = zone;
  n->cards.keep = keep;
  return n;
}

/* The card a move takes: `top of z` is z's top card, `bottom of z` its
 * bottom card (N_BOTTOM), anything else a card. */
static node *move_card(struct lexer *lx, node *e)
{
  if (e->kind == N_OF && strcmp(e->of.id, "top") == 0)
    return mkcards(lx, N_TOPOF, e->where, e->of.who, 0);
  if (e->kind == N_OF && strcmp(e->of.id, "bottom") == 0) {
    node *n = ast_new(lx->ar, N_BOTTOM, e->where);
    n->bottom.zone = e->of.who;
    return n;
  }
  return e;
}

/* Where a move puts the cards: `top of z` is z, `bottom of z` under z's cards. */
static node *move_place(struct lexer *lx, node *e)
{
  if (e->kind != N_OF)
    return e;
  if (strcmp(e->of.id, "top") == 0)
    return e->of.who;
  if (strcmp(e->of.id, "bottom") != 0)
    return e;
  node *n = ast_new(lx->ar, N_BOTTOM, e->where);
  n->bottom.zone = e->of.who;
  return n;
}

/* all but top [keep] of zone */
static node *all_but_top(struct lexer *lx, loc at, loc but_at, const char *but, loc top_at,
                         const char *top, node *zone, long keep)
{
  word(lx, but_at, but, "but");
  word(lx, top_at, top, "top");
  return mkcards(lx, N_ALLBUTTOP, at, zone, keep);
}

/* move what [turned over] to place: what a card, N_TOPOF, N_BOTTOM,
 * N_ALLOF, N_ALLBUTTOP or N_ALLWHERE; place a zone or N_BOTTOM. */
static node *mkmove(struct lexer *lx, loc at, node *what, int turned, node *to)
{
  node *n = ast_new(lx->ar, N_MOVE, at);
  n->move.what = what;
  n->move.turned = turned;
  n->move.to = to;
  return n;
}

static node *mkshow(struct lexer *lx, loc at, node *card, node *to)
{
  node *n = ast_new(lx->ar, N_SHOW, at);
  n->show.card = card;
  n->show.to = to;
  return n;
}

/* An arm that plays cards from a zone: play, play set, play several, slot. */
static node *mkplay_arm(struct lexer *lx, node_kind k, loc at, const char *id, node *from,
                        node *to, node *cond, node *body)
{
  node *n = ast_new(lx->ar, k, at);
  n->arm.id = id;
  n->arm.from = from;
  n->arm.to = to;
  n->arm.cond = cond;
  n->arm.body = body;
  return n;
}

static node *mkseveral(struct lexer *lx, loc at, const char *id, node *from, node *to,
                       node *bound, node *cond, node *body)
{
  node *n = mkplay_arm(lx, N_ARM_PLAY, at, id, from, to, cond, body);
  n->arm.several = 1;
  n->arm.bound = bound;
  return n;
}

/* [a, b, c] after `among`: an N_IN with nothing to look for. */
static node *mklist(struct lexer *lx, loc at, node *items)
{
  node *n = ast_new(lx->ar, N_IN, at);
  n->in.list = items;
  return n;
}

/* x in [a, b]: the list made by mklist, now with what it is tested for;
 * c in z: whether card c lies in zone z. */
static node *mkin(struct lexer *lx, loc at, node *what, node *list)
{
  if (list->kind != N_IN || list->in.what) {
    node *zone = list;
    list = mklist(lx, at, NULL);
    list->in.zone = zone;
  }
  list->where = at;
  list->in.what = what;
  return list;
}

static node *mklabel_arm(struct lexer *lx, loc at, node *label, node *cond, node *body,
                         int otherwise)
{
  node *n = ast_new(lx->ar, N_ARM_LABEL, at);
  n->arm.label = label;
  n->arm.cond = cond;
  n->arm.body = body;
  n->arm.otherwise = otherwise;
  return n;
}

static node *mkrace_arm(struct lexer *lx, loc at, int which, const char *id, node *body)
{
  node *n = ast_new(lx->ar, N_RACE_ARM, at);
  n->race_arm.which = which;
  n->race_arm.id = id;
  n->race_arm.body = body;
  return n;
}

static node *mkif(struct lexer *lx, loc at, node *cond, node *then, node *els)
{
  node *n = ast_new(lx->ar, N_IF, at);
  n->if_.cond = cond;
  n->if_.then = then;
  n->if_.els = els;
  return n;
}

static node *mkchallenge(struct lexer *lx, loc at, const char *id, node *set, node *body,
                         node *els)
{
  node *n = ast_new(lx->ar, N_CHALLENGE, at);
  n->challenge.id = id;
  n->challenge.among.set = set;
  n->challenge.body = body;
  n->challenge.els = els;
  return n;
}

static node *mkfn(struct lexer *lx, loc at, const char *id, node *params, node *expr,
                  node *body)
{
  node *n = ast_new(lx->ar, N_FN, at);
  n->fn.id = id;
  n->fn.params = params;
  n->fn.expr = expr;
  n->fn.body = body;
  return n;
}

static node *mkrule(struct lexer *lx, node_kind k, loc at, node *body)
{
  node *n = ast_new(lx->ar, k, at);
  n->rule.body = body;
  return n;
}

/* `without QC`, the one item of `deck standard` that is a name; the words of
 * a custom deck are named as such. */
static void without_word(struct lexer *lx, loc at, const char *id)
{
  static const char *const custom[] = { "suits", "ranks", "copies", "suitless" };
  for (int i = 0; i < 4; i++)
    if (strcmp(id, custom[i]) == 0) {
      diag_error(lx->d, at, "'%s' belongs to a deck of its own (deck suits ... ranks ...), not "
                 "to 'deck standard'", id);
      return;
    }
  word(lx, at, id, "without");
}

/* "each team": team, a contextual word, is the only name allowed after each. */
/* `default N` or `teams N` after `players MIN..MAX`, words only there. */
static node *players_word(struct lexer *lx, node *n, loc at, const char *id, long value)
{
  if (strcmp(id, "default") == 0)
    n->players.dflt = value;
  else if (strcmp(id, "teams") == 0)
    n->players.teams = value;
  else
    diag_error(lx->d, at, "expected 'default N' or 'teams N' after 'players', not '%s'", id);
  return n;
}

static void team_word(struct lexer *lx, loc at, const char *id)
{
  if (strcmp(id, "team") != 0)
    diag_error(lx->d, at, "expected 'player' or 'team' after 'each', not '%s'", id);
}

/* A variable's "each team" (2) or "each card" (3: a mark on every card);
 * both words are names anywhere else. */
static int var_each_word(struct lexer *lx, loc at, const char *id)
{
  if (strcmp(id, "card") == 0)
    return 3;
  if (strcmp(id, "team") != 0)
    diag_error(lx->d, at, "expected 'player', 'team' or 'card' after 'each', not '%s'", id);
  return 2;
}

static node *mkvar(struct lexer *lx, node_kind k, loc at, const char *id, node *value,
                   int each, const char *desc)
{
  node *n = ast_new(lx->ar, k, at);
  n->var.id = id;
  n->var.value = value;
  n->var.each = each;
  n->var.desc = desc;
  return n;
}

/* var seen : list of rank: a list variable (each 4), its items' type kept
 * as a name; 'list' is a name anywhere else. */
static node *mklistvar(struct lexer *lx, loc at, const char *id, loc word_at, const char *word,
                       loc item_at, const char *item, const char *desc)
{
  if (strcmp(word, "list") != 0)
    diag_error(lx->d, word_at, "expected 'each' or 'list' after ':', not '%s'", word);
  return mkvar(lx, N_VAR, at, id, mkname(lx, item_at, item), 4, desc);
}

/* var seen : each player list of card (each 5), each team ... (each 6). */
static node *mkeachlist(struct lexer *lx, loc at, const char *id, int each, loc word_at,
                        const char *word, loc item_at, const char *item, const char *desc)
{
  if (strcmp(word, "list") != 0)
    diag_error(lx->d, word_at, "expected '=' or 'list of' after 'each %s', not '%s'",
               each == 6 ? "team" : "player", word);
  return mkvar(lx, N_VAR, at, id, mkname(lx, item_at, item), each, desc);
}

/* let l : list of card [= value]: a local list; without a value it
 * starts empty, as after `= []`. */
static node *mklistlet(struct lexer *lx, loc at, const char *id, loc word_at, const char *word,
                       node *item, node *value)
{
  if (strcmp(word, "list") != 0)
    diag_error(lx->d, word_at, "expected 'list' after ':' in a let, not '%s'", word);
  node *n = ast_new(lx->ar, N_LET, at);
  n->let.id = id;
  n->let.item = item;
  n->let.value = value ? value : mklist(lx, at, NULL);
  return n;
}

static node *mkdeck_item(struct lexer *lx, loc at, const char *id, node *value, node *list)
{
  node *n = ast_new(lx->ar, N_DECK_ITEM, at);
  n->deck_item.id = id;
  n->deck_item.value = value;
  n->deck_item.list = list;
  return n;
}

/* A standard deck's items, the pairs of each `points` item in the order
 * written.  The parser puts each pair after the first in front of the
 * others after it, in constant time (appending walks the list, quadratic
 * in a deck line of many pairs); here they are turned back, once. */
static node *points_in_order(node *items)
{
  for (node *it = items; it; it = it->next) {
    node *first = it->deck_item.list, *rest = NULL;
    if (strcmp(it->deck_item.id, "points") != 0 || !first)
      continue;
    for (node *p = first->next, *next; p; p = next) {
      next = p->next;
      p->next = rest;
      rest = p;
    }
    first->next = rest;
  }
  return items;
}

static node *mkquant(struct lexer *lx, loc at, int every, const char *id, node *zone,
                     node *cond)
{
  node *n = ast_new(lx->ar, N_QUANT, at);
  n->quant.every = every;
  n->quant.id = id;
  n->quant.zone = zone;
  n->quant.cond = cond;
  return n;
}

static node *mkpoint(struct lexer *lx, loc at, node *rank, loc value_at, long value)
{
  node *n = ast_new(lx->ar, N_POINT, at);
  n->point.rank = rank;
  n->point.value = mkint(lx, value_at, value);
  return n;
}

static node *mkfor(struct lexer *lx, loc at, const char *id, node *set, node *cond, node *body)
{
  node *n = ast_new(lx->ar, N_FOR, at);
  n->for_.id = id;
  n->for_.among.set = set;
  n->for_.cond = cond;
  n->for_.body = body;
  return n;
}

/* simultaneously for p in set { body }: a for loop whose body begins by
 * veiling everyone but p, inside a node that lifts the veil at its end. */
static node *simultaneously(struct lexer *lx, loc at, loc name_at, const char *name,
                            node *set, node *body)
{
  node *veil = mk(lx, N_VEIL, at);
  veil->veil.who = mkname(lx, name_at, name);
  veil->next = body->block.stmts;
  body->block.stmts = veil;
  node *n = mk(lx, N_SIMULTANEOUSLY, at);
  n->simultaneously.loop = mkfor(lx, at, name, set, NULL, body);
  return n;
}

static nlist list_none(void)
{
  nlist l = { NULL, NULL };
  return l;
}

static nlist list_add(nlist l, node *n)
{
  if (!n)
    return l;
  n->next = NULL;
  if (!l.head)
    l.head = n;
  else
    l.tail->next = n;
  l.tail = n;
  return l;
}

/* The text of a string that must not contain {holes}. */
/* The contextual words of a zone: `internal` (bookkeeping, not shown at
 * the table) and `shown` (always shown). */
static const char *plain_string(struct lexer *lx, node *s, const char *what)
{
  if (s->kind == N_STR)
    return s->str.text;
  diag_error(lx->d, s->where, "%s cannot contain {expressions}", what);
  return "";
}
}

%union {
  long ival;
  const char *str;
  node *n;
  nlist list;
}

%token <str> IDENT "name"
%token AS_WORDS "as"          /* as, when a string follows: a play arm's words */
%token AT_LEAST "at least" SO_THAT "so that"   /* play several's minimum and rule */
%token MANY "many"            /* many, when a number follows: a family of zones */
%token <ival> INT "number"
%token <n> STRING "string"
%token <n> LUATEXT "Lua text"
%token DOTDOT ".." COALESCE "??" EQ "==" NE "!=" LE "<=" GE ">="
%token PLUSEQ "+=" MINUSEQ "-="
%token KW_AFTER "after" KW_AGAIN "again" KW_ALL "all" KW_AMONG "among" KW_AND "and"
%token KW_ANNOUNCE "announce" KW_ANY "any" KW_BREAK "break" KW_BY "by"
%token KW_CHALLENGE "challenge" KW_CHOOSE "choose" KW_DEAL "deal" KW_DEALS "deals"
%token KW_DECK "deck" KW_DRAW "draw"
%token KW_EACH "each" KW_ELIMINATE "eliminate" KW_ELSE "else"
%token KW_END "end"
%token KW_EVERY "every" KW_FACE "face" KW_FALSE "false"
%token KW_FIRST "first" KW_FN "fn" KW_FOR "for" KW_FROM "from" KW_GAME "game"
%token KW_HIGHEST "highest" KW_IF "if" KW_IMPORT "import" KW_IN "in"
%token KW_IS "is" KW_JOKERS "jokers" KW_LET "let" KW_LOWEST "lowest" KW_LUA "lua" KW_MOVE "move"
%token KW_NONE "none" KW_NOT "not" KW_OF "of" KW_OPTION "option" KW_OR "or"
%token KW_ORDER "order" KW_OTHERS "others" KW_OUT "out" KW_PACKS "packs"
%token KW_PLAY "play" KW_PLAYER "player"
%token KW_PLAYERS "players" KW_POINTS "points"
%token KW_RACE "race" KW_REPEAT "repeat"
%token KW_RETURN "return" KW_REVERSE "reverse" KW_SAY "say" KW_SEAT "seat" KW_SET "set"
%token KW_SETUP "setup" KW_SEVERAL "several" KW_SHOW "show"
%token KW_SKIP "skip" KW_STANDARD "standard"
%token KW_SIMULTANEOUSLY "simultaneously"
%token KW_TO "to" KW_TRUE "true" KW_TURN "turn"
%token KW_UP "up" KW_VAR "var" KW_WHEN "when" KW_WHERE "where"
%token KW_WHILE "while" KW_WIN "win" KW_WINS "wins" KW_ZONE "zone"
%token KW_REPLACE "replace" KW_SLOT "slot" KW_WITH "with"
%token START_SCRIPT "start of a script" START_EXPR "start of an expression"

/* Precedence, lowest first.  The first two levels only settle two
 * ambiguities, always in favour of the longer reading:
 *   `return` followed by a name takes it as its value;
 *   the condition of `any/every x in z where ...` and of `c in z where ...`
 *   extends as far as it can, and `c in [...] where` is such a set, not a
 *   test of c followed by `where`. */
%precedence SHORTER
%precedence IDENT KW_WHERE
%right "??"
%left KW_OR
%left KW_AND
%precedence KW_NOT
%nonassoc "==" "!=" '<' "<=" '>' ">=" KW_IN
%left '+' '-'
%left '*' '/' '%'
%precedence UMINUS

%type <n> decl game_item deck_item deck_word point_entry rank block stmt if_stmt
%type <n> players arm race_arm play_as move_what expr ofx postfix primary zone_ref draw_places play_to play_where
%type <n> play_bound play_least play_whole import_name
%type <list> decls game_items deck_items deck_words ranks stmts arms race_arms args args1 params params1
%type <list> exprs import_names
%type <ival> zone_attrs zone_attr assign_op caught signed_int turned_over
%type <str> shown

%initial-action {
  @$.file = lx->file;
  @$.line = lx->line;
  @$.col = @$.end_col = lx->col_offset + 1;
}

%%

start:
    START_SCRIPT decls          { lx->result = $2.head; }
  | START_EXPR expr             { lx->result = $2; }
  ;

/* ---- declarations ---- */

decls:
    %empty                      { $$ = list_none(); }
  | decls decl                  { $$ = list_add($1, $2); lx->result = $$.head; }
  | decls ';'                   { $$ = $1; }
  | decls error                 { $$ = $1; }
  ;

/* What a script gives a library it imports: its own declaration of a
 * name in place of the library's, or one of its names for one of the
 * library's. */
import_names:
    import_name                 { $$ = list_add(list_none(), $1); }
  | import_names ',' import_name
                                { $$ = list_add($1, $3); }
  ;

import_name:
    IDENT                       { $$ = mkname(lx, @1, $1); }
  | IDENT '=' IDENT             { $$ = mkassign(lx, @$, mkname(lx, @1, $1), '=', mkname(lx, @3, $3)); }
  ;

/* A variable with a description is shown to the players under it. */
shown:
    %empty                      { $$ = NULL; }
  | STRING                      { $$ = plain_string(lx, $1, "the description of a variable"); }
  ;

decl:
    KW_IMPORT STRING            { $$ = mk(lx, N_IMPORT, @$); $$->import.path = plain_string(lx, $2, "the name of an import"); }
  | KW_IMPORT STRING KW_WITH import_names
                                { $$ = mk(lx, N_IMPORT, @$); $$->import.path = plain_string(lx, $2, "the name of an import");
                                  $$->import.with = $4.head; }
  | KW_GAME STRING '{' game_items '}'
                                { $$ = mk(lx, N_GAME, @$); $$->game.title = plain_string(lx, $2, "the name of a game");
                                  $$->game.items = $4.head; }
  | KW_OPTION IDENT '=' expr    { $$ = mkvar(lx, N_OPTION, @$, $2, $4, 0, NULL); }
  | KW_OPTION IDENT '=' expr STRING
                                { $$ = mkvar(lx, N_OPTION, @$, $2, $4, 0,
                                             plain_string(lx, $5, "the description of an option")); }
  | KW_ZONE IDENT ':' zone_attrs
                                { $$ = mk(lx, N_ZONE, @$); $$->zone.id = $2; $$->zone.flags = (int)$4; }
  | KW_VAR IDENT '=' expr shown { $$ = mkvar(lx, N_VAR, @$, $2, $4, 0, $5); }
  | KW_VAR IDENT ':' KW_EACH KW_PLAYER '=' expr shown
                                { $$ = mkvar(lx, N_VAR, @$, $2, $7, 1, $8); }
  | KW_VAR IDENT ':' IDENT KW_OF IDENT shown
                                { $$ = mklistvar(lx, @$, $2, @4, $4, @6, $6, $7); }
  | KW_VAR IDENT ':' IDENT KW_OF KW_PLAYER shown
                                { $$ = mklistvar(lx, @$, $2, @4, $4, @6, "player", $7); }
  | KW_VAR IDENT ':' KW_EACH KW_PLAYER IDENT KW_OF IDENT shown
                                { $$ = mkeachlist(lx, @$, $2, 5, @6, $6, @8, $8, $9); }
  | KW_VAR IDENT ':' KW_EACH KW_PLAYER IDENT KW_OF KW_PLAYER shown
                                { $$ = mkeachlist(lx, @$, $2, 5, @6, $6, @8, "player", $9); }
  | KW_VAR IDENT ':' KW_EACH IDENT IDENT KW_OF IDENT shown
                                { $$ = mkeachlist(lx, @$, $2, var_each_word(lx, @5, $5) == 2 ? 6 : 5,
                                                  @6, $6, @8, $8, $9); }
  | KW_VAR IDENT ':' KW_EACH IDENT IDENT KW_OF KW_PLAYER shown
                                { $$ = mkeachlist(lx, @$, $2, var_each_word(lx, @5, $5) == 2 ? 6 : 5,
                                                  @6, $6, @8, "player", $9); }
  | KW_VAR IDENT ':' KW_EACH IDENT '=' expr shown
                                { $$ = mkvar(lx, N_VAR, @$, $2, $7, var_each_word(lx, @5, $5), $8); }
  | KW_FN IDENT '(' params ')' '=' expr
                                { $$ = mkfn(lx, @$, $2, $4.head, $7, NULL); }
  | KW_FN IDENT '(' params ')' block
                                { $$ = mkfn(lx, @$, $2, $4.head, NULL, $6); }
  | KW_SETUP block              { $$ = mkrule(lx, N_SETUP, @1, $2); }
  | KW_TURN block               { $$ = mkrule(lx, N_TURN, @1, $2); }
  | KW_WHEN IDENT IDENT block   { word(lx, @2, $2, "played");
                                  $$ = mkrule(lx, N_WHEN_PLAYED, @1, $4); $$->rule.param = $3; }
  | KW_WHEN zone_ref KW_IS IDENT block
                                { word(lx, @4, $4, "empty");
                                  $$ = mkrule(lx, N_WHEN_EMPTY, @1, $5); $$->rule.zone = $2; }
  | KW_WHEN KW_DEAL IDENT block { word(lx, @3, $3, "ends"); $$ = mkrule(lx, N_WHEN_DEAL_ENDS, @1, $4); }
  | KW_LUA STRING               { $$ = mk(lx, N_LUA, @$);
                                  $$->lua.source = plain_string(lx, $2, "the name of a Lua file"); }
  | KW_LUA LUATEXT              { $$ = mk(lx, N_LUA, @1); $$->lua.source = $2->str.text;
                                  $$->lua.is_text = 1; $$->lua.first_line = $2->where.line; }
  ;

zone_ref:
    IDENT                       { $$ = mkname(lx, @1, $1); }
  | IDENT KW_OF IDENT           { $$ = mkof(lx, @$, $1, mkname(lx, @3, $3)); }
  ;

params:
    %empty                      { $$ = list_none(); }
  | params1
  ;

params1:
    IDENT                       { $$ = list_add(list_none(), mkname(lx, @1, $1)); }
  | params1 ',' IDENT           { $$ = list_add($1, mkname(lx, @3, $3)); }
  ;

/* flags are set (positive) or cleared (negative) in order */
zone_attrs:
    zone_attr                   { $$ = $1 > 0 ? $1 : 0; }
  | zone_attrs ',' zone_attr    { $$ = $3 > 0 ? ($1 | $3) : ($1 & ~(-$3)); }
  ;

zone_attr:
    IDENT                       { $$ = zone_word(lx, @1, $1); }
  | MANY INT                    { $$ = many_count(lx, @$, $2); }
  | KW_EACH KW_PLAYER           { $$ = ZONE_EACH; }
  | KW_EACH IDENT               { $$ = ZONE_EACH | ZONE_TEAM; team_word(lx, @2, $2); }
  | KW_FACE KW_UP               { $$ = ZONE_FACE_UP; }
  | KW_FACE IDENT               { word(lx, @2, $2, "down"); $$ = -ZONE_FACE_UP; }
  ;

game_items:
    %empty                      { $$ = list_none(); }
  | game_items game_item        { $$ = list_add($1, $2); }
  | game_items ';'              { $$ = $1; }
  | game_items error            { $$ = $1; }
  ;

/* players 4..4 [default 4] [teams 2]: default and teams are words only here */
players:
    KW_PLAYERS INT ".." INT     { $$ = mk(lx, N_PLAYERS, @$); $$->players.min = $2; $$->players.max = $4; }
  | players IDENT INT           { $$ = players_word(lx, $1, @2, $2, $3); $$->where = @$; }
  ;

game_item:
    players
  | KW_DECK KW_STANDARD deck_items
                                { $$ = mk(lx, N_DECK, @1); $$->deck.items = points_in_order($3.head); }
  | KW_DECK deck_words          { $$ = mk(lx, N_DECK, @1); $$->deck.words = $2.head; }
  | KW_DEALS expr               { $$ = mk(lx, N_DEALS, @$); $$->deals.count = $2; }
  | KW_DEALS IDENT KW_END KW_GAME
                                { word(lx, @2, $2, "until"); $$ = mk(lx, N_DEALS, @$); }
  | KW_LOWEST IDENT KW_WINS     { $$ = mk(lx, N_SCORE_RULE, @$); $$->score_rule.id = $2; $$->score_rule.dir = -1; }
  | KW_HIGHEST IDENT KW_WINS    { $$ = mk(lx, N_SCORE_RULE, @$); $$->score_rule.id = $2; $$->score_rule.dir = 1; }
  ;

/* `points 8 = 10, A = 5, others 1`: the pairs after the first are
 * separated by the same commas as the deck items, so they are items here
 * and are moved into the `points` item before them. */
deck_items:
    %empty                      { $$ = list_none(); }
  | deck_items deck_item        { $$ = list_add($1, $2); }
  | deck_items ',' deck_item    { $$ = list_add($1, $3); }
  | deck_items ',' point_entry  {
        $$ = $1;
        node *first = $1.tail ? $1.tail->deck_item.list : NULL;
        if (first && strcmp($1.tail->deck_item.id, "points") == 0) {
          $3->next = first->next;      /* turned back by points_in_order */
          first->next = $3;
        } else {
          diag_error(lx->d, @3, "a 'rank = points' pair belongs after 'points'");
        }
      }
  ;

deck_item:
    KW_PACKS expr               { $$ = mkdeck_item(lx, @$, "packs", $2, NULL); }
  | KW_JOKERS expr              { $$ = mkdeck_item(lx, @$, "jokers", $2, NULL); }
  | KW_ORDER ranks %prec SHORTER
                                { $$ = mkdeck_item(lx, @1, "order", NULL, $2.head); }
  | IDENT ranks %prec SHORTER   { $$ = mkdeck_item(lx, @1, "without", NULL, $2.head);
                                  without_word(lx, @1, $1); }
  | KW_ORDER KW_BY IDENT        { $$ = mkdeck_item(lx, @1, "order by", mkname(lx, @3, $3), NULL); }
  | KW_POINTS point_entry       { $$ = mkdeck_item(lx, @1, "points", NULL, $2); }
  ;

/* A custom deck, `deck suits red R, ... ranks 0 1 ... copies ...`: its
 * words, read by the checker (check/deck.c); commas and '=' are kept as
 * names "," and "=". */
deck_words:
    deck_word                   { $$ = list_add(list_none(), $1); }
  | deck_words deck_word        { $$ = list_add($1, $2); }
  ;

deck_word:
    IDENT                       { $$ = mkname(lx, @1, $1); }
  | INT                         { $$ = mkint(lx, @1, $1); }
  | '-' INT                     { $$ = mkint(lx, @$, -$2); }
  | ','                         { $$ = mkname(lx, @1, ","); }
  | '='                         { $$ = mkname(lx, @1, "="); }
  | KW_POINTS                   { $$ = mkname(lx, @1, "points"); }
  | KW_OTHERS                   { $$ = mkname(lx, @1, "others"); }
  | KW_FACE                     { $$ = mkname(lx, @1, "face"); }
  ;

ranks:
    rank                        { $$ = list_add(list_none(), $1); }
  | ranks rank                  { $$ = list_add($1, $2); }
  ;

rank:
    INT                         { $$ = mkint(lx, @1, $1); }
  | IDENT                       { $$ = mkname(lx, @1, $1); }
  ;

point_entry:
    rank '=' signed_int         { $$ = mkpoint(lx, @$, $1, @3, $3); }
  | KW_OTHERS signed_int        { $$ = mkpoint(lx, @$, NULL, @2, $2); }
  ;

signed_int:
    INT                         { $$ = $1; }
  | '-' INT                     { $$ = -$2; }
  ;

/* ---- statements ---- */

block:
    '{' stmts '}'               { $$ = mk(lx, N_BLOCK, @1); $$->block.stmts = $2.head; }
  ;

stmts:
    %empty                      { $$ = list_none(); }
  | stmts stmt                  { $$ = list_add($1, $2); }
  | stmts ';'                   { $$ = $1; }
  | stmts error                 { $$ = $1; RESUME(); }
  ;

assign_op:
    '='                         { $$ = '='; }
  | "+="                        { $$ = '+'; }
  | "-="                        { $$ = '-'; }
  ;

stmt:
    IDENT assign_op expr        { $$ = mkassign(lx, @$, mkname(lx, @1, $1), (int)$2, $3); }
  | IDENT KW_OF ofx assign_op expr
                                { node *t = mkof(lx, @1, $1, $3);
                                  t->where.end_col = @3.line == @1.line ? @3.end_col : @1.end_col;
                                  $$ = mkassign(lx, @$, t, (int)$4, $5); }
  | IDENT '(' args ')'          { $$ = mk(lx, N_EXPR_STMT, @$);
                                  $$->expr_stmt.call = mkcall(lx, @$, $1, $3.head); }
  | IDENT IDENT                 { $$ = command(lx, @$, $1, mkname(lx, @2, $2)); }
  | IDENT IDENT KW_OF ofx       { $$ = command(lx, @$, $1, mkof(lx, @2, $2, $4)); }
  | KW_LUA '.' IDENT '(' args ')'
                                { $$ = mk(lx, N_LUA_CALL, @$); $$->lua_call.id = $3; $$->lua_call.args = $5.head; }
  | KW_LET IDENT '=' expr       { $$ = mk(lx, N_LET, @$); $$->let.id = $2; $$->let.value = $4; }
  | KW_LET IDENT ':' IDENT KW_OF IDENT
                                { $$ = mklistlet(lx, @$, $2, @4, $4, mkname(lx, @6, $6), NULL); }
  | KW_LET IDENT ':' IDENT KW_OF KW_PLAYER
                                { $$ = mklistlet(lx, @$, $2, @4, $4, mkname(lx, @6, "player"), NULL); }
  | KW_LET IDENT ':' IDENT KW_OF IDENT '=' expr
                                { $$ = mklistlet(lx, @$, $2, @4, $4, mkname(lx, @6, $6), $8); }
  | KW_LET IDENT ':' IDENT KW_OF KW_PLAYER '=' expr
                                { $$ = mklistlet(lx, @$, $2, @4, $4, mkname(lx, @6, "player"), $8); }
  | if_stmt
  | KW_WHILE expr block         { $$ = mk(lx, N_WHILE, @1); $$->while_.cond = $2; $$->while_.body = $3; }
  | KW_REPEAT expr block        { $$ = mk(lx, N_REPEAT, @1); $$->repeat.count = $2; $$->repeat.body = $3; }
  | KW_FOR IDENT KW_IN expr block
                                { $$ = mkfor(lx, @1, $2, $4, NULL, $5); }
  | KW_FOR IDENT KW_IN expr KW_WHERE expr block
                                { $$ = mkfor(lx, @1, $2, $4, $6, $7); }
  | KW_FOR IDENT KW_IN expr ".." expr block
                                { $$ = mkfor(lx, @1, $2, $4, NULL, $7); $$->for_.bound = $6; }
  | KW_FOR IDENT KW_IN expr ".." expr KW_WHERE expr block
                                { $$ = mkfor(lx, @1, $2, $4, $8, $9); $$->for_.bound = $6; }
  | KW_SIMULTANEOUSLY KW_FOR IDENT KW_IN expr block
                                { $$ = simultaneously(lx, @1, @3, $3, $5, $6); }
  | KW_RETURN %prec SHORTER     { $$ = mk(lx, N_RETURN, @1); }
  | KW_RETURN expr              { $$ = mk(lx, N_RETURN, @$); $$->ret.value = $2; }
  | KW_DEAL expr KW_TO KW_EACH IDENT
                                { $$ = mk(lx, N_DEAL, @$); $$->deal.count = $2; $$->deal.id = $5; }
  | KW_DEAL expr KW_TO KW_EACH IDENT KW_FROM expr
                                { $$ = mk(lx, N_DEAL, @$); $$->deal.count = $2; $$->deal.id = $5;
                                  $$->deal.from = $7; }
  | KW_DEAL KW_ALL KW_TO KW_EACH IDENT
                                { $$ = mk(lx, N_DEAL, @$); $$->deal.id = $5; }
  | KW_DEAL KW_ALL KW_TO KW_EACH IDENT KW_FROM expr
                                { $$ = mk(lx, N_DEAL, @$); $$->deal.id = $5; $$->deal.from = $7; }
  | KW_MOVE move_what turned_over KW_TO expr
                                { $$ = mkmove(lx, @$, $2, (int)$3, move_place(lx, $5)); }
  | KW_DRAW expr draw_places    { $$ = $3; $$->where = @$; $$->draw.count = $2; }
  | KW_DRAW expr draw_places block
                                { $$ = $3; $$->where = @1; $$->draw.count = $2; $$->draw.body = $4; }
  | KW_DRAW expr draw_places block KW_ELSE block
                                { $$ = $3; $$->where = @1; $$->draw.count = $2; $$->draw.body = $4;
                                  $$->draw.els = $6; }
  | KW_PLAY expr                { $$ = mk(lx, N_PLAY, @$); $$->play.card = $2; }
  | KW_PLAY expr KW_TO expr     { $$ = mk(lx, N_PLAY, @$); $$->play.card = $2; $$->play.to = $4; }
  | KW_TURN KW_TO expr          { $$ = mk(lx, N_TURN_TO, @$); $$->turn_to.who = $3; }
  | KW_OUT expr                 { $$ = mk(lx, N_OUT, @$); $$->out.who = $2; }
  | KW_ELIMINATE expr           { $$ = mk(lx, N_OUT, @$); $$->out.who = $2; $$->out.for_game = 1; }
  | KW_END KW_DEAL              { $$ = mk(lx, N_END, @$); }
  | KW_END KW_DEAL KW_AFTER KW_OTHERS
                                { $$ = mk(lx, N_LAST_ROUND, @$); }
  | KW_END KW_GAME              { $$ = mk(lx, N_END, @$); $$->end.game = 1; }
  | KW_SEAT expr KW_AFTER expr  { $$ = mk(lx, N_SEAT, @$); $$->seat.who = $2; $$->seat.after = $4; }
  | KW_SHOW expr                { $$ = mkshow(lx, @$, $2, NULL); }
  | KW_SHOW expr KW_TO expr     { $$ = mkshow(lx, @$, $2, $4); }
  | KW_SHOW KW_ALL KW_OF expr   { $$ = mkshow(lx, @$, mkcards(lx, N_ALLOF, @2, $4, 0), NULL); }
  | KW_SHOW KW_ALL KW_OF expr KW_TO expr
                                { $$ = mkshow(lx, @$, mkcards(lx, N_ALLOF, @2, $4, 0), $6); }
  | KW_SHOW KW_ALL IDENT KW_IN expr KW_WHERE expr
                                { node *w = mkquant(lx, @2, 1, $3, $5, $7); w->kind = N_ALLWHERE;
                                  $$ = mkshow(lx, @$, w, NULL); }
  | KW_SHOW KW_ALL IDENT KW_IN expr KW_WHERE expr KW_TO expr
                                { node *w = mkquant(lx, @2, 1, $3, $5, $7); w->kind = N_ALLWHERE;
                                  $$ = mkshow(lx, @$, w, $9); }
  | KW_SKIP                     { $$ = mk(lx, N_SKIP, @1); }
  | KW_SKIP INT                 { $$ = mk(lx, N_SKIP, @$); $$->skip.count = mkint(lx, @2, $2); }
  | KW_SKIP '(' expr ')'        { $$ = mk(lx, N_SKIP, @$); $$->skip.count = $3; }
  | KW_REVERSE                  { $$ = mk(lx, N_REVERSE, @1); }
  | KW_AGAIN                    { $$ = mk(lx, N_AGAIN, @1); }
  | KW_BREAK                    { $$ = mk(lx, N_BREAK, @1); }
  | KW_WIN expr                 { $$ = mk(lx, N_WIN, @$); $$->win.who = $2; }
  | KW_REPLACE expr KW_WITH expr play_to
                                { $$ = mk(lx, N_REPLACE, @$); $$->replace.card = $2;
                                  $$->replace.with = $4; $$->replace.to = $5; }
  | KW_SAY expr                 { $$ = mk(lx, N_SAY, @$); $$->say.text = $2; }
  | KW_CHOOSE '{' arms '}'      { $$ = mk(lx, N_CHOOSE, @1); $$->choose.arms = $3.head; }
  | KW_CHOOSE KW_BY expr '{' arms '}'
                                { $$ = mk(lx, N_CHOOSE, @1); $$->choose.by = $3; $$->choose.arms = $5.head; }
  | KW_RACE IDENT KW_AMONG expr block
                                { $$ = mk(lx, N_RACE, @1); $$->race.id = $2; $$->race.among.set = $4;
                                  $$->race.body = $5; }
  | KW_RACE STRING KW_AMONG expr '{' race_arms '}'
                                { $$ = mk(lx, N_WINDOW, @1); $$->window.label = $2;
                                  $$->window.among.set = $4; $$->window.arms = $6.head; }
  | KW_ANNOUNCE STRING KW_WHEN expr caught block
                                { $$ = mk(lx, N_ANNOUNCE, @1); $$->announce.text = $2;
                                  $$->announce.when = $4; $$->announce.caught = (int)$5;
                                  $$->announce.penalty = $6; }
  | KW_CHALLENGE IDENT KW_AMONG expr block
                                { $$ = mkchallenge(lx, @1, $2, $4, $5, NULL); }
  | KW_CHALLENGE IDENT KW_AMONG expr block KW_ELSE block
                                { $$ = mkchallenge(lx, @1, $2, $4, $5, $7); }
  ;

/* draw's optional places and player, each at most once, in any order */
draw_places:
    %empty                      { $$ = mk(lx, N_DRAW, @$); }
  | draw_places KW_FROM expr    { $$ = $1; if ($$->draw.from) diag_error(lx->d, @2, "'from' is given twice");
                                  $$->draw.from = $3; }
  | draw_places KW_TO expr      { $$ = $1; if ($$->draw.to) diag_error(lx->d, @2, "'to' is given twice");
                                  $$->draw.to = $3; }
  | draw_places KW_BY expr      { $$ = $1; if ($$->draw.by) diag_error(lx->d, @2, "'by' is given twice");
                                  $$->draw.by = $3; }
  ;

caught:
    %empty                      { $$ = 0; }
  | IDENT KW_BY KW_OTHERS       { word(lx, @1, $1, "caught"); $$ = 1; }
  ;

turned_over:
    %empty                      { $$ = 0; }
  | IDENT IDENT                 { word(lx, @1, $1, "turned"); word(lx, @2, $2, "over"); $$ = 1; }
  ;

if_stmt:
    KW_IF expr block            { $$ = mkif(lx, @1, $2, $3, NULL); }
  | KW_IF expr block KW_ELSE block
                                { $$ = mkif(lx, @1, $2, $3, $5); }
  | KW_IF expr block KW_ELSE if_stmt
                                { $$ = mkif(lx, @1, $2, $3, $5); }
  ;

arms:
    arm                         { $$ = list_add(list_none(), $1); }
  | error                       { $$ = list_none(); RESUME(); }
  | arms arm                    { $$ = list_add($1, $2); }
  | arms error                  { $$ = $1; RESUME(); }
  ;

arm:
    KW_PLAY IDENT KW_FROM expr play_to play_where play_as
                                { $$ = mkplay_arm(lx, N_ARM_PLAY, @1, $2, $4, $5, $6, NULL);
                                  $$->arm.label = $7; }
  | KW_PLAY IDENT KW_FROM expr play_to play_where play_as block
                                { $$ = mkplay_arm(lx, N_ARM_PLAY, @1, $2, $4, $5, $6, $8);
                                  $$->arm.label = $7; }
  | KW_PLAY KW_SET IDENT KW_FROM expr play_to play_where
                                { $$ = mkplay_arm(lx, N_ARM_SET, @1, $3, $5, $6, $7, NULL); }
  | KW_PLAY KW_SET IDENT KW_FROM expr play_to play_where block
                                { $$ = mkplay_arm(lx, N_ARM_SET, @1, $3, $5, $6, $7, $8); }
  | KW_SLOT IDENT KW_IN expr play_where
                                { $$ = mkplay_arm(lx, N_ARM_SLOT, @1, $2, $4, NULL, $5, NULL); }
  | KW_SLOT IDENT KW_IN expr play_where block
                                { $$ = mkplay_arm(lx, N_ARM_SLOT, @1, $2, $4, NULL, $5, $6); }
  | IDENT KW_AMONG expr play_where play_as
                                { $$ = mkplay_arm(lx, N_ARM_PICK, @1, $1, $3, NULL, $4, NULL);
                                  $$->arm.label = $5; }
  | IDENT KW_AMONG expr play_where play_as block
                                { $$ = mkplay_arm(lx, N_ARM_PICK, @1, $1, $3, NULL, $4, $6);
                                  $$->arm.label = $5; }
  | IDENT KW_AMONG expr ".." expr play_where play_as
                                { $$ = mkplay_arm(lx, N_ARM_PICK, @1, $1, $3, NULL, $6, NULL);
                                  $$->arm.bound = $5; $$->arm.label = $7; }
  | IDENT KW_AMONG expr ".." expr play_where play_as block
                                { $$ = mkplay_arm(lx, N_ARM_PICK, @1, $1, $3, NULL, $6, $8);
                                  $$->arm.bound = $5; $$->arm.label = $7; }
  | STRING block                { $$ = mklabel_arm(lx, @1, $1, NULL, $2, 0); }
  | STRING KW_WHEN expr block   { $$ = mklabel_arm(lx, @1, $1, $3, $4, 0); }
  | KW_ELSE STRING block        { $$ = mklabel_arm(lx, @1, $2, NULL, $3, 1); }
  | KW_PLAY KW_SEVERAL IDENT KW_FROM expr play_to play_least play_bound play_where play_whole play_as
                                { $$ = mkseveral(lx, @1, $3, $5, $6, $8, $9, NULL);
                                  $$->arm.least = $7; $$->arm.whole = $10; $$->arm.label = $11; }
  | KW_PLAY KW_SEVERAL IDENT KW_FROM expr play_to play_least play_bound play_where play_whole play_as block
                                { $$ = mkseveral(lx, @1, $3, $5, $6, $8, $9, $12);
                                  $$->arm.least = $7; $$->arm.whole = $10; $$->arm.label = $11; }
  ;

/* What a move takes: a card (`top of z` is read as z's top card), all of a
 * zone, all but its top N, or the cards of a zone that meet a condition. */
move_what:
    expr                        { $$ = move_card(lx, $1); }
  | KW_ALL KW_OF expr           { $$ = mkcards(lx, N_ALLOF, @1, $3, 0); }
  | KW_ALL IDENT IDENT KW_OF expr
                                { $$ = all_but_top(lx, @1, @2, $2, @3, $3, $5, 1); }
  | KW_ALL IDENT IDENT INT KW_OF expr
                                { $$ = all_but_top(lx, @1, @2, $2, @3, $3, $6, $4); }
  | KW_ALL IDENT KW_IN expr KW_WHERE expr
                                { $$ = mkquant(lx, @1, 1, $2, $4, $6); $$->kind = N_ALLWHERE; }
  ;

race_arms:
    race_arm                    { $$ = list_add(list_none(), $1); }
  | error                       { $$ = list_none(); }
  | race_arms race_arm          { $$ = list_add($1, $2); }
  | race_arms error             { $$ = $1; }
  ;

race_arm:
    KW_FIRST IDENT block        { $$ = mkrace_arm(lx, @1, 'f', $2, $3); }
  | KW_EACH IDENT block         { $$ = mkrace_arm(lx, @1, 'e', $2, $3); }
  | KW_NONE block               { $$ = mkrace_arm(lx, @1, 'n', NULL, $2); }
  ;

play_to:
    %empty                      { $$ = NULL; }
  | KW_TO expr                  { $$ = $2; }
  ;

play_where:
    %empty                      { $$ = NULL; }
  | KW_WHERE expr               { $$ = $2; }
  ;

/* `as "pass {c} to P2"`, `as "bid {n}"`: the words of a play or pick
 * arm's options; `as` is a contextual word, a name anywhere else. */
play_as:
    %empty                      { $$ = NULL; }
  | AS_WORDS STRING             { $$ = $2; }
  ;

play_bound:
    %empty                      { $$ = NULL; }
  | KW_UP KW_TO expr            { $$ = $3; }
  ;

play_least:
    %empty                      { $$ = NULL; }
  | AT_LEAST expr               { $$ = $2; }
  ;

play_whole:
    %empty                      { $$ = NULL; }
  | SO_THAT expr                { $$ = $2; }
  ;

/* ---- expressions ---- */

expr:
    expr "??" expr              { $$ = mkbin(lx, @$, '?', $1, $3); }
  | expr KW_OR expr             { $$ = mkbin(lx, @$, 'o', $1, $3); }
  | expr KW_AND expr            { $$ = mkbin(lx, @$, 'a', $1, $3); }
  | KW_NOT expr                 { $$ = mkunary(lx, @$, '!', $2); }
  | expr "==" expr              { $$ = mkbin(lx, @$, '=', $1, $3); }
  | expr "!=" expr              { $$ = mkbin(lx, @$, '!', $1, $3); }
  | expr '<' expr               { $$ = mkbin(lx, @$, '<', $1, $3); }
  | expr "<=" expr              { $$ = mkbin(lx, @$, 'l', $1, $3); }
  | expr '>' expr               { $$ = mkbin(lx, @$, '>', $1, $3); }
  | expr ">=" expr              { $$ = mkbin(lx, @$, 'g', $1, $3); }
  | expr KW_IN ofx %prec SHORTER
                                { $$ = mkin(lx, @$, $1, $3); }
  | expr '+' expr               { $$ = mkbin(lx, @$, '+', $1, $3); }
  | expr '-' expr               { $$ = mkbin(lx, @$, '-', $1, $3); }
  | expr '*' expr               { $$ = mkbin(lx, @$, '*', $1, $3); }
  | expr '/' expr               { $$ = mkbin(lx, @$, '/', $1, $3); }
  | expr '%' expr               { $$ = mkbin(lx, @$, '%', $1, $3); }
  | '-' expr %prec UMINUS       { $$ = mkunary(lx, @$, '-', $2); }
  | KW_ANY IDENT KW_IN ofx KW_WHERE expr %prec SHORTER
                                { $$ = mkquant(lx, @$, 0, $2, $4, $6); }
  | KW_EVERY IDENT KW_IN ofx KW_WHERE expr %prec SHORTER
                                { $$ = mkquant(lx, @$, 1, $2, $4, $6); }
  | expr KW_IN ofx KW_WHERE expr %prec SHORTER
                                { $$ = mkquant(lx, @$, 0, NULL, $3, $5); $$->kind = N_CARDSET;
                                  $$->quant.id = $1->kind == N_NAME ? $1->name.id : NULL; }
  | ofx
  ;

/* `hand of p`: the right side of `of` is a postfix expression */
ofx:
    IDENT KW_OF ofx             { $$ = mkof(lx, @$, $1, $3); }
  | postfix
  ;

postfix:
    primary
  | postfix '.' IDENT           { $$ = mkfield(lx, @$, $1, $3); }
  | postfix '.' KW_POINTS       { $$ = mkfield(lx, @$, $1, "points"); }
  ;

primary:
    INT                         { $$ = mkint(lx, @1, $1); }
  | STRING                      { $$ = $1; }
  | IDENT                       { $$ = mkname(lx, @1, $1); }
  | KW_TRUE                     { $$ = mk(lx, N_TRUE, @1); }
  | KW_FALSE                    { $$ = mk(lx, N_FALSE, @1); }
  | KW_NONE                     { $$ = mk(lx, N_NONE, @1); }
  | KW_PLAYERS                  { $$ = mkname(lx, @1, "players"); }
  | KW_OTHERS                   { $$ = mkname(lx, @1, "others"); }
  | IDENT '(' args ')'          { $$ = mkcall(lx, @$, $1, $3.head); }
  | KW_HIGHEST '(' args ')'     { $$ = mkcall(lx, @$, "highest", $3.head); }
  | KW_LOWEST '(' args ')'      { $$ = mkcall(lx, @$, "lowest", $3.head); }
  | KW_AFTER '(' args ')'       { $$ = mkcall(lx, @$, "after", $3.head); }
  | KW_POINTS '(' args ')'      { $$ = mkcall(lx, @$, "points", $3.head); }
  | '(' expr ')'                { $$ = $2; }
  | '[' exprs ']'               { $$ = mklist(lx, @$, $2.head); }
  | '[' ']'                     { $$ = mklist(lx, @$, NULL); }
  ;

args:
    %empty                      { $$ = list_none(); }
  | args1
  ;

args1:
    expr                        { $$ = list_add(list_none(), $1); }
  | args1 ',' expr              { $$ = list_add($1, $3); }
  ;

exprs:
    expr                        { $$ = list_add(list_none(), $1); }
  | exprs ',' expr              { $$ = list_add($1, $3); }
  ;

%%

/* Bison's only message of its own: its stack is full (PARSE_STACK). */
static void hyerror(HYLTYPE *at, struct lexer *lx, const char *msg)
{
  if (strcmp(msg, "memory exhausted") == 0)
    diag_error(lx->d, *at, "too deeply nested (limit is %d symbols on the parser's stack)",
               PARSE_STACK);
  else
    diag_error(lx->d, *at, "%s", msg);
}

/* How a token is named in a message: 'if', '}', a name, a number... */
static const char *token_desc(yysymbol_kind_t k, char *buf, size_t n)
{
  switch (k) {
  case YYSYMBOL_IDENT: return "a name";
  case YYSYMBOL_INT: return "a number";
  case YYSYMBOL_STRING: return "a string";
  case YYSYMBOL_LUATEXT: return "Lua text in [[ ]]";
  case YYSYMBOL_YYEOF: return "the end of the file";
  default: break;
  }
  const char *s = yysymbol_name(k);
  size_t len = strlen(s);
  if (len >= 2 && s[0] == '"')
    snprintf(buf, n, "'%.*s'", (int)(len - 2), s + 1);
  else if (s[0] == '\'')
    snprintf(buf, n, "%s", s);
  else
    snprintf(buf, n, "'%s'", s);
  return buf;
}

static int in_set(const yysymbol_kind_t *set, int n, yysymbol_kind_t k)
{
  for (int i = 0; i < n; i++)
    if (set[i] == k)
      return 1;
  return 0;
}

/* Replaces the tokens in `group` by one phrase when all of `marks` are
 * expected; returns the new count. */
static int collapse(yysymbol_kind_t *exp, int n, const yysymbol_kind_t *marks, int nmarks,
                    const yysymbol_kind_t *group, int ngroup, int *flag)
{
  for (int i = 0; i < nmarks; i++)
    if (!in_set(exp, n, marks[i]))
      return n;
  int m = 0;
  for (int i = 0; i < n; i++)
    if (!in_set(group, ngroup, exp[i]))
      exp[m++] = exp[i];
  *flag = 1;
  return m;
}

#define COUNT(a) ((int)(sizeof (a) / sizeof (a)[0]))

/* What the parser found where it failed, in the words of the language. */
static void describe_found(struct lexer *lx, yysymbol_kind_t tok, char *found, size_t n)
{
  size_t tlen = (size_t)(lx->cur - lx->tok);
  char buf[64];
  if (tok == YYSYMBOL_YYEOF)
    snprintf(found, n, "%s", lx->in_hole ? "'}'" : "the end of the file");
  else if (tok == YYSYMBOL_STRING)
    snprintf(found, n, "a string");
  else if (tlen > 0 && tlen < 40)
    snprintf(found, n, "'%.*s'", (int)tlen, lx->tok);
  else
    snprintf(found, n, "%s", token_desc(tok, buf, sizeof buf));
}

/* The groups of tokens that start a statement, an expression, a declaration
 * or that continue a value, each replaced by one flag. */
typedef struct wanted { int expr, stmt, decl, oper; } wanted;

static int collapse_groups(yysymbol_kind_t *exp, int n, wanted *w)
{
  const yysymbol_kind_t expr_start[] = {       /* not static: YYTRANSLATE looks up a table */
    YYSYMBOL_IDENT, YYSYMBOL_INT, YYSYMBOL_STRING, YYSYMBOL_KW_TRUE, YYSYMBOL_KW_FALSE,
    YYSYMBOL_KW_NONE, YYSYMBOL_KW_PLAYERS, YYSYMBOL_KW_OTHERS,
    YYSYMBOL_KW_POINTS, YYSYMBOL_KW_NOT, YYSYMBOL_KW_ANY,
    YYSYMBOL_KW_EVERY, YYSYMBOL_KW_AFTER, YYSYMBOL_KW_HIGHEST, YYSYMBOL_KW_LOWEST,
    YYTRANSLATE('-'), YYTRANSLATE('('), YYTRANSLATE('['),
  };
  static const yysymbol_kind_t expr_marks[] = { YYSYMBOL_INT, YYSYMBOL_KW_NOT };
  static const yysymbol_kind_t stmt_start[] = {
    YYSYMBOL_IDENT, YYSYMBOL_KW_IF, YYSYMBOL_KW_WHILE, YYSYMBOL_KW_REPEAT, YYSYMBOL_KW_FOR,
    YYSYMBOL_KW_RETURN, YYSYMBOL_KW_DEAL,
    YYSYMBOL_KW_MOVE, YYSYMBOL_KW_DRAW, YYSYMBOL_KW_PLAY, YYSYMBOL_KW_SKIP,
    YYSYMBOL_KW_REVERSE, YYSYMBOL_KW_AGAIN, YYSYMBOL_KW_BREAK, YYSYMBOL_KW_WIN, YYSYMBOL_KW_SAY,
    YYSYMBOL_KW_CHOOSE, YYSYMBOL_KW_RACE, YYSYMBOL_KW_ANNOUNCE, YYSYMBOL_KW_LET,
    YYSYMBOL_KW_LUA,
    YYSYMBOL_KW_OUT, YYSYMBOL_KW_ELIMINATE, YYSYMBOL_KW_END, YYSYMBOL_KW_SEAT, YYSYMBOL_KW_SHOW,
    YYSYMBOL_KW_TURN, YYSYMBOL_KW_CHALLENGE,
    YYSYMBOL_KW_SIMULTANEOUSLY,
    YYSYMBOL_KW_REPLACE,
  };
  static const yysymbol_kind_t stmt_marks[] = { YYSYMBOL_KW_WHILE, YYSYMBOL_KW_ANNOUNCE };
  static const yysymbol_kind_t decl_start[] = {
    YYSYMBOL_KW_IMPORT, YYSYMBOL_KW_GAME, YYSYMBOL_KW_OPTION, YYSYMBOL_KW_ZONE,
    YYSYMBOL_KW_VAR, YYSYMBOL_KW_FN, YYSYMBOL_KW_SETUP, YYSYMBOL_KW_TURN, YYSYMBOL_KW_WHEN,
    YYSYMBOL_KW_LUA,
  };
  static const yysymbol_kind_t decl_marks[] = { YYSYMBOL_KW_ZONE, YYSYMBOL_KW_SETUP };
  const yysymbol_kind_t oper[] = {
    YYSYMBOL_COALESCE, YYSYMBOL_KW_OR, YYSYMBOL_KW_AND, YYSYMBOL_EQ, YYSYMBOL_NE,
    YYSYMBOL_LE, YYSYMBOL_GE, YYSYMBOL_KW_IN, YYTRANSLATE('+'), YYTRANSLATE('-'),
  };
  static const yysymbol_kind_t op_marks[] = { YYSYMBOL_KW_AND, YYSYMBOL_KW_OR };
  n = collapse(exp, n, stmt_marks, COUNT(stmt_marks), stmt_start, COUNT(stmt_start), &w->stmt);
  n = collapse(exp, n, expr_marks, COUNT(expr_marks), expr_start, COUNT(expr_start), &w->expr);
  n = collapse(exp, n, decl_marks, COUNT(decl_marks), decl_start, COUNT(decl_start), &w->decl);
  n = collapse(exp, n, op_marks, COUNT(op_marks), oper, COUNT(oper), &w->oper);
  if (!w->oper)
    return n;
  int m = 0;               /* "an operator" covers the other operators too */
  for (int i = 0; i < n; i++) {
    const char *s = yysymbol_name(exp[i]);
    if (!(s[0] == '\'' && strchr("*/%<>", s[1])))
      exp[m++] = exp[i];
  }
  return m;
}

/* Whether an expected token is worth naming in the message. */
static int worth_naming(yysymbol_kind_t t, const wanted *w)
{
  if (t == YYSYMBOL_YYEOF || t == YYSYMBOL_YYerror)
    return 0;
  /* an optional ';' is not worth mentioning */
  if (t == YYTRANSLATE(';') && (w->decl || w->stmt))
    return 0;
  /* after a complete value, the ways it could go on are listed only when
   * nothing else is expected */
  return !(w->oper && (t == YYTRANSLATE('.') || t == YYTRANSLATE('(')
                       || t == YYTRANSLATE('[') || t == YYSYMBOL_KW_OF));
}

enum { MAXEXP = 128 };

/* "a statement, 'else' or '}'": the phrases joined into msg.  Returns the
 * number of phrases. */
static int expected_phrases(yysymbol_kind_t *exp, int n, const wanted *w, char *msg, size_t size)
{
  const char *phrases[MAXEXP + 4];
  char bufs[MAXEXP][32];
  int np = 0;
  if (w->decl) phrases[np++] = "a declaration";
  if (w->stmt) phrases[np++] = "a statement";
  if (w->expr) phrases[np++] = "an expression";
  for (int i = 0; i < n; i++)
    if (worth_naming(exp[i], w))
      phrases[np++] = token_desc(exp[i], bufs[i], sizeof bufs[i]);
  if (w->oper && np == 0)
    phrases[np++] = "an operator";
  size_t len = 0;
  msg[0] = 0;
  for (int i = 0; i < np && len < size; i++)
    len += (size_t)snprintf(msg + len, size - len, "%s%s",
                            i == 0 ? "" : i == np - 1 ? " or " : ", ", phrases[i]);
  return np;
}

static int is_comparison(yysymbol_kind_t t)
{
  return t == YYSYMBOL_EQ || t == YYSYMBOL_NE || t == YYSYMBOL_LE || t == YYSYMBOL_GE
      || t == YYTRANSLATE('<') || t == YYTRANSLATE('>') || t == YYSYMBOL_KW_IN;
}

/* Whether the token just read is a reserved word: a word that the grammar
 * names by itself. */
static int is_reserved(const struct lexer *lx, yysymbol_kind_t t)
{
  const char *s = yysymbol_name(t);
  size_t n = (size_t)(lx->cur - lx->tok);
  return t != YYSYMBOL_IDENT && s[0] >= 'a' && s[0] <= 'z' && strlen(s) == n
         && !strchr(s, ' ')
         && strncmp(s, lx->tok, n) == 0;
}

/* A syntax error: what was expected, before what was found; a comparison
 * after a comparison is named as the chain it is, and a reserved word found
 * where a name would do is said to be reserved. */
/* Is the token a word of a custom deck (check/deck.c)? */
static int custom_deck_word(const struct lexer *lx)
{
  static const char *const words[] = { "suits", "ranks", "copies", "suitless" };
  size_t n = (size_t)(lx->cur - lx->tok);
  for (int i = 0; i < 4; i++)
    if (strlen(words[i]) == n && strncmp(words[i], lx->tok, n) == 0)
      return 1;
  return 0;
}

/* The reserved words that start a statement. */
static const char *const stmt_words[] = {
  "if", "while", "repeat", "for", "return", "deal", "move", "draw", "play", "skip", "reverse",
  "again", "break", "win", "say", "choose", "race", "announce", "let", "lua", "out", "eliminate",
  "end", "seat", "show", "turn", "challenge", "simultaneously", "replace",
};

/* Whether a token is the word w. */
static int token_is(const struct lex_token *t, const char *w)
{
  return t->len == strlen(w) && strncmp(t->text, w, t->len) == 0;
}

/* A form the language had and dropped, met where it fails to parse: the
 * first word of its line, the word the parse fails at, and what to write
 * instead. */
static const struct { const char *first, *at, *instead; } removed_forms[] = {
  { "flip", "to", "'flip X to Y' is gone: write 'move top of X to Y'" },
  { "choose", "suit", "'choose suit' is gone: write 'choose { s among suits { ... } }', "
    "s being the suit chosen" },
};

/* What to write instead of a dropped form on the error's line, or NULL. */
static const char *removed_form(const struct lexer *lx)
{
  const struct lex_token *first = &lx->line_first, *at = &lx->this_tok;
  for (size_t i = 0; i < sizeof removed_forms / sizeof removed_forms[0]; i++)
    if (first->at.line == at->at.line && first->at.col != at->at.col
        && token_is(first, removed_forms[i].first)
        && token_is(at, removed_forms[i].at))
      return removed_forms[i].instead;
  return NULL;
}

/* The word that starts a statement nearest a name that cannot (`chose` for
 * choose), or NULL. */
static const char *statement_word_near(const struct lex_token *t)
{
  static const char *const commands[] = { "shuffle", "lose" };
  char word[40];
  suggest s;
  if (t->kind != IDENT || t->len >= sizeof word)
    return NULL;
  memcpy(word, t->text, t->len);
  word[t->len] = 0;
  suggest_start(&s, word);
  for (size_t i = 0; i < sizeof stmt_words / sizeof stmt_words[0]; i++)
    suggest_consider(&s, stmt_words[i]);
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    suggest_consider(&s, commands[i]);
  return suggest_best(&s);
}

/* The word a statement that fails to parse starts with, when that word
 * may be a misspelt statement word: the error is at the token after it
 * (`chose {`: a name must be followed by '=', '(' or an argument), or after
 * the name after it (`plya c from`: read as a command, `plya c`); else NULL. */
static const struct lex_token *unknown_statement_word(const struct lexer *lx, yysymbol_kind_t tok,
                                                      const yysymbol_kind_t *exp, int n,
                                                      const wanted *w)
{
  const struct lex_token *first = &lx->line_first, *prev = &lx->prev;
  if (tok != YYSYMBOL_IDENT && in_set(exp, n, YYTRANSLATE('=')) && in_set(exp, n, YYTRANSLATE('(')))
    return prev;
  if (!w->stmt || !in_set(exp, n, YYSYMBOL_KW_OF) || first->kind != IDENT || prev->kind != IDENT
      || prev->text <= first->text || prev->at.line != first->at.line
      || lx->this_tok.at.line != first->at.line)
    return NULL;
  for (const char *c = first->text + first->len; c < prev->text; c++)
    if (*c != ' ' && *c != '\t')
      return NULL;           /* prev is not the word after the first */
  return first;
}

/* After a syntax error in a statement, the scanner skips the rest of it
 * (the rest of the line and a block opened on it), so that the next line
 * starts afresh instead of giving errors that only follow from this one.
 * An error at the first token of a line is about the line before, and one
 * at a '}' ends the block the statement is in: nothing is skipped. */
static void skip_statement(struct lexer *lx, yysymbol_kind_t tok)
{
  if (tok == YYSYMBOL_YYEOF || tok == YYTRANSLATE('}')
      || lx->line_first.at.col == lx->this_tok.at.col)
    return;
  lx->skip = 1;
  lx->skip_line = lx->this_tok.at.line;
  lx->skip_depth = tok == YYTRANSLATE('{');
}

static int yyreport_syntax_error(const yypcontext_t *ctx, struct lexer *lx)
{
  yysymbol_kind_t exp[MAXEXP];
  int n = yypcontext_expected_tokens(ctx, exp, MAXEXP);
  yysymbol_kind_t tok = yypcontext_token(ctx);
  loc at = *yypcontext_location(ctx);
  char found[96], msg[512];
  wanted w = { 0, 0, 0, 0 };
  describe_found(lx, tok, found, sizeof found);
  n = n < 0 ? 0 : n;
  const char *reserved = is_reserved(lx, tok) && in_set(exp, n, YYSYMBOL_IDENT)
                         ? ", which is a reserved word" : "";
  n = collapse_groups(exp, n, &w);
  int np = expected_phrases(exp, n, &w, msg, sizeof msg);
  const char *gone = removed_form(lx), *near;
  const struct lex_token *word;
  skip_statement(lx, tok);
  if (gone)
    diag_error(lx->d, lx->line_first.at, "%s", gone);
  else if ((word = unknown_statement_word(lx, tok, exp, n, &w)) && (near = statement_word_near(word)))
    diag_error(lx->d, word->at, "unknown word '%.*s' at the start of a statement; did you mean "
               "'%s'?", (int)word->len, word->text, near);
  else if (w.oper && is_comparison(tok))
    diag_error(lx->d, at, "comparisons cannot be chained; write 'a < b and b < c'");
  else if (tok == YYSYMBOL_AT_LEAST || tok == YYSYMBOL_SO_THAT)
    diag_error(lx->d, at, "%s belongs to a choice of several cards: 'play several c from "
               "hand at least 3 so that ...'", found);
  else if (in_set(exp, n, YYSYMBOL_KW_STANDARD))
    diag_error(lx->d, at, "expected 'standard' or a deck of its own (deck suits ... ranks ...) "
               "before %s", found);
  else if (tok == YYSYMBOL_IDENT && in_set(exp, n, YYSYMBOL_KW_PACKS) && custom_deck_word(lx))
    diag_error(lx->d, at, "%s belongs to a deck of its own (deck suits ... ranks ...), not to "
               "'deck standard'", found);
  else if (in_set(exp, n, YYTRANSLATE('=')) && in_set(exp, n, YYTRANSLATE('(')))
    diag_error(lx->d, at, "expected '=', '(' or an argument before %s", found);
  else if (np == 0 || np > 5)
    diag_error(lx->d, at, "unexpected %s%s", found, reserved);
  else if (tok == YYSYMBOL_YYEOF && !lx->in_hole)
    diag_error(lx->d, at, "expected %s before the end of the file", msg);
  else
    diag_error(lx->d, at, "expected %s before %s%s", msg, found, reserved);
  return 0;
}

/* Sets up lx to scan the len bytes of `text` (a NUL after them) whose first
 * byte is at line:col of `file`. */
static void lexer_start(struct lexer *lx, ast_arena *ar, diag *d, const char *file,
                        const char *text, size_t len, int line, int col, int start_token)
{
  *lx = (struct lexer){ .cur = text, .end = text + len, .tok = text, .line_start = text,
                        .line = line, .col_offset = col - 1, .file = file,
                        .start_token = start_token, .ar = ar, .d = d };
}

node *parse_hole(struct lexer *outer, const char *text, size_t len, int line, int col)
{
  const char *copy = ast_strdup(outer->ar, text, len);
  struct lexer sub;
  lexer_start(&sub, outer->ar, outer->d, outer->file, copy, len, line, col, START_EXPR);
  sub.in_hole = 1;
  int errors = outer->d->errors;
  if (hyparse(&sub) != 0 || outer->d->errors > errors)
    return NULL;
  return sub.result;
}

node *parse_script(ast_arena *ar, diag *d, const char *path, const char *text, size_t len)
{
  struct lexer lx;
  const char *file = ast_strdup(ar, path ? path : "<input>", strlen(path ? path : "<input>"));
  lexer_start(&lx, ar, d, file, text ? text : "", text ? len : 0, 1, 1, START_SCRIPT);
  int errors = d->errors;
  if (hyparse(&lx) != 0 && d->errors == errors) {
    loc at = { file, 0, 0, 0 };
    diag_error(d, at, "could not parse the script");
  }
  return lx.result;
}
