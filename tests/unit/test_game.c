/* test_game.c: whole games of every script: 2,000 random games each
 * with the invariants checked after every decision (no card created or
 * lost, every card in exactly one place, every game ends or hits the cap);
 * copying a game mid-way with memcpy; a run stopped once a choice is sure
 * to be asked goes on to the whole choice; one of first cards only stops
 * where the whole one does; determinism of the transcript. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "lua/hooks.h"
#include "load/script.h"
#include "play/transcript.h"
#include "run/names.h"
#include "run/view.h"
#include "run/vm.h"
#include "run/zone.h"
#include "fixture.h"


/* Every game script, with the options its games here are played with (or
 * NULL), and whether its random players play greedily: put cards down
 * whenever they may, as `hoyle -a greedy` does (uniform ones seldom end an
 * Ottawa deal: they stop laying off too soon). */
static const struct { const char *name, *setting; int greedy; } games[] = {
  { "crazy-eights", NULL, 0 },
  { "russian-crazy-sevens", NULL, 0 },
  { "vandatta", "rounds=1", 0 },     /* random bots make long deals: play one, not five */
  { "cheat", NULL, 0 },
  { "slapjack", NULL, 0 },
  { "hearts", NULL, 0 },
  { "ninety-nine", NULL, 0 },
  { "scum", NULL, 0 },
  { "ottawa", "rounds=1", 1 },
  { "golf", NULL, 0 },
  { "screw-your-neighbour", NULL, 0 },
  { "euchre", NULL, 0 },
  { "durak", NULL, 0 },
  { "oh-hell", "most=3", 0 },        /* five short deals: 3 2 1 2 3 cards */
  { "bridge", NULL, 0 },             /* the declarer plays the dummy's cards */
  /* random players seldom have 10 deadwood or less: a game to 100 takes
     some 220 deals.  Knocking with 35 and a game of one scoring deal: 40
     turns and 1.3 deals a game, void deals and undercuts still met */
  { "gin-rummy", "target=1 knock_limit=35", 0 },
  { "uno", "target=1", 1 },          /* one deal; uniform bots draw at will and make long deals */
  { "../tests/lua/hooks", NULL, 0 },  /* Lua hooks rotate and swap hands */
  { "../tests/lua/said-cards", NULL, 0 },  /* says and offers cards few know */
  { "../tests/scenarios/listvars/listvars", NULL, 0 },  /* list variables, kept in copies */
  { "../tests/scenarios/marks/marks", NULL, 0 },  /* marks on cards, kept in copies */
  { "../tests/scenarios/listmore/listmore", NULL, 0 },  /* lists each player has, local lists */
};
enum { NGAMES = sizeof games / sizeof games[0] };

static script scripts[NGAMES];
static hooks *runtimes[NGAMES];   /* the Lua hooks of the scripts that have them */
static setting settings[NGAMES][FIXTURE_SETTINGS_MAX];
static int nsettings[NGAMES];
static game g, h;

static int load_all(void **state)
{
  for (int i = 0; i < NGAMES; i++)
    if (fixture_script(&scripts[i], &runtimes[i], games[i].name) != 0
        || (nsettings[i] = fixture_settings(&scripts[i], games[i].setting, settings[i])) < 0)
      return -1;
  return 0;
}

/* x: a new game of the table's script `which`, with its hooks and options. */
/* A game clears only what it reads before writing it (game.c); these
 * tests compare whole blocks, so each game starts from a zeroed one. */
static void start_game(game *x, int which, int players, uint64_t seed)
{
  memset(x, 0, sizeof *x);
  game_init(x, &scripts[which].mod, players, seed);
  x->hooks = hooks_for_game(runtimes[which]);
  for (int i = 0; i < nsettings[which]; i++)
    x->globals[settings[which][i].slot] = settings[which][i].v;
}

static int free_all(void **state)
{
  for (int i = 0; i < NGAMES; i++)
    fixture_script_free(&scripts[i], runtimes[i]);
  return 0;
}

/* Every card sits once in the slot its `where` names; none is lost. */
static void assert_cards_conserved(const game *x)
{
  static int seen[MAX_CARDS];
  int total = 0;
  memset(seen, 0, sizeof seen);
  for (int s = 0; s < x->mod->nzone_slots; s++)
    for (int i = 0; i < x->count[s]; i++) {
      int c = x->zone[s][i];
      assert_true(c < x->ncards);
      assert_int_equal(x->where[c], s);
      seen[c]++;
      total++;
    }
  assert_int_equal(total, x->ncards);
  for (int c = 0; c < x->ncards; c++)
    assert_int_equal(seen[c], 1);
}

/* A random option; with greedy, one that plays a card when there is one. */
static int random_pick(const game *x, rng *r, int greedy)
{
  int plays[OPTIONS_MAX], n = 0;
  for (int i = 0; greedy && i < x->dec.nopts; i++)
    if (x->dec.opts[i].v.tag == V_CARD || x->dec.opts[i].v.tag == V_SET)
      plays[n++] = i;
  return n ? plays[rng_below(r, (uint32_t)n)] : (int)rng_below(r, (uint32_t)x->dec.nopts);
}

