/* hoyle.h: the public interface of libhoyle, the Hoyle rules language.
 *
 * A script is loaded once (read with its imports, checked, compiled into an
 * immutable module) and can then play any number of games: whole (hoyle_play,
 * hoyle_sim) or a decision at a time (hoyle_game_*).  The hoyle command is
 * built on this header alone; so can a test, a fuzzer or a program that
 * embeds Hoyle.  The library reads no terminal: the seats a person plays
 * are asked through the setup's agent, or left to the caller of
 * hoyle_game_run.  Errors are written to the FILE given, in the form
 * hoyle(1) documents, and reported by the statuses below.  The library
 * keeps no state of its own: threads may load scripts and play games side
 * by side, each game used by one thread at a time.  Memory exhausted stops
 * the process with a message (no function returns for it).  See hoyle(3).
 */
#ifndef HOYLE_H
#define HOYLE_H

#include <stdint.h>
#include <stdio.h>

#define HOYLE_MAX_PLAYERS 8
#define HOYLE_MAX_TURNS 5000   /* default turn cap of one deal */
#define HOYLE_WINDOW_MS 1500   /* default time a race stays open */
#define HOYLE_REACTION_MS 600  /* default mean reaction time of a bot */
#define HOYLE_MAX_OPTIONS 128  /* options of one decision */

/* What the functions return; the errors are exit statuses, after
 * sysexits(3). */
enum hoyle_status {
  HOYLE_OK = 0,
  HOYLE_QUIT = 1,        /* a person left the game */
  HOYLE_DECIDE = 2,      /* hoyle_game_run: a seat the caller plays must decide */
  HOYLE_EUSAGE = 64,     /* bad command line or option value */
  HOYLE_ESCRIPT = 65,    /* the script has errors */
  HOYLE_ENOINPUT = 66,   /* a file cannot be read */
  HOYLE_ERUNTIME = 70    /* a rule failed while running */
};

typedef struct hoyle_script hoyle_script;
typedef struct hoyle_game hoyle_game;

/* A race a person is in: the bots that act and when, fastest first. */
typedef struct hoyle_race {
  const char *act;                    /* what acting does: "slap" */
  int window_ms;                      /* how long the race stays open */
  int nbots;
  int seats[HOYLE_MAX_PLAYERS];       /* from 1 */
  int times_ms[HOYLE_MAX_PLAYERS];
} hoyle_race;

/* A decision as the seat deciding sees it.  The strings belong to the game
 * and last until it moves on. */
typedef struct hoyle_view {
  int seat;                           /* from 1 */
  const char *table;                  /* the table as the seat sees it, lines of text */
  const char *marks;                  /* one character for each line of table: '-' not a
                                         zone's, 'z' a zone's, 'i' an internal zone's (the
                                         script's bookkeeping: not shown at a table), 's' a
                                         zone's the script marks shown (show it always) */
  int nopts;
  const char *labels[HOYLE_MAX_OPTIONS];  /* "play 8H", "hearts", "P3"... */
  int is_race;                        /* a race: options act now (0) or let it pass (1) */
  hoyle_race race;                    /* when is_race */
  int card_no, card_max;              /* a `play several` after its first card: it asks
                                         for card card_no (from 2) of at most card_max
                                         (0: no bound), and its last option is "stop";
                                         card_no 0: not such a choice */
} hoyle_view;

/* What a search bot (ismcts) weighed in the last move it searched: one row
 * for each option it had, and how many worlds it sampled.  Counts only: no
 * card the reader does not know is in it (a label names such a card
 * "??"), and the worlds are counted, never shown. */
