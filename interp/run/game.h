/* game.h: the state of one game, one contiguous block with no pointers into
 * itself.  Cards, zones, variables, turn order, the random generator and the
 * VM's stack and program counter all live here, so copying a game (for a
 * search bot, a replay or an undo) is a plain memcpy.  game_* functions set
 * a game up; zone.h moves cards. */
#ifndef HOYLE_GAME_H
#define HOYLE_GAME_H

#include <stdint.h>
#include "hoyle.h"
#include "core/module.h"
#include "core/rng.h"


/* A call: where to go back to, where its locals start, and whether its
 * result is dropped (rules the VM runs on an event return nothing); 8
 * bytes, so that a call finds its frame by a shift and stores it at once. */
typedef struct frame { int32_t ret_pc; int16_t base; uint8_t drop; } frame;
_Static_assert(sizeof(frame) == 8, "a frame is one word");

/* A set of cards of one rank (sets.h), as a value: the zone slot it was
 * offered from, its rank and its size packed into one number. */
static inline value set_value(int slot, int rank, int size)
{
  return mkval(V_SET, slot | rank << 8 | size << 16);
}
static inline int set_slot(value s) { return s.v & 0xff; }
static inline int set_rank(value s) { return (s.v >> 8) & 0xff; }
static inline int set_size(value s) { return s.v >> 16; }

/* An option: its arm, and its label: a string made at run time (text, an
 * offset in the decision's text; when nparts is set, there lie the nparts
 * values the label is made of, written only when read), a string of the
 * script's (str), or, when
 * both are -1, made from its value ("play 8H" for a card); text is
 * OPT_BY_VALUE for a value labelled by itself (a pick arm's "8H");
 * words: the label (text) is an arm's `as` words: a play arm's, told by
 * its play (WORDS_PLAY), or a pick arm's, told as the choice (WORDS_PICK). */
typedef struct game_option { int16_t arm, text, str; int8_t words; uint8_t nparts; value v; } game_option;
#define OPT_BY_VALUE (-2)
#define OPT_UNWRITTEN (-3)   /* made at run time but not written: g->unlabelled */
enum { WORDS_PLAY = 1, WORDS_PICK = 2 };

typedef struct decision {
  int16_t who;                 /* the seat that decides */
  int16_t nopts, chosen_arm;
  int16_t taken;               /* 1 + the option vm_choose took, not yet reported; 0: none */
  int16_t chosen;              /* the option taken last */
  int16_t acted, label;        /* a race (who -1): how many acted before; the
                                  action's string, or -1 for a race all join */
  int16_t card_no, card_max;   /* a `play several` asking for its card card_no
                                  (from 2) of at most card_max (0: no bound),
                                  its last option "stop"; card_no 0: not one */
  int16_t passed;              /* a play arm passed over a card that fits (first_card):
                                  the choice is asked, of one option or not */
  int16_t room;                /* card options (OPTCARD) offered before the game
                                  stops (GS_PAUSED), the decision sure to be asked
                                  but its other options not made: OPTIONS_MAX
                                  (never), or fewer for a look ahead (lookahead.c) */
  game_option opts[OPTIONS_MAX];
  char text[OPTIONS_MAX * 24]; /* labels of the labelled options */
  int16_t text_len;
} decision;

typedef enum game_status {
  GS_RUNNING, GS_DECISION, GS_OVER, GS_ERROR,
  GS_PAUSED       /* stopped where g->pause asked; set it running to go on */
} game_status;

/* Where a run stops early, for a scenario (g->pause bits): before the turn
 * passes on or the deal's end rule runs; before a deal begins. */
enum { PAUSE_TURN = 1, PAUSE_DEAL = 2 };

struct game;
struct vm_events;

/* The way out to the script's Lua hooks: the session installs one (made by
 * lua/hooks.c), so the run-time knows nothing of Lua.  call runs hook
 * `name` (a string of the module) with the nargs values on top of g's
 * stack, which it pops; it marks left[slot] for each zone slot the hook
 * took cards from, and a failure stops g with an error at `at`.  number
 * runs hook fn with seat p's number for its argument and gives back the
 * number it returns in *out: 0, or -1 when it failed or returned none (a
 * search's outlook(p), hoyle-lua(3)). */
