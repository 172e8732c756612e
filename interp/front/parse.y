/* parse.y: the Hoyle grammar (GNU Bison 3.8).  Generate parse.c/parse.h with
 *   bison -Wall -d -o parse.c parse.y
 * The surface syntax and the node built for each construct are described in
 * doc-notes/grammar.txt (plus the additions in doc-notes/semantics.txt).
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
struct lexer;
/* a list being built: first and last node */
typedef struct nlist { node *head, *tail; } nlist;
}

%code provides {
int hylex(HYSTYPE *lval, HYLTYPE *lloc, struct lexer *lx);
}

%code {
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/lex.h"
#include "front/front.h"

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

static node *mk(struct lexer *lx, node_kind k, loc at)
{
  return ast_new(lx->ar, k, at);
}

static node *mk2(struct lexer *lx, node_kind k, loc at, node *a, node *b)
{
  node *n = ast_new(lx->ar, k, at);
  n->a = a;
  n->b = b;
  return n;
}

static node *mkname(struct lexer *lx, loc at, const char *name)
{
  node *n = ast_new(lx->ar, N_NAME, at);
  n->name = name;
  return n;
}

static node *mkbin(struct lexer *lx, loc at, int op, node *a, node *b)
{
  node *n = mk2(lx, N_BINARY, at, a, b);
  n->op = op;
  return n;
}

/* simultaneously for p in set { body }: a for loop whose body begins by
 * veiling everyone but p, inside a node that lifts the veil at its end. */
static node *simultaneously(struct lexer *lx, loc at, loc name_at, const char *name,
                            node *set, node *body)
{
  node *veil = mk(lx, N_VEIL, at);
  veil->a = mkname(lx, name_at, name);
  veil->next = body->a;
  body->a = veil;
  node *loop = mk2(lx, N_FOR, at, set, body);
  loop->name = name;
  node *n = mk(lx, N_SIMULTANEOUSLY, at);
  n->a = loop;
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
static const char *plain_string(struct lexer *lx, node *s, const char *what)
{
  if (s->kind == N_STR)
    return s->str;
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
%token <ival> INT "number"
%token <n> STRING "string"
%token <n> LUATEXT "Lua text"
%token DOTDOT ".." COALESCE "??" EQ "==" NE "!=" LE "<=" GE ">="
%token PLUSEQ "+=" MINUSEQ "-="
%token KW_AFTER "after" KW_AGAIN "again" KW_ALL "all" KW_AMONG "among" KW_AND "and" KW_BOTTOM "bottom"
%token KW_ANNOUNCE "announce" KW_ANY "any" KW_BREAK "break" KW_BUT "but" KW_BY "by"
%token KW_CAUGHT "caught" KW_CHALLENGE "challenge" KW_CHOOSE "choose" KW_DEAL "deal" KW_DEALS "deals"
%token KW_DECK "deck" KW_DEFAULT "default" KW_DOWN "down" KW_DRAW "draw"
%token KW_EACH "each" KW_ELIMINATE "eliminate" KW_ELSE "else" KW_EMPTY "empty"
%token KW_END "end" KW_ENDS "ends"
%token KW_EVERY "every" KW_FACE "face" KW_FALSE "false" KW_FLIP "flip"
%token KW_FIRST "first" KW_FN "fn" KW_FOR "for" KW_FROM "from" KW_GAME "game"
%token KW_HIGHEST "highest" KW_IF "if" KW_IMPORT "import" KW_IN "in"
%token KW_IS "is" KW_JOKERS "jokers" KW_LET "let" KW_LOWEST "lowest" KW_LUA "lua" KW_MOVE "move"
%token KW_NONE "none" KW_NOT "not" KW_OF "of" KW_OPTION "option" KW_OR "or"
%token KW_ORDER "order" KW_OTHERS "others" KW_OUT "out" KW_PACKS "packs" KW_PILE "pile"
%token KW_PLAY "play" KW_PLAYED "played" KW_PLAYER "player"
%token KW_PLAYERS "players" KW_POINTS "points" KW_PRIVATE "private"
%token KW_PUBLIC "public" KW_RACE "race" KW_REPEAT "repeat"
%token KW_RETURN "return" KW_REVERSE "reverse" KW_SAY "say" KW_SEAT "seat" KW_SET "set"
%token KW_SETUP "setup" KW_SEVERAL "several" KW_SHOW "show"
%token KW_SHUFFLE "shuffle" KW_SKIP "skip" KW_STANDARD "standard"
%token KW_SIMULTANEOUSLY "simultaneously"
%token KW_SUIT "suit" KW_TO "to" KW_TOP "top" KW_TRUE "true" KW_TURN "turn"
%token KW_UNTIL "until" KW_UP "up" KW_VAR "var" KW_WHEN "when" KW_WHERE "where"
%token KW_WHILE "while" KW_WIN "win" KW_WINS "wins" KW_ZONE "zone"
%token KW_REPLACE "replace" KW_SLOT "slot" KW_WITH "with"
%token KW_TURNED "turned" KW_OVER "over"
%token START_SCRIPT "start of a script" START_EXPR "start of an expression"

/* Precedence, lowest first.  The first two levels only settle three
 * ambiguities, always in favour of the longer reading:
 *   `return` followed by a name or `choose` takes it as its value;
 *   `choose suit` followed by `by` takes the player (as in `draw choose suit by p`);
 *   the condition of `any/every x in z where ...` extends as far as it can. */
%precedence SHORTER
%precedence IDENT KW_CHOOSE KW_BY
%right "??"
%left KW_OR
%left KW_AND
%precedence KW_NOT
%nonassoc "==" "!=" '<' "<=" '>' ">=" KW_IN
%left '+' '-'
%left '*' '/' '%'
%precedence UMINUS

%type <n> decl game_item deck_item point_entry rank block stmt if_stmt
%type <n> arm race_arm move_to expr ofx postfix primary zone_ref draw_places play_to play_where
%type <n> play_bound
%type <list> decls game_items deck_items ranks stmts arms race_arms args args1 params params1
%type <list> exprs
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

/* A variable with a description is shown to the players under it. */
shown:
    %empty                      { $$ = NULL; }
  | STRING                      { $$ = plain_string(lx, $1, "the description of a variable"); }
  ;

decl:
    KW_IMPORT STRING            { $$ = mk(lx, N_IMPORT, @$); $$->str = plain_string(lx, $2, "the name of an import"); }
  | KW_GAME STRING '{' game_items '}'
                                { $$ = mk(lx, N_GAME, @$); $$->str = plain_string(lx, $2, "the name of a game"); $$->a = $4.head; }
  | KW_OPTION IDENT '=' expr    { $$ = mk(lx, N_OPTION, @$); $$->name = $2; $$->a = $4; }
  | KW_OPTION IDENT '=' expr STRING
                                { $$ = mk(lx, N_OPTION, @$); $$->name = $2; $$->a = $4;
                                  $$->str = plain_string(lx, $5, "the description of an option"); }
  | KW_ZONE IDENT ':' zone_attrs
                                { $$ = mk(lx, N_ZONE, @$); $$->name = $2; $$->ival = $4; }
  | KW_VAR IDENT '=' expr shown { $$ = mk(lx, N_VAR, @$); $$->name = $2; $$->a = $4; $$->str = $5; }
  | KW_VAR IDENT ':' KW_EACH KW_PLAYER '=' expr shown
                                { $$ = mk(lx, N_VAR, @$); $$->name = $2; $$->a = $7; $$->ival = 1;
                                  $$->str = $8; }
  | KW_FN IDENT '(' params ')' '=' expr
                                { $$ = mk(lx, N_FN, @$); $$->name = $2; $$->c = $4.head; $$->a = $7; }
  | KW_FN IDENT '(' params ')' block
                                { $$ = mk(lx, N_FN, @$); $$->name = $2; $$->c = $4.head; $$->b = $6; }
  | KW_SETUP block              { $$ = mk(lx, N_SETUP, @1); $$->a = $2; }
  | KW_TURN block               { $$ = mk(lx, N_TURN, @1); $$->a = $2; }
  | KW_WHEN KW_PLAYED IDENT block
                                { $$ = mk(lx, N_WHEN_PLAYED, @1); $$->name = $3; $$->a = $4; }
  | KW_WHEN zone_ref KW_IS KW_EMPTY block
                                { $$ = mk2(lx, N_WHEN_EMPTY, @1, $2, $5); }
  | KW_WHEN KW_DEAL KW_ENDS block
                                { $$ = mk(lx, N_WHEN_DEAL_ENDS, @1); $$->a = $4; }
  | KW_LUA STRING               { $$ = mk(lx, N_LUA, @$); $$->str = plain_string(lx, $2, "the name of a Lua file"); }
  | KW_LUA LUATEXT              { $$ = mk(lx, N_LUA, @1); $$->str = $2->str; $$->ival = 1;
                                  $$->ival2 = $2->where.line; }
  ;

zone_ref:
    IDENT                       { $$ = mkname(lx, @1, $1); }
  | IDENT KW_OF IDENT           { $$ = mk(lx, N_OF, @$); $$->name = $1; $$->a = mkname(lx, @3, $3); }
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
    KW_PILE                     { $$ = 0; }
  | KW_EACH KW_PLAYER           { $$ = ZONE_EACH; }
  | KW_FACE KW_UP               { $$ = ZONE_FACE_UP; }
  | KW_FACE KW_DOWN             { $$ = -ZONE_FACE_UP; }
  | KW_PRIVATE                  { $$ = ZONE_PRIVATE; }
  | KW_PUBLIC                   { $$ = -ZONE_PRIVATE; }
  ;

game_items:
    %empty                      { $$ = list_none(); }
  | game_items game_item        { $$ = list_add($1, $2); }
  | game_items ';'              { $$ = $1; }
  | game_items error            { $$ = $1; }
  ;

game_item:
    KW_PLAYERS INT ".." INT     { $$ = mk(lx, N_PLAYERS, @$); $$->ival = $2; $$->ival2 = $4; }
  | KW_PLAYERS INT ".." INT KW_DEFAULT INT
                                { $$ = mk(lx, N_PLAYERS, @$); $$->ival = $2; $$->ival2 = $4; $$->ival3 = $6; }
  | KW_DECK KW_STANDARD deck_items
                                { $$ = mk(lx, N_DECK, @1); $$->a = $3.head; }
  | KW_DEALS expr               { $$ = mk(lx, N_DEALS, @$); $$->a = $2; }
  | KW_DEALS KW_UNTIL KW_END KW_GAME
                                { $$ = mk(lx, N_DEALS, @$); }
  | KW_LOWEST IDENT KW_WINS     { $$ = mk(lx, N_SCORE_RULE, @$); $$->name = $2; $$->ival = -1; }
  | KW_HIGHEST IDENT KW_WINS    { $$ = mk(lx, N_SCORE_RULE, @$); $$->name = $2; $$->ival = 1; }
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
        if ($1.tail && strcmp($1.tail->name, "points") == 0)
          $1.tail->a = ast_append($1.tail->a, $3);
        else
          diag_error(lx->d, @3, "a 'rank = points' pair belongs after 'points'");
      }
  ;

deck_item:
    KW_PACKS expr               { $$ = mk(lx, N_DECK_ITEM, @$); $$->name = "packs"; $$->a = $2; }
  | KW_JOKERS expr              { $$ = mk(lx, N_DECK_ITEM, @$); $$->name = "jokers"; $$->a = $2; }
  | KW_ORDER ranks              { $$ = mk(lx, N_DECK_ITEM, @1); $$->name = "order"; $$->a = $2.head; }
  | KW_POINTS point_entry       { $$ = mk(lx, N_DECK_ITEM, @1); $$->name = "points"; $$->a = $2; }
  ;

ranks:
    rank                        { $$ = list_add(list_none(), $1); }
  | ranks rank                  { $$ = list_add($1, $2); }
  ;

rank:
    INT                         { $$ = mk(lx, N_INT, @1); $$->ival = $1; }
  | IDENT                       { $$ = mkname(lx, @1, $1); }
  ;

point_entry:
    rank '=' signed_int         { node *v = mk(lx, N_INT, @3); v->ival = $3; $$ = mk2(lx, N_POINT, @$, $1, v); }
  | KW_OTHERS signed_int        { node *v = mk(lx, N_INT, @2); v->ival = $2; $$ = mk2(lx, N_POINT, @$, NULL, v); }
  ;

signed_int:
    INT                         { $$ = $1; }
  | '-' INT                     { $$ = -$2; }
  ;

/* ---- statements ---- */

block:
    '{' stmts '}'               { $$ = mk(lx, N_BLOCK, @1); $$->a = $2.head; }
  ;

stmts:
    %empty                      { $$ = list_none(); }
  | stmts stmt                  { $$ = list_add($1, $2); }
  | stmts ';'                   { $$ = $1; }
  | stmts error                 { $$ = $1; }
  | stmts error block           { $$ = $1; }   /* skip the block of a broken if or while */
  ;

assign_op:
    '='                         { $$ = '='; }
  | "+="                        { $$ = '+'; }
  | "-="                        { $$ = '-'; }
  ;

stmt:
    IDENT assign_op expr        { $$ = mk2(lx, N_ASSIGN, @$, mkname(lx, @1, $1), $3); $$->op = (int)$2; }
  | IDENT KW_OF ofx assign_op expr
                                { node *t = mk(lx, N_OF, @1); t->name = $1; t->a = $3;
                                  t->where.end_col = @3.line == @1.line ? @3.end_col : @1.end_col;
                                  $$ = mk2(lx, N_ASSIGN, @$, t, $5); $$->op = (int)$4; }
  | IDENT '(' args ')'          { node *c = mk(lx, N_CALL, @$); c->name = $1; c->a = $3.head;
                                  $$ = mk(lx, N_EXPR_STMT, @$); $$->a = c; }
  | KW_LUA '.' IDENT '(' args ')'
                                { $$ = mk(lx, N_LUA_CALL, @$); $$->name = $3; $$->a = $5.head; }
  | KW_LET IDENT '=' expr       { $$ = mk(lx, N_LET, @$); $$->name = $2; $$->a = $4; }
  | if_stmt
  | KW_WHILE expr block         { $$ = mk2(lx, N_WHILE, @1, $2, $3); }
  | KW_REPEAT expr block        { $$ = mk2(lx, N_REPEAT, @1, $2, $3); }
  | KW_FOR IDENT KW_IN expr block
                                { $$ = mk2(lx, N_FOR, @1, $4, $5); $$->name = $2; }
  | KW_SIMULTANEOUSLY KW_FOR IDENT KW_IN expr block
                                { $$ = simultaneously(lx, @1, @3, $3, $5, $6); }
  | KW_RETURN %prec SHORTER     { $$ = mk(lx, N_RETURN, @1); }
  | KW_RETURN expr              { $$ = mk(lx, N_RETURN, @$); $$->a = $2; }
  | KW_SHUFFLE expr             { $$ = mk(lx, N_SHUFFLE, @$); $$->a = $2; }
  | KW_DEAL expr KW_TO KW_EACH IDENT
                                { $$ = mk(lx, N_DEAL, @$); $$->a = $2; $$->name = $5; }
  | KW_DEAL expr KW_TO KW_EACH IDENT KW_FROM expr
                                { $$ = mk2(lx, N_DEAL, @$, $2, $7); $$->name = $5; }
  | KW_FLIP expr KW_TO expr     { $$ = mk2(lx, N_FLIP, @$, $2, $4); }
  | KW_MOVE KW_TOP KW_OF expr KW_TO move_to
                                { node *s = mk(lx, N_TOPOF, @2); s->a = $4; $$ = mk2(lx, N_MOVE, @$, s, $6); }
  | KW_MOVE KW_ALL KW_OF expr turned_over KW_TO move_to
                                { node *s = mk(lx, N_ALLOF, @2); s->a = $4; s->ival2 = $5; $$ = mk2(lx, N_MOVE, @$, s, $7); }
  | KW_MOVE KW_ALL KW_BUT KW_TOP KW_OF expr turned_over KW_TO move_to
                                { node *s = mk(lx, N_ALLBUTTOP, @2); s->a = $6; s->ival = 1; s->ival2 = $7; $$ = mk2(lx, N_MOVE, @$, s, $9); }
  | KW_MOVE KW_ALL KW_BUT KW_TOP INT KW_OF expr turned_over KW_TO move_to
                                { node *s = mk(lx, N_ALLBUTTOP, @2); s->a = $7; s->ival = $5; s->ival2 = $8; $$ = mk2(lx, N_MOVE, @$, s, $10); }
  | KW_MOVE expr KW_TO move_to  { $$ = mk2(lx, N_MOVE, @$, $2, $4); }
  | KW_DRAW expr draw_places    { $$ = $3; $$->where = @$; $$->a = $2; }
  | KW_PLAY expr                { $$ = mk(lx, N_PLAY, @$); $$->a = $2; }
  | KW_PLAY expr KW_TO expr     { $$ = mk2(lx, N_PLAY, @$, $2, $4); }
  | KW_TURN KW_TO expr          { $$ = mk(lx, N_TURN_TO, @$); $$->a = $3; }
  | KW_OUT expr                 { $$ = mk(lx, N_OUT, @$); $$->a = $2; }
  | KW_ELIMINATE expr           { $$ = mk(lx, N_OUT, @$); $$->a = $2; $$->ival = 1; }
  | KW_END KW_DEAL              { $$ = mk(lx, N_END, @$); }
  | KW_END KW_DEAL KW_AFTER KW_OTHERS
                                { $$ = mk(lx, N_LAST_ROUND, @$); }
  | KW_END KW_GAME              { $$ = mk(lx, N_END, @$); $$->ival = 1; }
  | KW_SEAT expr KW_AFTER expr  { $$ = mk2(lx, N_SEAT, @$, $2, $4); }
  | KW_SHOW expr                { $$ = mk(lx, N_SHOW, @$); $$->a = $2; }
  | KW_SHOW expr KW_TO expr     { $$ = mk2(lx, N_SHOW, @$, $2, $4); }
  | KW_SHOW KW_ALL KW_OF expr   { node *z = mk(lx, N_ALLOF, @2); z->a = $4; $$ = mk(lx, N_SHOW, @$); $$->a = z; }
  | KW_SHOW KW_ALL KW_OF expr KW_TO expr
                                { node *z = mk(lx, N_ALLOF, @2); z->a = $4; $$ = mk2(lx, N_SHOW, @$, z, $6); }
  | KW_SKIP                     { $$ = mk(lx, N_SKIP, @1); }
  | KW_SKIP INT                 { $$ = mk(lx, N_SKIP, @$); $$->a = mk(lx, N_INT, @2); $$->a->ival = $2; }
  | KW_SKIP '(' expr ')'        { $$ = mk(lx, N_SKIP, @$); $$->a = $3; }
  | KW_REVERSE                  { $$ = mk(lx, N_REVERSE, @1); }
  | KW_AGAIN                    { $$ = mk(lx, N_AGAIN, @1); }
  | KW_BREAK                    { $$ = mk(lx, N_BREAK, @1); }
  | KW_WIN expr                 { $$ = mk(lx, N_WIN, @$); $$->a = $2; }
  | KW_REPLACE expr KW_WITH expr play_to
                                { $$ = mk2(lx, N_REPLACE, @$, $2, $4); $$->c = $5; }
  | KW_SAY expr                 { $$ = mk(lx, N_SAY, @$); $$->a = $2; }
  | KW_CHOOSE '{' arms '}'      { $$ = mk(lx, N_CHOOSE, @1); $$->b = $3.head; }
  | KW_CHOOSE KW_BY expr '{' arms '}'
                                { $$ = mk2(lx, N_CHOOSE, @1, $3, $5.head); }
  | KW_RACE IDENT KW_AMONG expr block
                                { $$ = mk2(lx, N_RACE, @1, $4, $5); $$->name = $2; }
  | KW_RACE STRING KW_AMONG expr '{' race_arms '}'
                                { $$ = mk2(lx, N_WINDOW, @1, $4, $6.head); $$->c = $2; }
  | KW_ANNOUNCE STRING KW_WHEN expr caught block
                                { $$ = mk2(lx, N_ANNOUNCE, @1, $2, $4); $$->ival = $5; $$->c = $6; }
  | KW_CHALLENGE IDENT KW_AMONG expr block
                                { $$ = mk2(lx, N_CHALLENGE, @1, $4, $5); $$->name = $2; }
  | KW_CHALLENGE IDENT KW_AMONG expr block KW_ELSE block
                                { $$ = mk2(lx, N_CHALLENGE, @1, $4, $5); $$->name = $2; $$->c = $7; }
  ;

/* draw's optional places and player, each at most once, in any order */
draw_places:
    %empty                      { $$ = mk(lx, N_DRAW, @$); }
  | draw_places KW_FROM expr    { $$ = $1; if ($$->c) diag_error(lx->d, @2, "'from' is given twice"); $$->c = $3; }
  | draw_places KW_TO expr      { $$ = $1; if ($$->d) diag_error(lx->d, @2, "'to' is given twice"); $$->d = $3; }
  | draw_places KW_BY expr      { $$ = $1; if ($$->b) diag_error(lx->d, @2, "'by' is given twice"); $$->b = $3; }
  ;

caught:
    %empty                      { $$ = 0; }
  | KW_CAUGHT KW_BY KW_OTHERS   { $$ = 1; }
  ;

turned_over:
    %empty                      { $$ = 0; }
  | KW_TURNED KW_OVER           { $$ = 1; }
  ;

if_stmt:
    KW_IF expr block            { $$ = mk2(lx, N_IF, @1, $2, $3); }
  | KW_IF expr block KW_ELSE block
                                { $$ = mk2(lx, N_IF, @1, $2, $3); $$->c = $5; }
  | KW_IF expr block KW_ELSE if_stmt
                                { $$ = mk2(lx, N_IF, @1, $2, $3); $$->c = $5; }
  ;

arms:
    arm                         { $$ = list_add(list_none(), $1); }
  | error                       { $$ = list_none(); }
  | arms arm                    { $$ = list_add($1, $2); }
  | arms error                  { $$ = $1; }
  ;

arm:
    KW_PLAY IDENT KW_FROM expr play_to play_where
                                { $$ = mk2(lx, N_ARM_PLAY, @1, $4, $6); $$->name = $2; $$->d = $5; }
  | KW_PLAY IDENT KW_FROM expr play_to play_where block
                                { $$ = mk2(lx, N_ARM_PLAY, @1, $4, $6); $$->name = $2; $$->d = $5;
                                  $$->c = $7; }
  | KW_PLAY KW_SET IDENT KW_FROM expr play_to play_where
                                { $$ = mk2(lx, N_ARM_SET, @1, $5, $7); $$->name = $3; $$->d = $6; }
  | KW_PLAY KW_SET IDENT KW_FROM expr play_to play_where block
                                { $$ = mk2(lx, N_ARM_SET, @1, $5, $7); $$->name = $3; $$->d = $6;
                                  $$->c = $8; }
  | KW_SLOT IDENT KW_IN expr play_where
                                { $$ = mk2(lx, N_ARM_SLOT, @1, $4, $5); $$->name = $2; }
  | KW_SLOT IDENT KW_IN expr play_where block
                                { $$ = mk2(lx, N_ARM_SLOT, @1, $4, $5); $$->name = $2; $$->c = $6; }
  | STRING block                { $$ = mk(lx, N_ARM_LABEL, @1); $$->a = $1; $$->c = $2; }
  | STRING KW_WHEN expr block   { $$ = mk2(lx, N_ARM_LABEL, @1, $1, $3); $$->c = $4; }
  | KW_ELSE STRING block        { $$ = mk(lx, N_ARM_LABEL, @1); $$->a = $2; $$->c = $3; $$->ival = 1; }
  | KW_PLAY KW_SEVERAL IDENT KW_FROM expr play_to play_bound play_where
                                { $$ = mk2(lx, N_ARM_PLAY, @1, $5, $8); $$->name = $3; $$->d = $6;
                                  $$->ival2 = 1; $$->e = $7; }
  | KW_PLAY KW_SEVERAL IDENT KW_FROM expr play_to play_bound play_where block
                                { $$ = mk2(lx, N_ARM_PLAY, @1, $5, $8); $$->name = $3; $$->d = $6;
                                  $$->ival2 = 1; $$->e = $7; $$->c = $9; }
  ;

move_to:
    expr                        { $$ = $1; }
  | KW_BOTTOM KW_OF expr        { $$ = mk(lx, N_BOTTOM, @$); $$->a = $3; }
  ;

race_arms:
    race_arm                    { $$ = list_add(list_none(), $1); }
  | error                       { $$ = list_none(); }
  | race_arms race_arm          { $$ = list_add($1, $2); }
  | race_arms error             { $$ = $1; }
  ;

race_arm:
    KW_FIRST IDENT block        { $$ = mk(lx, N_RACE_ARM, @1); $$->ival = 'f'; $$->name = $2; $$->c = $3; }
  | KW_EACH IDENT block         { $$ = mk(lx, N_RACE_ARM, @1); $$->ival = 'e'; $$->name = $2; $$->c = $3; }
  | KW_NONE block               { $$ = mk(lx, N_RACE_ARM, @1); $$->ival = 'n'; $$->c = $2; }
  ;

play_to:
    %empty                      { $$ = NULL; }
  | KW_TO expr                  { $$ = $2; }
  ;

play_where:
    %empty                      { $$ = NULL; }
  | KW_WHERE expr               { $$ = $2; }
  ;

play_bound:
    %empty                      { $$ = NULL; }
  | KW_UP KW_TO expr            { $$ = $3; }
  ;

/* ---- expressions ---- */

expr:
    expr "??" expr              { $$ = mkbin(lx, @$, '?', $1, $3); }
  | expr KW_OR expr             { $$ = mkbin(lx, @$, 'o', $1, $3); }
  | expr KW_AND expr            { $$ = mkbin(lx, @$, 'a', $1, $3); }
  | KW_NOT expr                 { $$ = mk(lx, N_UNARY, @$); $$->op = '!'; $$->a = $2; }
  | expr "==" expr              { $$ = mkbin(lx, @$, '=', $1, $3); }
  | expr "!=" expr              { $$ = mkbin(lx, @$, '!', $1, $3); }
  | expr '<' expr               { $$ = mkbin(lx, @$, '<', $1, $3); }
  | expr "<=" expr              { $$ = mkbin(lx, @$, 'l', $1, $3); }
  | expr '>' expr               { $$ = mkbin(lx, @$, '>', $1, $3); }
  | expr ">=" expr              { $$ = mkbin(lx, @$, 'g', $1, $3); }
  | expr KW_IN '[' exprs ']'    { $$ = mk2(lx, N_IN, @$, $1, $4.head); }
  | expr '+' expr               { $$ = mkbin(lx, @$, '+', $1, $3); }
  | expr '-' expr               { $$ = mkbin(lx, @$, '-', $1, $3); }
  | expr '*' expr               { $$ = mkbin(lx, @$, '*', $1, $3); }
  | expr '/' expr               { $$ = mkbin(lx, @$, '/', $1, $3); }
  | expr '%' expr               { $$ = mkbin(lx, @$, '%', $1, $3); }
  | '-' expr %prec UMINUS       { $$ = mk(lx, N_UNARY, @$); $$->op = '-'; $$->a = $2; }
  | KW_ANY IDENT KW_IN ofx KW_WHERE expr %prec SHORTER
                                { $$ = mk2(lx, N_QUANT, @$, $4, $6); $$->op = 'e'; $$->name = $2; }
  | KW_EVERY IDENT KW_IN ofx KW_WHERE expr %prec SHORTER
                                { $$ = mk2(lx, N_QUANT, @$, $4, $6); $$->op = 'a'; $$->name = $2; }
  | KW_CHOOSE KW_SUIT %prec SHORTER
                                { $$ = mk(lx, N_CHOOSE_SUIT, @$); }
  | KW_CHOOSE KW_SUIT KW_BY ofx { $$ = mk(lx, N_CHOOSE_SUIT, @$); $$->a = $4; }
  | ofx
  ;

/* `hand of p`: the right side of `of` is a postfix expression */
ofx:
    IDENT KW_OF ofx             { $$ = mk(lx, N_OF, @$); $$->name = $1; $$->a = $3; }
  | postfix
  ;

postfix:
    primary
  | postfix '.' IDENT           { $$ = mk(lx, N_FIELD, @$); $$->a = $1; $$->name = $3; }
  | postfix '.' KW_SUIT         { $$ = mk(lx, N_FIELD, @$); $$->a = $1; $$->name = "suit"; }
  | postfix '.' KW_POINTS       { $$ = mk(lx, N_FIELD, @$); $$->a = $1; $$->name = "points"; }
  ;

primary:
    INT                         { $$ = mk(lx, N_INT, @1); $$->ival = $1; }
  | STRING                      { $$ = $1; }
  | IDENT                       { $$ = mkname(lx, @1, $1); }
  | KW_TRUE                     { $$ = mk(lx, N_TRUE, @1); }
  | KW_FALSE                    { $$ = mk(lx, N_FALSE, @1); }
  | KW_NONE                     { $$ = mk(lx, N_NONE, @1); }
  | KW_PLAYERS                  { $$ = mkname(lx, @1, "players"); }
  | KW_OTHERS                   { $$ = mkname(lx, @1, "others"); }
  | IDENT '(' args ')'          { $$ = mk(lx, N_CALL, @$); $$->name = $1; $$->a = $3.head; }
  | KW_TOP '(' args ')'         { $$ = mk(lx, N_CALL, @$); $$->name = "top"; $$->a = $3.head; }
  | KW_HIGHEST '(' args ')'     { $$ = mk(lx, N_CALL, @$); $$->name = "highest"; $$->a = $3.head; }
  | KW_LOWEST '(' args ')'      { $$ = mk(lx, N_CALL, @$); $$->name = "lowest"; $$->a = $3.head; }
  | KW_AFTER '(' args ')'       { $$ = mk(lx, N_CALL, @$); $$->name = "after"; $$->a = $3.head; }
  | KW_POINTS '(' args ')'      { $$ = mk(lx, N_CALL, @$); $$->name = "points"; $$->a = $3.head; }
  | '(' expr ')'                { $$ = $2; }
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

static void hyerror(HYLTYPE *at, struct lexer *lx, const char *msg)
{
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
    YYSYMBOL_KW_NONE, YYSYMBOL_KW_PLAYERS, YYSYMBOL_KW_OTHERS, YYSYMBOL_KW_TOP,
    YYSYMBOL_KW_POINTS, YYSYMBOL_KW_CHOOSE, YYSYMBOL_KW_NOT, YYSYMBOL_KW_ANY,
    YYSYMBOL_KW_EVERY, YYSYMBOL_KW_AFTER, YYSYMBOL_KW_HIGHEST, YYSYMBOL_KW_LOWEST,
    YYTRANSLATE('-'), YYTRANSLATE('('),
  };
  static const yysymbol_kind_t expr_marks[] = { YYSYMBOL_INT, YYSYMBOL_KW_NOT };
  static const yysymbol_kind_t stmt_start[] = {
    YYSYMBOL_IDENT, YYSYMBOL_KW_IF, YYSYMBOL_KW_WHILE, YYSYMBOL_KW_REPEAT, YYSYMBOL_KW_FOR,
    YYSYMBOL_KW_RETURN, YYSYMBOL_KW_SHUFFLE, YYSYMBOL_KW_DEAL, YYSYMBOL_KW_FLIP,
    YYSYMBOL_KW_MOVE, YYSYMBOL_KW_DRAW, YYSYMBOL_KW_PLAY, YYSYMBOL_KW_SKIP,
    YYSYMBOL_KW_REVERSE, YYSYMBOL_KW_AGAIN, YYSYMBOL_KW_BREAK, YYSYMBOL_KW_WIN, YYSYMBOL_KW_SAY,
    YYSYMBOL_KW_CHOOSE, YYSYMBOL_KW_RACE, YYSYMBOL_KW_ANNOUNCE, YYSYMBOL_KW_LET,
    YYSYMBOL_KW_LUA,
    YYSYMBOL_KW_OUT, YYSYMBOL_KW_ELIMINATE, YYSYMBOL_KW_END, YYSYMBOL_KW_SEAT, YYSYMBOL_KW_SHOW,
    YYSYMBOL_KW_TURN, YYSYMBOL_KW_CHALLENGE,
    YYSYMBOL_KW_SIMULTANEOUSLY,
    YYSYMBOL_KW_REPLACE,
  };
  static const yysymbol_kind_t stmt_marks[] = { YYSYMBOL_KW_SHUFFLE, YYSYMBOL_KW_ANNOUNCE };
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

/* A syntax error: what was expected, before what was found; a comparison
 * after a comparison is named as the chain it is. */
static int yyreport_syntax_error(const yypcontext_t *ctx, struct lexer *lx)
{
  yysymbol_kind_t exp[MAXEXP];
  int n = yypcontext_expected_tokens(ctx, exp, MAXEXP);
  yysymbol_kind_t tok = yypcontext_token(ctx);
  loc at = *yypcontext_location(ctx);
  char found[96], msg[512];
  wanted w = { 0, 0, 0, 0 };
  describe_found(lx, tok, found, sizeof found);
  n = collapse_groups(exp, n < 0 ? 0 : n, &w);
  int np = expected_phrases(exp, n, &w, msg, sizeof msg);
  if (w.oper && is_comparison(tok))
    diag_error(lx->d, at, "comparisons cannot be chained; write 'a < b and b < c'");
  else if (np == 0 || np > 5)
    diag_error(lx->d, at, "unexpected %s", found);
  else if (tok == YYSYMBOL_YYEOF && !lx->in_hole)
    diag_error(lx->d, at, "expected %s before the end of the file", msg);
  else
    diag_error(lx->d, at, "expected %s before %s", msg, found);
  return 0;
}

node *parse_hole(struct lexer *outer, const char *text, size_t len, int line, int col)
{
  const char *copy = ast_strdup(outer->ar, text, len);
  struct lexer sub;
  lexer_init(&sub, outer->ar, outer->d, outer->file, copy, line, col, START_EXPR);
  sub.in_hole = 1;
  int errors = outer->d->errors;
  if (hyparse(&sub) != 0 || outer->d->errors > errors)
    return NULL;
  return sub.result;
}

node *parse_script(ast_arena *ar, diag *d, const char *path, const char *text)
{
  struct lexer lx;
  const char *file = ast_strdup(ar, path ? path : "<input>", strlen(path ? path : "<input>"));
  lexer_init(&lx, ar, d, file, text ? text : "", 1, 1, START_SCRIPT);
  int errors = d->errors;
  if (hyparse(&lx) != 0 && d->errors == errors) {
    loc at = { file, 0, 0, 0 };
    diag_error(d, at, "could not parse the script");
  }
  return lx.result;
}