typedef struct hoyle_explain {
  int seat;                  /* the bot's seat, from 1 */
  int turn;                  /* the game's turn then (hoyle(1) --log's "turn") */
  int taken;                 /* the option it took, from 0: the most visited */
  int iterations;            /* iterations run: each sampled a world (the cards the bot
                                did not know dealt at random) and played it out */
  int unknown;               /* how many cards the bot did not know */
  int weighed;               /* worlds weighed by the other seats' choices, drawn from
                                (ismcts:infer); 0: each world dealt afresh */
  int nopts;
  int visits[HOYLE_MAX_OPTIONS];   /* iterations that began with each option; they sum
                                      to iterations */
  double value[HOYLE_MAX_OPTIONS]; /* their mean result for the bot, from 0 (lost) to 1
                                      (won); -1: none (an option the same move as an
                                      earlier one, such as a twin card of two packs) */
  double lo[HOYLE_MAX_OPTIONS], hi[HOYLE_MAX_OPTIONS];  /* value's 95% interval: Wilson's
                                      score interval of the mean over visits, which holds
                                      for results between 0 and 1 (their variance is at
                                      most p(1 - p)); 0 and 1 when value is -1 */
  char labels[HOYLE_MAX_OPTIONS][64];  /* the options as the reader may read them */
} hoyle_explain;

#define HOYLE_RACE_PASS (-1)   /* hoyle_agent.race: the window closed, no act */
#define HOYLE_RACE_QUIT (-2)   /* hoyle_agent.race: the person left */

/* How the library asks the caller about the seats a person plays (agent
 * "human").  choose returns the option taken (from 0) or -1 to leave the
 * game; race returns the milliseconds the person took to act after the
 * race opened, HOYLE_RACE_PASS or HOYLE_RACE_QUIT.  A function left NULL
 * makes hoyle_game_run stop with HOYLE_DECIDE instead. */
typedef struct hoyle_agent {
  int (*choose)(void *ctx, const hoyle_view *v);
  int (*race)(void *ctx, const hoyle_view *v);
  void *ctx;
} hoyle_agent;

/* How games are played.  Zero values mean the defaults. */
typedef struct hoyle_setup {
  const char *prog;            /* heads error messages: "hoyle run"; NULL: "hoyle" */
  int players;                 /* 0: the script's default */
  uint64_t seed;
  int max_turns;               /* a deal's turn cap; 0: HOYLE_MAX_TURNS */
  const char *agents;          /* "random,first,human" by seat; the last repeats */
  int human_seat;              /* seat (from 1) played by a person, or 0 */
  hoyle_agent agent;           /* asks the person; zero: hoyle_game_run stops */
  const char *const *options;  /* "name=value", as -D gives them */
  int noptions;
  FILE *log;                   /* the transcript, or NULL for none */
  int log_json;                /* JSON lines instead of text */
  int view;                    /* seat (from 1) the transcript is written for; 0: all */
  FILE *seat_logs[HOYLE_MAX_PLAYERS + 1];  /* more transcripts, as log_json says: [p] as
                                  seat p sees the game (view p), [0] as an onlooker at
                                  no seat does (hoyle_game_table's seat 0); NULL: none */
  int window_ms;               /* how long a race stays open; 0: HOYLE_WINDOW_MS */
  int reaction_ms;             /* the bots' mean reaction time; 0: HOYLE_REACTION_MS */
  int ask_forced;              /* ask a person also when a choice has one option */
  int every_person_races;      /* each seat a person plays races, asked in turn in seat
                                  order (hoyle serve); 0: only the first (one keyboard) */
  int max_steps;               /* steps between two decisions; 0: 10,000,000 */
  int max_deals;               /* deals in a match; 0: 1,000 */
  int max_game_steps;          /* steps of a whole game; 0: 100,000,000 */
  int max_output;              /* lines of a game's transcript; 0: 2,000,000 */
  int rotate;                  /* hoyle_sim_each: deal each seed once per rotation of
                                  the agents through the seats (duplicate play) */
} hoyle_setup;

/* What hoyle_sim counts: wins counts each seat placed first in a game
 * that is not a draw (so a game with one loser is a win for each other
 * seat). */
typedef struct hoyle_stats {
  long games, wins[HOYLE_MAX_PLAYERS], draws, capped, turns, turns_max;
  int players;
  double seconds;
} hoyle_stats;

