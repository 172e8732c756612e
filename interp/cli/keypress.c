/* keypress.c: a person's side of a race.  On a terminal the window is real
 * time: the input is switched to single keys, without echo; the bots' acts
 * are shown as their times come; the first key pressed in the window acts
 * (q quits).  From a pipe or a file there is no time to race against: each
 * race reads a line, and a non-empty one acts at once (0 ms). */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>
#include <time.h>
#include <unistd.h>
#include "cli/keypress.h"
#include "cli/term.h"

static long now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int line_window(input *in, FILE *out, const hoyle_race *r)
{
  fprintf(out, "%s: a line acts, an empty line lets it pass: ", r->act);
  fflush(out);
  const char *line = input_line(in);
  if (!line || input_quits(line))
    return HOYLE_RACE_QUIT;
  return *line ? 0 : HOYLE_RACE_PASS;
}

/* Waits up to ms for a key: HOYLE_RACE_PASS if none came, HOYLE_RACE_QUIT
 * at the end of the input, else the key. */
static int wait_key(int fd, long ms)
{
  struct pollfd p = { fd, POLLIN, 0 };
  unsigned char c;
  if (poll(&p, 1, (int)(ms > 0 ? ms : 0)) <= 0)
    return HOYLE_RACE_PASS;
  return read(fd, &c, 1) == 1 ? c : HOYLE_RACE_QUIT;
}

/* The window itself, on a terminal already in single-key mode. */
static int timed_window(FILE *out, const hoyle_race *r, int fd)
{
  long start = now_ms(), mine = HOYLE_RACE_PASS;
  int shown = 0;
  for (;;) {
    long t = now_ms() - start;
    for (; shown < r->nbots && r->times_ms[shown] <= t; shown++)
      fprintf(out, "P%d: %s! (%d ms)\n", r->seats[shown], r->act, r->times_ms[shown]);
    fflush(out);
    if (t >= r->window_ms || (mine >= 0 && shown == r->nbots))
      return (int)mine;
    long next = shown < r->nbots && r->times_ms[shown] < r->window_ms ? r->times_ms[shown]
                                                                     : r->window_ms;
    if (mine >= 0) {
      poll(NULL, 0, (int)(next - t));
      continue;
    }
    int key = wait_key(fd, next - t);
    if (key == 'q' || key == 'Q' || key == 4 || key == HOYLE_RACE_QUIT)
      return HOYLE_RACE_QUIT;
    if (key >= 0) {
      mine = now_ms() - start;
      fprintf(out, "you: %s! (%ld ms)\n", r->act, mine);
    }
  }
}

int keypress_window(input *in, FILE *out, const hoyle_view *v)
{
  const hoyle_race *r = &v->race;
  int fd = fileno(in->in);
  if (term_keys(fd) < 0)
    return line_window(in, out, r);
  fprintf(out, "press a key to %s (%d ms; q quits)\n", r->act, r->window_ms);
  int ms = timed_window(out, r, fd);
  term_restore(fd);
  return ms;
}