/* Plays one game with random choices from r, checking after each step. */
static void play_checked(game *x, rng *r, int greedy)
{
  vm_run(x, NULL);
  while (x->status == GS_DECISION) {
    assert_cards_conserved(x);
    assert_true(x->dec.nopts >= 2);
    assert_int_equal(vm_choose(x, random_pick(x, r, greedy)), 0);
    vm_run(x, NULL);
  }
  if (x->status == GS_ERROR)
    fail_msg("%s: seed game stopped with a run-time error: %s", x->mod->path, x->error);
  assert_int_equal(x->status, GS_OVER);
  assert_cards_conserved(x);
  /* The winner is nobody (a draw, or a capped game) or a seat still in the game. */
  assert_true(x->winner >= -1 && x->winner < x->nplayers);
  assert_true(x->winner < 0 || !((x->eliminated >> x->winner) & 1));
  assert_true(x->deal_turns <= x->max_turns);
  assert_true(!x->capped || x->deal_turns == x->max_turns);
}

static void random_games(int which)
{
  const module *m = &scripts[which].mod;
  int span = m->max_players - m->min_players + 1, ended = 0;
  for (int seed = 1; seed <= 2000; seed++) {
    rng r;
    rng_seed(&r, (uint64_t)seed * 7919u);
    start_game(&g, which, m->min_players + seed % span, (uint64_t)seed);
    play_checked(&g, &r, games[which].greedy);
    ended += !g.capped;
  }
  if (ended <= 1000)                /* most games end by the rules, not the cap */
    fail_msg("%s: only %d of 2000 random games ended by the rules", m->path, ended);
}

static void every_game_keeps_its_invariants(void **state)
{
  for (int i = 0; i < NGAMES; i++)
    random_games(i);
}

/* Plays x to its end with choices from r, writing its transcript to log. */
static void run_recorded(game *x, rng *r, FILE *log)
{
  transcript t = { .out = log, .observer = -1 };
  vm_events ev = { .event = transcript_event, .ctx = &t };
  vm_run(x, &ev);
  while (x->status == GS_DECISION) {
    vm_choose(x, (int)rng_below(r, (uint32_t)x->dec.nopts));
    vm_run(x, &ev);
  }
}

/* Copy a game while it waits for a decision; both copies, given the same
 * choices, must end byte for byte the same and tell the same story. */
static void copy_mid_game_continues_identically(void **state)
{
  for (int which = 0; which < NGAMES; which++) {
    const module *m = &scripts[which].mod;
    rng r;
    int going = 0;                    /* the first game still going after 15 decisions */
    for (uint64_t seed = 42; seed < 52 && !going; seed++) {
      rng_seed(&r, 11);
      start_game(&g, which, m->default_players, seed);
      vm_run(&g, NULL);
      for (int i = 0; i < 15 && g.status == GS_DECISION; i++) {
        vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
        vm_run(&g, NULL);
      }
      going = g.status == GS_DECISION;
    }
    assert_true(going);
    memcpy(&h, &g, sizeof g);
    rng r2 = r;
    char *a = NULL, *b = NULL;
    size_t na = 0, nb = 0;
    FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
    run_recorded(&g, &r, fa);
    run_recorded(&h, &r2, fb);
    fclose(fa);
    fclose(fb);
    assert_true(na > 0);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    assert_memory_equal(&g, &h, sizeof g);
    free(a);
    free(b);
  }
}

/* The same with game_copy, which copies only the part in use (the zones'
 * cards to their counts, the globals the script has, the stack to its
 * top: a local list lives there) into a game full of other bytes: the
 * copy, given the same choices, tells the same story to the end. */
static void game_copy_continues_identically(void **state)
{
  static game junk;
  for (int which = 0; which < NGAMES; which++) {
    const module *m = &scripts[which].mod;
    rng r;
    rng_seed(&r, 13);
    start_game(&g, which, m->default_players, 44);
    vm_run(&g, NULL);
    for (int i = 0; i < 12 && g.status == GS_DECISION; i++) {
      vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
      vm_run(&g, NULL);
    }
    memset(&junk, 0x5a, sizeof junk);
    game_copy(&junk, &g);
    rng r2 = r;
    char *a = NULL, *b = NULL;
    size_t na = 0, nb = 0;
    FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
    run_recorded(&g, &r, fa);
    run_recorded(&junk, &r2, fb);
    fclose(fa);
    fclose(fb);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na);
    assert_int_equal(g.winner, junk.winner);
    free(a);
    free(b);
  }
}

/* Three random games of every script, and beside each choice made a
 * copy h of g taken before g runs on to its next: `beside` sets h up, runs
 * it and checks it against g, and gives 1 when the case it looks for came
 * up.  How many times it did. */