/* "hoyle 0.1.0 (Lua 5.4)": this library and the Lua it runs hooks with. */
const char *hoyle_version(void);
/* Writes s as a JSON string, quoted: control characters escaped and each
 * byte that is not UTF-8 as \ufffd, so that a strict JSON reader takes it. */
void hoyle_json_string(const char *s, FILE *out);

/* Loads, checks and compiles the script at path.  Returns HOYLE_OK and sets
 * *out, or HOYLE_ESCRIPT / HOYLE_ENOINPUT after reporting to err. */
int hoyle_load(const char *path, FILE *err, hoyle_script **out);
void hoyle_free(hoyle_script *s);
/* Prints the bytecode with the source lines it came from. */
void hoyle_disasm(hoyle_script *s, FILE *out);

/* Plays one game to its end.  Returns HOYLE_OK, HOYLE_QUIT, HOYLE_EUSAGE
 * (a setup that does not fit the script, or a person with no agent to
 * ask) or HOYLE_ERUNTIME. */
int hoyle_play(hoyle_script *s, const hoyle_setup *setup, FILE *err);
/* Plays n games, seeds seed, seed+1, ..., on the calling thread, as
 * hoyle_sim_each plays them, and counts them in *st.  Stops at the first
 * game that fails, telling its error to err (HOYLE_ERUNTIME); seats played
 * by a person are refused (HOYLE_EUSAGE). */
int hoyle_sim(hoyle_script *s, const hoyle_setup *setup, long n, hoyle_stats *st, FILE *err);

/* One game of hoyle_sim_each: how it ended and how long it took. */
typedef struct hoyle_record {
  uint64_t seed;
  int players;
  int teams;                    /* the number of teams (seat p plays in team p % teams,
                                   from 0), or 0: no teams */
  int winner;                   /* seat (from 1), or 0: a draw, capped or failed */
  int first;                    /* the seat (from 1) that decided first, or 0 */
  int mover;                    /* the seat (from 1) of the game's first choice, even
                                   one with one option open: the first to move; or 0 */
  int rotation;                 /* setup.rotate: the agent -a gives seat p sat at seat
                                   p + rotation (round the table); else 0 */
  uint64_t deal;                /* a hash of the cards' places at the first choice,
                                   before any agent acted: equal for equal deals */
  int capped;                   /* stopped by the turn cap */
  int failed;                   /* stopped by a run-time error, told in error */
  long turns, deals;
  int scored;                   /* the script keeps a score: scores are the last */
  long scores[HOYLE_MAX_PLAYERS];
  int places[HOYLE_MAX_PLAYERS];  /* each seat's place, 1 the best, tied seats sharing
                                   one (all 1: a draw); all 0 when capped or failed */
  char error[240];              /* failed: "file:line:col: run-time error: ..." */
  int stood;                    /* the script has fn standing(p) and the game a
                                   winner: the next three are set */
  int lead_changes;             /* times the lead passed from one seat to another */
  int behind_at_half;           /* the winner did not lead alone after half the turns */
  int clear_permille;           /* thousandths of the turns played before the
                                   winner led alone to the end */
  const long *counts;           /* what the rules did: one count per counter of
                                   hoyle_counters; valid during each() */
  int ncounts;
} hoyle_record;

/* A counter of what the rules did, as hoyle_counters lists them: a rule
 * (setup, turn, when ...) ran; a decision was met, and of those how many
 * were forced (one option open) and how many options were open in all;
 * an arm of a choose was taken; a branch of an if (or its else) was taken. */
enum hoyle_counter_kind {
  HOYLE_COUNT_RULE, HOYLE_COUNT_DECISION, HOYLE_COUNT_FORCED, HOYLE_COUNT_OPTIONS,
  HOYLE_COUNT_ARM, HOYLE_COUNT_BRANCH
};
typedef struct hoyle_counter {
  int kind;
  int decision;                 /* FORCED, OPTIONS, ARM: its decision's counter */
  char where[96];               /* "file:line:col" */
  char text[80];                /* the script's line there, trimmed */
} hoyle_counter;

