/* fuzz/scenario.c: libFuzzer target: the input is a scenario file whose
 * first byte picks the game (one of FUZZ_GAMES, from the source tree) and
 * whose rest is the scenario's lines, run as `hoyle test` runs it.  A
 * `game` line in the input names another script (a fuzzed one is not
 * there: the scenario fails, as it should). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "core/mem.h"
#include "fuzz/input.h"
#include "play/scenario.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

static const char *const games[] = {
  "cheat", "crazy-eights", "golf", "hearts", "ninety-nine", "ottawa",
  "russian-crazy-sevens", "scum", "screw-your-neighbour", "slapjack", "vandatta"
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 1 || size > 8192)
    return 0;
  size_t ngames = sizeof games / sizeof games[0];
  char head[512];
  int n = snprintf(head, sizeof head, "game %s/games/%s.hoyle\n", SRCDIR,
                   games[data[0] % ngames]);
  uint8_t *text = mem_alloc((size_t)n + size);
  memcpy(text, head, (size_t)n);
  memcpy(text + n, data + 1, size - 1);
  char path[64];
  if (fuzz_input_file(text, (size_t)n + size - 1, "scn", path, sizeof path) == 0) {
    FILE *out = fopen("/dev/null", "w");
    scenario_run(path, out, NULL);
    fclose(out);
    unlink(path);
  }
  free(text);
  return 0;
}
