/* keypress.c: a person's side of a race.  On a terminal the window is real
 * time: the input is switched to single keys, without echo; the bots' acts
 * are shown as their times come; the first key pressed in the window acts
 * (q quits).  From a pipe or a file there is no time to race against: each
 * race reads a line, and a non-empty one acts at once (0 ms). */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "cli/keypress.h"

static long now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int line_window(const keypress_race *r)
{
  char line[128];
  fprintf(r->out, "%s: a line acts, an empty line lets it pass: ", r->act);
  fflush(r->out);
  if (!fgets(line, sizeof line, r->in) || strcmp(line, "q\n") == 0)
    return KEYPRESS_QUIT;
  return line[0] != '\n' ? 0 : KEYPRESS_NONE;
}

/* Waits up to ms for a key: KEYPRESS_NONE if none came, else the key. */
static int wait_key(int fd, long ms)
{
  struct pollfd p = { fd, POLLIN, 0 };
  unsigned char c;
  if (poll(&p, 1, (int)(ms > 0 ? ms : 0)) <= 0)
    return KEYPRESS_NONE;
  return read(fd, &c, 1) == 1 ? c : KEYPRESS_QUIT;
}

/* The window itself, on a terminal already in single-key mode. */
static int timed_window(const keypress_race *r, int fd)
{
  long start = now_ms(), mine = KEYPRESS_NONE;
  int shown = 0;
  for (;;) {
    long t = now_ms() - start;
    for (; shown < r->nbots && r->times[shown] <= t; shown++)
      fprintf(r->out, "P%d: %s! (%d ms)\n", r->seats[shown] + 1, r->act, r->times[shown]);
    fflush(r->out);
    if (t >= r->window_ms || (mine >= 0 && shown == r->nbots))
      return (int)mine;
    long next = shown < r->nbots && r->times[shown] < r->window_ms ? r->times[shown] : r->window_ms;
    if (mine >= 0) {
      poll(NULL, 0, (int)(next - t));
      continue;
    }
    int key = wait_key(fd, next - t);
    if (key == 'q' || key == KEYPRESS_QUIT)
      return KEYPRESS_QUIT;
    if (key >= 0) {
      mine = now_ms() - start;
      fprintf(r->out, "you: %s! (%ld ms)\n", r->act, mine);
    }
  }
}

int keypress_window(const keypress_race *r, const char *table)
{
  int fd = fileno(r->in);
  struct termios old, keys;
  fprintf(r->out, "\n%s", table);
  if (!isatty(fd) || tcgetattr(fd, &old) < 0)
    return line_window(r);
  keys = old;
  keys.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
  keys.c_cc[VMIN] = 1;
  keys.c_cc[VTIME] = 0;
  tcsetattr(fd, TCSANOW, &keys);
  tcflush(fd, TCIFLUSH);
  fprintf(r->out, "press a key to %s (%d ms; q quits)\n", r->act, r->window_ms);
  int ms = timed_window(r, fd);
  tcsetattr(fd, TCSANOW, &old);
  return ms;
}
