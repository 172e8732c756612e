/* ast.h: the syntax tree the parser builds and the checker annotates.
 *
 * Every node carries its source location.  Nodes are allocated from one
 * arena per script (ast_new), so a whole tree is freed at once.  Lists
 * (arguments, statements, declarations) are singly linked through `next`.
 */
#ifndef HOYLE_AST_H
#define HOYLE_AST_H

#include <stddef.h>
#include "core/types.h"


typedef enum node_kind {
  /* expressions */
  N_INT,        /* ival */
  N_STR,        /* str (already unescaped); parts = interpolated exprs, see N_FMT */
  N_FMT,        /* "text {e} text": a = list of N_STR and expression parts */
  N_NAME,       /* name */
  N_TRUE, N_FALSE, N_NONE,
  N_FIELD,      /* a.name             (c.rank, c.suit, c.points) */
  N_OF,         /* name of a          (hand of p, score of p) */
  N_CALL,       /* name(a, ...)       args in a (list) */
  N_UNARY,      /* op a               op: '-' or '!' (not) */
  N_BINARY,     /* a op b             op: see binop below */
  N_IN,         /* a in [b...]        b = list */
  N_CHOOSE_SUIT,/* choose suit [by a] */
  N_QUANT,      /* any|every name in a where b   op: 'e' any, 'a' every */
  /* statements */
  N_BLOCK,      /* { a... } */
  N_LET,        /* let name = a        a local variable until the end of the block */
  N_ASSIGN,     /* target a (N_NAME or N_OF) op b; op '=' or '+' or '-' */
  N_IF,         /* if a b [else c] */
  N_WHILE,      /* while a b */
  N_REPEAT,     /* repeat a b */
  N_BREAK,      /* break: leave the innermost while, repeat or for */
  N_FOR,        /* for name in a b    a: players | others */
  N_RETURN,     /* return [a] */
  N_SHUFFLE,    /* shuffle a */
  N_DEAL,       /* deal a to each name [from b] */
  N_FLIP,       /* flip a to b        top card of a, onto b, face up */
  N_MOVE,       /* move a to b        a: card expr or N_TOPOF/N_ALLOF/N_ALLBUTTOP */
  N_TOPOF,      /* top of a */
  N_ALLOF,      /* all of a (written: move a to b with a a zone); ival2 1: turned over */
  N_ALLBUTTOP,  /* all but top of a; ival2 1: turned over */
  N_BOTTOM,     /* bottom of a         (a move's destination: under the zone's cards) */
  N_DRAW,       /* draw a [from c] [to d] [by b] */
  N_PLAY,       /* play a [to b] */
  N_SKIP,       /* skip [a] */
  N_REVERSE,    /* reverse */
  N_AGAIN,      /* again               the current player takes another turn */
  N_WIN,        /* win a */
  N_REPLACE,    /* replace a with b [to c]   b takes a's place in a's zone; a goes to c */
  N_LAST_ROUND, /* end deal after others   the deal ends once every other player has had a turn */
  N_SAY,        /* say a (a string or format) */
  N_EXPR_STMT,  /* a (a call) */
  N_CHOOSE,     /* choose [by a] { arms in b } */
  N_ARM_PLAY,   /* play name from a [to d] [where b] [c = body]      (an arm)
                   play several ...: ival2 1, e = the bound after `up to` or NULL */
  N_ARM_SET,    /* play set name from a [to d] [where b] [c = body]  (an arm) */
  N_ARM_LABEL,  /* "label" a=string/fmt [when b] c = body      (an arm)
                   else "label" c = body: ival 1, offered only if nothing else is */
  N_ARM_SLOT,   /* slot name in a [where b] [c = body]        (an arm: one option per position) */
  N_RACE,       /* race name among a b */
  N_WINDOW,     /* race "label" (c) among a { arms in b }: a race each may join or not */
  N_RACE_ARM,   /* first name c | each name c | none c   ival 'f' | 'e' | 'n' (an arm) */
  N_ANNOUNCE,   /* announce a=string when b [caught by others: ival=1] c = penalty */
  N_LUA_CALL,   /* lua.name(args in a)  a call of a Lua hook, for its effect */
  N_CHALLENGE,  /* challenge name among a b [else c]: the first of a to challenge runs b */
  N_TURN_TO,    /* turn to a           the next turn goes to a */
  N_OUT,        /* out a (ival 0: for this deal) | eliminate a (ival 1: for the game) */
  N_END,        /* end deal (ival 0) | end game (ival 1) */
  N_SEAT,       /* seat a after b */
  N_SHOW,       /* show a [to b]       b knows card a; everyone without b
                   show all of z [to b]: a = N_ALLOF, every card of z */
  N_SIMULTANEOUSLY, /* simultaneously for ...: a = the N_FOR, whose body starts with an N_VEIL */
  N_VEIL,       /* (made by the parser) everyone but player a stops learning cards */
  /* declarations */
  N_GAME,       /* game "name" { items in a } */
  N_PLAYERS,    /* players ival..ival2 [default ival3] */
  N_DECK,       /* deck standard  a = list of N_DECK_ITEM */
  N_DECK_ITEM,  /* name=packs|jokers: a = expr ; name=order: a=list ; name=points: a = list of N_POINT */
  N_POINT,      /* rank a = value b ; a == NULL means "others" */
  N_DEALS,      /* deals a | deals until end game (a NULL) */
  N_SCORE_RULE, /* lowest|highest name wins: ival -1 | +1, name = per-player var */
  N_OPTION,     /* option name = a "description" (str) */
  N_ZONE,       /* zone name : ival flags (ZONE_*) */
  N_VAR,        /* var name [: each player] = a      ival = 1 for each player */
  N_FN,         /* fn name(params) = a  |  fn name(params) body b ; params: list of N_NAME in c */
  N_SETUP,      /* setup a */
  N_TURN,       /* turn a */
  N_WHEN_PLAYED,/* when played name a */
  N_WHEN_EMPTY, /* when a is empty b ; a = N_NAME zone or N_OF (zone of name) */
  N_WHEN_DEAL_ENDS, /* when deal ends a */
  N_IMPORT,     /* import "name" (str) */
  N_LUA         /* lua "file" (str) | lua [[text]]: str the text, ival 1, ival2 its first line */
} node_kind;

/* Binary operators; single characters where they have one. */
enum binop {
  OP_OR_ = 'o', OP_AND_ = 'a', OP_EQ_ = '=', OP_NE_ = '!', OP_LT_ = '<',
  OP_LE_ = 'l', OP_GT_ = '>', OP_GE_ = 'g', OP_ADD_ = '+', OP_SUB_ = '-',
  OP_MUL_ = '*', OP_DIV_ = '/', OP_MOD_ = '%', OP_COALESCE_ = '?'
};

typedef struct node node;
struct node {
  node_kind kind;
  loc where;
  node *a, *b, *c, *d;
  node *e;             /* a fifth part: the bound of `play several` */
  node *next;          /* next in a list */
  const char *name;    /* identifier (interned in the arena) */
  const char *str;     /* string literal text */
  long ival, ival2, ival3;
  int op;
  /* filled in by the checker */
  type ty;
  int sym_kind;        /* see check.h */
  int sym;             /* slot, zone, function or constant index */
};

typedef struct ast_arena ast_arena;
ast_arena *ast_arena_new(void);
void ast_arena_free(ast_arena *ar);
node *ast_new(ast_arena *ar, node_kind k, loc where);
const char *ast_strdup(ast_arena *ar, const char *s, size_t n);
node *ast_append(node *list, node *item);   /* returns list head */

#endif
