/* limits.h: every fixed bound of Hoyle in one place.
 *
 * A game is one flat block (run/game.h), so its sizes are fixed here; the
 * checker and compiler report a script that goes past one as "too many X
 * (limit is N)".  Where a bound decides the width of a type, a static
 * assertion below keeps the two in step.
 */
#ifndef HOYLE_LIMITS_H
#define HOYLE_LIMITS_H

#include <stdint.h>
#include "hoyle.h"

#define MAX_PLAYERS HOYLE_MAX_PLAYERS
#define MAX_ZONES 96          /* zone slots: a per-player zone takes MAX_PLAYERS */
#define MAX_GLOBALS 320       /* global slots: a per-player var takes MAX_PLAYERS, a list
                                 LIST_MAX + 1, a list each player has MAX_PLAYERS times
                                 that (128: the 192 of before beside one) */
#define MAX_FNS 128           /* functions and rules of a script */
#define MAX_BRANCHES 256     /* branches of if counted for hoyle sim (past it, not counted) */
#define MAX_HOOKS 64          /* functions of a script's Lua hooks */
#define MAX_HOOK_ARGS 16      /* arguments of one call of a Lua hook */
#define MAX_IMPORTS 32        /* files a script imports, directly or not */
#define MAX_LOCALS 64         /* locals of one function or rule */
#define MAX_PARAMS 8          /* parameters of one function */
#define MAX_INLINE 8          /* calls compiled in place one inside another (past
                                 it, a call is a call) */
#define MAX_CARDS 224         /* cards in a game */
#define MAX_MARKS 8           /* marks on cards (var x : each card) */
#define MARK_SLOTS ((MAX_CARDS + 31) / 32)   /* global slots a mark takes: a bit per card */
#define LIST_MAX 15           /* items of a list variable (var l : list of rank): it
                                 takes LIST_MAX + 1 global slots, its length first; a
                                 local list as many locals */
#define LIST_DYN 0xffff       /* a list instruction's operand A: the list is the one
                                 whose reference is on top of the stack (run/lists.c) */
#define STACK_MAX 160         /* values on the VM's stack */
#define FRAMES_MAX 40         /* nested calls */
#define FRAME_TEMPS 32        /* values a call may hold on the stack above its locals */
#define MAX_EXPR_DEPTH 28     /* values one expression holds at once: FRAME_TEMPS less
                                 what the statement around it may hold */
#define OPTIONS_MAX HOYLE_MAX_OPTIONS   /* options of one decision */
#define TEXT_MAX 256          /* a string made at run time */
#define TEXT_HEAP 1024        /* the strings made at run time in use at once */
#define LABEL_MAX 64          /* an option's label as a view shows it */
#define VIEW_TEXT 4096        /* the table as a view shows it */
#define VIEW_LINES 256        /* lines of that table that have a mark (hoyle_view.marks) */
#define MAX_SETTINGS 64       /* options set with -D, or by a scenario */
#define SETTING_INT_MAX 1000000   /* a number set with -D: from minus this to this */
/* How deeply one construct may sit inside others: expressions within
 * expressions (an operand, a bracket, an argument) and statements within
 * statements (a block, an if, a loop, an else-if chain) count alike.  The
 * checker reports a script past it before anything walks the tree deeper,
 * so no pass recurses further than this. */
#define MAX_NESTING 256
#define PARSE_STACK 10000     /* symbols on the parser's stack (Bison's YYMAXDEPTH) */
#define FILE_MAX (16u << 20)  /* bytes of a file read: script, import, Lua file, scenario */
/* What a report of a script's errors shows: the first DIAG_ERRORS_SHOWN
 * errors in full, then only their count; of each message at most
 * DIAG_MESSAGE_MAX bytes (a long name or string in it is cut), and of its
 * line a window of DIAG_QUOTE_WIDTH bytes around the column. */
#define DIAG_ERRORS_SHOWN 50
#define DIAG_MESSAGE_MAX 300
#define DIAG_QUOTE_WIDTH 100
#define SCENARIO_STEPS 512    /* stack, choose and expect lines of a scenario */
#define SCENARIO_LINE 512     /* bytes of one line of a scenario, newline included */
#define SCENARIO_FORCED 64    /* forced choices a scenario remembers between two choose lines */
/* Bounds on a game's work, defaults of game.max_steps and game.max_deals,
 * which a caller may change before the game runs (as max_turns).  A step
 * is a jump (a round of a loop), a walk over a zone begun, or a return
 * from a function or rule: run/vm.c counts them. */
#define STEPS_MAX 10000000    /* steps between two decisions */
#define DEALS_MAX 1000        /* deals in a match */
/* And a whole game's work, so that no game runs for minutes (STEPS_MAX is
 * per decision: 3 million steps a turn over 5,000 turns would take 600 s)
 * or writes gigabytes.  The most a game of games/ took with random or
 * greedy bots (hoyle sim: 300 games with random bots, 30 with greedy ones,
 * 8 in Gin Rummy; hoyle run: 20 seeds and 5, 1 in Gin Rummy) is 393,008
 * steps and 165,865 events told to the transcript (2.9 MB), both a match of
 * Gin Rummy between random bots (greedy: 326,932 steps, Gin Rummy; 19,185
 * events, Uno): the bounds are 250 and 12 times that.  An event writes a
 * short line or none (a line said is at most TEXT_MAX), so the events bound
 * the bytes. */
#define GAME_STEPS_MAX 100000000   /* steps of a whole game (game.max_game_steps) */
#define OUTPUT_MAX 2000000    /* lines of a game's transcript (transcript.max_lines) */
/* One call of a Lua hook may run HOOK_STEPS Lua instructions, add
 * HOOK_MEMORY bytes to the sandbox and take HOOK_SECONDS, as the clock says
 * every HOOK_CHECK instructions and before each library function that can
 * work long in C. */
#define HOOK_STEPS 1000000
#define HOOK_MEMORY (8u << 20)
#define HOOK_SECONDS 2
#define HOOK_CHECK 1000
/* What a command line may ask of the bots: an ismcts search's iterations
 * and milliseconds a decision, an exec bot's time to answer and the bytes
 * of its answer line (the newline included). */
#define SEARCH_ITERATIONS_MAX 10000000
#define SEARCH_MS_MAX 3600000
#define EXEC_TIMEOUT_MAX 3600000
#define EXEC_REPLY_MAX 64
/* A deck (core/deck.h): its suits, its ranks (suitless ones counted), the
 * characters of a suit's or rank's code in card names and of its name.  Rank
 * values run from 0 (the standard deck's joker; unused in a custom deck) up. */
#define MAX_SUITS 8
#define MAX_RANKS 24
#define NRANKS (MAX_RANKS + 1)
#define DECK_CODE_MAX 2
#define DECK_NAME_MAX 15

/* A set of seats is a bit per seat in a uint8_t (game.known, out, veil). */
_Static_assert(MAX_PLAYERS <= 8, "seat sets are uint8_t bit sets; a loop packs 4 bits a seat");
/* A zone slot and a card index are each stored in a uint8_t. */
_Static_assert(MAX_ZONES <= 256, "zone slots are stored in uint8_t");
_Static_assert(MAX_CARDS <= 256, "card indices are stored in uint8_t");
/* module.deck_ranks has a bit per rank value. */
_Static_assert(NRANKS <= 32, "deck_ranks is a uint32_t bit set");

#endif
