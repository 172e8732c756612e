/* exec.h: a bot from any language (-a exec:COMMAND): a child process run
 * by `sh -c COMMAND`, asked each decision of its seat over JSON lines on
 * its stdin and stdout (the protocol: hoyle-agent(5)).  A child that is
 * slow, exits or answers what is not an option sets the bot's error. */
#ifndef HOYLE_EXEC_H
#define HOYLE_EXEC_H

#include <stdio.h>
#include "play/transcript.h"
#include "run/view.h"

#define EXEC_CMD_MAX 200        /* the command's length, with its end */
#define EXEC_TIMEOUT_MS 10000   /* the time to answer a decision, by default */

typedef struct exec_bot {
  char cmd[EXEC_CMD_MAX];
  int timeout_ms;
  int pid, to, from;       /* the child, its stdin and its stdout; pid 0: not started */
  int len, used;           /* bytes read into line; of them, the last answer's */
  char line[EXEC_REPLY_MAX];   /* the replies read: the one being read, or the
                                  last one then what the child sent after it */
  char error[120];         /* what went wrong, or "" */
  char mark[64];           /* "HOYLE_AGENT=..." in the child's environment, by
                              which what it starts is found (exec.c) */
  transcript seen;         /* the events since the seat's last message, as it saw
                              them (JSON lines into events; seen.out NULL: none) */
  char *events;
  size_t events_len;
} exec_bot;

/* The bot of `spec`, what follows "exec:": [timeout=MS:]COMMAND; -1 when
 * the timeout is not a whole number from 1 to EXEC_TIMEOUT_MAX or the command is
 * empty or too long. */
int exec_parse(const char *spec, exec_bot *b);
/* Asks the bot which of v's options it takes (race: the decision is a race
 * and the options are to act or to let it pass); starts the child first if
 * needed.  The option's index, or -1 with b->error set (the child is then
 * stopped). */
int exec_ask(exec_bot *b, const game *g, const view *v, int race);
/* The events of g as the bot's seat sees them, kept for its next message
 * (a vm_events callback; ctx is the bot, its seat in b->seen.observer). */
void exec_event(void *ctx, const game *g, const vm_event *e);
/* Forgets the events kept (a new game begins). */
void exec_forget_events(exec_bot *b);
/* Tells a started bot how game g ended (its seat is `seat`). */
void exec_tell_end(exec_bot *b, const game *g, int seat);
/* Stops the child if there is one: closes its input, gives it a second to
 * leave, then kills it; reaps it either way.  What it started is killed
 * too, even in a session of its own. */
void exec_stop(exec_bot *b);
/* Forgets the child without stopping it, and the events kept (a copy of
 * the bot's session). */
void exec_forget(exec_bot *b);

#endif
