/* ast.h: the syntax tree the parser builds and the checker annotates.
 *
 * Every node carries its kind, its source location and `next` (lists of
 * arguments, statements and declarations are linked through it); the rest
 * is one member of a union, named after the kind (n->if_.cond, n->move.to).
 * Members marked "checker" are filled in by check.c and read by compile.c:
 * the static type of an expression (ty), what a name stands for (a symbol)
 * and the local slots a construct keeps hidden values in (temps: the first
 * of a run of slots).  Nodes are allocated from one arena per script
 * (ast_new), so a whole tree is freed at once.
 */
#ifndef HOYLE_AST_H
#define HOYLE_AST_H

#include <stddef.h>
#include "core/types.h"

typedef enum node_kind {
  /* expressions */
  N_INT, N_STR, N_FMT, N_NAME, N_TRUE, N_FALSE, N_NONE, N_FIELD, N_OF, N_CALL,
  N_UNARY, N_BINARY, N_IN, N_QUANT, N_CARDSET,
  /* statements */
  N_BLOCK, N_LET, N_ASSIGN, N_IF, N_WHILE, N_REPEAT, N_BREAK, N_FOR, N_RETURN,
  N_DEAL, N_MOVE,
  N_TOPOF, N_ALLOF, N_ALLBUTTOP, N_ALLWHERE, /* the cards a move takes from a zone */
  N_BOTTOM, N_DRAW, N_PLAY, N_SKIP, N_REVERSE, N_AGAIN, N_WIN, N_REPLACE,
  N_LAST_ROUND, N_SAY, N_EXPR_STMT, N_CHOOSE,
  N_ARM_PLAY, N_ARM_SET, N_ARM_LABEL, N_ARM_SLOT, N_ARM_PICK,  /* the arms of a choose */
  N_RACE, N_WINDOW, N_RACE_ARM, N_ANNOUNCE, N_LUA_CALL, N_CHALLENGE, N_TURN_TO,
  N_OUT, N_END, N_SEAT, N_SHOW, N_SIMULTANEOUSLY, N_VEIL,
  /* declarations */
  N_GAME, N_PLAYERS, N_DECK, N_DECK_ITEM, N_POINT, N_DEALS, N_SCORE_RULE,
  N_OPTION, N_ZONE, N_VAR, N_FN,
  N_SETUP, N_TURN, N_WHEN_PLAYED, N_WHEN_EMPTY, N_WHEN_DEAL_ENDS,  /* the rules */
  N_IMPORT, N_LUA
} node_kind;

/* Binary operators; single characters where they have one. */
enum binop {
  OP_OR_ = 'o', OP_AND_ = 'a', OP_EQ_ = '=', OP_NE_ = '!', OP_LT_ = '<',
  OP_LE_ = 'l', OP_GT_ = '>', OP_GE_ = 'g', OP_ADD_ = '+', OP_SUB_ = '-',
  OP_MUL_ = '*', OP_DIV_ = '/', OP_MOD_ = '%', OP_COALESCE_ = '?'
};

/* What the checker found a name to stand for; index is the local slot or
 * the index of the global, zone, function, builtin (check/builtins.h) or
 * constant (a suit, or a rank's number). */
enum sym_kind {
  SYM_NONE, SYM_LOCAL, SYM_GLOBAL, SYM_PLAYER_VAR, SYM_ZONE, SYM_FN,
  SYM_CONST, SYM_CURRENT, SYM_NEXT, SYM_DEALER, SYM_PLAYERS, SYM_WINNER, SYM_BUILTIN,
  SYM_CARD,                /* a card written as a name (QS), compared: index its face */
  SYM_MARK,                /* `seen of c`: a mark on the card, index the mark */
  SYM_LIST_REF             /* a parameter given a list: the local holds the list's
                              reference (run/lists.c), index the local */
};
typedef struct symbol { enum sym_kind kind; int index; } symbol;