typedef struct game_hooks {
  void (*call)(void *ctx, struct game *g, const struct vm_events *ev, int name, int nargs,
               int at, uint8_t *left);
  int (*number)(void *ctx, struct game *g, const char *fn, int p, double *out);
  void *ctx;
} game_hooks;

typedef struct game {
  const module *mod;           /* shared, immutable; not part of the state proper */
  const game_hooks *hooks;     /* the session's Lua hooks, or NULL; not state either */
  rng rng;
  uint8_t status, nplayers, current, dealer, capped, reversed;
  uint8_t unlabelled;          /* options made at run time get no label: a
                                  search's world, which nobody reads */
  int8_t dir;                  /* +1 or -1 */
  int8_t winner;               /* seat, or -1: the game's winner */
  int8_t deal_winner;          /* seat, or -1: the last deal's winner */
  int8_t deal_loser;           /* seat, or -1: the last deal's loser (lose(p)) */
  uint8_t ranked[MAX_PLAYERS]; /* at the end, each seat's place, 1 the best (ties share) */
  uint8_t gone[MAX_PLAYERS];   /* 1 + how many were eliminated before the seat; 0: in */
  uint8_t stood;               /* stand[] holds fn standing(p) of each seat */
  int32_t stand[MAX_PLAYERS];  /* the last values of fn standing(p) */
  uint8_t again, skips;
  uint8_t turn_to;             /* 1 + the seat the next turn goes to; 0: the seat after */
  uint8_t order[MAX_PLAYERS];  /* the seats in order of play round the table */
  uint8_t place[MAX_PLAYERS];  /* each seat's place in that order */
  uint8_t out, eliminated;     /* a bit per seat: sitting out this deal; out of the game */
  uint8_t finished[MAX_PLAYERS], nfinished;   /* the seats put out this deal, in order */
  uint8_t dealer_set;          /* the script named the next deal's dealer */
  uint8_t ending, game_ended;  /* the deal's end rule is running; no more deals */
  uint8_t last_round;          /* a last round is under way ... */
  uint16_t last_turns;         /* ... and these seats (bits) have yet to play in it */
  int32_t turns, deal_turns;    /* turns begun in the game, in this deal */
  int32_t max_turns, deal_no, ndeals;   /* max_turns: the cap on one deal */
  int32_t max_steps, max_deals;  /* the bounds of limits.h, as a caller set them */
  int64_t max_game_steps;      /* and the steps of the whole game */
  int64_t game_steps;          /* steps the game has run (vm.c) */
  uint16_t ncards;
  card cards[MAX_CARDS];
  uint8_t where[MAX_CARDS];    /* the zone slot each card is in */
  uint8_t known[MAX_CARDS];    /* a bit per seat: the seats that know each card */
  uint8_t count[MAX_ZONES];
  uint64_t made[MAX_ZONES];    /* per row of a family (module's made[], by its first
                                  slot): a bit per place, the zones holding cards */
  uint8_t zone[MAX_ZONES][MAX_CARDS];   /* bottom first, top last */
  uint8_t ranks[MAX_ZONES][NRANKS];     /* how many cards of each rank each slot holds
                                           (count(c in z where c.rank == r) at once) */
  card stacked[MAX_CARDS]; uint16_t nstacked;  /* scenario's deck top, first card first */
  uint16_t stack_missed;       /* 1 + the index in stacked of the first card the shuffled
                                  deck did not hold, or 0 */
  value globals[MAX_GLOBALS];
  value stack[STACK_MAX]; int16_t sp;
  frame frames[FRAMES_MAX]; int16_t fp;
  int32_t pc;
  decision dec;
  uint8_t veil;                /* a bit per seat kept from learning cards: 'simultaneously' */
  uint8_t ask_one;             /* a bit per seat: a choice of one option is still asked */
  uint8_t first_card;          /* a bit per seat: each play arm of its choices offers
                                  only the first card that fits, unlabelled (a look
                                  ahead's world, where seats reply cheaply), but for a
                                  later card of a play several (decide.h) */
  uint8_t pause;               /* PAUSE_* bits: where vm_run stops with GS_PAUSED */
  int16_t text_top;            /* bytes of `text` in use (run/names.c) */
  char error[200]; int32_t error_pc;
  uint32_t calls[MAX_FNS];     /* times each function and rule was entered (hoyle sim) */
  uint32_t taken[MAX_BRANCHES];  /* times each branch of an if was taken (hoyle sim) */
  char text[TEXT_HEAP];        /* the texts made at run time still in use (run/names.c) */
} game;