static int beside_every_choice(int (*beside)(void))
{
  int seen = 0;
  for (int which = 0; which < NGAMES; which++)
    for (uint64_t seed = 1; seed <= 3; seed++) {
      rng r;
      rng_seed(&r, seed);
      start_game(&g, which, scripts[which].mod.default_players, seed);
      vm_run(&g, NULL);
      for (int i = 0; i < 200 && g.status == GS_DECISION; i++) {
        vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
        game_copy(&h, &g);
        vm_run(&g, NULL);
        seen += beside();
      }
    }
  return seen;
}

/* A run told to stop once a choice is sure to be asked (dec.room 1, as
 * greedy's look runs) stops at its second card option offered, and run on
 * with room it comes to the same choice, every option the same, as a run
 * that never stopped; a choice of fewer card options comes whole at once. */
static int stopped_when_sure(void)
{
  h.dec.room = 1;
  vm_run(&h, NULL);
  int stopped = h.status == GS_PAUSED;
  if (stopped) {
    assert_int_equal(h.dec.nopts, 1);
    assert_int_equal(h.dec.room, OPTIONS_MAX);
    h.status = GS_RUNNING;
    vm_run(&h, NULL);
  }
  h.dec.room = OPTIONS_MAX;
  assert_int_equal(h.status, g.status);
  assert_int_equal(h.dec.nopts, g.dec.nopts);
  for (int k = 0; k < g.dec.nopts; k++)
    assert_true(h.dec.opts[k].v.tag == g.dec.opts[k].v.tag
                && h.dec.opts[k].v.v == g.dec.opts[k].v.v);
  return stopped;
}

static void a_choice_stopped_when_sure_goes_on_whole(void **state)
{
  assert_true(beside_every_choice(stopped_when_sure) > 100);
}

/* A seat offered first cards only (game.h first_card, a look ahead's
 * cheap replies) stops where it would have stopped, at a choice whose
 * options are some of the whole choice's, in the same order, the first
 * the same; one it was not offered is marked passed over. */
static int same_option(const game_option *a, const game_option *b)
{
  return a->v.tag == b->v.tag && a->v.v == b->v.v && a->arm == b->arm;
}

static void assert_first_cards_of(const decision *first, const decision *whole)
{
  int k = 0;
  assert_true(first->nopts >= 1 && same_option(&first->opts[0], &whole->opts[0]));
  for (int i = 0; i < first->nopts; i++, k++) {
    while (k < whole->nopts && !same_option(&first->opts[i], &whole->opts[k]))
      k++;
    assert_true(k < whole->nopts);
  }
  assert_true(first->nopts == whole->nopts || first->passed);
}

static int first_cards_only(void)
{
  h.first_card = 0xff;
  h.unlabelled = 1;
  vm_run(&h, NULL);
  assert_int_equal(h.status, g.status);
  assert_int_equal(h.pc, g.pc);
  if (g.status != GS_DECISION)
    return 0;
  assert_first_cards_of(&h.dec, &g.dec);
  return h.dec.nopts < g.dec.nopts;
}

static void a_choice_of_first_cards_stops_where_the_whole_one_does(void **state)
{
  assert_true(beside_every_choice(first_cards_only) > 100);
}

/* A game plays the same whether its transcript is written or not (the VM
 * skips the text of a `say` nobody hears): only the text heap (the texts
 * and how much of it is in use) and the stack's slots above its top,
 * where those texts were worked out, differ. */
static void a_game_is_the_same_heard_or_not(void **state)
{
  for (int which = 0; which < NGAMES; which++)
    for (uint64_t seed = 1; seed <= 5; seed++) {
      const module *m = &scripts[which].mod;
      rng r1, r2;
      rng_seed(&r1, seed);
      rng_seed(&r2, seed);
      start_game(&g, which, m->default_players, seed);
      start_game(&h, which, m->default_players, seed);
      play_checked(&g, &r1, 0);
      char *log = NULL;
      size_t n = 0;
      FILE *f = open_memstream(&log, &n);
      run_recorded(&h, &r2, f);
      fclose(f);
      free(log);
      memcpy(g.text, h.text, sizeof g.text);
      g.text_top = h.text_top;
      assert_int_equal(g.sp, h.sp);
      memcpy(g.stack + g.sp, h.stack + h.sp, sizeof g.stack - (size_t)g.sp * sizeof g.stack[0]);
      assert_memory_equal(&g, &h, sizeof g);
    }
}

/* The same seed gives the same game; another seed another game. */
static void seeds_decide_the_game(void **state)
{
  const module *m = &scripts[1].mod;
  rng r1, r2;
  rng_seed(&r1, 5);
  rng_seed(&r2, 5);
  memset(&g, 0, sizeof g);
  memset(&h, 0, sizeof h);
  game_init(&g, m, 4, 9);
  game_init(&h, m, 4, 9);
  play_checked(&g, &r1, 0);
  play_checked(&h, &r2, 0);
  assert_memory_equal(&g, &h, sizeof g);
  rng_seed(&r2, 5);
  game_init(&h, m, 4, 10);
  play_checked(&h, &r2, 0);
  assert_memory_not_equal(&g, &h, sizeof g);
}

