/* test_search.c: the ismcts bot.  It is honest: in every game, permuting
 * the faces of the cards a seat does not know never changes that seat's
 * search decision nor its one-step look ahead (same seed), nor whether it
 * joins a race, nor (in the game and in the copies of it the seat keeps)
 * its search with short play-outs reading the other seats' choices; its choices
 * are the same for the same seed, and the same when it stops once its move
 * is settled; a determinization keeps every card the
 * seat knows and every zone's count, and recounts each zone's ranks; a
 * world, which writes no labels, plays as the game it copies; it takes no
 * loss of a deal it can avoid (a deal's loser is scored); in Slapjack it slaps a jack and lets
 * other cards pass; in Cheat it never challenges a claim it knows to be
 * true, and does challenge one it knows to be false, and by default
 * claims no whole hand; in Russian Crazy Sevens it says "One card!".  The
 * look ahead (the greedy bot) uses a card it was shown, and knocks in Gin
 * Rummy when the knock is good. */
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
#include "play/deckplan.h"
#include "play/determinize.h"
#include "play/infer.h"
#include "play/lookahead.h"
#include "play/agent.h"
#include "play/search.h"
#include "run/names.h"
#include "run/view.h"
#include "run/vm.h"
#include "fixture.h"


/* Every game script, with the options its games here are played with (or
 * NULL): the search plays each option out to the end of the game. */
static const struct { const char *name, *setting; } games[] = {
  { "crazy-eights", NULL }, { "russian-crazy-sevens", NULL }, { "vandatta", NULL },
  { "cheat", NULL }, { "slapjack", NULL }, { "hearts", NULL }, { "ninety-nine", NULL },
  { "scum", NULL }, { "ottawa", NULL }, { "golf", NULL }, { "screw-your-neighbour", NULL },
  { "euchre", NULL }, { "durak", NULL }, { "oh-hell", NULL },
  /* random playouts seldom knock: a game to 100 takes some 220 deals */
  { "gin-rummy", "target=1 knock_limit=35" },
  { "uno", "target=1" },
  { "../tests/lua/hooks", NULL },
};
enum { NGAMES = sizeof games / sizeof games[0], CHECKS = 6, ITERATIONS = 40 };

static script scripts[NGAMES];
static hooks *runtimes[NGAMES];
static setting settings[NGAMES][FIXTURE_SETTINGS_MAX];
static int nsettings[NGAMES];
static game g, h;
static determinizer det;

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

static void start(int which, uint64_t seed)
{
  const module *m = &scripts[which].mod;
  game_init(&g, m, m->default_players, seed);
  g.hooks = hooks_for_game(runtimes[which]);
  for (int i = 0; i < nsettings[which]; i++)
    g.globals[settings[which][i].slot] = settings[which][i].v;
  vm_run(&g, NULL);
}

static const search_params params = { ITERATIONS, 0, 1, 0, 0, 0 };

static rng searcher(void)
{
  rng r;
  rng_seed(&r, 77);
  return r;
}

/* The decisions seat takes in x: in a race whether it acts, else the
 * search's option and the one-step look ahead's, as one number. */
static int decision_of(const game *x, int seat)
{
  rng r = searcher();
  lookahead_memo lm = { 0 };
  if (x->dec.who < 0)
    return lookahead_joins(&lm, &r, x, seat);
  int i = search_choose(&params, &r, x, seat, NULL, NULL);
  return i * OPTIONS_MAX + lookahead_best(&lm, &r, x, seat);
}

/* The search with short play-outs reading the other seats' choices in
 * log (infer.h), as one number with the option of a race as
 * decision_of's. */
static int reading_decision_of(const game *x, int seat, const seen_log *log)
{
  static const search_params reading = { ITERATIONS, 0, 1, 8, 4, 0 };
  rng r = searcher();
  lookahead_memo lm = { 0 };
  if (x->dec.who < 0)
    return lookahead_joins(&lm, &r, x, seat);
  return search_choose(&reading, &r, x, seat, &lm, log);
}

/* h: g with the faces of the cards seat does not know shuffled by r;
 * whether any card changed its face. */
