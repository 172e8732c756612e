/* table.h: one table of `hoyle serve`: a game of the script run through
 * hoyle.h's stepping API, its seats (people, each with a secret key, and
 * bots), the moves the people send checked and taken, each game kept as a
 * record and a full transcript, and what each seat or an onlooker is shown
 * written as JSON (see table.c). */
#ifndef HOYLE_TABLE_H
#define HOYLE_TABLE_H

#include <pthread.h>
#include <stdio.h>
#include "cli/record.h"
#include "hoyle.h"

#define TABLE_KEY 16   /* hex digits of a seat's key */
#define TABLE_LOG_LINES 40   /* the lines of its transcript a seat is sent: the latest */
#define TABLE_LOG_WIDTH 160

/* The latest lines of the transcript as one seat (or an onlooker) sees it. */
typedef struct seat_log {
  FILE *f;                      /* the library writes here (hoyle_setup.seat_logs) */
  char lines[TABLE_LOG_LINES][TABLE_LOG_WIDTH];
  long n;                       /* lines written this game; line i is lines[i % TABLE_LOG_LINES] */
  char cur[TABLE_LOG_WIDTH];    /* the line being written */
  size_t len;
} seat_log;

typedef struct table {
  int id;                       /* from 1 */
  hoyle_script *s;              /* the server's, shared by its tables */
  const char *script;           /* its path */
  const char *dir;              /* where records and transcripts go */
  hoyle_setup su;               /* players, options, limits; agents below */
  char agents[512];             /* "human,human,ismcts:iterations=800" */
  const char *bots;             /* the bots' agent */
  int players, people;          /* seats 1..people are people, the others bots */
  char key[HOYLE_MAX_PLAYERS + 1][TABLE_KEY + 1];   /* key[seat]; key[0] unused */
  int connected[HOYLE_MAX_PLAYERS + 1];   /* connections by seat; [0] onlookers */
  hoyle_game *g;
  int game_no;                  /* from 1 */
  long moves;                   /* answers taken this game: a move names the one it answers */
  int status;                   /* the last hoyle_game_run's, -1 while it runs */
  long race_opened_ms;          /* the server's clock when the race being asked opened */
  long race_at;                 /* the moves taken when it opened */
  int race_asked;               /* the person it asks now (from 1), or 0: no race */
  int acted[HOYLE_MAX_PLAYERS + 1];   /* each person's ms into the race, or HOYLE_RACE_PASS,
                                   or -3: not yet */
  record rec;
  FILE *log;                    /* the full transcript of this game */
  seat_log logs[HOYLE_MAX_PLAYERS + 1];   /* [seat]: as it sees the game; [0]: onlookers */
  char error[256];              /* the game failed at run time: why */
  pthread_mutex_t lock;         /* guards ran and ran_status */
  int ran, ran_status;          /* the bots' thread is done, and what the run returned */
} table;

/* What a move from a seat came to. */
enum table_refusal { TABLE_TAKEN = 0, TABLE_NOT_YOURS, TABLE_STALE, TABLE_BAD_OPTION,
                     TABLE_BUSY, TABLE_OVER, TABLE_NOTED };

/* Starts table t's first game: seats 1..people for people, the rest played
 * by bots.  0, or -1 after a message to stderr. */
int table_open(table *t);
/* Starts another game at t with the same seats (a rematch); 0 or -1. */
int table_rematch(table *t);
void table_close(table *t);
/* Runs the bots until a person must decide or the game ends: on a thread of
 * its own when any seat is a bot (the server goes on meanwhile, and
 * wake(ctx) is called when it is done: see table_collect), else at once.  Returns 1 when
 * the run was left to a thread. */
int table_run(table *t, void (*wake)(void *), void *ctx);
/* Whether the bots' thread is done; then its status is the table's. */
int table_collect(table *t);
/* After a run: notes a race opened (at now_ms), writes the record at the
 * end of a game.  Returns 1 when it answered the race for the person it
 * asks, who had acted already: the table is to run again. */
int table_settle(table *t, long now_ms);
/* Seat's move: option i of the decision numbered `at`; in a race, the
 * seat acting (i 0, at now_ms on the server's clock) or letting it pass
 * (i 1), whichever person the game asks first.  TABLE_TAKEN (the table is
 * to run), TABLE_NOTED (a race's move kept until the game asks that
 * person) or why it was refused. */
int table_move(table *t, int seat, long at, int i, long now_ms);
/* The race being asked is past its window: it passes the person it asks
 * by, unless they acted. */
int table_race_pass(table *t);
/* The seat whose key is key, or -1. */
int table_seat_of(const table *t, const char *key);
/* Whether a person must decide now, and who (from 1), or 0. */
int table_turn(const table *t);
/* The race's window in ms when the decision asked is a race, else 0. */
int table_race_window(const table *t);
/* Writes what seat (0: an onlooker) is shown now, as one JSON object. */
void table_state_json(table *t, int seat, FILE *out);
/* Writes the table's entry of GET /status: its seats, who is connected,
 * the turn. */
void table_status_json(const table *t, FILE *out);
const char *table_refusal_text(int why);

#endif