/* A seat's view lists its own hand, only the size of other hands and of
 * the face-down stock, and the top of the face-up discard pile. */
static void a_view_shows_only_what_the_seat_may_see(void **state)
{
  static view v;
  const module *m = &scripts[0].mod;
  char line[128], name[8];
  game_init(&g, m, 4, 3);
  vm_run(&g, NULL);
  assert_int_equal(g.status, GS_DECISION);
  int seat = g.dec.who, hand = m->zones[m->hand_zone].base;
  view_build(&g, seat, &v);
  for (int p = 0; p < 4; p++) {
    snprintf(line, sizeof line, "  hand of P%d%s:", p + 1, p == seat ? " (yours)" : "");
    const char *at = strstr(v.table, line);
    assert_non_null(at);
    const char *end = strchr(at, '\n');
    for (int i = 0; i < g.count[hand + p]; i++) {
      card_name(g.mod, g.cards[g.zone[hand + p][i]], name);
      char *found = strstr(at + strlen(line), name);
      if (p == seat)
        assert_true(found && found < end);
      else
        assert_true(!found || found > end);
    }
    if (p != seat) {
      snprintf(line, sizeof line, " %d cards\n", g.count[hand + p]);
      assert_memory_equal(end - strlen(line) + 1, line, strlen(line));
    }
  }
  snprintf(line, sizeof line, "  stock: %d cards\n", g.count[m->zones[m->stock_zone].base]);
  assert_non_null(strstr(v.table, line));
  card_name(g.mod, g.cards[zone_top(&g, m->zones[m->play_zone].base)], name);
  snprintf(line, sizeof line, "  discard: %s on top", name);
  assert_non_null(strstr(v.table, line));
  assert_int_equal(v.nopts, g.dec.nopts);
}

/* Whether a seat may know card c, by the rules of hoyle(5): not in another
 * player's private zone, not in a face-down pile, not under the top card
 * of a face-up pile. */
static int may_know(const game *x, int seat, int c)
{
  int slot = x->where[c], owner = zone_owner(x->mod, slot);
  int flags = x->mod->zones[zone_of_slot(x->mod, slot)].flags;
  if (owner >= 0)
    return owner == seat || !(flags & ZONE_PRIVATE);
  return (flags & ZONE_FACE_UP) && zone_top(x, slot) == c;
}

/* Reverses the faces of the cards of x that `seat` may not know, by the
 * rule `knows`, and requires its view and option labels to stay exactly as
 * they were; returns how many cards were hidden. */
static int assert_view_blind(const game *x, int seat, int (*knows)(const game *, int, int))
{
  static view before, after;
  view_build(x, seat, &before);
  h = *x;
  int hidden[MAX_CARDS], n = 0;
  for (int c = 0; c < h.ncards; c++)
    if (!knows(&h, seat, c))
      hidden[n++] = c;
  for (int i = 0; i < n / 2; i++) {
    card t = h.cards[hidden[i]];
    h.cards[hidden[i]] = h.cards[hidden[n - 1 - i]];
    h.cards[hidden[n - 1 - i]] = t;
  }
  view_build(&h, seat, &after);
  if (strcmp(before.table, after.table) != 0)
    fail_msg("%s: seat %d's view shows a card it may not know:\n%s---\n%s",
             x->mod->path, seat + 1, before.table, after.table);
  for (int i = 0; i < before.nopts; i++)
    assert_string_equal(before.labels[i], after.labels[i]);
  return n;
}

/* Permuting the cards a seat cannot see (other hands, the stock) among
 * themselves leaves its view, options included, exactly as it was. */
static void hidden_cards_do_not_reach_the_view(void **state)
{
  for (int which = 0; which < 3; which++) {
    game_init(&g, &scripts[which].mod, 4, 11);
    vm_run(&g, NULL);
    for (int step = 0; step < 40 && g.status == GS_DECISION; step++) {
      assert_true(assert_view_blind(&g, g.dec.who >= 0 ? g.dec.who : 0, may_know) > 1);
      vm_choose(&g, 0);
      vm_run(&g, NULL);
    }
  }
}

/* In every game, permuting the cards a seat does not know (by the engine's
 * record of knowledge) leaves its view, options included, as it was. */
static void unknown_cards_do_not_reach_the_view(void **state)
{
  for (int which = 0; which < NGAMES; which++) {
    const module *m = &scripts[which].mod;
    start_game(&g, which, m->default_players, 11);
    vm_run(&g, NULL);
    for (int step = 0; step < 60 && g.status == GS_DECISION; step++) {
      assert_view_blind(&g, g.dec.who >= 0 ? g.dec.who : 0, view_knows);
      vm_choose(&g, (int)(step % g.dec.nopts));
      vm_run(&g, NULL);
    }
  }
}