static int permute_unknown(int seat, rng *r)
{
  int unknown[MAX_CARDS], n = 0, moved = 0;
  memcpy(&h, &g, sizeof g);
  for (int c = 0; c < g.ncards; c++)
    if (!view_knows(&g, seat, c))
      unknown[n++] = c;
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(r, (uint32_t)i + 1);
    card t = h.cards[unknown[i]];
    h.cards[unknown[i]] = h.cards[unknown[j]];
    h.cards[unknown[j]] = t;
  }
  for (int i = 0; i < n; i++)
    moved |= memcmp(&h.cards[unknown[i]], &g.cards[unknown[i]], sizeof(card)) != 0;
  return moved;
}

/* The seat of a race that a search bot could act in: the first able to. */
static int racer(const game *x)
{
  for (int i = 0; i < x->dec.nopts; i++)
    if (x->dec.opts[i].v.tag == V_PLAYER)
      return x->dec.opts[i].v.v;
  return 0;
}

static void search_is_blind_to_unknown_faces(void **state)
{
  for (int which = 0; which < NGAMES; which++) {
    rng r;
    int checked = 0, moved = 0;
    rng_seed(&r, 5);
    start(which, 21);
    for (int step = 0; step < 400 && checked < CHECKS && g.status == GS_DECISION; step++) {
      if (step % 7 == 3 && g.dec.nopts > 1) {
        int seat = g.dec.who >= 0 ? g.dec.who : racer(&g);
        int before = decision_of(&g, seat);
        moved += permute_unknown(seat, &r);
        if (decision_of(&h, seat) != before)
          fail_msg("%s, decision %d: P%d decides otherwise once the cards it does not know "
                   "are permuted", games[which].name, step, seat + 1);
        checked++;
      }
      vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
      vm_run(&g, NULL);
    }
    if (checked == 0 || moved == 0)
      fail_msg("%s: no decision checked with hidden cards permuted", games[which].name);
  }
}

/* The same with the other seats' choices read: the faces of the cards the
 * seat does not know are permuted in the game and in every copy of it
 * the seat keeps from before those choices. */
static seen_log logs[MAX_PLAYERS], permuted;

static void search_reading_choices_is_blind_to_unknown_faces(void **state)
{
  static game before;
  int games_read = 0;
  for (int which = 0; which < NGAMES; which++) {
    rng r;
    int checked = 0, read = 0;
    rng_seed(&r, 6);
    start(which, 23);
    for (int p = 0; p < MAX_PLAYERS; p++)
      logs[p].n = 0;
    for (int step = 0; step < 400 && checked < CHECKS && g.status == GS_DECISION; step++) {
      int seat = g.dec.who >= 0 ? g.dec.who : racer(&g);
      if (step % 5 == 4 && g.dec.nopts > 1) {
        int mine = reading_decision_of(&g, seat, &logs[seat]);
        permute_unknown(seat, &r);
        memcpy(&permuted, &logs[seat], sizeof permuted);
        for (int k = 0; k < permuted.n; k++)
          for (int c = 0; c < g.ncards; c++)
            if (!view_knows(&g, seat, c))
              permuted.c[k].before.cards[c] = h.cards[c];
        if (reading_decision_of(&h, seat, &permuted) != mine)
          fail_msg("%s, decision %d: P%d, reading %d choices, decides otherwise once the cards "
                   "it does not know are permuted", games[which].name, step, seat + 1,
                   logs[seat].n);
        read += logs[seat].n > 0;
        checked++;
      }
      int i = (int)rng_below(&r, (uint32_t)g.dec.nopts);
      for (int p = 0; p < g.nplayers && g.dec.who >= 0 && g.dec.nopts > 1; p++)
        if (p != g.dec.who)
          seen_note(&logs[p], &before, &g, i);
      if (g.dec.who >= 0)
        logs[g.dec.who].n = 0;
      vm_choose(&g, i);
      memcpy(&before, &g, sizeof g);
      vm_run(&g, NULL);
    }
    if (checked == 0 || (read == 0 && strcmp(games[which].name, "cheat") == 0))
      fail_msg("%s: no decision checked (with choices read)", games[which].name);
    games_read += read > 0;
  }
  assert_true(games_read > NGAMES / 2);    /* Slapjack's only choices are races */
}

