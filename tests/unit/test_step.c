/* test_step.c: the stepping API of hoyle.h, through hoyle.h alone: a game
 * whose every seat is answered by the caller with option 1 plays as bots
 * that always take option 1 (`hoyle run -a first`): the same transcript,
 * the same winner; a copy made mid-way goes on exactly as the original; a
 * seat's view names no card of another hand it has not seen; a race is
 * answered alike through the agent's functions or stepping, and with
 * every_person_races asks each person in it, in seat order; the view as
 * JSON; the question a decision asks; a search budget is timed on a copy,
 * from 1 to the most asked. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "hoyle.h"
#include "fixture.h"


/* Race-free games (a race asks people for a time, not an option), one
 * with Lua hooks; the last keeps lists each player has, a local list over
 * a choice and a mark, which hoyle_game_copy must copy. */
static const char *const games[] = {
  "crazy-eights", "ninety-nine", "scum", "vandatta", "screw-your-neighbour",
  "../tests/scenarios/listmore/listmore",
};
enum { NGAMES = sizeof games / sizeof games[0] };


static hoyle_game *new_game(hoyle_script *s, const char *agents, uint64_t seed, FILE *log)
{
  hoyle_setup su = { .agents = agents, .seed = seed, .log = log };
  hoyle_game *g;
  assert_int_equal(hoyle_game_new(s, &su, stderr, &g), HOYLE_OK);
  return g;
}

/* Runs g to its end, answering every decision with pick(view, step);
 * returns the number of decisions answered. */
