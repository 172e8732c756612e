/* record.c: the record file, a line per fact, as in
 *   hoyle-record 1
 *   script /home/me/hoyle/games/hearts.hoyle   (absolute: replayed from anywhere)
 *   seed 1234
 *   players 4
 *   seat 1
 *   agents random
 *   option target=50
 *   window 1500
 *   reaction 600
 *   max-turns 5000
 *   max-steps 0     (0: the default bound; so the next three)
 *   max-deals 0
 *   max-game-steps 0
 *   max-output 0
 *   ask-forced 1    (a move with no choice was asked: no --auto)
 *   every-person-races 1   (hoyle serve: each person in a race raced; only
 *                   written when so)
 *   move 3          (an option, counted from 0)
 *   race 480        (a race: the ms taken, or "race pass")
 * The setup lines come before the moves; a line beginning with # is a
 * comment. */
#define _XOPEN_SOURCE 700   /* realpath */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/record.h"

void record_start(record *r, const char *script, const hoyle_setup *su)
{
  memset(r, 0, sizeof *r);
  r->script = realpath(script, NULL);   /* found again from any directory */
  if (!r->script)
    r->script = strdup(script);
  r->setup = *su;
  for (int i = 0; i < su->noptions && i < RECORD_MAX_DEFINES; i++)
    r->defines[i] = strdup(su->options[i]);
  r->setup.options = (const char *const *)r->defines;
  r->setup.agents = su->agents ? strdup(su->agents) : NULL;
}

void record_push(record *r, int move)
{
  if (r->nmoves == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 64;
    r->moves = realloc(r->moves, sizeof *r->moves * (size_t)r->cap);
    if (!r->moves)
      abort();
  }
  r->moves[r->nmoves++] = move;
}

#define RACE_BASE 0x10000   /* a race's ms are kept apart from options */

void record_race(record *r, int ms) { record_push(r, ms >= 0 ? ms + RACE_BASE : HOYLE_RACE_PASS); }

int record_next(const record *r, int *at, int race)
{
  if (*at >= r->nmoves)
    return -2;
  int m = r->moves[*at];
  int is_race = m == HOYLE_RACE_PASS || m >= RACE_BASE;
  if (is_race != race)
    return -2;
  ++*at;
  return m >= RACE_BASE ? m - RACE_BASE : m;
}

void record_pop(record *r)
{
  if (r->nmoves > 0)
    r->nmoves--;
}

int record_write(const record *r, const char *path, FILE *err)
{
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(err, "hoyle play: cannot write the record to %s\n", path);
    return -1;
  }
  const hoyle_setup *su = &r->setup;
  fprintf(f, "hoyle-record 1\nscript %s\nseed %llu\nplayers %d\nseat %d\n", r->script,
          (unsigned long long)su->seed, su->players, su->human_seat);
  fprintf(f, "agents %s\nwindow %d\nreaction %d\nmax-turns %d\n", su->agents ? su->agents : "random",
          su->window_ms, su->reaction_ms, su->max_turns);
  fprintf(f, "max-steps %d\nmax-deals %d\n", su->max_steps, su->max_deals);
  fprintf(f, "max-game-steps %d\nmax-output %d\n", su->max_game_steps, su->max_output);
  fprintf(f, "ask-forced %d\n", su->ask_forced);
  if (su->every_person_races)
    fprintf(f, "every-person-races 1\n");
  for (int i = 0; i < su->noptions; i++)
    fprintf(f, "option %s\n", r->defines[i]);
  for (int i = 0; i < r->nmoves; i++) {
    int m = r->moves[i];
    if (m >= 0 && m < RACE_BASE)
      fprintf(f, "move %d\n", m);
    else if (m == HOYLE_RACE_PASS)
      fputs("race pass\n", f);
    else
      fprintf(f, "race %d\n", m - RACE_BASE);
  }
  return fclose(f) == 0 ? 0 : -1;
}

