/* fuzz/sim.c: libFuzzer target: a script loaded, then a game of it
 * simulated (hoyle_sim, as `hoyle sim` plays them) and one played with a
 * transcript, with the seed, the number of players, the turn cap and the
 * agents taken from the input's first 12 bytes; the rest is the script.
 * Any crash, leak, hang or sanitizer report is a bug; a script error or a
 * run-time error is not. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "fuzz/input.h"
#include "hoyle.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const agent_lists[] = { "random", "first", "greedy", "random,first,greedy" };

/* What one input may cost, so that none comes near libFuzzer's -timeout
 * (fuzz/run.sh) on a loaded machine: a game's turns in a deal, fewer with
 * a greedy bot (under the sanitizers a greedy decision in Cheat takes a
 * tenth of a second and more), deals, steps and transcript lines. */
enum { TURNS = 24, GREEDY_TURNS = 4, DEALS = 2, GAME_STEPS = 200000, OUTPUT = 5000 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 12)
    return 0;
  char path[64];
  if (fuzz_input_file(data + 12, size - 12, "hoyle", path, sizeof path) < 0)
    return 0;
  FILE *sink = fopen("/dev/null", "w");
  hoyle_script *s;
  if (hoyle_load(path, sink, &s) == HOYLE_OK) {
    int agents = data[10] % 4, greedy = agents >= 2;
    hoyle_setup su = { .players = data[8] % (HOYLE_MAX_PLAYERS + 2),
                       .max_turns = 1 + data[9] % (greedy ? GREEDY_TURNS : TURNS),
                       .max_deals = DEALS, .max_game_steps = GAME_STEPS, .max_output = OUTPUT,
                       .agents = agent_lists[agents] };
    memcpy(&su.seed, data, sizeof su.seed);
    hoyle_stats st;
    hoyle_sim(s, &su, 1, &st, sink);
    su.log = sink;
    su.log_json = data[11] & 1;
    hoyle_play(s, &su, sink);
    hoyle_free(s);
  }
  fclose(sink);
  unlink(path);
  return 0;
}
