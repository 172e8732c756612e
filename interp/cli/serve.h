/* serve.h: `hoyle serve`: tables of a game played in browsers over HTTP and
 * WebSocket (see serve.c). */
#ifndef HOYLE_SERVE_H
#define HOYLE_SERVE_H

#include "hoyle.h"

typedef struct serve_opts {
  int port;               /* 0: one the system picks (printed) */
  const char *bind;       /* the address to listen on: 127.0.0.1 unless told */
  const char *records;    /* the folder each game's record and transcript go to */
  int seeded;             /* -s given: the games' seeds count up from the setup's */
} serve_opts;

/* Serves the script at path until interrupted (SIGINT, SIGTERM); an exit
 * status. */
int serve_command(const char *path, hoyle_setup *su, const serve_opts *so);

#endif