/* A sampled world keeps where every card lies, every card the seat knows
 * and the multiset of the faces; the unknown faces do get shuffled. */
/* Each zone's count of each rank (game.h: ranks) is that of its cards. */
static void assert_rank_counts_hold(const game *w)
{
  for (int slot = 0; slot < w->mod->nzone_slots; slot++) {
    int held[NRANKS] = { 0 };
    for (int i = 0; i < w->count[slot]; i++)
      held[w->cards[w->zone[slot][i]].rank]++;
    for (int rank = 0; rank < NRANKS; rank++)
      assert_int_equal(w->ranks[slot][rank], held[rank]);
  }
}

/* A world drawn for the seat to move has every card where the game has
 * it (the places and counts in use: past ncards and the zone slots
 * neither is copied nor read) and the faces the seat knows, and some it
 * does not know changed. */
static void a_world_keeps_what_the_seat_knows(void **state)
{
  static game w;
  rng r;
  int differs = 0;
  rng_seed(&r, 9);
  start(0, 3);
  determinize_prepare(&det, &g, g.dec.who);
  for (int k = 0; k < 20; k++) {
    int seen[NRANKS][NO_SUIT + 1] = { { 0 } };
    determinize_sample(&det, &r, &w);
    assert_memory_equal(w.where, g.where, (size_t)g.ncards * sizeof g.where[0]);
    assert_memory_equal(w.count, g.count, (size_t)g.mod->nzone_slots * sizeof g.count[0]);
    for (int c = 0; c < g.ncards; c++) {
      if (view_knows(&g, g.dec.who, c))
        assert_memory_equal(&w.cards[c], &g.cards[c], sizeof(card));
      else
        differs |= memcmp(&w.cards[c], &g.cards[c], sizeof(card)) != 0;
      seen[g.cards[c].rank][g.cards[c].suit]++;
      seen[w.cards[c].rank][w.cards[c].suit]--;
    }
    for (int rank = 0; rank < NRANKS; rank++)
      for (int s = 0; s <= NO_SUIT; s++)
        assert_int_equal(seen[rank][s], 0);
    assert_rank_counts_hold(&w);
    card faces[MAX_CARDS];                 /* faces put on a copy of the game, as belief does */
    determinize_faces(&det, &r, faces);
    memcpy(&h, &g, sizeof g);
    determinize_put(&det, faces, &h);
    assert_rank_counts_hold(&h);
  }
  assert_true(differs);
}

/* In every game, a copy that writes no labels (a search's world) offers
 * the same options and plays on exactly as the game, taking the same
 * options; and it does leave some label unwritten. */
static void a_world_without_labels_plays_alike(void **state)
{
  for (int which = 0; which < NGAMES; which++) {
    rng r;
    int unwritten = 0;
    rng_seed(&r, 13);
    start(which, 4);
    memcpy(&h, &g, sizeof g);
    h.unlabelled = 1;
    for (int step = 0; step < 3000 && g.status == GS_DECISION; step++) {
      assert_int_equal(h.status, GS_DECISION);
      assert_int_equal(h.dec.who, g.dec.who);
      assert_int_equal(h.dec.nopts, g.dec.nopts);
      for (int i = 0; i < g.dec.nopts; i++) {
        const game_option *a = &g.dec.opts[i], *b = &h.dec.opts[i];
        assert_true(a->arm == b->arm && a->str == b->str && a->v.tag == b->v.tag
                    && a->v.v == b->v.v && a->words == b->words);
        unwritten += b->text == OPT_UNWRITTEN;
      }
      int i = (int)rng_below(&r, (uint32_t)g.dec.nopts);
      vm_choose(&g, i), vm_choose(&h, i);
      vm_run(&g, NULL), vm_run(&h, NULL);
    }
    assert_int_equal(h.status, g.status);
    assert_int_equal(h.winner, g.winner);
    assert_memory_equal(h.zone, g.zone, sizeof g.zone);
    if (strcmp(games[which].name, "cheat") == 0 && unwritten == 0)
      fail_msg("cheat: no option's words went unwritten");
  }
}

