/* test_about.c: what hoyle.h tells the hoyle command about a script and a
 * game beyond the decisions: the options with their defaults, the order
 * cards sort in (the script's rank order), the table at the end of a game,
 * the scores and who they favour, a custom deck's cards and suits, and a
 * person asked also for a choice of one option (ask_forced). */
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

/* What list writes of s, as a string to free; it must return want. */
static char *listed(int (*list)(const hoyle_script *, FILE *), const hoyle_script *s, int want)
{
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  assert_int_equal(list(s, out), want);
  fclose(out);
  return text;
}

static void test_options_listed(void **state)
{
  (void)state;
  hoyle_script *s = fixture_load("hearts");
  char *text = listed(hoyle_options, s, 2);
  assert_non_null(strstr(text, "-D target=100\n    the score that ends the match\n"));
  assert_non_null(strstr(text, "-D tie_plays_on=false\n"));
  free(text);
  hoyle_free(s);
}

/* Hearts ranks Aces high, Scum ranks 2s highest: the keys follow. */
static void test_card_keys_follow_the_script(void **state)
{
  (void)state;
  hoyle_script *hearts = fixture_load("hearts"), *scum = fixture_load("scum");
  assert_true(hoyle_card_key(hearts, "KS") < hoyle_card_key(hearts, "AS"));
  assert_true(hoyle_card_key(hearts, "2S") < hoyle_card_key(hearts, "KS"));
  assert_true(hoyle_card_key(scum, "AS") < hoyle_card_key(scum, "2S"));
  assert_true(hoyle_card_key(hearts, "AC") < hoyle_card_key(hearts, "2D"));   /* by suit first */
  assert_int_equal(hoyle_card_key(hearts, "13"), -1);
  assert_int_equal(hoyle_card_key(hearts, "XX"), -1);
  hoyle_free(hearts);
  hoyle_free(scum);
}

/* A deck of the script's own: its cards keyed by suit, then rank order,
 * the suitless Wild last; their suits by name; each kind listed once. */
static void test_custom_deck_cards(void **state)
{
  (void)state;
  hoyle_script *s = fixture_load("../tests/scenarios/deck/deck-custom-play");
  int code = 0;
  assert_true(hoyle_card_key(s, "5R") < hoyle_card_key(s, "SR"));
  assert_true(hoyle_card_key(s, "SR") < hoyle_card_key(s, "1G"));
  assert_true(hoyle_card_key(s, "SG") < hoyle_card_key(s, "W"));
  assert_int_equal(hoyle_card_key(s, "QS"), -1);
  assert_string_equal(hoyle_card_suit(s, "SG", &code), "green");
  assert_int_equal(code, 1);
  assert_null(hoyle_card_suit(s, "W", &code));
  char *text = listed(hoyle_deck_cards, s, 13);
  assert_non_null(strstr(text, "1R red\n2R red\n"));
  assert_non_null(strstr(text, "SG green\nW none\n"));
  free(text);
  hoyle_free(s);
}

/* Crazy Eights with P1 asked: with ask_forced, some decision of P1's has
 * one option; without, none has; and the game ends with a table. */
static int one_option_asks(hoyle_script *s, int ask_forced, const char **table)
{
  hoyle_setup su = { .agents = "first", .human_seat = 1, .seed = 3, .ask_forced = ask_forced };
  hoyle_game *g;
  hoyle_view v;
  int ones = 0, r;
  assert_int_equal(hoyle_game_new(s, &su, stderr, &g), HOYLE_OK);
  while ((r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE) {
    assert_int_equal(hoyle_game_view(g, &v), 0);
    ones += v.nopts == 1;
    assert_int_equal(hoyle_game_answer(g, 0), 0);
  }
  assert_int_equal(r, HOYLE_OK);
  *table = hoyle_game_table(g, 1);
  assert_non_null(*table);
  assert_non_null(strstr(*table, "hand of P1 (yours)"));
  assert_null(hoyle_game_table(g, 9));
  hoyle_game_free(g);
  return ones;
}

/* Hearts keeps scores, lowest wins, all 0 at the start; Crazy Eights has
 * no score rule. */
static void test_scores(void **state)
{
  (void)state;
  hoyle_script *hearts = fixture_load("hearts"), *c8 = fixture_load("crazy-eights");
  hoyle_setup su = { .seed = 1 };
  hoyle_game *g;
  int scores[HOYLE_MAX_PLAYERS] = { -1, -1, -1, -1 }, rule;
  assert_int_equal(hoyle_game_new(hearts, &su, stderr, &g), HOYLE_OK);
  assert_int_equal(hoyle_game_scores(g, scores, &rule), 4);
  assert_int_equal(rule, -1);
  assert_int_equal(scores[0] + scores[1] + scores[2] + scores[3], 0);
  hoyle_game_free(g);
  assert_int_equal(hoyle_game_new(c8, &su, stderr, &g), HOYLE_OK);
  assert_int_equal(hoyle_game_scores(g, scores, &rule), 0);
  assert_int_equal(rule, 0);
  hoyle_game_free(g);
  hoyle_free(hearts);
  hoyle_free(c8);
}

static void test_ask_forced_and_table(void **state)
{
  (void)state;
  hoyle_script *s = fixture_load("crazy-eights");
  const char *table;
  assert_true(one_option_asks(s, 1, &table) > 0);
  assert_int_equal(one_option_asks(s, 0, &table), 0);
  hoyle_free(s);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_options_listed),
    cmocka_unit_test(test_card_keys_follow_the_script),
    cmocka_unit_test(test_custom_deck_cards),
    cmocka_unit_test(test_ask_forced_and_table),
    cmocka_unit_test(test_scores),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
