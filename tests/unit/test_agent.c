/* test_agent.c: what a bot is told names no card its seat cannot know.
 * In every game, played at random, permuting the faces of the cards a
 * seat does not know changes nothing of what an exec bot at that seat is
 * sent (hoyle-agent(5)): not the state, not the options of its decisions,
 * not one event it is told.  The same holds for what a search bot's move
 * is explained as (hoyle_game_explain) to the seat that reads it, which
 * has a row for every option of the move, its visits summing to the
 * search's iterations. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "load/script.h"
#include "lua/hooks.h"
#include "play/agentmsg.h"
#include "play/session.h"
#include "play/transcript.h"
#include "run/view.h"
#include "run/vm.h"
#include "fixture.h"

static const struct { const char *name, *setting; } games[] = {
  { "crazy-eights", NULL }, { "russian-crazy-sevens", NULL }, { "vandatta", NULL },
  { "cheat", NULL }, { "slapjack", NULL }, { "hearts", NULL }, { "ninety-nine", NULL },
  { "scum", NULL }, { "ottawa", NULL }, { "golf", NULL }, { "screw-your-neighbour", NULL },
  { "euchre", NULL }, { "durak", NULL }, { "oh-hell", NULL },
  { "gin-rummy", "target=1 knock_limit=35" }, { "uno", "target=1" },
  { "../tests/lua/hooks", NULL },
  { "../tests/scenarios/listmore/listmore", NULL },  /* lists and a mark holding hidden cards */
};
enum { NGAMES = sizeof games / sizeof games[0], STEPS = 250 };

static script scripts[NGAMES];
static hooks *runtimes[NGAMES];
static setting settings[NGAMES][FIXTURE_SETTINGS_MAX];
static int nsettings[NGAMES];
static game g, h;
static rng faces;          /* draws the permutations */
static long compared, moved;

static int load_all(void **state)
{
  for (int i = 0; i < NGAMES; i++)
    if (fixture_script(&scripts[i], &runtimes[i], games[i].name) != 0
        || (nsettings[i] = fixture_settings(&scripts[i], games[i].setting, settings[i])) < 0)
      return -1;
  return 0;
}

static int free_all(void **state)
{
  for (int i = 0; i < NGAMES; i++)
    fixture_script_free(&scripts[i], runtimes[i]);
  return 0;
}

/* h: x with the faces of the cards seat does not know shuffled. */
static void permute_unknown(const game *x, int seat)
{
  int unknown[MAX_CARDS], n = 0;
  memcpy(&h, x, sizeof h);
  for (int c = 0; c < x->ncards; c++)
    if (!view_knows(x, seat, c))
      unknown[n++] = c;
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(&faces, (uint32_t)i + 1);
    card t = h.cards[unknown[i]];
    h.cards[unknown[i]] = h.cards[unknown[j]];
    h.cards[unknown[j]] = t;
  }
  for (int i = 0; i < n; i++)
    moved += memcmp(&h.cards[unknown[i]], &x->cards[unknown[i]], sizeof(card)) != 0;
}

/* What write() makes of x for seat, as a string (free it). */
typedef void writer(FILE *f, const game *x, int seat, const void *arg);

static char *written(writer *write, const game *x, int seat, const void *arg)
{
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  write(f, x, seat, arg);
  fclose(f);
  return text;
}

/* write() makes the same of x and of x with the faces seat does not know
 * permuted; what: where, for the message. */
static void same_blind(writer *write, const game *x, int seat, const void *arg, const char *what)
{
  permute_unknown(x, seat);
  char *a = written(write, x, seat, arg), *b = written(write, &h, seat, arg);
  if (strcmp(a, b) != 0)
    fail_msg("%s for P%d names a card it does not know:\n%s\n%s", what, seat + 1, a, b);
  compared++;
  free(a);
  free(b);
}

static void state_of(FILE *f, const game *x, int seat, const void *arg)
{
  (void)arg;
  agentmsg_state(f, x, seat);
}

static void options_of(FILE *f, const game *x, int seat, const void *arg)
{
  static view v;
  view_build(x, seat, &v);
  agentmsg_options(f, x, &v, *(const int *)arg);
}

static void event_of(FILE *f, const game *x, int seat, const void *arg)
{
  transcript t = { f, 1, seat, 0, 0, 0 };
  transcript_event(&t, x, arg);
}

/* Each event as every seat is told it. */
static void told(void *ctx, const game *x, const vm_event *e)
{
  const char *name = ctx;
  for (int p = 0; p < x->nplayers; p++)
    same_blind(event_of, x, p, e, name);
}

static void start(int which, uint64_t seed)
{
  const module *m = &scripts[which].mod;
  game_init(&g, m, m->default_players, seed);
  g.hooks = hooks_for_game(runtimes[which]);
  for (int i = 0; i < nsettings[which]; i++)
    g.globals[settings[which][i].slot] = settings[which][i].v;
}

