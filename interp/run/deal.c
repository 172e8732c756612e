/* deal.c: deals from start to end; see deal.h. */
#include "run/call.h"
#include "run/deal.h"
#include "run/knowledge.h"
#include "run/ops.h"
#include "run/standing.h"
#include "run/zone.h"

/* The cards a DEAL has given so far ride on its source zone's value while
 * the source's empty rule runs (a zone value's flag bits, as in cards.c). */
#define DEALT_SHIFT 16

/* n rounds of one card each to every player in play, starting left of the
 * dealer, from card *done on; *done counts the cards given.  Returns 1 when
 * src ran out with cards still owed and has a `when ... is empty` rule: the
 * deal pauses for it.  An empty src as a card is wanted: call_ran_out.
 * Each card is zone_take_top and zone_push, with what they look up for
 * each seat looked up once. */
static int deal_cards(game *g, int zone, int src, int n, int *done, int at)
{
  const module *m = g->mod;
  int to[MAX_PLAYERS], np = game_remaining(g), d = *done, total = n * np, k;
  uint8_t learn[MAX_PLAYERS];
  for (k = 0; k < np; k++) {
    to[k] = zone_slot(m, zone, game_next_seat(g, g->dealer, k + 1));
    learn[k] = (uint8_t)(m->shown_to[to[k]] & ~g->veil);
  }
  uint8_t *from = g->zone[src], *src_ranks = g->ranks[src];
  for (k = np ? d % np : 0; d < total && g->count[src]; d++) {
    int c = from[--g->count[src]], r = g->cards[c].rank, s = to[k];
    src_ranks[r]--;
    g->zone[s][g->count[s]++] = (uint8_t)c;
    g->ranks[s][r]++;
    if (g->count[s] == 1)
      game_note_made(g, s);
    g->where[c] = (uint8_t)s;
    g->known[c] |= learn[k];
    if (++k == np)
      k = 0;
  }
  game_note_made(g, src);
  int given = d > *done;
  *done = d;
  if (d == total)
    return 0;
  if (given && m->empty_fn[zone_of_slot(m, src)] >= 0)
    return 1;
  call_ran_out(g, src, at);
  return 0;
}

/* A new deal: the cards gathered (but those in kept zones), everyone still in the game in play, the
 * dealer moved on a seat (unless the script named one), and the turn to
 * the player after the dealer. */
static void start_deal(game *g, const vm_events *ev)
{
  game_gather_deal(g);
  g->out = 0;
  g->nfinished = 0;
  g->dir = 1;
  if (g->deal_no > 0 && !g->dealer_set)
    g->dealer = (uint8_t)game_next_seat(g, g->dealer, 1);
  g->current = (uint8_t)game_next_seat(g, g->dealer, 1);
  g->dealer_set = g->ending = 0;
  g->skips = g->again = g->turn_to = 0;
  g->last_round = 0;
  g->veil = 0;
  g->deal_winner = g->deal_loser = -1;
  g->deal_turns = 0;
  event_emit(g, ev, EV_DEAL, g->dealer, g->deal_no + 1, NULL);
}

/* The one player left when others have been eliminated, or -1 (a game
 * of one player has no one left standing until it ends). */
static int last_standing(const game *g)
{
  int left = -1;
  if (!g->eliminated)
    return -1;
  for (int p = 0; p < g->nplayers; p++)
    if (!((g->eliminated >> p) & 1)) {
      if (left >= 0)
        return -1;
      left = p;
    }
  return left;
}

/* After a deal: the next one (unless the match has had max_deals: then
 * the game fails), or the game's end (its places are set at HALT, after
 * the last standings). */
static int end_deal(game *g, int loop_pc, int at)
{
  int last = last_standing(g);
  if (++g->deal_no < g->ndeals && !g->game_ended && last < 0) {
    if (g->deal_no < g->max_deals)
      return loop_pc;
    game_fail(g, at, "the match has run %d deals, the most a match may have, and not ended "
              "(an endless match?)", g->max_deals);
    return g->pc;
  }
  return g->pc;
}

void deal_finish(game *g)
{
  if (g->ending)
    return;
  g->ending = 1;
  g->fp = 0; g->sp = 0; g->pc = g->mod->deal_end_pc;
  if (g->pause & PAUSE_TURN) {        /* a scenario looks before the deal is scored */
    g->pause = 0;
    g->status = GS_PAUSED;
  }
}