/* The slot of the zone or global called name in m; -1 if none. */
static int zone_slot(const module *m, const char *name)
{
  for (int z = 0; z < m->nzones; z++)
    if (strcmp(m->zones[z].name, name) == 0)
      return m->zones[z].base;
  return -1;
}

/* In Slapjack a bot (not the one who turned the card) slaps a jack and
 * lets every other card pass: one step ahead, a jack brings it the pile
 * and another card costs it one, and holding cards is what wins. */
static void a_bot_slaps_a_jack_and_not_a_seven(void **state)
{
  const module *m = &scripts[4].mod;
  int centre = zone_slot(m, "centre"), races[2] = { 0, 0 };
  rng r;
  assert_true(centre >= 0);
  rng_seed(&r, 4);
  start(4, 6);
  for (int step = 0; step < 300 && g.status == GS_DECISION; step++) {
    if (g.dec.who < 0 && g.dec.acted == 0) {
      int seat = game_next_seat(&g, g.current, 1);
      int jack = g.cards[g.zone[centre][g.count[centre] - 1]].rank == 11;
      rng mine;
      lookahead_memo lm = { 0 };
      rng_seed(&mine, (uint64_t)step);
      assert_int_equal(lookahead_joins(&lm, &mine, &g, seat), jack);
      races[jack]++;
    }
    vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
    vm_run(&g, NULL);
  }
  assert_true(races[0] > 10 && races[1] > 0);
}

/* Gives card c of g a face of rank `rank` (want) or of another rank,
 * swapping faces with a card outside zone `keep`. */
static void give_rank(int c, int rank, int want, int keep)
{
  for (int d = 0; d < g.ncards; d++)
    if (g.where[d] != keep && (g.cards[d].rank == rank) == want) {
      card t = g.cards[c];
      g.cards[c] = g.cards[d];
      g.cards[d] = t;
      return;
    }
}

/* The index of the option labelled `label` of g's decision. */
static int option_labelled(const char *label)
{
  char buf[64];
  for (int i = 0; i < g.dec.nopts; i++) {
    vm_option_label(&g, -1, i, buf, sizeof buf);
    if (strcmp(buf, label) == 0)
      return i;
  }
  return -1;
}

/* In Cheat, at challenges, the claim is made true (or false) and shown to
 * the seat asked: a greedy bot lets a true claim go, challenges a false. */
static void a_bot_never_challenges_a_claim_it_knows_is_true(void **state)
{
  const module *m = &scripts[3].mod;
  int claim = zone_slot(m, "claim"), asked[2] = { 0, 0 };
  const global_info *called_var = module_global(m, "called");
  assert_true(claim >= 0 && called_var);
  int called = called_var->slot;
  rng r;
  rng_seed(&r, 3);
  start(3, 12);
  for (int step = 0; step < 400 && g.status == GS_DECISION; step++) {
    int challenge = option_labelled("challenge");
    if (challenge >= 0 && g.count[claim] > 0 && g.count[claim] <= 4) {  /* 4 of a rank */
      int truth = step % 2, who = g.dec.who, rank = g.globals[called].v;
      memcpy(&h, &g, sizeof g);
      for (int i = 0; i < g.count[claim]; i++) {
        int c = g.zone[claim][i];
        if ((g.cards[c].rank == rank) != (truth || i > 0))
          give_rank(c, rank, truth || i > 0, claim);
        g.known[c] |= (uint8_t)(1u << who);
      }
      rng mine;
      lookahead_memo lm = { 0 };
      rng_seed(&mine, (uint64_t)step);
      if ((lookahead_best(&lm, &mine, &g, who) == challenge) == truth)
        fail_msg("decision %d: P%d %s a claim it knows is %s", step, who + 1,
                 truth ? "challenges" : "lets go", truth ? "true" : "false");
      asked[truth]++;
      memcpy(&g, &h, sizeof g);
    }
    vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
    vm_run(&g, NULL);
  }
  assert_true(asked[0] > 3 && asked[1] > 3);
}

/* A card it was shown is a card it knows: in tests/unit/name-the-card.hoyle
 * the player to play is shown a face-down card and wins by naming its
 * suit; the look ahead names it in every game (nobody holds a card, so
 * only the win tells one name from another). */
