/* test_zone.c: zones and the deck: building, moving, removing, shuffling
 * and turn order, with every card always in exactly one place. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "run/names.h"
#include "run/zone.h"

static module mod;
static game g;

/* stock (shared), discard (shared), hand (one per player). */
static void make_module(void)
{
  memset(&mod, 0, sizeof mod);
  mod.zones[0] = (zone_info){ "stock", 0, 0, { 0 }, NULL, 0, 0 };
  mod.zones[1] = (zone_info){ "discard", ZONE_FACE_UP, 1, { 0 }, NULL, 1, 0 };
  mod.zones[2] = (zone_info){ "hand", ZONE_EACH | ZONE_PRIVATE, 2, { 0 }, NULL, 2, 0 };
  mod.nzones = 3;
  mod.nzone_slots = 2 + MAX_PLAYERS;
  for (int slot = 0; slot < mod.nzone_slots; slot++)
    mod.slot_zone[slot] = (uint8_t)(slot < 2 ? slot : 2);
  mod.deck_zone = 0;
  mod.deck_ranks = 0x3ffe;    /* A to K: the standard pack */
  deck_standard(&mod.deck);
  module_rank_steps(&mod);
}

static int setup(void **state)
{
  make_module();
  game_init(&g, &mod, 4, 99);
  game_build_deck(&g, 1, 2);
  return 0;
}

/* Every card is in the slot its `where` names, exactly once. */
static void assert_conserved(void)
{
  int seen[MAX_CARDS] = { 0 };
  for (int s = 0; s < mod.nzone_slots; s++)
    for (int i = 0; i < g.count[s]; i++) {
      int c = g.zone[s][i];
      assert_int_equal(g.where[c], s);
      seen[c]++;
    }
  for (int c = 0; c < g.ncards; c++)
    assert_int_equal(seen[c], 1);
}

static void deck_has_every_card_once(void **state)
{
  assert_int_equal(g.ncards, 54);
  assert_int_equal(g.count[0], 54);
  int per_suit[NO_SUIT + 1] = { 0 };
  for (int c = 0; c < g.ncards; c++)
    per_suit[g.cards[c].suit]++;
  for (int s = 0; s < 4; s++)
    assert_int_equal(per_suit[s], 13);
  assert_int_equal(per_suit[NO_SUIT], 2);
  assert_conserved();
}

static void slots_of_per_player_zones(void **state)
{
  assert_int_equal(zone_slot(&mod, 2, 3), 5);
  assert_int_equal(zone_of_slot(&mod, 5), 2);
  assert_int_equal(zone_owner(&mod, 5), 3);
  assert_int_equal(zone_owner(&mod, 1), -1);
}

static void moving_keeps_cards(void **state)
{
  for (int i = 0; i < 5; i++)
    zone_push(&g, zone_slot(&mod, 2, 1), zone_take_top(&g, 0));
  assert_int_equal(g.count[3], 5);
  assert_int_equal(g.count[0], 49);
  int mid = g.zone[3][2];
  zone_remove(&g, mid);
  zone_push(&g, 1, mid);
  assert_int_equal(zone_top(&g, 1), mid);
  assert_int_equal(g.count[3], 4);
  assert_int_equal(zone_top(&g, 2), -1);
  assert_int_equal(zone_take_top(&g, 2), -1);
  assert_conserved();
}

static void shuffle_is_a_seeded_permutation(void **state)
{
  static game h;
  memcpy(&h, &g, sizeof g);
  zone_shuffle(&g, 0);
  zone_shuffle(&h, 0);
  assert_memory_equal(g.zone[0], h.zone[0], g.count[0]);
  int moved = 0;
  for (int i = 0; i < g.count[0]; i++)
    moved += g.zone[0][i] != i;
  assert_true(moved > 40);
  assert_conserved();
}

static void turn_order_wraps_both_ways(void **state)
{
  assert_int_equal(game_next_seat(&g, 3, 1), 0);
  assert_int_equal(game_next_seat(&g, 1, 2), 3);
  g.dir = -1;
  assert_int_equal(game_next_seat(&g, 0, 1), 3);
  assert_int_equal(game_next_seat(&g, 1, 6), 3);
}

static void card_names_round_trip(void **state)
{
  char buf[8];
  card c;
  for (int i = 0; i < g.ncards; i++) {
    card_name(&mod, g.cards[i], buf);
    assert_int_equal(card_parse(&mod, buf, &c), 0);
    assert_int_equal(c.rank, g.cards[i].rank);
    assert_int_equal(c.suit, g.cards[i].suit);
  }
  assert_int_not_equal(card_parse(&mod, "11H", &c), 0);
  assert_int_not_equal(card_parse(&mod, "QX", &c), 0);
  assert_int_not_equal(card_parse(&mod, "", &c), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(deck_has_every_card_once, setup),
    cmocka_unit_test_setup(slots_of_per_player_zones, setup),
    cmocka_unit_test_setup(moving_keeps_cards, setup),
    cmocka_unit_test_setup(shuffle_is_a_seeded_permutation, setup),
    cmocka_unit_test_setup(turn_order_wraps_both_ways, setup),
    cmocka_unit_test_setup(card_names_round_trip, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