/* One "key value" line into r; 0, or -1 when it is not one. */
static int read_line(record *r, const char *key, const char *val)
{
  hoyle_setup *su = &r->setup;
  char *end;
  long v = strtol(val, &end, 10);
  int num = *val && !*end && v >= 0 && v <= 2147483647L;
  if (strcmp(key, "script") == 0 && !r->script) r->script = strdup(val);
  else if (strcmp(key, "agents") == 0 && !su->agents) su->agents = strdup(val);
  else if (strcmp(key, "option") == 0 && su->noptions < RECORD_MAX_DEFINES)
    r->defines[su->noptions++] = strdup(val);
  else if (strcmp(key, "race") == 0 && strcmp(val, "pass") == 0) record_push(r, HOYLE_RACE_PASS);
  else if (!num) return -1;
  else if (strcmp(key, "seed") == 0) su->seed = (uint64_t)v;
  else if (strcmp(key, "players") == 0) su->players = (int)v;
  else if (strcmp(key, "seat") == 0) su->human_seat = (int)v;
  else if (strcmp(key, "window") == 0) su->window_ms = (int)v;
  else if (strcmp(key, "reaction") == 0) su->reaction_ms = (int)v;
  else if (strcmp(key, "max-turns") == 0) su->max_turns = (int)v;
  else if (strcmp(key, "max-steps") == 0) su->max_steps = (int)v;
  else if (strcmp(key, "max-deals") == 0) su->max_deals = (int)v;
  else if (strcmp(key, "max-game-steps") == 0) su->max_game_steps = (int)v;
  else if (strcmp(key, "max-output") == 0) su->max_output = (int)v;
  else if (strcmp(key, "ask-forced") == 0) su->ask_forced = v != 0;
  else if (strcmp(key, "every-person-races") == 0) su->every_person_races = v != 0;
  else if (strcmp(key, "move") == 0 && v < RACE_BASE) record_push(r, (int)v);
  else if (strcmp(key, "race") == 0 && v < RACE_BASE) record_push(r, (int)v + RACE_BASE);
  else return -1;
  return 0;
}

/* A relative script path (a record written by hand, or before records
 * kept the absolute path) is taken from the record's own directory when
 * the script is there, else from the current directory. */
static void find_script(record *r, const char *path)
{
  const char *slash = strrchr(path, '/');
  if (r->script[0] == '/' || !slash)
    return;
  size_t n = (size_t)(slash - path) + 1 + strlen(r->script) + 1;
  char *near = malloc(n);
  if (!near)
    abort();
  snprintf(near, n, "%.*s%s", (int)(slash - path) + 1, path, r->script);
  if (access(near, F_OK) == 0) {
    free(r->script);
    r->script = near;
  } else {
    free(near);
  }
}

int record_read(record *r, const char *path, FILE *err)
{
  FILE *f = fopen(path, "r");
  char *line = NULL;
  size_t cap = 0;
  int no = 0, status = HOYLE_OK;
  memset(r, 0, sizeof *r);
  r->setup.options = (const char *const *)r->defines;
  if (!f) {
    fprintf(err, "hoyle replay: cannot read %s\n", path);
    return HOYLE_ENOINPUT;
  }
  while (status == HOYLE_OK && getline(&line, &cap, f) >= 0) {
    line[strcspn(line, "\r\n")] = 0;
    no++;
    char *sp = strchr(line, ' ');
    if (line[0] == '#' || (no == 1 && strcmp(line, "hoyle-record 1") == 0))
      continue;
    if (no == 1 || !sp || (*sp = 0, read_line(r, line, sp + 1) < 0)) {
      fprintf(err, "%s:%d: expected %s\n", path, no,
              no == 1 ? "'hoyle-record 1' (this is not a record of hoyle play)"
                      : "a line 'key value': script, seed, players, seat, agents, option, "
                        "window, reaction, max-turns, max-steps, max-deals, max-game-steps, "
                        "max-output, ask-forced, every-person-races, move N or race MS|pass");
      status = HOYLE_ESCRIPT;
    }
  }
  free(line);
  fclose(f);
  if (status == HOYLE_OK && !r->script) {
    fprintf(err, "%s: no 'script' line\n", path);
    status = HOYLE_ESCRIPT;
  }
  if (status == HOYLE_OK)
    find_script(r, path);
  return status;
}

void record_free(record *r)
{
  free(r->script);
  free((char *)r->setup.agents);
  for (int i = 0; i < r->setup.noptions && i < RECORD_MAX_DEFINES; i++)
    free(r->defines[i]);
  free(r->moves);
  memset(r, 0, sizeof *r);
}