static void a_bot_names_the_card_it_was_shown(void **state)
{
  script s;
  hooks *rt = NULL;
  assert_int_equal(fixture_script(&s, &rt, "../tests/unit/name-the-card"), 0);
  int secret = zone_slot(&s.mod, "secret");
  assert_true(secret >= 0);
  for (uint64_t seed = 1; seed <= 40; seed++) {
    rng r;
    lookahead_memo lm = { 0 };
    rng_seed(&r, 1000 + seed);                /* not the game's stream */
    game_init(&g, &s.mod, 2, seed);
    vm_run(&g, NULL);
    assert_int_equal(g.status, GS_DECISION);
    int i = lookahead_best(&lm, &r, &g, g.dec.who);
    assert_int_equal(g.dec.opts[i].v.tag, V_SUIT);
    assert_int_equal(g.dec.opts[i].v.v, g.cards[g.zone[secret][0]].suit);
  }
  fixture_script_free(&s, rt);
}

/* The cards of `list` (space-separated) for zone `zone` of the game
 * script which, as a deck_want. */
static deck_want wanted(int which, const char *zone, const char *list)
{
  deck_want w = { .slot = zone_slot(&scripts[which].mod, zone) };
  char buf[128], *save;
  snprintf(buf, sizeof buf, "%s", list);
  assert_true(w.slot >= 0);
  for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save))
    assert_int_equal(card_parse(&scripts[which].mod, t, &w.cards[w.n++]), 0);
  return w;
}

/* Gin Rummy: offered a knock that is good, the look ahead knocks.  As in
 * tests/scenarios/gin-rummy/knock.scn, P1 holds A-2-3H, 4-5-6S, 7C 7D 7H
 * and KC, draws 5D and discards KC: 5 deadwood, against a hand it cannot
 * see that keeps 23 after laying off.  Holding is neither good nor bad in
 * Gin Rummy: the score tells the knock from playing on. */
static void a_bot_knocks_when_the_knock_is_good(void **state)
{
  enum { GIN = 14 };
  deck_want w[4] = { wanted(GIN, "hand", "AH 2H 3H 4S 5S 6S 7C 7D 7H KC"),
                     wanted(GIN, "hand", "4H 3S 7S 10D JD QD 2C 2D 9C KS"),
                     wanted(GIN, "discard", "8D"), wanted(GIN, "stock", "5D") };
  const module *m = &scripts[GIN].mod;
  char why[200];
  int n, knocks = 0;
  assert_string_equal(games[GIN].name, "gin-rummy");
  w[1].slot++;                                    /* P2's hand */
  for (uint64_t seed = 1; seed <= 12; seed++) {
    game_init(&g, m, 2, 1);
    g.hooks = hooks_for_game(runtimes[GIN]);
    for (int i = 0; i < nsettings[GIN]; i++)
      g.globals[settings[GIN][i].slot] = settings[GIN][i].v;
    assert_int_equal(deckplan_make(&g, w, 4, g.stacked, &n, why, sizeof why), 0);
    g.nstacked = (uint16_t)n;
    vm_run(&g, NULL);
    vm_choose(&g, option_labelled("draw from the stock"));
    vm_run(&g, NULL);
    vm_choose(&g, option_labelled("discard KC"));
    vm_run(&g, NULL);
    int knock = option_labelled("knock with 5");
    assert_true(knock >= 0 && option_labelled("play on") >= 0);
    rng r;
    lookahead_memo lm = { 0 };
    rng_seed(&r, seed);
    knocks += lookahead_best(&lm, &r, &g, g.dec.who) == knock;
  }
  assert_int_equal(knocks, 12);
}

/* A deal lost is scored: in tests/unit/lose-a-deal.hoyle, where a player
 * loses the deal by giving up and otherwise takes a card, the search takes
 * a card at every turn of the first deal (of three). */