/* The counters of s, in the order of hoyle_record.counts: fills out[0..max)
 * and returns how many there are. */
int hoyle_counters(hoyle_script *s, hoyle_counter *out, int max);

/* Plays n games, seeds seed, seed+1, ..., on `jobs` threads (0: one for
 * each processor); with setup->rotate, each seed once per rotation of the
 * agents (n times the players games, a seed's rotations in order), and
 * hands each game's record to each(ctx, r) on the
 * calling thread in the order of the seeds, so that what each() sees does
 * not depend on jobs; each() returning nonzero stops the run.  A game that
 * fails at run time is recorded and the run goes on.  Seats played by a
 * person are refused (HOYLE_EUSAGE).  Returns HOYLE_OK, HOYLE_EUSAGE, or
 * HOYLE_QUIT when each() stopped it. */
int hoyle_sim_each(hoyle_script *s, const hoyle_setup *setup, long n, int jobs,
                   int (*each)(void *ctx, const hoyle_record *r), void *ctx, FILE *err);

/* ---- a game a decision at a time ---- */

/* Makes a game of s with the setup (its log, if any, is written as the game
 * runs).  Returns HOYLE_OK and sets *out, or HOYLE_EUSAGE after reporting
 * to err. */
int hoyle_game_new(hoyle_script *s, const hoyle_setup *setup, FILE *err, hoyle_game **out);
/* Runs the game until a seat the caller plays must decide (HOYLE_DECIDE)
 * or it ends (HOYLE_OK); bots decide on their own, and people through the
 * setup's agent.  Or HOYLE_QUIT, or HOYLE_ERUNTIME (reported to err). */
int hoyle_game_run(hoyle_game *g, FILE *err);
/* What the last hoyle_game_run returned; -1 before the first. */
int hoyle_game_status(const hoyle_game *g);
/* The seat (from 1) that must decide, or 0 when none must. */
int hoyle_game_who(const hoyle_game *g);
/* Fills *v with the decision as that seat sees it; 0, or -1 when no seat
 * must decide. */
int hoyle_game_view(const hoyle_game *g, hoyle_view *v);
/* Writes the view as one JSON object and a newline: {"seat":1,"table":
 * "...","race":false,"options":["play 8H",...]}; 0, or -1 as above. */
int hoyle_game_view_json(const hoyle_game *g, FILE *out);
/* The question the decision asks, as a person would be asked it: "P1,
 * play a card", "P1, name a suit", "P2, draw from the stock or take JC",
 * "P3, slap?"; written into buf (n bytes, cut short if need be), made only
 * when called.  0, or -1 as above. */
int hoyle_game_question(const hoyle_game *g, char *buf, size_t n);
/* Takes option i (from 0) of the decision; 0, or -1 when i is out of
 * range or no seat must decide.  hoyle_game_run goes on from there. */
int hoyle_game_answer(hoyle_game *g, int i);
/* Answers a race the caller's seat is in with the person's time: acted ms
 * milliseconds after the race opened, or HOYLE_RACE_PASS (a time past the
 * window passes too).  With every_person_races, hoyle_game_run then asks
 * the next person in the race, if any, before the race is decided.  hoyle_game_answer's option 0 is acting at 0 ms, 1
 * passing.  0, or -1 when no race awaits the caller. */
int hoyle_game_race(hoyle_game *g, int ms);
/* What the search bot that moved last by searching weighed in that move
 * (hoyle play's key w), as seat `seat` (from 1; 0: one who knows every
 * card) may read it: its options labelled as that seat sees them now.
 * Kept as counts by each search of a game made here (never by hoyle_sim),
 * written out only when asked: out NULL only says whether there is a move
 * to explain.  0, or -1 when no search bot has moved yet in this game or
 * there is no such seat. */