static void messages_are_blind_to_unknown_faces(void **state)
{
  rng_seed(&faces, 9);
  for (int which = 0; which < NGAMES; which++) {
    rng r;
    char where[96];
    vm_events ev = { .event = told, .ctx = where };
    rng_seed(&r, 3);
    start(which, 17);
    snprintf(where, sizeof where, "%s, an event", games[which].name);
    vm_run(&g, &ev);
    long before = compared;
    for (int step = 0; step < STEPS && g.status == GS_DECISION; step++) {
      int racing = g.dec.who < 0, decider = racing ? g.dec.opts[0].v.v : g.dec.who;
      snprintf(where, sizeof where, "%s, decision %d", games[which].name, step);
      for (int p = 0; p < g.nplayers; p++)
        same_blind(state_of, &g, p, NULL, where);
      if (!racing)
        same_blind(options_of, &g, decider, &racing, where);
      snprintf(where, sizeof where, "%s, an event after decision %d", games[which].name, step);
      vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
      vm_run(&g, &ev);
    }
    if (compared - before < 10)
      fail_msg("%s: too little compared", games[which].name);
  }
  if (moved == 0)
    fail_msg("no face was ever permuted");
}

/* A mark on a card the seat does not know is left out of the state, not
 * sent as null: with every card of listmore's deck marked wild, P1's state
 * names the five cards it knows (its hand of 4, the face-up starter) and
 * nothing else, so the mark tells nothing of the other hands. */
static void a_mark_in_the_state_names_only_known_cards(void **state)
{
  int which = NGAMES - 1, known = 0;
  start(which, 5);
  vm_run(&g, NULL);
  assert_int_equal(g.status, GS_DECISION);
  const module *m = g.mod;
  for (int c = 0; c < g.ncards; c++) {
    game_set_mark(&g, m->marks[0].slot, c, 1);
    known += view_knows(&g, 0, c);
  }
  assert_int_equal(known, 5);
  static char text[1 << 16];
  FILE *f = fmemopen(text, sizeof text, "w");
  agentmsg_state(f, &g, 0);
  fclose(f);
  const char *wild = strstr(text, "\"wild\":[");
  assert_non_null(wild);
  int quotes = 0, commas = 0;
  for (const char *q = wild + 8; *q != ']'; q++) {
    quotes += *q == '"';
    commas += *q == ',';
  }
  assert_int_equal(quotes, 2 * known);        /* five codes, */
  assert_int_equal(commas, known - 1);        /* and no null beside them */
}

/* A session of s with a person at P1 (asked by the caller) and search
 * bots of 40 iterations at the other seats. */
static void session_of(session *ss, int which, uint64_t seed)
{
  hoyle_setup su = { .seed = seed, .agents = "human,ismcts:iterations=40", .human_seat = 1 };
  const char *opts[FIXTURE_SETTINGS_MAX + 1] = { 0 };
  char text[128];
  int n = 0;
  if (games[which].setting) {
    snprintf(text, sizeof text, "%s", games[which].setting);
    for (char *o = strtok(text, " "); o; o = strtok(NULL, " "))
      opts[n++] = o;
  }
  su.options = opts;
  su.noptions = n;
  assert_int_equal(session_setup(ss, &scripts[which], &su, stderr), HOYLE_OK);
  session_start(ss, &g);
}

static void explain_of(FILE *f, const game *x, int seat, const void *arg)
{
  static hoyle_explain e;
  assert_int_equal(session_explain(arg, x, seat, &e), 0);
  for (int i = 0; i < e.nopts; i++)
    fprintf(f, "%s %d %.6f %.6f %.6f\n", e.labels[i], e.visits[i], e.value[i], e.lo[i], e.hi[i]);
}

/* Each explanation at P1's decisions: a row for each option the bot had,
 * the visits summing to its iterations, the same once the cards P1 does
 * not know are permuted. */
static void explain_is_whole_and_blind(void **state)
{
  static const char *const some[] = { "crazy-eights", "hearts", "cheat", "golf", "scum" };
  static session ss;
  static hoyle_explain e;
  rng_seed(&faces, 11);
  for (size_t k = 0; k < sizeof some / sizeof some[0]; k++) {
    int which = 0, explained = 0;
    while (strcmp(games[which].name, some[k]) != 0)
      which++;
    rng r;
    rng_seed(&r, 5);
    session_of(&ss, which, 6);
    for (int step = 0; step < 40 && session_run(&ss, &g, stderr) == HOYLE_DECIDE; step++) {
      if (session_explain(&ss, &g, 0, &e) == 0) {
        const agent *a = &ss.agents[e.seat - 1];
        long sum = 0;
        assert_int_equal(e.nopts, a->root_dec.nopts);
        assert_true(e.nopts >= 2);
        for (int i = 0; i < e.nopts; i++)
          sum += e.visits[i];
        assert_int_equal(sum, 40);
        assert_int_equal(e.iterations, 40);
        same_blind(explain_of, &g, 0, &ss, some[k]);
        explained++;
      }
      if (g.dec.who < 0)
        session_race(&ss, &g, HOYLE_RACE_PASS);
      else
        session_answer(&ss, &g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
    }
    session_end(&ss);
    if (explained == 0)
      fail_msg("%s: no bot's move was explained", some[k]);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(messages_are_blind_to_unknown_faces),
    cmocka_unit_test(a_mark_in_the_state_names_only_known_cards),
    cmocka_unit_test(explain_is_whole_and_blind),
  };
  return cmocka_run_group_tests(tests, load_all, free_all);
}