/* Whether card c bears the mark whose bits start at global slot `slot`
 * (module.marks): kept among the globals, so copied with them, and
 * cleared when a deal gathers the cards. */
static inline int game_marked(const game *g, int slot, int c)
{
  return ((uint32_t)g->globals[slot + c / 32].v >> (c % 32)) & 1;
}

/* Card c bears the mark from global slot `slot` (on) or not. */
static inline void game_set_mark(game *g, int slot, int c, int on)
{
  value *w = &g->globals[slot + c / 32];
  uint32_t bit = 1u << (c % 32);
  *w = mkval(V_INT, (int32_t)(on ? (uint32_t)w->v | bit : (uint32_t)w->v & ~bit));
}

/* The deck zone's slot (the deck is one shared zone). */
static inline int game_deck_slot(const game *g) { return g->mod->zones[g->mod->deck_zone].base; }

/* After slot's count changed (zone.h calls it only when the count came to
 * or left 0): its bit in the mask of its family's row (made.h), when it
 * is a zone of a family made during play. */
static inline void game_note_made(game *g, int slot)
{
  made_slot s = g->mod->made[slot];
  if (s.fam) {
    uint64_t bit = (uint64_t)1 << s.at;
    g->made[s.row] = g->count[slot] ? g->made[s.row] | bit : g->made[s.row] & ~bit;
  }
}

/* The first seat of seat p's team (its number less one), where the team's
 * zones and variables are kept; p itself in a game without teams. */
static inline int game_team_seat(const game *g, int p)
{
  return g->mod->nteams ? p % g->mod->nteams : p;
}

/* Seat p's score under the score rule: its team's, if the score is kept per team. */
static inline int32_t game_score(const game *g, int p)
{
  return g->globals[g->mod->score_slot + (g->mod->score_team ? game_team_seat(g, p) : p)].v;
}

/* Whether a seat is in play: neither sitting out this deal nor out of the game. */
static inline int game_in_play(const game *g, int seat)
{
  return !(((g->out | g->eliminated) >> seat) & 1);
}

/* The seat `steps` places after `seat` in the direction of play, round the
 * table's seating, passing over seats not in play (and `seat` itself is
 * returned when no other seat is in play).  Steps past a round of the
 * table are taken modulo the seats in play, which come round again. */
static inline int game_next_seat(const game *g, int seat, int steps)
{
  int n = g->nplayers, i = g->place[seat], in_play = 0;
  if (steps == 1 && !(g->out | g->eliminated)) {   /* every turn's case: the next seat */
    i += g->dir;
    return g->order[i < 0 ? n - 1 : i == n ? 0 : i];
  }
  for (int p = 0; steps > n && p < n; p++)
    in_play += game_in_play(g, p);
  if (steps > n)
    steps = in_play ? (steps - 1) % in_play + 1 : n;
  int tries = n * (steps > 0 ? steps : 0);
  while (steps > 0 && tries-- > 0) {
    i += g->dir;
    i = i < 0 ? n - 1 : i == n ? 0 : i;
    if (game_in_play(g, g->order[i]))
      steps--;
  }
  return steps > 0 ? seat : g->order[i];
}

/* game.c */
void game_init(game *g, const module *m, int players, uint64_t seed);
void game_build_deck(game *g, int packs, int jokers);
void game_gather(game *g);
void game_gather_deal(game *g);
/* Copies the state of src into dst, but only the part in use (cheaper than
 * a memcpy of the block, which is mostly unused zone). */
void game_copy(game *dst, const game *src);
int game_remaining(const game *g);                  /* seats in play */
void game_seat_after(game *g, int p, int q);        /* p moves to sit right after q */
/* Stops the game with an error at code offset `at`. */
void game_fail(game *g, int at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