int hoyle_game_explain(const hoyle_game *g, int seat, hoyle_explain *out);
/* The same as one JSON object and a newline: {"seat":2,"turn":5,"taken":0,
 * "iterations":800,"unknown":21,"weighed":0,"options":[{"label":"play 8H",
 * "visits":412,"value":0.61,"lo":0.56,"hi":0.66},...]} (value null for none);
 * 0, or -1. */
int hoyle_game_explain_json(const hoyle_game *g, int seat, FILE *out);
/* The winner's seat (from 1), or 0: a draw, a game stopped by the turn
 * cap, or a game not over. */
int hoyle_game_winner(const hoyle_game *g);
/* At the end of a game (not stopped by the turn cap): fills places[0..
 * players-1] with each seat's place, 1 the best, tied seats sharing one
 * (a seat that lost alone is last, the others 1), and returns the number
 * of players; 0 for a game not over. */
int hoyle_game_places(const hoyle_game *g, int *places);
/* The table as seat (from 1) sees it now, as hoyle_view's table: at the
 * end of a game, the scores and hands left.  Seat 0: as an onlooker at no
 * seat sees it, who knows only the cards every seat knows.  The text belongs to g and
 * lasts until the next call; NULL for a seat not in the game. */
const char *hoyle_game_table(hoyle_game *g, int seat);
/* The marks of the lines of the table hoyle_game_table gave last, as
 * hoyle_view's marks; the text belongs to g as the table does. */
const char *hoyle_game_marks(const hoyle_game *g);
/* A game with a score rule fills scores[0..players-1] (room for
 * HOYLE_MAX_PLAYERS) with each seat's score, sets *rule to -1 when the
 * lowest wins, +1 when the highest does, and returns the number of
 * players; a game without one sets *rule to 0 and returns 0. */
int hoyle_game_scores(const hoyle_game *g, int *scores, int *rule);
/* A copy that plays on independently from the same point (the state is
 * one flat block). */
hoyle_game *hoyle_game_copy(const hoyle_game *g);
void hoyle_game_free(hoyle_game *g);
/* How many iterations an ismcts bot may search (-a ismcts:iterations=N) to
 * answer a decision of g's game in about ms milliseconds on this machine
 * as busy as it is now, from 1 to most: timed on a copy of g played at
 * random to its next choice (early in a deal, where play-outs are long).
 * A budget of iterations, unlike ms, replays the same game from the same
 * seed. */
int hoyle_game_search_budget(const hoyle_game *g, int ms, int most);

/* Prints the script's options, each as "-D name=default" and its
 * description on the next line; returns how many there are. */
int hoyle_options(const hoyle_script *s, FILE *out);
/* A key that sorts cards as the script orders them: by suit, then by the
 * strength of the rank (an Ace high or low as the script says); -1 when
 * name ("10H", "QS", "JK") names no card. */
int hoyle_card_key(const hoyle_script *s, const char *name);
/* The name of the suit of the card `name` names ("hearts"; "red" in a deck
 * of the script's own), with *code_len set to the characters of the suit's
 * code at the end of name; NULL when the card has no suit or name names no
 * card. */
const char *hoyle_card_suit(const hoyle_script *s, const char *name, int *code_len);
/* Writes each kind of card of the script's deck once, a line each in pack
 * order: its name, a space and its suit's name ("none" for a joker or
 * another card of no suit); returns how many lines. */
int hoyle_deck_cards(const hoyle_script *s, FILE *out);

/* Runs one scenario file; prints "ok PATH" or "FAIL PATH: why" to out.
 * Returns 0 if it passed, 1 if it failed, HOYLE_ENOINPUT if it or its
 * script cannot be read, HOYLE_ESCRIPT if its script has errors. */
int hoyle_test(const char *path, FILE *out);
/* As hoyle_test, and writes to trace (unless it is NULL) each line of the
 * scenario as it acts, between the lines of the onlooker's transcript of
 * the game: hoyle test -v. */
int hoyle_test_trace(const char *path, FILE *out, FILE *trace);

#endif
