/* frozen-clock.c: preloaded (LD_PRELOAD) into `hoyle sim` by
 * bench/instructions.sh, so that the instructions counted under callgrind
 * never depend on when they were counted.  Lua 5.4 seeds its string hash
 * with time(NULL) (luai_makeseed): with the real clock, a game with Lua
 * hooks counts a few thousand instructions more or fewer from one second
 * to the next; and sim's printed timing takes more or fewer instructions
 * to format.  Here the clock stands at 0. */
#include <time.h>

time_t time(time_t *t)
{
  if (t)
    *t = 0;
  return 0;
}

int clock_gettime(clockid_t id, struct timespec *ts)
{
  (void)id;
  ts->tv_sec = 0;
  ts->tv_nsec = 0;
  return 0;
}