/* p sits out the deal, or leaves the game; the last player left wins it. */
static void put_out(game *g, int p, int for_game, const vm_events *ev)
{
  event_emit(g, ev, EV_OUT, p, for_game, NULL);
  if (for_game) {
    int before = 0;
    for (int q = 0; q < g->nplayers; q++)
      before += (g->eliminated >> q) & 1;
    if (!g->gone[p])
      g->gone[p] = (uint8_t)(before + 1);
    g->eliminated |= (uint8_t)(1u << p);
  } else if (!((g->out >> p) & 1)) {
    g->out |= (uint8_t)(1u << p);
    g->finished[g->nfinished++] = (uint8_t)p;
  }
  if (for_game && last_standing(g) >= 0)
    deal_finish(g);
}

/* ---- the instructions ---- */

COLD_OP(DECK)
{
  value jokers = POP(), packs = POP();
  int pack = g->mod->pack_size;
  if (packs.v < 1 || jokers.v < 0 || packs.v > MAX_CARDS / pack
      || jokers.v > MAX_CARDS - packs.v * pack)
    game_fail(g, at, "a deck of %d packs and %d jokers is not possible (at most %d cards)",
              packs.v, jokers.v, MAX_CARDS);
  else
    game_build_deck(g, packs.v, jokers.v);
}

COLD_OP(DEALS)
{
  int until_end = ARG();
  value n = POP();
  g->ndeals = until_end ? INT32_MAX : n.v > 0 ? n.v : 1;
}

COLD_OP(DEALSTART)
{
  if (g->pause & PAUSE_DEAL) {        /* a scenario sets the deal up first */
    g->pause = 0;
    g->pc = at;
    g->status = GS_PAUSED;
    return;
  }
  start_deal(g, ev);
}

/* The cards left after `deal all`'s whole rounds, one each to the players
 * after the dealer in turn, each a move of its own (as a script's `move top
 * of stock to hand of p` would be). */
static void deal_rest(game *g, const vm_events *ev, int zone, int src)
{
  for (int k = 1; g->count[src] > 0; k++) {
    int to = zone_slot(g->mod, zone, game_next_seat(g, g->dealer, k)), c = zone_take_top(g, src);
    zone_push(g, to, c);
    event_cards(g, ev, EV_MOVE, -1, 1, src, to, c);
  }
}

COLD_OP(DEAL)
{
  int zone = ARG();
  value src = POP(), n = POP();
  int slot = src.v & ((1 << DEALT_SHIFT) - 1), done = src.v >> DEALT_SHIFT;
  int all = n.tag == V_NONE, np = game_remaining(g);
  if (all)                     /* deal all: the whole rounds the source holds, then the rest */
    n.v = np ? g->count[slot] / np : 0;
  if (deal_cards(g, zone, slot, n.v, &done, at)) {
    PUSH(n);                   /* the source's rule, then this DEAL again */
    PUSH(mkval(V_ZONE, slot | done << DEALT_SHIFT));
    g->pc = at;
    call_emptied(g, slot, at);
    return;
  }
  if (g->status != GS_RUNNING)
    return;
  if (!all || done > 0)        /* deal all of fewer cards than players: only the rest */
    event_cards(g, ev, EV_DEALT, -1, np ? done / np : 0, slot, zone_slot(g->mod, zone, 0), -1);
  if (all && np)
    deal_rest(g, ev, zone, slot);
  call_after_move(g, slot, at);
}

COLD_OP(DEALEND)
{
  int loop_pc = ARG();
  event_emit(g, ev, EV_DEAL_END, g->deal_winner, g->deal_no + 1, NULL);
  g->pc = end_deal(g, loop_pc, at);
}

COLD_OP(HALT)
{
  g->status = GS_OVER;
  standing_places(g);
  event_emit(g, ev, EV_END, g->winner, 0, NULL);
}

COLD_OP(END)
{
  if (ARG())
    g->game_ended = 1;
  if (g->veil)
    knowledge_unveil(g, ev);
  deal_finish(g);
}

/* WIN A: p wins the deal (A 0) or loses it (A 1, all the others winning). */
COLD_OP(WIN)
{
  int lose = ARG();
  value p = POP();
  if (!ops_need(g, p, V_PLAYER, at, lose ? "the loser" : "the winner"))
    return;
  g->deal_winner = (int8_t)(lose ? -1 : p.v);
  g->deal_loser = (int8_t)(lose ? p.v : -1);
  if (g->veil)
    knowledge_unveil(g, ev);
  event_emit(g, ev, EV_DEAL_WON, p.v, lose, NULL);
  deal_finish(g);
}

COLD_OP(OUT)
{
  int for_game = ARG();
  value p = POP();
  if (ops_need(g, p, V_PLAYER, at, "the player"))
    put_out(g, p.v, for_game, ev);
}

COLD_OP(WINNER)
{
  PUSH(g->deal_winner >= 0 ? mkval(V_PLAYER, g->deal_winner) : mkval(V_NONE, 0));
}