/* An event as the transcript of `seat` tells it, text or JSON, into buf. */
static void told(const game *x, const vm_event *e, int seat, int json, char *buf, size_t n)
{
  FILE *f = fmemopen(buf, n, "w");
  assert_non_null(f);
  transcript t = { .out = f, .json = json, .observer = seat };
  transcript_event(&t, x, e);
  fputc('\0', f);
  fclose(f);
}

typedef struct teller { int seat, json, events; } teller;

/* Tells the event for the teller's seat from the game and from a copy in
 * which the cards the seat does not know now are permuted: the two must
 * read the same. */
static void tell_blind(void *ctx, const game *x, const vm_event *e)
{
  teller *t = ctx;
  static char a[4096], b[4096];
  int hidden[MAX_CARDS], n = 0;
  told(x, e, t->seat, t->json, a, sizeof a);
  h = *x;
  for (int c = 0; c < h.ncards; c++)
    if (!view_knows(&h, t->seat, c))
      hidden[n++] = c;
  for (int i = 0; i < n / 2; i++) {
    card k = h.cards[hidden[i]];
    h.cards[hidden[i]] = h.cards[hidden[n - 1 - i]];
    h.cards[hidden[n - 1 - i]] = k;
  }
  told(&h, e, t->seat, t->json, b, sizeof b);
  if (strcmp(a, b) != 0)
    fail_msg("%s: seat %d's transcript names a card it does not know:\n%s---\n%s",
             x->mod->path, t->seat + 1, a, b);
  t->events++;
}

/* In every game, each seat's transcript, text and JSON, names no card the
 * seat does not know when it is told: not in a move, a choice's label or
 * text the script says. */
static void unknown_cards_do_not_reach_the_transcript(void **state)
{
  for (int which = 0; which < NGAMES; which++) {
    const module *m = &scripts[which].mod;
    for (int seat = 0; seat < m->default_players; seat++) {
      teller t = { seat, seat % 2, 0 };
      vm_events ev = { .event = tell_blind, .ctx = &t };
      start_game(&g, which, m->default_players, 7 + (uint64_t)seat);
      vm_run(&g, &ev);
      for (int step = 0; step < 60 && g.status == GS_DECISION; step++) {
        vm_choose(&g, (int)(step % g.dec.nopts));
        vm_run(&g, &ev);
      }
      assert_true(t.events > 3);
    }
  }
}

/* The index in the games table of the script called name. */
static int game_named(const char *name)
{
  for (int i = 0; i < NGAMES; i++)
    if (strcmp(games[i].name, name) == 0)
      return i;
  fail_msg("no game %s in the table", name);
  return -1;
}

/* Hearts' passing is 'simultaneously': while the players choose, no seat's
 * view shows a card another has put down to pass (so none passed to it
 * either); once all have chosen and the cards are handed on, every seat
 * knows each card in its hand. */
static void passed_cards_stay_hidden_until_all_have_chosen(void **state)
{
  static view v;
  const module *m = &scripts[game_named("hearts")].mod;
  int passing = -1, trick = -1, hand = m->zones[m->hand_zone].base;
  char name[8];
  for (int z = 0; z < m->nzones; z++) {
    if (strcmp(m->zones[z].name, "passing") == 0)
      passing = m->zones[z].base;
    if (strcmp(m->zones[z].name, "trick") == 0)
      trick = m->zones[z].base;
  }
  assert_true(passing >= 0 && trick >= 0);
  for (int seed = 1; seed <= 50; seed++) {
    rng r;
    int choices = 0;
    rng_seed(&r, (uint64_t)seed);
    game_init(&g, m, 4, (uint64_t)seed);
    vm_run(&g, NULL);
    for (; g.status == GS_DECISION && g.veil; choices++) {
      for (int q = 0; q < 4; q++) {
        view_build(&g, q, &v);
        for (int p = 0; p < 4; p++)
          for (int i = 0; p != q && i < g.count[passing + p]; i++) {
            int c = g.zone[passing + p][i];
            card_name(g.mod, g.cards[c], name);
            assert_false(view_knows(&g, q, c));
            assert_null(strstr(v.table, name));
          }
      }
      vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
      vm_run(&g, NULL);
    }
    assert_int_equal(choices, 12);
    for (int q = 0; q < 4; q++) {
      assert_int_equal(g.count[hand + q] + g.count[trick + q], 13);   /* 2C may be led */
      for (int i = 0; i < g.count[hand + q]; i++)
        assert_true(view_knows(&g, q, g.zone[hand + q][i]));
    }
  }
}

/* Variables with a description are shown; the rules' bookkeeping is not. */
static void a_view_shows_described_variables_only(void **state)
{
  static view v;
  game_init(&g, &scripts[1].mod, 4, 3);
  vm_run(&g, NULL);
  view_build(&g, g.dec.who, &v);
  assert_non_null(strstr(v.table, "  the suit to follow: "));
  assert_non_null(strstr(v.table, "  cards owed: 0\n"));
  assert_null(strstr(v.table, "played_now"));
  assert_null(strstr(v.table, "cards_to_draw"));
}