static void search_takes_no_loss_it_can_avoid(void **state)
{
  script s;
  hooks *rt = NULL;
  rng r = searcher();
  int turns = 0;
  assert_int_equal(fixture_script(&s, &rt, "../tests/unit/lose-a-deal"), 0);
  game_init(&g, &s.mod, 2, 5);
  g.hooks = hooks_for_game(rt);
  vm_run(&g, NULL);
  for (; g.status == GS_DECISION && g.deal_no == 0; turns++) {
    int i = search_choose(&params, &r, &g, g.dec.who, NULL, NULL);
    assert_string_equal(s.mod.strs[g.dec.opts[i].str], "take a card");
    vm_choose(&g, i);
    vm_run(&g, NULL);
  }
  assert_int_equal(turns, 52);
  fixture_script_free(&s, rt);
}

/* The search p, in fixture `name`'s game of two players (the seed given),
 * takes the option labelled `label` at each of the first ten turns. */
static void search_takes_each_time(const char *name, uint64_t seed, const search_params *p,
                                   const char *label)
{
  script s;
  hooks *rt = NULL;
  rng r = searcher();
  assert_int_equal(fixture_script(&s, &rt, name), 0);
  game_init(&g, &s.mod, 2, seed);
  g.hooks = hooks_for_game(rt);
  vm_run(&g, NULL);
  for (int turn = 0; turn < 10; turn++) {
    assert_int_equal(g.status, GS_DECISION);
    int i = search_choose(p, &r, &g, g.dec.who, NULL, NULL);
    assert_string_equal(s.mod.strs[g.dec.opts[i].str], label);
    vm_choose(&g, i);
    vm_run(&g, NULL);
  }
  fixture_script_free(&s, rt);
}

/* A play-out cut short by the Lua's outlook(p): in tests/unit/outlook.hoyle
 * every play-out ends the deal with no winner, a draw that tells keeping a
 * card from throwing it away only by the outlook (the cards held).  The
 * search keeps the card at each of the first ten turns; blind to the
 * outlook, it chose either as the draws fell. */
static void search_reads_the_outlook_of_a_cut_play_out(void **state)
{
  search_takes_each_time("../tests/unit/outlook", 3, &params, "keep it");
}

/* A play-out is followed to the end of the deal where play-outs end on
 * their own: in tests/unit/swap-late.hoyle every play-out from the first
 * turns lasts past CUT_TURNS (two packs, a card a turn), and only its end
 * (the hands change places four cards before it) shows that a card taken
 * is one the other player will hold.  The search takes a card at each of
 * the first ten turns; cut and scored by the cards held, its play-outs
 * told it to throw them away. */
static void search_follows_play_outs_that_end_to_their_end(void **state)
{
  static const search_params full = { AGENT_ITERATIONS, 0, 1, 0, 0, 0 };
  search_takes_each_time("../tests/unit/swap-late", 4, &full, "take a card");
}

/* Cheat: P1, to put down Aces first, holds two Aces and eleven cards of
 * other ranks.  The search as the agent has it by default (agent.h)
 * claims few cards, never its whole hand: a claim of more than four of a
 * rank (one pack) is a bluff any seat can see.  It claims the two Aces at
 * each of these seeds; ismcts:infer=0:horizon=0 (the default before)
 * claimed all 13 cards at seed 1. */
static void default_search_claims_no_whole_hand_in_cheat(void **state)
{
  enum { CHEAT = 3 };
  static const search_params agent_default = { AGENT_ITERATIONS, 0, 1, AGENT_INFER,
                                               AGENT_HORIZON, 1 };
  deck_want w = wanted(CHEAT, "hand", "AH AS 2C 3D 4H 5S 6C 7D 8H 9S 10C JD QH");
  const module *m = &scripts[CHEAT].mod;
  int claim = zone_slot(m, "claim"), n;
  char why[200];
  assert_string_equal(games[CHEAT].name, "cheat");
  for (uint64_t seed = 1; seed <= 4; seed++) {
    rng r;
    lookahead_memo lm = { 0 };
    rng_seed(&r, seed);
    game_init(&g, m, 4, seed);
    g.hooks = hooks_for_game(runtimes[CHEAT]);
    assert_int_equal(deckplan_make(&g, &w, 1, g.stacked, &n, why, sizeof why), 0);
    g.nstacked = (uint16_t)n;
    vm_run(&g, NULL);
    assert_int_equal(g.dec.who, 0);
    while (g.status == GS_DECISION && g.dec.who == 0) {
      vm_choose(&g, search_choose(&agent_default, &r, &g, 0, &lm, NULL));
      vm_run(&g, NULL);
    }
    if (g.count[claim] > 4)
      fail_msg("seed %d: P1 claims %d cards of rank A", (int)seed, g.count[claim]);
  }
}