static int step_to_end(hoyle_game *g, int (*pick)(const hoyle_view *, int))
{
  int steps = 0, r;
  while ((r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE) {
    hoyle_view v;
    assert_int_equal(hoyle_game_view(g, &v), 0);
    assert_int_equal(v.seat, hoyle_game_who(g));
    assert_int_equal(hoyle_game_answer(g, pick(&v, steps++)), 0);
  }
  assert_int_equal(r, HOYLE_OK);
  assert_int_equal(hoyle_game_who(g), 0);
  return steps;
}

static int first(const hoyle_view *v, int step) { return 0; }

/* The whole text of f, from its start. */
static char *slurp(FILE *f)
{
  long n = ftell(f);
  char *buf = malloc((size_t)n + 1);
  assert_non_null(buf);
  rewind(f);
  assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
  buf[n] = 0;
  return buf;
}

static void test_option_one_is_agent_first(void **state)
{
  for (int i = 0; i < NGAMES; i++) {
    hoyle_script *s = fixture_load(games[i]);
    for (uint64_t seed = 1; seed <= 3; seed++) {
      FILE *stepped = tmpfile(), *played = tmpfile();
      hoyle_game *g = new_game(s, "human", seed, stepped), *bots = new_game(s, "first", seed, played);
      assert_true(step_to_end(g, first) > 0);
      assert_int_equal(hoyle_game_run(bots, stderr), HOYLE_OK);
      assert_int_equal(hoyle_game_winner(g), hoyle_game_winner(bots));
      char *a = slurp(stepped), *b = slurp(played);
      assert_string_equal(a, b);
      free(a), free(b);
      hoyle_game_free(g), hoyle_game_free(bots);
      fclose(stepped), fclose(played);
    }
    hoyle_free(s);
  }
}

/* A choice that varies with the step, the same in both copies. */
static int spread(const hoyle_view *v, int step) { return (step * 7 + 3) % v->nopts; }

/* Runs g for n decisions, as step_to_end does. */
static void step_n(hoyle_game *g, int n)
{
  for (int k = 0; k < n; k++) {
    hoyle_view v;
    assert_int_equal(hoyle_game_run(g, stderr), HOYLE_DECIDE);
    assert_int_equal(hoyle_game_view(g, &v), 0);
    assert_int_equal(hoyle_game_answer(g, spread(&v, k)), 0);
  }
}

/* Both copies' views and winners, decision by decision. */
static void assert_same_course(hoyle_game *a, hoyle_game *b)
{
  int ra, rb, step = 0;
  do {
    ra = hoyle_game_run(a, stderr);
    rb = hoyle_game_run(b, stderr);
    assert_int_equal(ra, rb);
    assert_int_equal(hoyle_game_who(a), hoyle_game_who(b));
    if (ra != HOYLE_DECIDE)
      break;
    hoyle_view va, vb;
    hoyle_game_view(a, &va);
    hoyle_game_view(b, &vb);
    assert_string_equal(va.table, vb.table);
    assert_int_equal(va.nopts, vb.nopts);
    int i = spread(&va, step++);
    assert_int_equal(hoyle_game_answer(a, i), 0);
    assert_int_equal(hoyle_game_answer(b, i), 0);
  } while (1);
  assert_int_equal(ra, HOYLE_OK);
  assert_int_equal(hoyle_game_winner(a), hoyle_game_winner(b));
}

static void test_copy_goes_on_identically(void **state)
{
  for (int i = 0; i < NGAMES; i++) {
    hoyle_script *s = fixture_load(games[i]);
    hoyle_game *g = new_game(s, "random,human", 5, NULL);
    step_n(g, 6);
    hoyle_game *c = hoyle_game_copy(g);
    assert_non_null(c);
    hoyle_game_free(NULL);
    assert_same_course(g, c);
    hoyle_game_free(g), hoyle_game_free(c);
    hoyle_free(s);
  }
}

/* A copy of a game whose search bot reads the other seats' choices goes
 * on as the game does: it keeps its own copy of what the bot saw. */
static void test_copy_keeps_what_bots_saw(void **state)
{
  hoyle_script *s = fixture_load("crazy-eights");
  hoyle_game *g = new_game(s, "ismcts:iterations=30:infer=8:horizon=4,human", 5, NULL);
  step_n(g, 6);
  hoyle_game *c = hoyle_game_copy(g);
  assert_non_null(c);
  assert_same_course(g, c);
  hoyle_game_free(g), hoyle_game_free(c);
  hoyle_free(s);
}

/* The cards each seat has seen in its own views so far, by name. */
typedef struct seen { char names[HOYLE_MAX_PLAYERS][64][4]; int n[HOYLE_MAX_PLAYERS]; } seen;

static int has_seen(const seen *sn, int seat, const char *card)
{
  for (int i = 0; i < sn->n[seat]; i++)
    if (strcmp(sn->names[seat][i], card) == 0)
      return 1;
  return 0;
}

/* The card names ("8D", "10C", "JK") on one line of a view, through f. */
static void each_card(const char *line, int len, void (*f)(void *, const char *), void *ctx)
{
  char word[16];
  for (int i = 0, k; i < len; i += k) {
    k = (int)strcspn(line + i, " :,\n") + 1;
    if (k < 2 || k > 4 || !strchr("0123456789AJQK", line[i]))
      continue;
    snprintf(word, sizeof word, "%.*s", k - 1, line + i);
    if (strchr("CDHSK", word[k - 2]) && (k == 3 || strcmp(word, "10") > 0))
      f(ctx, word);
  }
}

typedef struct check { seen *sn; int seat; const char *line; int len, leaks; } check;

static void note(void *ctx, const char *card)
{
  check *c = ctx;
  if (!has_seen(c->sn, c->seat, card) && c->sn->n[c->seat] < 64)
    strcpy(c->sn->names[c->seat][c->sn->n[c->seat]++], card);
}

static void known_before(void *ctx, const char *card)
{
  check *c = ctx;
  if (!has_seen(c->sn, c->seat, card)) {
    print_error("P%d sees %s, never shown to it: %.*s\n", c->seat + 1, card, c->len, c->line);
    c->leaks++;
  }
}

/* A card the view shows in another seat's hand must have been in the
 * seat's view before (in its own hand: passed on, say); then every card of
 * the view counts as seen.  Returns the number of cards shown unseen. */
static int check_view(seen *sn, const hoyle_view *v)
{
  int leaks = 0;
  char mine[32];
  snprintf(mine, sizeof mine, "of P%d ", v->seat);
  for (int pass = 0; pass < 2; pass++)
    for (const char *line = v->table; *line;) {
      int len = (int)strcspn(line, "\n");
      check c = { sn, v->seat - 1, line, len, 0 };
      int others = strncmp(line, "  hand of P", 11) == 0 && strncmp(line + 7, mine, strlen(mine));
      if (pass == 1)
        each_card(line, len, note, &c);
      else if (others)
        each_card(line, len, known_before, &c);
      leaks += c.leaks;
      line += len + (line[len] == '\n');
    }
  return leaks;
}

static seen sight;

static int blind_first(const hoyle_view *v, int step)
{
  assert_int_equal(check_view(&sight, v), 0);
  return 0;
}

static void test_view_names_only_cards_seen(void **state)
{
  static const hoyle_view leak = { .seat = 1, .table = "  hand of P2: 8D KC\n" };
  static const char *const blind[] = { "crazy-eights", "hearts", "scum", "ninety-nine" };
  memset(&sight, 0, sizeof sight);
  assert_int_equal(check_view(&sight, &leak), 2);
  for (int i = 0; i < 4; i++) {
    hoyle_script *s = fixture_load(blind[i]);
    for (uint64_t seed = 1; seed <= 3; seed++) {
      hoyle_game *g = new_game(s, "human", seed, NULL);
      memset(&sight, 0, sizeof sight);
      step_to_end(g, blind_first);
      hoyle_game_free(g);
    }
    hoyle_free(s);
  }
}

/* The agent's functions of the race test: the first option; in a race,
 * act at once or let it pass, by the parity of the races seen. */
static int races_seen;

static int agent_choose(void *ctx, const hoyle_view *v) { return 0; }

static int agent_race(void *ctx, const hoyle_view *v)
{
  assert_true(v->is_race);
  assert_string_equal(v->race.act, "slap");
  return races_seen++ % 2 ? HOYLE_RACE_PASS : 0;
}

/* The same answers given when the run stops instead. */
static int step_race(const hoyle_view *v, int step)
{
  if (!v->is_race)
    return 0;
  assert_string_equal(v->labels[0], "slap");
  assert_string_equal(v->labels[1], "let it pass");
  for (int i = 1; i < v->race.nbots; i++)
    assert_true(v->race.times_ms[i - 1] <= v->race.times_ms[i]);
  return races_seen++ % 2;
}

/* Slapjack with seed, the person's races answered first by the agent's
 * race function, then by stepping: the same races, the same game. */
static void assert_agent_as_stepped(uint64_t seed, int (*race)(void *, const hoyle_view *),
                                    void (*step)(hoyle_game *))
{
  hoyle_script *s = fixture_load("slapjack");
  FILE *logs[2] = { tmpfile(), tmpfile() };
  hoyle_setup su = { .agents = "first", .human_seat = 1, .seed = seed, .log = logs[0],
                     .agent = { agent_choose, race, NULL } };
  hoyle_game *g;
  races_seen = 0;
  assert_int_equal(hoyle_play(s, &su, stderr), HOYLE_OK);
  int races = races_seen;
  su.agent = (hoyle_agent){ 0 };
  su.log = logs[1];
  races_seen = 0;
  assert_int_equal(hoyle_game_new(s, &su, stderr, &g), HOYLE_OK);
  step(g);
  assert_true(races > 2);
  assert_int_equal(races_seen, races);
  char *a = slurp(logs[0]), *b = slurp(logs[1]);
  assert_string_equal(a, b);
  free(a), free(b);
  fclose(logs[0]), fclose(logs[1]);
  hoyle_game_free(g);
  hoyle_free(s);
}

static void step_races_alternately(hoyle_game *g) { step_to_end(g, step_race); }

static void test_race_agent_or_step(void **state)
{
  assert_agent_as_stepped(3, agent_race, step_races_alternately);
}

/* A person's time in a race: just after the fastest bot, so acting late
 * but inside the window; 100 ms when no bot acts. */
static int late_ms(const hoyle_view *v) { return v->race.nbots ? v->race.times_ms[0] + 1 : 100; }

static int agent_race_late(void *ctx, const hoyle_view *v) { races_seen++; return late_ms(v); }

/* The game run to its end, a race answered with hoyle_game_race at the
 * late time, any other decision with option 0. */
static void step_races_late(hoyle_game *g)
{
  int r;
  while ((r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE) {
    hoyle_view v;
    assert_int_equal(hoyle_game_view(g, &v), 0);
    if (v.is_race) {
      races_seen++;
      assert_int_equal(hoyle_game_answer(g, 2), -1);
      assert_int_equal(hoyle_game_race(g, late_ms(&v)), 0);
    } else {
      assert_int_equal(hoyle_game_race(g, 0), -1);   /* not a race */
      assert_int_equal(hoyle_game_answer(g, 0), 0);
    }
  }
  assert_int_equal(r, HOYLE_OK);
}

/* A time given by hoyle_game_race plays as the same time given by the
 * agent's race function: acting after the fastest bot, not first. */
static void test_race_with_a_time(void **state)
{
  assert_agent_as_stepped(5, agent_race_late, step_races_late);
}

/* every_person_races: each person in a race is asked, P1 then P2, before
 * it is decided, and P2 acting sooner than P1 is first to slap; without
 * it only P1 races.  The bots are slower than both. */
static void test_every_person_races(void **state)
{
  hoyle_script *s = fixture_load("slapjack");
  for (int every = 0; every <= 1; every++) {
    FILE *log = tmpfile();
    hoyle_setup su = { .agents = "human,human,first", .seed = 3, .log = log,
                       .every_person_races = every, .reaction_ms = 5000, .window_ms = 9000 };
    hoyle_game *g;
    assert_int_equal(hoyle_game_new(s, &su, stderr, &g), HOYLE_OK);
    int asked[3] = { 0 }, last = 0, r;
    while ((r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE && asked[1] < 30) {
      hoyle_view v;
      assert_int_equal(hoyle_game_view(g, &v), 0);
      int who = hoyle_game_who(g);
      if (!v.is_race) {
        assert_int_equal(hoyle_game_answer(g, 0), 0);
        continue;
      }
      if (every)
        assert_int_equal(who, last == 1 ? 2 : 1);   /* P1, then P2, race after race */
      last = who;
      asked[who]++;
      assert_int_equal(hoyle_game_race(g, who == 2 ? 10 : 500), 0);
    }
    char *text = slurp(log);
    assert_true(asked[1] >= 3);
    assert_int_equal(asked[2], every ? asked[1] - (last == 1) : 0);
    assert_true(strstr(text, every ? "P2 is first to slap" : "P1 is first to slap") != NULL);
    assert_null(strstr(text, every ? "P1 is first to slap" : "P2 is first to slap"));
    free(text);
    fclose(log);
    hoyle_game_free(g);
  }
  hoyle_free(s);
}

/* hoyle_game_search_budget gives the most when time is plenty, at least 1
 * when it is short, and leaves the game as it was: played on, it tells
 * the same transcript as a game that was not timed. */
static void test_search_budget(void **state)
{
  for (int i = 0; i < NGAMES; i++) {
    hoyle_script *s = fixture_load(games[i]);
    FILE *timed = tmpfile(), *plain = tmpfile();
    hoyle_game *g = new_game(s, "first", 2, timed), *h = new_game(s, "first", 2, plain);
    assert_int_equal(hoyle_game_search_budget(g, 100000, 50), 50);
    int n = hoyle_game_search_budget(g, 1, 50);
    assert_in_range(n, 1, 50);
    assert_int_equal(hoyle_game_run(g, stderr), HOYLE_OK);
    assert_int_equal(hoyle_game_run(h, stderr), HOYLE_OK);
    char *a = slurp(timed), *b = slurp(plain);
    assert_string_equal(a, b);
    free(a);
    free(b);
    fclose(timed);
    fclose(plain);
    hoyle_game_free(g);
    hoyle_game_free(h);
    hoyle_free(s);
  }
}

/* The question over each decision of Crazy Eights, from what its options
 * do: cards to play (a draw is its `else`), or the suits after an eight;
 * none at the end. */
static void test_question(void **state)
{
  hoyle_script *s = fixture_load("crazy-eights");
  int forms[4] = { 0 };
  for (uint64_t seed = 1; seed <= 3; seed++) {
    hoyle_game *g = new_game(s, "human", seed, NULL);
    char q[128], want[128];
    while (hoyle_game_run(g, stderr) == HOYLE_DECIDE) {
      hoyle_view v;
      assert_int_equal(hoyle_game_view(g, &v), 0);
      int plays = 0, draw = strcmp(v.labels[v.nopts - 1], "draw") == 0;
      for (int i = 0; i < v.nopts; i++)
        plays += strncmp(v.labels[i], "play ", 5) == 0;
      int suits = strcmp(v.labels[0], "clubs") == 0 && v.nopts == 4, form = suits ? 3 : plays ? 1 + draw : 0;
      const char *words[] = { "draw", "play a card", "play a card or draw", "name a suit" };
      snprintf(want, sizeof want, "P%d, %s", v.seat, words[form]);
      assert_int_equal(hoyle_game_question(g, q, sizeof q), 0);
      assert_string_equal(q, want);
      assert_int_equal(hoyle_game_question(g, q, 6), 0);   /* cut short, ended */
      assert_int_equal(strlen(q), 5);
      assert_memory_equal(q, want, 5);
      forms[form]++;
      assert_int_equal(hoyle_game_answer(g, 0), 0);
    }
    assert_int_equal(hoyle_game_question(g, q, sizeof q), -1);
    hoyle_game_free(g);
  }
  assert_true(forms[1] > 0 && forms[3] > 0);   /* a lone draw is forced: not asked */
  hoyle_free(s);
}

static void test_view_json(void **state)
{
  hoyle_script *s = fixture_load("crazy-eights");
  hoyle_game *g = new_game(s, "human", 1, NULL);
  char buf[8192] = "";
  FILE *f = tmpfile();
  assert_int_equal(hoyle_game_view_json(g, f), -1);   /* not run yet: no one decides */
  assert_int_equal(hoyle_game_run(g, stderr), HOYLE_DECIDE);
  assert_int_equal(hoyle_game_view_json(g, f), 0);
  rewind(f);
  assert_non_null(fgets(buf, sizeof buf, f));
  const char *tail = "\"race\":false,\"options\":[\"play 8D\",\"play 8H\"]}\n";
  assert_true(strlen(buf) > strlen(tail));
  assert_string_equal(buf + strlen(buf) - strlen(tail), tail);
  assert_ptr_equal(strstr(buf, "{\"seat\":1,\"table\":\"deal 1: P1 to play"), buf);
  assert_non_null(strstr(buf, "hand of P1 (yours): 8D 9C 4H 8H JH 7C 6H\\u000a"));
  assert_int_equal(hoyle_game_answer(g, 2), -1);      /* there is no option 3 */
  fclose(f);
  hoyle_game_free(g);
  hoyle_free(s);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_option_one_is_agent_first),
    cmocka_unit_test(test_copy_goes_on_identically),
    cmocka_unit_test(test_copy_keeps_what_bots_saw),
    cmocka_unit_test(test_view_names_only_cards_seen),
    cmocka_unit_test(test_race_agent_or_step),
    cmocka_unit_test(test_race_with_a_time),
    cmocka_unit_test(test_every_person_races),
    cmocka_unit_test(test_view_json),
    cmocka_unit_test(test_question),
    cmocka_unit_test(test_search_budget),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
