/* hoyle.h: the public interface of libhoyle, the Hoyle rules language.
 *
 * A script is loaded once (read with its imports, checked, compiled into an
 * immutable module) and can then play any number of games.  The hoyle
 * command is built on this header alone; so can a test, a fuzzer or a
 * program that embeds Hoyle.  Errors are written to the FILE given, in the
 * form hoyle(1) documents, and reported by the statuses below.  Loading
 * and hoyle_test run one at a time; hoyle_play and hoyle_sim calls on one
 * loaded script may run side by side.
 */
#ifndef HOYLE_H
#define HOYLE_H

#include <stdint.h>
#include <stdio.h>

#define HOYLE_VERSION "0.1.0"
#define HOYLE_MAX_PLAYERS 8
#define HOYLE_MAX_TURNS 5000   /* default turn cap of one deal */
#define HOYLE_WINDOW_MS 1500   /* default time a race stays open */
#define HOYLE_REACTION_MS 600  /* default mean reaction time of a bot */

/* Exit statuses, after sysexits(3). */
enum hoyle_status {
  HOYLE_OK = 0,
  HOYLE_QUIT = 1,        /* a person left the game */
  HOYLE_EUSAGE = 64,     /* bad command line or option value */
  HOYLE_ESCRIPT = 65,    /* the script has errors */
  HOYLE_ENOINPUT = 66,   /* a file cannot be read */
  HOYLE_ERUNTIME = 70    /* a rule failed while running */
};

typedef struct hoyle_script hoyle_script;

/* How games are played.  Zero values mean the defaults. */
typedef struct hoyle_setup {
  const char *prog;            /* heads error messages: "hoyle run"; NULL: "hoyle" */
  int players;                 /* 0: the script's default */
  uint64_t seed;
  int max_turns;               /* a deal's turn cap; 0: HOYLE_MAX_TURNS */
  const char *agents;          /* "random,first,human" by seat; the last repeats */
  int human_seat;              /* seat (from 1) played at the terminal, or 0 */
  const char *const *options;  /* "name=value", as -D gives them */
  int noptions;
  FILE *log;                   /* the transcript, or NULL for none */
  int log_json;                /* JSON lines instead of text */
  int view;                    /* seat (from 1) the transcript is written for; 0: all */
  int window_ms;               /* how long a race stays open; 0: HOYLE_WINDOW_MS */
  int reaction_ms;             /* the bots' mean reaction time; 0: HOYLE_REACTION_MS */
} hoyle_setup;

/* What hoyle_sim counts. */
typedef struct hoyle_stats {
  long games, wins[HOYLE_MAX_PLAYERS], draws, capped, turns, turns_max;
  int players;
  double seconds;
} hoyle_stats;

/* "hoyle 0.1.0 (Lua 5.4)": this library and the Lua it runs hooks with. */
const char *hoyle_version(void);

/* Loads, checks and compiles the script at path.  Returns HOYLE_OK and sets
 * *out, or HOYLE_ESCRIPT / HOYLE_ENOINPUT after reporting to err. */
int hoyle_load(const char *path, FILE *err, hoyle_script **out);
void hoyle_free(hoyle_script *s);
/* Prints the bytecode with the source lines it came from. */
void hoyle_disasm(hoyle_script *s, FILE *out);

/* Plays one game to its end.  Returns HOYLE_OK, HOYLE_QUIT, HOYLE_EUSAGE
 * (a setup that does not fit the script) or HOYLE_ERUNTIME. */
int hoyle_play(hoyle_script *s, const hoyle_setup *setup, FILE *err);
/* Plays n games, seeds seed, seed+1, ...; fills *st.  Returns as hoyle_play. */
int hoyle_sim(hoyle_script *s, const hoyle_setup *setup, long n, hoyle_stats *st, FILE *err);

/* Runs one scenario file; prints "ok PATH" or "FAIL PATH: why" to out.
 * Returns 0 if it passed, 1 if it failed, HOYLE_ENOINPUT if it or its
 * script cannot be read, HOYLE_ESCRIPT if its script has errors. */
int hoyle_test(const char *path, FILE *out);

#endif