/* The default search (agent.h) searches as ismcts:infer=0:horizon=0 in
 * Ninety-Nine, where holding cards was learnt to be good (there it lost to
 * that setting head to head, bench/default-vs-cheaper.txt), and in Russian
 * Crazy Sevens, where holding is bad but no seat chooses several cards
 * (there, as in Crazy Eights, short play-outs cost strength,
 * bench/rule-of-thumb.txt); in Cheat, where its claims are choices of
 * several cards, with its short play-outs: the root's visits of the same
 * decision, the same seeds, alike or not. */
static void default_search_plays_out_short_only_where_several_cards_are_chosen(void **state)
{
  enum { RCS = 1, CHEAT = 3, NINETY_NINE = 6 };
  static const int which[] = { NINETY_NINE, RCS, CHEAT }, short_there[] = { 0, 0, 1 };
  static const search_params agent_default = { 200, 0, 1, AGENT_INFER, AGENT_HORIZON, 1 };
  static const search_params cheaper = { 200, 0, 1, 0, 0, 0 };
  assert_string_equal(games[NINETY_NINE].name, "ninety-nine");
  assert_string_equal(games[RCS].name, "russian-crazy-sevens");
  assert_string_equal(games[CHEAT].name, "cheat");
  for (int k = 0; k < 3; k++) {
    int differ = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
      search_root a = { 0 }, b = { 0 };
      rng r = searcher();
      start(which[k], seed);
      while (g.status == GS_DECISION && (g.dec.who < 0 || g.dec.nopts < 2)) {
        vm_choose(&g, 0);
        vm_run(&g, NULL);
      }
      assert_int_equal(g.status, GS_DECISION);
      lookahead_memo la = { 0 }, lb = { 0 };
      search_choose_kept(&agent_default, &r, &g, g.dec.who, &la, NULL, &a);
      r = searcher();
      search_choose_kept(&cheaper, &r, &g, g.dec.who, &lb, NULL, &b);
      differ += memcmp(a.visits, b.visits, sizeof a.visits) != 0;
    }
    if (short_there[k] ? differ < 3 : differ > 0)
      fail_msg("%s: the default searched %s infer=0:horizon=0 at %d of 3 seeds",
               games[which[k]].name, short_there[k] ? "as" : "unlike",
               short_there[k] ? 3 - differ : differ);
  }
}

/* Russian Crazy Sevens: a seat down to one card says "One card!" rather
 * than stay silent, which the others catch for seven cards.  The default
 * search plays it out short (its play-outs outlast their cap); after the
 * "say" the next mover is another seat in most worlds and the same seat
 * in some, and the value of that move was once the best of all of them,
 * another seat's: it stayed silent at 2 of these 103 decisions, and at
 * about one in twenty in games among search bots. */
static void default_search_says_one_card(void **state)
{
  enum { RCS = 1, SEEDS = 30 };
  static const search_params agent_default = { AGENT_ITERATIONS, 0, 1, AGENT_INFER,
                                               AGENT_HORIZON, 1 };
  int asked = 0, silent = 0;
  assert_string_equal(games[RCS].name, "russian-crazy-sevens");
  for (uint64_t seed = 1; seed <= SEEDS; seed++) {
    rng r = searcher();
    lookahead_memo lm = { 0 };
    start(RCS, seed);
    for (int step = 0; step < 2000 && g.status == GS_DECISION; step++) {
      int i = (int)rng_below(&r, (uint32_t)g.dec.nopts), quiet = option_labelled("stay silent");
      if (quiet >= 0 && g.dec.who >= 0) {
        i = search_choose(&agent_default, &r, &g, g.dec.who, &lm, NULL);
        asked++;
        silent += i == quiet;
      }
      vm_choose(&g, i);
      vm_run(&g, NULL);
    }
  }
  if (asked < 20 || silent > 0)
    fail_msg("stayed silent at %d of %d decisions", silent, asked);
}

