/* game.h: the state of one game, one contiguous block with no pointers into
 * itself.  Cards, zones, variables, turn order, the random generator and the
 * VM's stack and program counter all live here, so copying a game (for a
 * search bot, a replay or an undo) is a plain memcpy.  zone_* functions move
 * cards; game_* functions set a game up. */
#ifndef HOYLE_GAME_H
#define HOYLE_GAME_H

#include <stdint.h>
#include "hoyle.h"
#include "core/module.h"
#include "core/rng.h"

#define NO_SUIT 4

typedef struct card { uint8_t rank, suit; } card;      /* rank 0: joker */

/* A call: where to go back to, where its locals start, and whether its
 * result is dropped (rules the VM runs on an event return nothing). */
typedef struct frame { int32_t ret_pc; int16_t base, fn; uint8_t drop; } frame;

/* An option: its arm, its value, and its label if it has one: a string of
 * the module's (str) or text made at run time (an offset in dec.text). */
typedef struct game_option { int16_t arm, text, str; value v; } game_option;

typedef struct decision {
  int16_t who;                 /* the seat that decides */
  int16_t nopts, chosen_arm;
  int16_t taken;               /* 1 + the option vm_choose took, not yet reported; 0: none */
  int16_t acted, label;        /* a race (who -1): how many acted before; the
                                  action's string, or -1 for a race all join */
  game_option opts[OPTIONS_MAX];
  char text[OPTIONS_MAX * 24]; /* labels of the labelled options */
  int16_t text_len;
} decision;

typedef enum game_status {
  GS_RUNNING, GS_DECISION, GS_OVER, GS_ERROR
} game_status;

typedef struct game {
  const module *mod;           /* shared, immutable; not part of the state proper */
  struct hooks *hooks;         /* the session's Lua hooks (hooks.h), or NULL; not state either */
  rng rng;
  uint8_t status, nplayers, current, dealer, capped, reversed;
  int8_t dir;                  /* +1 or -1 */
  int8_t winner;               /* seat, or -1: the game's winner */
  int8_t deal_winner;          /* seat, or -1: the last deal's winner */
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
  uint16_t ncards;
  card cards[MAX_CARDS];
  uint8_t where[MAX_CARDS];    /* the zone slot each card is in */
  uint8_t known[MAX_CARDS];    /* a bit per seat: the seats that know each card */
  uint8_t count[MAX_ZONES];
  uint8_t zone[MAX_ZONES][MAX_CARDS];   /* bottom first, top last */
  card stacked[MAX_CARDS]; uint16_t nstacked;  /* scenario's deck top, first card first */
  value globals[MAX_GLOBALS];
  value stack[STACK_MAX]; int16_t sp;
  frame frames[FRAMES_MAX]; int16_t fp;
  int32_t pc;
  decision dec;
  uint8_t veil;                /* a bit per seat kept from learning cards: 'simultaneously' */
  char text[TEXT_MAX];         /* scratch for strings made at run time */
  char error[200]; int32_t error_pc;
} game;

/* zone.c */
int zone_slot(const module *m, int zone, int player);
void zone_remove(game *g, int c);
int zone_index(const game *g, int c);              /* c's place in its zone, 0 = bottom */
void zone_shuffle(game *g, int slot);
int zone_owner(const module *m, int slot);         /* seat or -1 */
int zone_of_slot(const module *m, int slot);       /* zone index */

/* The smallest moves, inline: they run on every card of every turn. */
static inline int zone_top(const game *g, int slot)   /* card index or -1 */
{
  return g->count[slot] ? g->zone[slot][g->count[slot] - 1] : -1;
}

static inline void zone_push(game *g, int slot, int c)
{
  g->zone[slot][g->count[slot]++] = (uint8_t)c;
  g->where[c] = (uint8_t)slot;
  g->known[c] |= g->mod->shown_to[slot] & (uint8_t)~g->veil;
}

static inline int zone_take_top(game *g, int slot)
{
  return g->count[slot] ? g->zone[slot][--g->count[slot]] : -1;
}

/* Whether a seat is in play: neither sitting out this deal nor out of the game. */
static inline int game_in_play(const game *g, int seat)
{
  return !(((g->out | g->eliminated) >> seat) & 1);
}

/* The seat `steps` places after `seat` in the direction of play, round the
 * table's seating, passing over seats not in play (and `seat` itself is
 * returned when no other seat is in play). */
static inline int game_next_seat(const game *g, int seat, int steps)
{
  int n = g->nplayers, i = g->place[seat], tries = n * (steps > 0 ? steps : 0);
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
int game_remaining(const game *g);                  /* seats in play */
void game_seat_after(game *g, int p, int q);        /* p moves to sit right after q */
int card_parse(const char *s, card *out);          /* "10H", "QS", "JK": 0 ok */
void card_name(card c, char *buf);                  /* buf of 4+ bytes */
const char *suit_name(int s);
void value_str(const game *g, value v, char *buf, int n);

#endif
