/* term.c: the terminal's settings saved before single-key mode and put
 * back after it, or by the interrupt handler before leaving.  The command
 * plays one terminal, so the saved settings are this file's own. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "cli/term.h"

static struct termios saved;
static volatile sig_atomic_t keys_fd = -1;

static void on_interrupt(int sig)
{
  static const char bye[] = "\nyou left the game\n";
  (void)sig;
  if (keys_fd >= 0)
    tcsetattr(keys_fd, TCSANOW, &saved);
  if (write(STDOUT_FILENO, bye, sizeof bye - 1) < 0)
    _exit(130);
  _exit(130);
}

void term_catch_interrupt(void)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
}

int term_keys(int fd)
{
  struct termios keys;
  if (!isatty(fd) || tcgetattr(fd, &saved) < 0)
    return -1;
  keys = saved;
  keys.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
  keys.c_cc[VMIN] = 1;
  keys.c_cc[VTIME] = 0;
  keys_fd = fd;
  tcsetattr(fd, TCSANOW, &keys);
  tcflush(fd, TCIFLUSH);
  return 0;
}

void term_restore(int fd)
{
  if (keys_fd < 0)
    return;
  tcsetattr(fd, TCSANOW, &saved);
  keys_fd = -1;
}

void term_pause(int ms)
{
  struct timespec t = { ms / 1000, (long)(ms % 1000) * 1000000L };
  if (ms > 0)
    nanosleep(&t, NULL);
}
