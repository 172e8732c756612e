/* cards.c: moving cards by the script's statements; see cards.h. */
#include <string.h>
#include "run/call.h"
#include "run/cards.h"
#include "run/names.h"
#include "run/ops.h"
#include "run/zone.h"


/* A move by the script, onto `to` or under its cards. */
static void emit_moved(game *g, const vm_events *ev, int n, int from, int to, int c, int under)
{
  if (!event_wanted(ev, EV_MOVE))
    return;
  vm_event e = { EV_MOVE, -1, n, from, to, c, NULL, under };
  ev->event(ev->ctx, g, &e);
}

static void move_to(game *g, int c, int dst)
{
  zone_remove(g, c);
  zone_push(g, dst, c);
}

/* Puts the top n cards of slot under the others, keeping their order. */
static void sink(game *g, int slot, int n)
{
  uint8_t *z = g->zone[slot], top[MAX_CARDS];
  int rest = g->count[slot] - n;
  memcpy(top, z + rest, (size_t)n);
  memmove(z + n, z, (size_t)rest);
  memcpy(z, top, (size_t)n);
}

/* Turns over the top n cards of slot as one packet: their order reverses. */
static void turn_over(game *g, int slot, int n)
{
  uint8_t *z = g->zone[slot] + g->count[slot] - n;
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    uint8_t t = z[i];
    z[i] = z[j];
    z[j] = t;
  }
}

/* Moves all cards of src but the top `keep` onto dst, bottom first. */
static void move_all(game *g, int src, int dst, int keep)
{
  int n = g->count[src] - keep;
  if (n <= 0)
    return;
  uint8_t moved[MAX_CARDS];
  memcpy(moved, g->zone[src], (size_t)n);
  memmove(g->zone[src], g->zone[src] + n, (size_t)keep);
  g->count[src] = (uint8_t)keep;
  game_note_made(g, src);
  for (int i = 0; i < n; i++) {
    g->ranks[src][g->cards[moved[i]].rank]--;
    zone_push(g, dst, moved[i]);
  }
}

static int move_top(game *g, int src, int dst, int at)
{
  if (g->count[src] == 0)
    return call_ran_out(g, src, at);
  zone_push(g, dst, zone_take_top(g, src));
  call_after_move(g, src, at);
  return 0;
}

void cards_draw(game *g, int p, int src, int dst, int at, const vm_events *ev)
{
  if (g->count[src] == 0) {
    call_ran_out(g, src, at);
    PUSH(mkval(V_BOOL, 0));
    return;
  }
  int c = zone_take_top(g, src);
  zone_push(g, dst, c);
  if (event_wanted(ev, EV_DRAW))
    event_cards(g, ev, EV_DRAW, p, 1, src, dst, c);
  PUSH(mkval(V_BOOL, 1));
  call_after_move(g, src, at);
}

void cards_play(game *g, int c, int dst, int at, const vm_events *ev)
{
  const module *m = g->mod;
  int src = g->where[c];
  move_to(g, c, dst);
  if (event_wanted(ev, EV_PLAY)) {
    int owner = zone_owner(m, src);
    event_cards(g, ev, EV_PLAY, owner >= 0 ? owner : g->current, 1, src, g->where[c], c);
  }
  call_after_move(g, src, at);
  if (m->played_fn >= 0 && g->status == GS_RUNNING) {
    PUSH(mkval(V_CARD, c));
    call_enter(g, m->played_fn, 1, 1, at);
  }
}

/* replace old with new: new leaves its zone and takes old's place; old goes
 * onto dst. */
static void replace_card(game *g, int old, int new, int dst, int at, const vm_events *ev)
{
  if (old == new) {
    game_fail(g, at, "a card cannot replace itself");
    return;
  }
  int from = g->where[new];
  zone_remove(g, new);
  int slot = g->where[old];
  g->zone[slot][zone_index(g, old)] = (uint8_t)new;
  g->ranks[slot][g->cards[old].rank]--;
  g->ranks[slot][g->cards[new].rank]++;
  g->where[new] = (uint8_t)slot;
  knowledge_learn(g, new, g->mod->shown_to[slot]);
  zone_push(g, dst, old);
  event_cards(g, ev, EV_MOVE, -1, 1, from, slot, new);
  event_cards(g, ev, EV_MOVE, -1, 1, slot, dst, old);
  call_after_move(g, from, at);
}

