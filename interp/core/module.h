/* module.h: a compiled script.  Immutable once built, so one module can be
 * shared by many games and threads.  Declared by the checker, built by
 * the compiler, run by the VM. */
#ifndef HOYLE_MODULE_H
#define HOYLE_MODULE_H

#include <stdint.h>
#include "hoyle.h"
#include "core/value.h"
#include "core/limits.h"
#include "core/types.h"
#include "core/deck.h"

/* A build with CPPFLAGS=-DHOYLE_COUNTING=0 counts no rule, branch or
 * decision (hoyle sim's rows are 0): bench/tally-cost.sh measures what
 * counting costs against it. */
#ifndef HOYLE_COUNTING
#define HOYLE_COUNTING 1
#endif

typedef struct zone_info {
  const char *name;
  int flags;                  /* ZONE_* from types.h */
  int base;                   /* first zone slot */
  loc where;
  /* A zone of a family made during play (zone meld : ..., many n) is one of
   * n zones declared in a row, named "meld 1" ... "meld n": family is the
   * family's name, first its first zone's index; NULL and 0 otherwise.  A
   * family's zone kept per team has a slot a team (nteams), not a seat. */
  const char *family;
  int first, many;
} zone_info;

/* A zone slot as a place in a row of a family made during play (made.h):
 * the family's zones of one owner, their slots `step` apart from the
 * row's first, `row`; fam is the family's first zone's index + 1, 0 for a
 * slot of no family. */
typedef struct made_slot { uint8_t fam, at, row, step; } made_slot;

typedef struct global_info {
  const char *name;
  type ty;
  int slot;
  int each;                   /* one per player (or per team: team) */
  int team;                   /* one per team, kept in the slot of its first seat */
  int is_option;
  type item;                  /* a list (ty T_LIST): its items' type */
  const char *desc;           /* options only */
  value dflt;                 /* options only: the default */
  loc where;
} global_info;

/* The global slots one value of gi takes: a list's LIST_MAX + 1, else 1.
 * Seat p's of a variable each player has is kept from gi->slot + p times
 * that (p the team's first seat, for one each team has). */
static inline int global_stride(const global_info *gi)
{
  return gi->ty == T_LIST ? LIST_MAX + 1 : 1;
}

/* A mark every card has, false or true (var seen : each card = false):
 * MARK_SLOTS global slots from `slot` hold a bit per card (game.h:
 * game_marked); desc makes it shown, as a variable's. */
typedef struct mark_info {
  const char *name, *desc;
  int slot;
  loc where;
} mark_info;

typedef struct fn_info {
  const char *name;
  int arity, nlocals, entry;   /* entry: -1 for a library function never called */
  int changes;                 /* it may change the game (moves a card, sets a variable) */
  type ret;
  loc where;
} fn_info;

/* A function of the script's Lua hooks (hooks.h), as the checker sees it. */
typedef struct hook_info {
  const char *name;
  int nparams, vararg, line;
} hook_info;

/* A card: its rank and suit (NO_SUIT: none). */
typedef struct card { uint8_t rank, suit; } card;

typedef struct module {
  const char *title, *path;
  int min_players, max_players, default_players;
  int nteams;                 /* teams n: seat p plays in team p % n; 0: no teams */
  int score_rule;             /* -1 lowest wins, +1 highest wins, 0 none */
  int score_slot;             /* global slot of the scoring variable */
  int8_t rank_order[NRANKS];  /* strength of each rank, higher beats lower; 0: not in the deck */
  uint32_t deck_ranks;        /* a bit per rank (1 << r) that each pack holds in every suit */
  uint32_t deck_without[MAX_SUITS]; /* a bit per rank whose card of that suit packs leave out */
  int8_t rank_steps[4][NRANKS]; /* [down + 2 * wrap][r]: the rank a step from r, or -1
                                 * (module_rank_steps fills it from rank_order) */
  int8_t rank_at[NRANKS];     /* the rank at each place of the deck's order, lowest
                                 first, as `for r in ranks` walks them (module_rank_steps) */
  deck_info deck;             /* the names, codes and counts of suits and ranks */
  int pack_size;              /* the cards of one pack ... */
  card pack[MAX_CARDS];       /* ... and the first MAX_CARDS of them, in pack order
                                 (module_rank_steps fills both; game_build_deck copies) */
  int score_team;             /* the scoring variable is one per team */
  int8_t points[NRANKS];
  zone_info zones[MAX_ZONES]; int nzones, nzone_slots;
  global_info globals[MAX_GLOBALS]; int nglobals, nglobal_slots;
  mark_info marks[MAX_MARKS]; int nmarks;
  fn_info fns[MAX_FNS]; int nfns;
  int deck_zone, play_zone, stock_zone, hand_zone;  /* zone indices or -1 */
  int played_fn;              /* function index or -1 */
  int standing_fn;            /* fn standing(p): how players stand, or -1 */
  int order_fn;               /* deck 'order by f': f(c), a card's strength now, or -1 */
  int empty_fn[MAX_ZONES];    /* per zone index: handler function or -1 */
  uint8_t shown_to[MAX_ZONES];  /* per slot: the seats (bits) that learn a card put there */
  uint8_t slot_zone[MAX_ZONES]; /* per slot: the index of its zone */
  made_slot made[MAX_ZONES];    /* per slot: its place in a family's row, if any */
  int main_entry, deal_end_pc;
  int nbranches;              /* branches of if counted by TALLY (hoyle sim) */
  uint8_t *code; int ncode, code_cap;
  loc *locs;                  /* source location of each code byte */
  value *consts; int nconsts, consts_cap;
  const char **strs; int nstrs, strs_cap;
  char *made_names;           /* the names of the zones of families, "meld 1" ... */
  /* The Lua hooks: the file (or the script, for inline text), the text as
   * Lua compiles it, and its functions; lua_text is NULL when there are none. */
  const char *lua_file, *lua_text; size_t lua_len;
  hook_info hooks[MAX_HOOKS]; int nhooks;
} module;

void module_free(module *m);
/* Fills rank_steps and rank_at from rank_order and deck_ranks, and the
 * pack from the deck. */
void module_rank_steps(module *m);
/* The variable of m named `name`, or NULL. */
const global_info *module_global(const module *m, const char *name);
/* How many players m takes, as a message says it: "4" or "2 to 7"; into
 * buf (of n bytes), which it returns. */
const char *module_players_text(const module *m, char *buf, size_t n);

#endif