/* Two whole games, g and the one kept, ended alike: turns, winner, cards. */
static void assert_ended_alike(const game *kept)
{
  assert_int_equal(g.status, GS_OVER);
  assert_int_equal(g.turns, kept->turns);
  assert_int_equal(g.winner, kept->winner);
  assert_memory_equal(g.zone, kept->zone, sizeof g.zone);
}

/* The same seed, the same choices: a whole game among search bots. */
static void search_is_deterministic_by_seed(void **state)
{
  static game first;
  for (int round = 0; round < 2; round++) {
    rng r = searcher();
    start(0, 8);
    while (g.status == GS_DECISION) {
      vm_choose(&g, search_choose(&params, &r, &g, g.dec.who, NULL, NULL));
      vm_run(&g, NULL);
    }
    if (round == 0)
      memcpy(&first, &g, sizeof g);
  }
  assert_ended_alike(&first);
}

/* A search with a budget of iterations stops once its most visited move
 * can no longer be overtaken, and takes the move the full search takes:
 * a whole game of Russian Crazy Sevens among default search bots (short
 * play-outs), played once by searches that stop and once by searches that
 * keep their root (which run their whole budget), ends alike, the random
 * numbers of either drawn alike; and the full searches were settled
 * before their end at most decisions. */
static void search_stops_once_its_move_is_settled(void **state)
{
  enum { RCS = 1, BUDGET = 200 };
  static const search_params p = { BUDGET, 0, 1, 0, AGENT_HORIZON, 1 };
  static game full;
  int decisions = 0, early = 0;
  assert_string_equal(games[RCS].name, "russian-crazy-sevens");
  for (int round = 0; round < 2; round++) {
    rng r = searcher();
    start(RCS, 5);
    while (g.status == GS_DECISION) {
      int i;
      if (g.dec.who < 0 || g.dec.nopts < 2) {
        i = (int)rng_below(&r, (uint32_t)g.dec.nopts);
      } else if (round == 0) {
        search_root root = { 0 };
        i = search_choose_kept(&p, &r, &g, g.dec.who, NULL, NULL, &root);
        assert_int_equal(root.iterations, BUDGET);
        assert_true(root.settled >= 1 && root.settled <= BUDGET);
        decisions++;
        early += root.settled < BUDGET;
      } else {
        i = search_choose(&p, &r, &g, g.dec.who, NULL, NULL);
      }
      vm_choose(&g, i);
      vm_run(&g, NULL);
    }
    if (round == 0)
      memcpy(&full, &g, sizeof g);
  }
  assert_ended_alike(&full);
  if (decisions < 10 || 2 * early < decisions)
    fail_msg("settled before the budget's end at %d of %d searched decisions", early, decisions);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(search_is_blind_to_unknown_faces),
    cmocka_unit_test(search_reading_choices_is_blind_to_unknown_faces),
    cmocka_unit_test(a_world_keeps_what_the_seat_knows),
    cmocka_unit_test(a_world_without_labels_plays_alike),
    cmocka_unit_test(search_is_deterministic_by_seed),
    cmocka_unit_test(search_stops_once_its_move_is_settled),
    cmocka_unit_test(default_search_claims_no_whole_hand_in_cheat),
    cmocka_unit_test(default_search_plays_out_short_only_where_several_cards_are_chosen),
    cmocka_unit_test(default_search_says_one_card),
    cmocka_unit_test(search_takes_no_loss_it_can_avoid),
    cmocka_unit_test(search_reads_the_outlook_of_a_cut_play_out),
    cmocka_unit_test(search_follows_play_outs_that_end_to_their_end),
    cmocka_unit_test(a_bot_slaps_a_jack_and_not_a_seven),
    cmocka_unit_test(a_bot_never_challenges_a_claim_it_knows_is_true),
    cmocka_unit_test(a_bot_names_the_card_it_was_shown),
    cmocka_unit_test(a_bot_knocks_when_the_knock_is_good),
  };
  return cmocka_run_group_tests(tests, load_all, free_all);
}
