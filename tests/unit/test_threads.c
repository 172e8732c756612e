/* test_threads.c: libhoyle keeps no state of its own: two threads, each
 * loading a script of its own and playing games of it (whole, counted and
 * stepped), get what the same work gets done one thread after the other;
 * two threads sharing one script each get their own run-time errors
 * reported whole to their own stream. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <cmocka.h>
#include "hoyle.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

/* One thread's work and what came of it. */
typedef struct work {
  const char *game, *agents;
  int status;
  hoyle_stats st;
  char *transcript;          /* of hoyle_play, seed 1 */
  size_t len;
  int winners[8];            /* of stepped games, seeds 1..8 */
} work;

/* Loads the thread's script LOADS times (so that the two threads' loads
 * overlap), keeping the last.  With the checker's state in a static, as it
 * once was, this crashed or reported false errors 4 runs in 6. */
#define LOADS 30
static int load(work *w, hoyle_script **s)
{
  char path[512];
  snprintf(path, sizeof path, "%s/games/%s.hoyle", SRCDIR, w->game);
  int r = hoyle_load(path, stderr, s);
  for (int i = 1; i < LOADS && r == HOYLE_OK; i++) {
    hoyle_free(*s);
    r = hoyle_load(path, stderr, s);
  }
  return r;
}

/* Games of s stepped to their end, the seat the caller plays taking the
 * option its view's table length picks. */
static int step_games(work *w, hoyle_script *s)
{
  for (int i = 0; i < 8; i++) {
    hoyle_setup su = { .agents = w->agents, .human_seat = 2, .seed = (uint64_t)i + 1 };
    hoyle_game *g;
    int r = hoyle_game_new(s, &su, stderr, &g);
    while (r == HOYLE_OK && (r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE) {
      hoyle_view v;
      hoyle_game_view(g, &v);
      r = hoyle_game_answer(g, (int)(strlen(v.table) % (size_t)v.nopts));
    }
    w->winners[i] = r == HOYLE_OK ? hoyle_game_winner(g) : -1;
    hoyle_game_free(g);
    if (r)
      return r;
  }
  return 0;
}

static void *do_work(void *arg)
{
  work *w = arg;
  hoyle_script *s;
  if ((w->status = load(w, &s)) != 0)
    return NULL;
  hoyle_setup su = { .agents = w->agents, .seed = 1 };
  FILE *f = open_memstream(&w->transcript, &w->len);
  su.log = f;
  w->status = f ? hoyle_play(s, &su, stderr) : -1;
  if (f)
    fclose(f);
  su.log = NULL;
  if (w->status == 0)
    w->status = hoyle_sim(s, &su, 200, &w->st, stderr);
  if (w->status == 0)
    w->status = step_games(w, s);
  hoyle_free(s);
  return NULL;
}

static void assert_same_work(const work *a, const work *b)
{
  assert_int_equal(a->status, 0);
  assert_int_equal(b->status, 0);
  assert_string_equal(a->transcript, b->transcript);
  assert_memory_equal(a->st.wins, b->st.wins, sizeof a->st.wins);
  assert_int_equal(a->st.turns, b->st.turns);
  assert_int_equal(a->st.draws, b->st.draws);
  assert_memory_equal(a->winners, b->winners, sizeof a->winners);
}

static void test_two_threads_as_one_after_the_other(void **state)
{
  work alone[2] = { { .game = "hearts", .agents = "random" },
                    { .game = "screw-your-neighbour", .agents = "greedy" } };
  work together[2] = { alone[0], alone[1] };
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    do_work(&alone[i]);
  for (int i = 0; i < 2; i++)
    assert_int_equal(pthread_create(&t[i], NULL, do_work, &together[i]), 0);
  for (int i = 0; i < 2; i++)
    assert_int_equal(pthread_join(t[i], NULL), 0);
  for (int i = 0; i < 2; i++) {
    assert_same_work(&alone[i], &together[i]);
    free(alone[i].transcript);
    free(together[i].transcript);
  }
}

/* One thread's share of the games of a shared script that each stop with
 * a run-time error, reported to the thread's own stream. */
#define FAILING_GAMES 3000
typedef struct failing { hoyle_script *s; char *report; size_t len; int bad; } failing;

static void *play_failing(void *arg)
{
  failing *w = arg;
  FILE *err = open_memstream(&w->report, &w->len);
  hoyle_setup su = { .agents = "random", .seed = 1 };
  for (int i = 0; i < FAILING_GAMES && err; i++)
    w->bad += hoyle_play(w->s, &su, err) != HOYLE_ERUNTIME;
  if (err)
    fclose(err);
  return NULL;
}

/* Once, the report's quoted line went to the stream of whichever thread
 * reported last (the shared script held the stream).  Built with clang
 * -fsanitize=thread, the old code was reported racing at this many games
 * (not at 300); the new one is not. */
static void test_shared_script_reports_to_each_own_stream(void **state)
{
  char path[] = "/tmp/hoyle-threads-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  const char text[] = "game \"Fails\" { players 2..2 deck standard }\nzone stock : pile\n"
                      "var high = 2147483647\nsetup { shuffle stock }\n"
                      "turn {\n  say \"{high + 1}\"\n  win current\n}\n";
  assert_int_equal(write(fd, text, sizeof text - 1), (long)(sizeof text - 1));
  close(fd);
  hoyle_script *s;
  assert_int_equal(hoyle_load(path, stderr, &s), HOYLE_OK);
  failing w[2] = { { .s = s }, { .s = s } };
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    assert_int_equal(pthread_create(&t[i], NULL, play_failing, &w[i]), 0);
  for (int i = 0; i < 2; i++)
    assert_int_equal(pthread_join(t[i], NULL), 0);
  char one[512];
  snprintf(one, sizeof one, "%s:6:9: run-time error: number too large: the result does not "
           "fit in -2147483648 to 2147483647\n  say \"{high + 1}\"\n        ^~~~~~~~\n", path);
  for (int i = 0; i < 2; i++) {
    assert_int_equal(w[i].bad, 0);
    assert_int_equal(w[i].len, FAILING_GAMES * strlen(one));
    for (int g = 0; g < FAILING_GAMES; g++)
      assert_memory_equal(w[i].report + g * strlen(one), one, strlen(one));
    free(w[i].report);
  }
  hoyle_free(s);
  unlink(path);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_two_threads_as_one_after_the_other),
    cmocka_unit_test(test_shared_script_reports_to_each_own_stream),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
