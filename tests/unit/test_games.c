/* test_games.c: every script of games/ checks and plays: it loads (parsed,
 * checked, compiled, its Lua hooks started), one game of it played whole by
 * hoyle_play writes a transcript that names how it ended, and a short
 * simulation (seeds 1 and 2, one thread) plays its games to their end with
 * no run-time error.  The scripts are found by listing games/, so a new
 * game is tested by adding its file; each is a test of its own. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "hoyle.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

#define MAX_GAMES 256
#define SIM_GAMES 2

/* What the simulation's records said. */
typedef struct seen { long games, failed; char error[300]; } seen;

static int each(void *ctx, const hoyle_record *r)
{
  seen *s = ctx;
  s->games++;
  if (r->failed && !s->failed++)
    snprintf(s->error, sizeof s->error, "seed %llu: %s", (unsigned long long)r->seed, r->error);
  return 0;
}

static void test_game(void **state)
{
  const char *path = *state;
  hoyle_script *s;
  if (hoyle_load(path, stderr, &s) != HOYLE_OK)
    fail_msg("%s does not load", path);
  char *text = NULL;
  size_t len = 0;
  FILE *log = open_memstream(&text, &len);
  assert_non_null(log);
  hoyle_setup su = { .seed = 1, .log = log };
  int r = hoyle_play(s, &su, stderr);
  fclose(log);
  if (r != HOYLE_OK)
    fail_msg("%s: one game (seed 1) ended with status %d", path, r);
  if (!strstr(text, " the game after ") && !strstr(text, "the game ends in a draw") &&
      !strstr(text, "(the turn cap)"))
    fail_msg("%s: the transcript of seed 1 does not say how the game ended", path);
  free(text);
  su.log = NULL;
  seen got = { 0 };
  r = hoyle_sim_each(s, &su, SIM_GAMES, 1, each, &got, stderr);
  hoyle_free(s);
  if (r != HOYLE_OK || got.games != SIM_GAMES)
    fail_msg("%s: the simulation returned %d after %ld games", path, r, got.games);
  if (got.failed)
    fail_msg("%s: %ld games stopped with a run-time error; %s", path, got.failed, got.error);
}

static int by_name(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
  static char *paths[MAX_GAMES];
  static struct CMUnitTest tests[MAX_GAMES];
  setenv("HOYLE_PATH", SRCDIR "/stdlib", 1);
  DIR *d = opendir(SRCDIR "/games");
  if (!d) {
    perror(SRCDIR "/games");
    return 1;
  }
  int n = 0;
  for (struct dirent *e; (e = readdir(d)) && n < MAX_GAMES;) {
    size_t l = strlen(e->d_name), size = sizeof SRCDIR "/games/" + l;
    if (l <= 6 || strcmp(e->d_name + l - 6, ".hoyle") != 0)
      continue;
    paths[n] = malloc(size);
    assert_non_null(paths[n]);
    snprintf(paths[n++], size, "%s/games/%s", SRCDIR, e->d_name);
  }
  closedir(d);
  if (n == 0) {
    fprintf(stderr, "test_games: no script in %s/games\n", SRCDIR);
    return 1;
  }
  qsort(paths, (size_t)n, sizeof *paths, by_name);
  for (int i = 0; i < n; i++)
    tests[i] = (struct CMUnitTest){ strrchr(paths[i], '/') + 1, test_game, NULL, NULL, paths[i] };
  return _cmocka_run_group_tests("games", tests, (size_t)n, NULL, NULL);
}
