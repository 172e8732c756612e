/* fuzz/agent.c: libFuzzer target for the exec agent protocol (play/exec.c,
 * hoyle-agent(5)): one of games/ played with seat 1, or every seat, an exec
 * bot whose answers are the input after its first 3 bytes (game, seed, which
 * seats), replayed by `cat`.  Hoyle writes each decision as JSON to the
 * child and parses each reply line, whatever bytes it holds: numbers out of
 * range, junk, NUL bytes, long lines, too few lines.  Any crash, leak, hang
 * or sanitizer report is a bug; a run-time error (exit 70) is not. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "fuzz/input.h"
#include "hoyle.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const games[] = {
  "cheat", "crazy-eights", "golf", "hearts", "ninety-nine", "ottawa",
  "russian-crazy-sevens", "scum", "screw-your-neighbour", "slapjack", "vandatta"
};
enum { NGAMES = sizeof games / sizeof games[0] };

static hoyle_script *loaded[NGAMES];   /* loaded once, kept for every input */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 3 || size > 65536)
    return 0;
  char replies[64], path[512], agents[160];
  if (fuzz_input_file(data + 3, size - 3, "replies", replies, sizeof replies) < 0)
    return 0;
  FILE *sink = fopen("/dev/null", "w");
  int i = data[0] % NGAMES;
  snprintf(path, sizeof path, "%s/games/%s.hoyle", SRCDIR, games[i]);
  if (loaded[i] || hoyle_load(path, sink, &loaded[i]) == HOYLE_OK) {
    snprintf(agents, sizeof agents, "exec:timeout=2000:cat %s%s", replies,
             data[2] & 1 ? "" : ",first");
    hoyle_setup su = { .seed = data[1], .agents = agents, .log = sink, .max_turns = 200 };
    hoyle_play(loaded[i], &su, sink);
  }
  fclose(sink);
  unlink(replies);
  return 0;
}
