/* human.h: the people at the terminal, asked by libhoyle (a hoyle_agent)
 * for the seats they play (see human.c). */
#ifndef HOYLE_HUMAN_H
#define HOYLE_HUMAN_H

#include <stdio.h>
#include "hoyle.h"
#include "cli/input.h"
#include "cli/record.h"
#include "cli/screen.h"

#define RECENT_LINES 22
#define RECENT_WIDTH 160

typedef struct human {
  input in;
  FILE *out;
  screen sc;
  const char *script_path;   /* its header comment is the rules ('r') */
  int last_seat;             /* the seat asked last, 0 before the first */
  unsigned seats;            /* the seats asked (bits, seat 1 the lowest) */
  int can_undo;              /* the last answer may be taken back ('u') */
  int others_moved;          /* something besides the person's move was told since */
  record *rec;               /* the answers given, or NULL */
  const record *replay;      /* answers read back instead of typed, or NULL */
  int replayed;              /* how many of them have been used */
  int delay_ms;              /* a pause after a replayed answer */
  const hoyle_game *game;    /* the game played, whose bots' moves 'w' explains */
  /* the narration since the last decision, the newest last */
  char recent[RECENT_LINES][RECENT_WIDTH];
  int nrecent, dropped;
} human;

#define HUMAN_UNDO (-3)

/* An agent that asks h: a number for a decision, a key press for a race. */
hoyle_agent human_agent(human *h);
/* Asks h for decision v: the option (from 0), -1 to leave, or HUMAN_UNDO
 * when h->can_undo and the person takes the last answer back. */
int human_decide(human *h, const hoyle_view *v);
/* Keeps a line of narration for the next "since your last turn". */
void human_heard(human *h, const char *line);
/* Prints the script's header comment, its rules; -1 if it cannot be read. */
int human_rules(const char *path, FILE *out);

#endif
