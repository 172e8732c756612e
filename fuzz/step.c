/* fuzz/step.c: libFuzzer target for the stepping API (hoyle.h): a game of
 * one of games/ and tests/lua/said-cards made with a setup from the input's
 * first 8 bytes (game, seed, players, the caller's seat, the bots, the
 * transcript's form and seat), then stepped with the rest, a byte a step:
 * an option taken (its index may be out of range, which must be refused),
 * a race answered with a time, the view read as text and JSON, or the game
 * copied and played on from the copy, the original freed, as the search
 * does.  Any crash, leak, hang or sanitizer report is a bug. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "hoyle.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const games[] = {
  "games/cheat", "games/crazy-eights", "games/golf", "games/hearts", "games/ninety-nine",
  "games/ottawa", "games/russian-crazy-sevens", "games/scum", "games/screw-your-neighbour",
  "games/slapjack", "games/vandatta", "tests/lua/said-cards"
};
enum { NGAMES = sizeof games / sizeof games[0], STEPS_MAX = 4096 };
static const char *const agent_lists[] = { "random", "first", "greedy",
                                           "ismcts:iterations=2", "random,greedy,first" };

static hoyle_script *loaded[NGAMES];   /* loaded once, kept for every input */

static hoyle_script *script(int i, FILE *sink)
{
  char path[512];
  snprintf(path, sizeof path, "%s/%s.hoyle", SRCDIR, games[i]);
  if (!loaded[i] && hoyle_load(path, sink, &loaded[i]) != HOYLE_OK)
    loaded[i] = NULL;
  return loaded[i];
}

/* One step of byte b: 0xff copies the game (the copy goes on), 0xfe reads
 * the view, anything else answers; returns the game to go on with. */
static hoyle_game *step(hoyle_game *g, uint8_t b, FILE *sink)
{
  hoyle_view v;
  if (b == 0xff) {
    hoyle_game *c = hoyle_game_copy(g);
    hoyle_game_free(g);
    return c;
  }
  if (hoyle_game_view(g, &v) < 0 || b == 0xfe) {
    hoyle_game_view_json(g, sink);
    for (int seat = 0; seat <= HOYLE_MAX_PLAYERS + 1; seat++)
      hoyle_game_table(g, seat);
    return g;
  }
  if (v.is_race && (b & 0x80))
    hoyle_game_race(g, b & 1 ? HOYLE_RACE_PASS : (b & 0x7f) * 40);
  else
    hoyle_game_answer(g, b % (v.nopts + 1));   /* nopts: out of range */
  return g;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 8 || size > 8 + STEPS_MAX)
    return 0;
  FILE *sink = fopen("/dev/null", "w");
  hoyle_script *s = script(data[0] % NGAMES, sink);
  hoyle_setup su = { .seed = (uint64_t)data[1] | (uint64_t)data[2] << 8,
                     .players = data[3] % (HOYLE_MAX_PLAYERS + 2),
                     .human_seat = 1 + data[4] % 2,
                     .agents = agent_lists[data[5] % 5],
                     .log = data[6] & 1 ? sink : NULL, .log_json = data[6] >> 1 & 1,
                     .view = data[6] >> 2 & 3, .max_turns = 1 + data[7] % 60,
                     .ask_forced = data[7] >> 7 };
  hoyle_game *g;
  if (s && hoyle_game_new(s, &su, sink, &g) == HOYLE_OK) {
    size_t i = 8;
    while (hoyle_game_run(g, sink) == HOYLE_DECIDE && i < size)
      g = step(g, data[i++], sink);
    hoyle_game_winner(g);
    int scores[HOYLE_MAX_PLAYERS], rule;
    hoyle_game_scores(g, scores, &rule);
    hoyle_game_free(g);
  }
  fclose(sink);
  return 0;
}