/* The module of the script of games[] whose name ends so. */
static const module *script_named(const char *end)
{
  for (int i = 0; i < NGAMES; i++) {
    size_t n = strlen(games[i].name), k = strlen(end);
    if (n >= k && strcmp(games[i].name + n - k, end) == 0)
      return &scripts[i].mod;
  }
  fail_msg("no script %s", end);
  return NULL;
}

/* A described mark is shown with the cards that bear it, but only those the
 * seat knows: with every card marked wild, seat 1's view names its own hand
 * and the top of the face-up table, and no card of the other hand or the
 * stock. */
static void a_mark_shows_only_known_cards(void **state)
{
  static view v;
  char name[8];
  const module *m = script_named("marks/marks");
  game_init(&g, m, 2, 3);
  vm_run(&g, NULL);
  assert_int_equal(g.status, GS_DECISION);
  for (int w = 0; w < MARK_SLOTS; w++)        /* wild, the first mark, on every card */
    g.globals[m->marks[0].slot + w] = mkval(V_INT, -1);
  view_build(&g, 0, &v);
  const char *line = strstr(v.table, "\n  wild:");
  assert_non_null(line);
  const char *end = strchr(line + 1, '\n');
  int shown = 0;
  for (int c = 0; c < g.ncards; c++) {
    card_name(m, g.cards[c], name);
    char *at = strstr(line, name);
    while (at && at < end && (at[-1] != ' ' || (at[strlen(name)] != ' ' && at[strlen(name)] != '\n')))
      at = strstr(at + 1, name);
    int named = at && at < end;
    assert_int_equal(named, view_knows(&g, 0, c));
    shown += named;
  }
  assert_int_equal(shown, 3);                 /* P1's three cards; the table is empty */
  assert_null(strstr(v.table, "seen"));       /* no description: not shown */
}

/* Fills the list at global slot `slot` of g with two cards: one seat
 * `other` knows and P1 does not, then one of P1's; returns P1's. */
static int list_a_hidden_and_a_known_card(int slot, int other)
{
  int mine = -1, theirs = -1;
  for (int c = 0; c < g.ncards; c++) {
    if (view_knows(&g, 0, c) && mine < 0)
      mine = c;
    if (!view_knows(&g, 0, c) && view_knows(&g, other, c) && theirs < 0)
      theirs = c;
  }
  assert_true(mine >= 0 && theirs >= 0);
  g.globals[slot] = mkval(V_INT, 2);
  g.globals[slot + 1] = mkval(V_CARD, theirs);
  g.globals[slot + 2] = mkval(V_CARD, mine);
  return mine;
}

/* A described list of cards shows each item the seat knows by its name and
 * any other as ??: seat 1 sees the card of its own hand the list holds, not
 * the one of the other hand; an empty list shows as none. */
static void a_list_shows_only_known_cards(void **state)
{
  static view v;
  char mine[8], line[64];
  const module *m = script_named("listvars/listvars");
  game_init(&g, m, 2, 3);
  vm_run(&g, NULL);
  assert_int_equal(g.status, GS_DECISION);
  view_build(&g, 0, &v);
  assert_non_null(strstr(v.table, "\n  ranks asked: none\n"));
  const global_info *hand15 = module_global(m, "hand15");
  assert_non_null(hand15);
  int mine_c = list_a_hidden_and_a_known_card(hand15->slot, 1);
  view_build(&g, 0, &v);
  card_name(m, g.cards[mine_c], mine);
  snprintf(line, sizeof line, "\n  show: ?? %s\n", mine);
  assert_non_null(strstr(v.table, line));
}

/* A described list each player has is shown seat by seat, its cards the
 * seat knows by name and the others as ??: P2's list holding a card of
 * P3's hand and one of P1's reads "P2 ?? 5H" to P1. */
static void a_list_each_player_has_shows_only_known_cards(void **state)
{
  static view v;
  char mine[8], line[80];
  const module *m = script_named("listmore/listmore");
  game_init(&g, m, 3, 3);
  vm_run(&g, NULL);
  assert_int_equal(g.status, GS_DECISION);
  view_build(&g, 0, &v);
  assert_non_null(strstr(v.table, "\n  passed: P1 none, P2 none, P3 none\n"));
  const global_info *passed = module_global(m, "passed");
  assert_non_null(passed);
  int mine_c = list_a_hidden_and_a_known_card(passed->slot + global_stride(passed), 2);   /* P2's */
  view_build(&g, 0, &v);
  card_name(m, g.cards[mine_c], mine);
  snprintf(line, sizeof line, "\n  passed: P1 none, P2 ?? %s, P3 none\n", mine);
  assert_non_null(strstr(v.table, line));
}