/* A scenario's stacked cards go on top of the freshly shuffled deck; the
 * first the deck cannot supply is noted in stack_missed for the scenario. */
static void apply_stack(game *g)
{
  int slot = game_deck_slot(g);
  for (int i = g->nstacked - 1; i >= 0; i--) {
    card want = g->stacked[i];
    int k = g->count[slot] - 1 - (g->nstacked - 1 - i);
    for (; k >= 0; k--) {
      int c = g->zone[slot][k];
      if (g->cards[c].rank == want.rank && g->cards[c].suit == want.suit) {
        move_to(g, c, slot);
        break;
      }
    }
    if (k < 0)
      g->stack_missed = (uint16_t)(i + 1);   /* the last noted is the first in order */
  }
  g->nstacked = 0;
}

/* ---- the instructions ---- */

COLD_OP(SHUFFLE)
{
  int slot = POP().v;
  zone_shuffle(g, slot);
  if (slot == game_deck_slot(g) && g->nstacked)
    apply_stack(g);
  event_cards(g, ev, EV_SHUFFLE, -1, g->count[slot], -1, slot, -1);
}

COLD_OP(MOVETOP)
{
  int under = ARG() & MOVE_UNDER;
  value b = POP(), a = POP();
  int c = zone_top(g, a.v);
  if (move_top(g, a.v, b.v, at) == 0 && c >= 0) {
    if (under)
      sink(g, b.v, 1);
    emit_moved(g, ev, 1, a.v, b.v, c, under);
  }
}

COLD_OP(MOVECARD)
{
  int under = ARG() & MOVE_UNDER;
  value b = POP(), a = POP();
  if (!ops_need(g, a, V_CARD, at, "the card to move"))
    return;
  int from = g->where[a.v];
  move_to(g, a.v, b.v);
  if (under)
    sink(g, b.v, 1);
  emit_moved(g, ev, 1, from, b.v, a.v, under);
  call_after_move(g, from, at);
}

COLD_OP(MOVEALL)
{
  int keep = ARG(), flags = ARG(), under = flags & MOVE_UNDER;
  value b = POP(), a = POP();
  int turned = flags & MOVE_TURNED;
  int n = g->count[a.v] - keep;
  if (a.v == b.v || n <= 0)
    return;
  move_all(g, a.v, b.v, keep);
  if (turned)
    turn_over(g, b.v, n);
  int c = n == 1 ? zone_top(g, b.v) : -1;
  if (under)
    sink(g, b.v, n);
  emit_moved(g, ev, n, a.v, b.v, c, under);
  call_after_move(g, a.v, at);
}

COLD_OP(REPLACE)
{
  value dst = POP(), b = POP(), a = POP();
  if (ops_need(g, a, V_CARD, at, "the card replaced") && ops_need(g, b, V_CARD, at, "the new card"))
    replace_card(g, a.v, b.v, dst.v, at, ev);
}

/* Whether a card lies in a zone slot (`c in z`). */
COLD_OP(INZONE)
{
  int slot = POP().v;
  value c = POP();
  PUSH(mkval(V_BOOL, c.tag == V_CARD && g->where[c.v] == slot));
}

COLD_OP(PLAY)
{
  const module *m = g->mod;
  value a = POP();
  if (ops_need(g, a, V_CARD, at, "the card to play"))
    cards_play(g, a.v, m->zones[m->play_zone].base, at, ev);
}

COLD_OP(DRAWZ)
{
  value b = POP(), a = POP();
  int p = POP().v;
  cards_draw(g, p, a.v, b.v, at, ev);
}