/* The field of c.rank, c.suit, c.points (a card) and s.rank, s.size (a set). */
enum field_kind { FIELD_RANK, FIELD_SUIT, FIELD_POINTS, FIELD_SIZE };

/* The players a for, race, window or challenge goes over: `players`, or
 * `others` (from the next player on). */
typedef struct among { struct node *set; int others /* checker */; } among;

/* What a for loop or a quantifier runs over, or a pick arm chooses among:
 * players (or others), the cards of a zone, ranks, suits, numbers from a to
 * b, or the teams (each by its first seat). */
enum for_over { FOR_PLAYERS, FOR_CARDS, FOR_RANKS, FOR_SUITS, FOR_NUMBERS, FOR_TEAMS,
                FOR_LIST /* a pick arm's list of values, [a, b, c] */,
                FOR_ZONES /* the zones of a family that hold cards */,
                FOR_LISTVAR /* the items of a list variable */ };

typedef struct node node;
struct node {
  node_kind kind;
  loc where;
  node *next;          /* next in a list */
  type ty;             /* checker: the type of an expression */
  int depth;           /* checker: the most values computing it holds at once */
  union {
    /* ---- expressions ---- */
    struct { long value; int rank; } num;    /* N_INT; rank: the rank it names (checker) */
    struct { const char *text; } str;                    /* N_STR, already unescaped */
    struct { node *parts; } fmt;       /* N_FMT "text {e} text": N_STR and expression parts */
    struct { const char *id; symbol sym /* checker */; } name;  /* N_NAME */
    struct {                           /* N_FIELD of.id */
      node *of;
      const char *id;
      enum field_kind which;           /* checker */
    } field;
    struct {                           /* N_OF: id of who (hand of p) */
      const char *id;
      node *who;
      symbol sym;                      /* checker */
    } of;
    struct {                           /* N_CALL id(args) */
      const char *id;
      node *args;
      symbol sym;                      /* checker: SYM_FN or SYM_BUILTIN */
    } call;
    struct { int op; node *operand; } unary;             /* N_UNARY: op '-' or '!' (not) */
    struct { int op; node *lhs, *rhs; } binary;          /* N_BINARY: op an enum binop */
    struct {                           /* N_IN: what in [list] | what in zone */
      node *what, *list, *zone;
      int temps;                       /* checker: 2C in zone, the three slots of its walk */
    } in;
    struct {                           /* N_QUANT: any|every id in zone where cond;
                                          N_ALLWHERE: a move's all id in zone where cond;
                                          N_CARDSET: id in zone where cond (counted);
                                          zone may be players, others or teams */
      int every;
      const char *id;
      node *zone, *cond;
      int temps, card;                 /* checker: two slots walk the zone; card is id's */
      enum for_over over;              /* checker: FOR_CARDS, FOR_PLAYERS or FOR_TEAMS */
      int others;                      /* checker: over others, from the next player */
      int left;                        /* checker (N_ALLWHERE): the cards still to look at */
    } quant;
    /* ---- statements ---- */
    struct { node *stmts; } block;                       /* N_BLOCK { stmts } */
    struct { const char *id; node *value; int slot /* checker */;
             node *item; /* let l : list of card: its items' type, a name; else NULL */
    } let;                                                   /* N_LET */
    struct {                           /* N_ASSIGN target op value */
      node *target;                    /* N_NAME or N_OF */
      int op;                          /* '=', '+' or '-' */
      node *value;
    } assign;
    struct { node *cond, *then, *els; } if_;             /* N_IF: els a block, an N_IF or NULL */
    struct { node *cond, *body; } while_;                /* N_WHILE */
    struct { node *count, *body; int temps; } repeat;    /* N_REPEAT; checker: temps */
    struct {                           /* N_FOR id in among [.. bound] [where cond] body */
      const char *id;
      among among;                     /* players, others, a zone, ranks or suits, or the
                                          lowest number when bound (the highest) is set */
      node *bound, *cond, *body;
      enum for_over over;                                /* checker */
      int temps, slot;                                   /* checker */
      int reads, still;  /* checker: what it runs over and its condition only read;
                            its body moves no card (check.c note_move) */
    } for_;
    struct { node *value; } ret;                         /* N_RETURN [value] */
    struct {                           /* N_DEAL count to each id [from from] */
      node *count;                     /* NULL: deal all (the whole source) */
      const char *id;
      node *from;
      int zone;                        /* checker: the zone of id */
    } deal;
    struct {                           /* N_MOVE what [turned over] to to */
      node *what;                      /* a card, N_TOPOF, N_BOTTOM (the bottom card), N_ALLOF,
                                          N_ALLBUTTOP or N_ALLWHERE */
      node *to;                        /* a zone or N_BOTTOM */
      int turned;                      /* all (but top) of ... turned over */
    } move;
    struct { node *zone; long keep; } cards;  /* N_TOPOF, N_ALLOF, N_ALLBUTTOP (all but top
                                                 keep of zone) */
    struct { node *zone; } bottom;     /* N_BOTTOM: under the zone's cards (a move's place),
                                          or its bottom card (what a move takes) */
    struct {                           /* N_DRAW count [from from] [to to] [by by], or
                                          draw id [places] body [else els]: one card,
                                          named id in body; els if none was drawn */
      node *count, *by, *from, *to;
      node *body, *els;
      int temps, slot;                 /* checker: four slots; slot is id's */
    } draw;
    struct { node *card, *to; } play;  /* N_PLAY card [to to] */
    struct { node *count; } skip;      /* N_SKIP [count] */
    struct { node *who; } win;         /* N_WIN */
    struct { node *card, *with, *to; } replace;  /* N_REPLACE card with with [to to]: with
                                                    takes card's place; card goes to to */
    struct { node *text; } say;        /* N_SAY: a string or format */
    struct { node *call; } expr_stmt;  /* N_EXPR_STMT: a call for its effect */
    struct {                           /* N_CHOOSE [by by] { arms } */
      node *by, *arms;
      int narms, temps;                /* checker */
    } choose;
    struct {               /* an arm of a choose:
                              N_ARM_PLAY  play [several] id from from [to to] [up to bound]
                                          [where cond] [body]
                              N_ARM_SET   play set id from from [to to] [where cond] [body]
                              N_ARM_SLOT  slot id in from [where cond] [body]
                              N_ARM_PICK  id among from [.. bound] [where cond] [as label]
                                          [body]; from an N_IN with no `what` for
                                          id among [a, b, c]
                              N_ARM_LABEL [else] label [when cond] body */
      const char *id;
      node *from, *to, *cond, *body;
      node *label;                     /* a string or format; a play or pick
                                          arm's `as` words */
      int several;                     /* play several ... */
      node *bound;                     /* the bound after `up to`, or NULL */
      node *least, *whole;             /* play several's `at least n` and its rule
                                          over the whole set, `so that cond`, or NULL */
      int otherwise;                   /* else "label": offered only if nothing else is */
      int slot, temps;                 /* checker: id's local; four more for play several */
      enum for_over over;              /* checker: what a pick arm chooses among */
    } arm;
    struct {                           /* N_RACE id among among body */
      const char *id;
      among among;
      node *body;
      int slot;                        /* checker */
    } race;
    struct {                           /* N_WINDOW: race label among among { arms }, a race
                                          each may join or not */
      node *label;
      among among;
      node *arms;                      /* N_RACE_ARM */
      int temps;                       /* checker */
    } window;
    struct {                           /* N_RACE_ARM: first id body | each id body | none body */
      int which;                       /* 'f', 'e' or 'n' */
      const char *id;
      node *body;
      int slot;                        /* checker */
    } race_arm;
    struct {                           /* N_ANNOUNCE text when when [caught by others] penalty */
      node *text, *when;
      int caught;
      node *penalty;
      int temps;                       /* checker */
    } announce;
    struct { const char *id; node *args; } lua_call;   /* N_LUA_CALL lua.id(args) */
    struct {                           /* N_CHALLENGE id among among body [else els]: the
                                          first to challenge runs body */
      const char *id;
      among among;
      node *body, *els;
      int temps, slot;                 /* checker */
    } challenge;
    struct { node *who; } turn_to;     /* N_TURN_TO: the next turn goes to who */
    struct { node *who; int for_game; } out;   /* N_OUT: out who | eliminate who (for_game) */
    struct { int game; } end;          /* N_END: end deal | end game */
    struct { node *who, *after; } seat;  /* N_SEAT who after after */
    struct {                           /* N_SHOW card [to to]: to knows card, or everyone;
                                          card N_ALLOF for show all of z, N_ALLWHERE for
                                          show all c in z where cond */
      node *card, *to;
      int temps;                       /* checker: for all of z */
    } show;
    struct { node *loop; } simultaneously;  /* N_SIMULTANEOUSLY for ...: loop an N_FOR whose
                                               body starts with an N_VEIL */
    struct { node *who; } veil;        /* N_VEIL (made by the parser): everyone but who stops
                                          learning cards */
    /* ---- declarations ---- */
    struct { const char *title; node *items; } game;  /* N_GAME "title" { items } */
    struct { long min, max, dflt, teams; } players;  /* N_PLAYERS min..max [default dflt]
                                                        [teams n] (0: none) */
    struct { node *items, *words; } deck;  /* N_DECK standard items (N_DECK_ITEM), or a
                                              custom deck's words (N_NAME, N_INT) */
    struct {                           /* N_DECK_ITEM: packs value | jokers value |
                                          order list (ranks) | order by value (a name) |
                                          points list (N_POINT) | without list (cards) */
      const char *id;
      node *value, *list;
    } deck_item;
    struct { node *rank, *value; } point;  /* N_POINT rank = value (N_INT); rank NULL: others */
    struct { node *count; } deals;     /* N_DEALS count | deals until end game (NULL) */
    struct { const char *id; int dir; } score_rule;  /* N_SCORE_RULE: lowest (-1) | highest
                                                        (+1) id wins */
    struct {                           /* N_OPTION id = value "desc" |
                                          N_VAR id [: each player] = value ["desc"] */
      const char *id;
      node *value;
      const char *desc;
      int each;                        /* 1: each player; 2: each team; 3: each card;
                                          4: a list, value the name of its items' type;
                                          5, 6: a list each player, each team has */
      int index;                       /* checker: the global, or -1 */
    } var;
    struct {                           /* N_ZONE id : flags (ZONE_*) */
      const char *id;
      int flags;
      int index;                       /* checker: the zone, or -1 */
    } zone;
    struct {                           /* N_FN id(params) = expr | fn id(params) body */
      const char *id;
      node *params;                    /* N_NAME */
      node *expr, *body;
      int index;                       /* checker: the function */
    } fn;
    struct {                           /* N_SETUP, N_TURN, N_WHEN_PLAYED param,
                                          N_WHEN_EMPTY zone, N_WHEN_DEAL_ENDS: body */
      node *body;
      const char *param;               /* when played: the card's name */
      node *zone;                      /* when empty: N_NAME, or N_OF (zone of player) */
      int fn;                          /* checker: the function it becomes */
    } rule;
    struct {                           /* N_IMPORT "path" [with name, name = name ...] */
      const char *path;
      node *with;                      /* N_NAME n: the script's own n takes the place of the
                                          library's; N_ASSIGN n = m: the library's n is the
                                          script's m */
    } import;
    struct {                           /* N_LUA "file" | lua [[text]] */
      const char *source;              /* the file name, or the text */
      int is_text, first_line;         /* inline text, and the script line it starts on */
    } lua;
  };
};

typedef struct ast_arena ast_arena;
ast_arena *ast_arena_new(void);
void ast_arena_free(ast_arena *ar);
node *ast_new(ast_arena *ar, node_kind k, loc where);
const char *ast_strdup(ast_arena *ar, const char *s, size_t n);
node *ast_append(node *list, node *item);   /* returns list head */

#endif