static int zone_named(const module *m, const char *name)
{
  for (int z = 0; z < m->nzones; z++)
    if (strcmp(m->zones[z].name, name) == 0)
      return m->zones[z].base;
  fail_msg("no zone %s", name);
  return -1;
}

/* The view's line for zone `name` (from two spaces to the newline) into line. */
static void zone_line(const view *v, const char *name, char *line, size_t n)
{
  char head[64];
  snprintf(head, sizeof head, "\n  %s: ", name);
  const char *at = strstr(v->table, head);
  assert_non_null(at);
  size_t len = strcspn(at + 1, "\n");
  assert_true(len < n);
  memcpy(line, at + 1, len);
  line[len] = 0;
}

/* Cheat: while the others are asked whether to challenge, every seat but the
 * claimant sees only how many cards were put down, and the claimant sees
 * each of them; a challenge shows them to everyone. */
static void a_claim_is_seen_by_its_owner_until_challenged(void **state)
{
  static view v;
  const module *m = &scripts[game_named("cheat")].mod;
  char line[256], name[8];
  game_init(&g, m, 4, 5);
  vm_run(&g, NULL);
  int claimant = g.current, claim = zone_named(m, "claim");
  for (int i = 0; i < 3; i++) {             /* two cards, then "stop" */
    assert_int_equal(g.status, GS_DECISION);
    vm_choose(&g, i < 2 ? 0 : g.dec.nopts - 1);
    vm_run(&g, NULL);
  }
  assert_int_equal(g.count[claim], 3 - 1);
  assert_int_not_equal(g.dec.who, claimant);
  for (int seat = 0; seat < 4; seat++) {
    view_build(&g, seat, &v);
    zone_line(&v, "claim", line, sizeof line);
    if (seat != claimant)
      assert_string_equal(line, "  claim: 2 cards");
    for (int i = 0; i < g.count[claim]; i++) {
      int c = g.zone[claim][i];
      card_name(g.mod, g.cards[c], name);
      assert_int_equal(strstr(line, name) != NULL, seat == claimant);
      assert_int_equal((g.known[c] >> seat) & 1, seat == claimant);
    }
  }
  int shown[2] = { g.zone[claim][0], g.zone[claim][1] };
  vm_choose(&g, 0);                          /* "challenge" */
  vm_run(&g, NULL);
  for (int seat = 0; seat < 4; seat++)
    for (int i = 0; i < 2; i++)
      assert_true((g.known[shown[i]] >> seat) & 1);
}

/* ---- Golf: what each seat knows of the squares ---- */

/* What the rules say each seat knows, worked out apart from the engine: at
 * the start of a deal each player knows the first two cards of their own
 * square; a card in a player's hand (drawn, or taken from the discard pile)
 * is known to that player, and a card once on top of the discard pile is
 * known to all, until it goes back into the stock. */
typedef struct golf_model {
  int deal;
  uint8_t seen[MAX_CARDS];          /* a bit per seat */
  uint8_t open[MAX_CARDS];          /* known to all */
  int last_top;                     /* the discard's top card at the last decision */
} golf_model;

static void golf_model_update(golf_model *gm, const game *x)
{
  const module *m = x->mod;
  int sq = zone_named(m, "square"), stock = m->zones[m->stock_zone].base;
  int hand = m->zones[m->hand_zone].base, discard = m->zones[m->play_zone].base;
  if (x->deal_no != gm->deal) {
    memset(gm->seen, 0, sizeof gm->seen);
    memset(gm->open, 0, sizeof gm->open);
    gm->deal = x->deal_no;
    gm->last_top = -1;
    for (int p = 0; p < x->nplayers; p++)
      for (int i = 0; i < 2; i++)
        gm->seen[x->zone[sq + p][i]] |= (uint8_t)(1u << p);
  }
  if (gm->last_top >= 0 && x->where[gm->last_top] != discard
      && x->where[gm->last_top] != stock)
    gm->open[gm->last_top] = 1;     /* taken from the discard pile */
  for (int i = 0; i < x->count[stock]; i++)
    gm->seen[x->zone[stock][i]] = gm->open[x->zone[stock][i]] = 0;
  for (int p = 0; p < x->nplayers; p++)
    for (int i = 0; i < x->count[hand + p]; i++)
      gm->seen[x->zone[hand + p][i]] |= (uint8_t)(1u << p);
  gm->last_top = zone_top(x, discard);
}

/* The line of a square in a view must show exactly the cards the model says
 * the seat knows, "??" for the others, or only the count if it knows none. */
static void assert_square_line(const golf_model *gm, const game *x, const view *v, int seat,
                               int p)
{
  const module *m = x->mod;
  int slot = zone_named(m, "square") + p, known = 0;
  char want[128], name[8];
  size_t len = (size_t)snprintf(want, sizeof want, "  square of P%d%s:", p + 1,
                                p == seat ? " (yours)" : "");
  for (int i = 0; i < x->count[slot]; i++) {
    int c = x->zone[slot][i];
    int knows = gm->open[c] || ((gm->seen[c] >> seat) & 1);
    known += knows;
    if (knows)
      card_name(x->mod, x->cards[c], name);
    else
      strcpy(name, "??");
    len += (size_t)snprintf(want + len, sizeof want - len, " %s", name);
  }
  if (!known)
    snprintf(want + strlen(want) - 3 * (size_t)x->count[slot], sizeof want, " %d cards",
             x->count[slot]);
  strcat(want, "\n");
  if (!strstr(v->table, want))
    fail_msg("seat %d should see \"%.*s\" in:\n%s", seat + 1, (int)strlen(want) - 1, want,
             v->table);
}

/* Through random matches of Golf, every seat's view shows of every square
 * exactly the cards that seat has looked at, placed, or seen face up: never
 * another player's unrevealed cards, never its own cards unlooked at. */
static void golf_views_show_exactly_the_known_cards(void **state)
{
  static view v;
  static golf_model gm;
  const module *m = &scripts[game_named("golf")].mod;
  for (int seed = 1; seed <= 200; seed++) {
    rng r;
    rng_seed(&r, (uint64_t)seed);
    game_init(&g, m, 2 + seed % 7, (uint64_t)seed);
    gm.deal = -1;
    vm_run(&g, NULL);
    while (g.status == GS_DECISION) {
      golf_model_update(&gm, &g);
      for (int seat = 0; seat < g.nplayers; seat++) {
        view_build(&g, seat, &v);
        for (int p = 0; p < g.nplayers; p++)
          assert_square_line(&gm, &g, &v, seat, p);
      }
      vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts));
      vm_run(&g, NULL);
    }
    assert_int_equal(g.status, GS_OVER);
  }
}

/* Screw Your Neighbour: after each decision, the safe cards of the players
 * other than the chooser lie where they lay, or went to the discard pile or
 * their owner's hand; at most one left for another hand (a Switch for it,
 * which the hands may then carry on).  Passing the hands round (a Black Ace)
 * would take one from every player. */
static void safe_cards_are_never_passed_on(void **state)
{
  int which = game_named("screw-your-neighbour");
  const module *m = &scripts[which].mod;
  int safe = zone_named(m, "safe"), hand = zone_named(m, "hand");   /* + seat */
  int discard = zone_named(m, "discard");
  for (int seed = 1; seed <= 500; seed++) {
    rng r;
    rng_seed(&r, (uint64_t)seed);
    game_init(&g, m, 3 + seed % 6, (uint64_t)seed);
    g.hooks = hooks_for_game(runtimes[which]);
    vm_run(&g, NULL);
    while (g.status == GS_DECISION) {
      int held[MAX_PLAYERS], owner[MAX_PLAYERS], n = 0, who = g.dec.who, taken = 0;
      for (int p = 0; p < g.nplayers; p++)
        if (p != who && g.count[safe + p] > 0) {
          held[n] = g.zone[safe + p][0];
          owner[n++] = p;
        }
      assert_int_equal(vm_choose(&g, (int)rng_below(&r, (uint32_t)g.dec.nopts)), 0);
      vm_run(&g, NULL);
      for (int i = 0; i < n; i++) {
        int at = g.where[held[i]];
        if (at != safe + owner[i] && at != discard && at != hand + owner[i])
          taken++;
      }
      assert_true(taken <= 1);
    }
    assert_int_equal(g.status, GS_OVER);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_game_keeps_its_invariants),
    cmocka_unit_test(copy_mid_game_continues_identically),
    cmocka_unit_test(game_copy_continues_identically),
    cmocka_unit_test(a_choice_stopped_when_sure_goes_on_whole),
    cmocka_unit_test(a_choice_of_first_cards_stops_where_the_whole_one_does),
    cmocka_unit_test(seeds_decide_the_game),
    cmocka_unit_test(a_game_is_the_same_heard_or_not),
    cmocka_unit_test(a_view_shows_only_what_the_seat_may_see),
    cmocka_unit_test(hidden_cards_do_not_reach_the_view),
    cmocka_unit_test(unknown_cards_do_not_reach_the_view),
    cmocka_unit_test(unknown_cards_do_not_reach_the_transcript),
    cmocka_unit_test(passed_cards_stay_hidden_until_all_have_chosen),
    cmocka_unit_test(a_view_shows_described_variables_only),
    cmocka_unit_test(a_mark_shows_only_known_cards),
    cmocka_unit_test(a_list_shows_only_known_cards),
    cmocka_unit_test(a_list_each_player_has_shows_only_known_cards),
    cmocka_unit_test(a_claim_is_seen_by_its_owner_until_challenged),
    cmocka_unit_test(golf_views_show_exactly_the_known_cards),
    cmocka_unit_test(safe_cards_are_never_passed_on),
  };
  return cmocka_run_group_tests(tests, load_all, free_all);
}
