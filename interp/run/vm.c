/* vm.c: the interpreter loop; see vm.h and opcodes.h.
 *
 * All state lives in the game, so a game suspended at a decision is just
 * memory.  Rules run on events (a card played, a zone emptied) are called
 * from inside the instruction that caused the event: the instruction pushes
 * a frame whose result is dropped and whose return address is the next
 * instruction.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "lua/hooks.h"
#include "core/opcodes.h"
#include "run/sets.h"
#include "run/vm.h"

#define PUSH(x) (g->stack[g->sp++] = (x))
#define POP() (g->stack[--g->sp])
#define TOPV() (g->stack[g->sp - 1])
#define ARG() (g->pc += 2, operand_at(code + g->pc - 2))

static void fail(game *g, int at, const char *fmt, ...)
  __attribute__((format(printf, 3, 4)));

static void fail(game *g, int at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g->error, sizeof g->error, fmt, ap);
  va_end(ap);
  g->error_pc = at;
  g->status = GS_ERROR;
}

static void emit(game *g, const vm_events *ev, vm_event_kind k, int player, int n,
                 const char *text)
{
  vm_event e = { k, player, n, -1, -1, -1, text, 0 };
  if (ev && ev->event)
    ev->event(ev->ctx, g, &e);
}

/* n cards went from slot `from` to slot `to`; card is the one card, or -1. */
static void emit_move(game *g, const vm_events *ev, vm_event_kind k, int player, int n,
                      int from, int to, int c)
{
  vm_event e = { k, player, n, from, to, c, NULL, 0 };
  if (ev && ev->event)
    ev->event(ev->ctx, g, &e);
}

/* A move by the script, onto `to` or under its cards. */
static void emit_moved(game *g, const vm_events *ev, int n, int from, int to, int c, int under)
{
  vm_event e = { EV_MOVE, -1, n, from, to, c, NULL, under };
  if (ev && ev->event)
    ev->event(ev->ctx, g, &e);
}

/* ---- calls ---- */

/* Enters function f whose `nargs` arguments are on the stack. */
static inline int enter(game *g, int f, int nargs, int drop, int at)
{
  const fn_info *fi = &g->mod->fns[f];
  if (g->fp + 1 >= FRAMES_MAX || g->sp + fi->nlocals + FRAME_TEMPS > STACK_MAX) {
    fail(g, at, "rules call each other too deeply (more than %d levels)", FRAMES_MAX - 1);
    return -1;
  }
  int base = g->sp - nargs;
  for (int i = nargs; i < fi->nlocals; i++)
    PUSH(mkval(V_NONE, 0));
  g->frames[++g->fp] = (frame){ g->pc, (int16_t)base, (int16_t)f, (uint8_t)drop };
  g->pc = fi->entry;
  return 0;
}

/* Runs rule f on an event, with the player as argument if it takes one. */
static void call_rule(game *g, int f, int player, int at)
{
  if (g->mod->fns[f].arity)
    PUSH(mkval(player >= 0 ? V_PLAYER : V_NONE, player));
  enter(g, f, g->mod->fns[f].arity, 1, at);
}

/* Runs the `when ... is empty` rule of the zone of `slot`, if it has one. */
static void zone_emptied(game *g, int slot, int at)
{
  const module *m = g->mod;
  int f = m->empty_fn[zone_of_slot(m, slot)];
  if (f >= 0)
    call_rule(g, f, zone_owner(m, slot), at);
}

/* After cards left `slot`: run its rule if it is now empty. */
static inline void after_move(game *g, int slot, int at)
{
  if (!g->count[slot])
    zone_emptied(g, slot, at);
}

/* ---- values ---- */

static int need(game *g, value v, vtag t, int at, const char *what)
{
  if (v.tag == t)
    return 1;
  fail(g, at, "%s is none here", what);
  return 0;
}

static int compare(const game *g, value a, value b)
{
  if (a.tag == V_RANK)
    return g->mod->rank_order[a.v] - g->mod->rank_order[b.v];
  return (a.v > b.v) - (a.v < b.v);
}

/* The rank one step up (or down) the deck's order from r; past the highest
 * (lowest) rank: the lowest (highest) when wrapping, else none.  A joker has
 * no neighbours. */
static value rank_step(const game *g, value r, int down, int wrap)
{
  const int8_t *order = g->mod->rank_order;
  int lo = 1, hi = 1;
  if (r.tag != V_RANK || r.v == 0)
    return mkval(V_NONE, 0);
  int want = order[r.v] + (down ? -1 : 1);
  for (int x = 1; x < NRANKS; x++) {
    if (order[x] == want)
      return mkval(V_RANK, x);
    lo = order[x] < order[lo] ? x : lo;
    hi = order[x] > order[hi] ? x : hi;
  }
  return wrap ? mkval(V_RANK, down ? hi : lo) : mkval(V_NONE, 0);
}

static void format_values(game *g, int n)
{
  char buf[TEXT_MAX], part[TEXT_MAX];
  size_t len = 0;
  buf[0] = 0;
  for (int i = g->sp - n; i < g->sp; i++) {
    value_str(g, g->stack[i], part, sizeof part);
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s", part);
    if (len >= sizeof buf)
      len = sizeof buf - 1;
  }
  g->sp -= n;
  memcpy(g->text, buf, len + 1);
  PUSH(mkval(V_STR, STR_DYNAMIC));
}

/* ---- cards ---- */

/* The suit of card c as a value: none for a joker. */
static inline value suit_of(const game *g, int c)
{
  return g->cards[c].rank ? mkval(V_SUIT, g->cards[c].suit) : mkval(V_NONE, 0);
}

static int deck_slot(const game *g) { return g->mod->zones[g->mod->deck_zone].base; }

static void move_to(game *g, int c, int dst)
{
  zone_remove(g, c);
  zone_push(g, dst, c);
}

/* A scenario's stacked cards go on top of the freshly shuffled deck. */
static void apply_stack(game *g)
{
  int slot = deck_slot(g);
  for (int i = g->nstacked - 1; i >= 0; i--) {
    card want = g->stacked[i];
    for (int k = g->count[slot] - 1 - (g->nstacked - 1 - i); k >= 0; k--) {
      int c = g->zone[slot][k];
      if (g->cards[c].rank == want.rank && g->cards[c].suit == want.suit) {
        move_to(g, c, slot);
        break;
      }
    }
  }
  g->nstacked = 0;
}

/* n rounds of one card each to every player in play, starting left of the
 * dealer. */
static int deal_cards(game *g, int zone, int src, int n, int at)
{
  int to[MAX_PLAYERS], np = game_remaining(g);
  for (int k = 0; k < np; k++)
    to[k] = zone_slot(g->mod, zone, game_next_seat(g, g->dealer, k + 1));
  for (int r = 0; r < n; r++)
    for (int k = 0; k < np; k++) {
      int c = zone_take_top(g, src);
      if (c < 0) {
        fail(g, at, "not enough cards to deal %d to each player", n);
        return -1;
      }
      zone_push(g, to[k], c);
    }
  return 0;
}

#define TO_BOTTOM 0x10000   /* a zone value's flag: the cards moved go under its own */
#define TURNED    0x20000   /* a zone value's flag: the cards moved are turned over */

/* Puts the top n cards of slot under the others, keeping their order. */
static void sink(game *g, int slot, int n)
{
  uint8_t *z = g->zone[slot], top[MAX_CARDS];
  int rest = g->count[slot] - n;
  memcpy(top, z + rest, (size_t)n);
  memmove(z + n, z, (size_t)rest);
  memcpy(z, top, (size_t)n);
}

/* A move's destination slot; *under is set when the cards go to its bottom. */
static int move_dest(value v, int *under)
{
  *under = (v.v & TO_BOTTOM) != 0;
  return v.v & ~(TO_BOTTOM | TURNED);
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
  for (int i = 0; i < n; i++)
    zone_push(g, dst, moved[i]);
}

static int move_top(game *g, int src, int dst, int at)
{
  if (g->count[src] == 0) {
    if (g->mod->empty_fn[zone_of_slot(g->mod, src)] >= 0)
      return 0;
    char name[64];
    value_str(g, mkval(V_ZONE, src), name, sizeof name);
    fail(g, at, "cannot take the top card of %s: it is empty", name);
    return -1;
  }
  zone_push(g, dst, zone_take_top(g, src));
  after_move(g, src, at);
  return 0;
}

/* Player p draws the top card of slot src onto slot dst; pushes whether
 * there was one.  An empty source with no rule to refill it is an error. */
static void draw_card(game *g, int p, int src, int dst, int at, const vm_events *ev)
{
  const module *m = g->mod;
  if (g->count[src] == 0) {
    int z = zone_of_slot(m, src);
    if (m->empty_fn[z] < 0)
      fail(g, at, "drawing from an empty %s, and no 'when %s is empty' rule refills it",
           m->zones[z].name, m->zones[z].name);
    PUSH(mkval(V_BOOL, 0));
    return;
  }
  int c = zone_take_top(g, src);
  zone_push(g, dst, c);
  if (ev)
    emit_move(g, ev, EV_DRAW, p, 1, src, dst, c);
  PUSH(mkval(V_BOOL, 1));
  after_move(g, src, at);
}

/* play c: onto slot dst; then `when played`, then any emptied zone's rule. */
static void play_card(game *g, int c, int dst, int at, const vm_events *ev)
{
  const module *m = g->mod;
  int src = g->where[c];
  move_to(g, c, dst);
  if (ev) {
    int owner = zone_owner(m, src);
    emit_move(g, ev, EV_PLAY, owner >= 0 ? owner : g->current, 1, src, g->where[c], c);
  }
  after_move(g, src, at);
  if (m->played_fn >= 0 && g->status == GS_RUNNING) {
    PUSH(mkval(V_CARD, c));
    enter(g, m->played_fn, 1, 1, at);
  }
}

/* replace old with new: new leaves its zone and takes old's place; old goes
 * onto dst. */
static void replace_card(game *g, int old, int new, int dst, int at, const vm_events *ev)
{
  if (old == new) {
    fail(g, at, "a card cannot replace itself");
    return;
  }
  int from = g->where[new];
  zone_remove(g, new);
  int slot = g->where[old];
  g->zone[slot][zone_index(g, old)] = (uint8_t)new;
  g->where[new] = (uint8_t)slot;
  g->known[new] |= g->mod->shown_to[slot] & (uint8_t)~g->veil;
  zone_push(g, dst, old);
  emit_move(g, ev, EV_MOVE, -1, 1, from, slot, new);
  emit_move(g, ev, EV_MOVE, -1, 1, slot, dst, old);
  after_move(g, from, at);
}

/* The card at place n (1 = bottom) of a zone, or none. */
static value card_at(const game *g, int slot, int n)
{
  return n >= 1 && n <= g->count[slot] ? mkval(V_CARD, g->zone[slot][n - 1]) : mkval(V_NONE, 0);
}

/* ---- the last round ---- */

/* last round: every seat in play but the current one has one more turn;
 * the deal ends when the turn comes to a seat that has had its last. */
static void begin_last_round(game *g)
{
  if (g->last_round)
    return;
  g->last_round = 1;
  g->last_turns = 0;
  for (int p = 0; p < g->nplayers; p++)
    if (p != g->current && game_in_play(g, p))
      g->last_turns = (uint16_t)(g->last_turns | (1u << p));
}

/* ---- decisions ---- */

/* A new option of arm `arm` with value v and no label; NULL (and the game
 * fails) when the choice is full. */
static inline game_option *add_option(game *g, int arm, value v, int at)
{
  decision *d = &g->dec;
  if (d->nopts == OPTIONS_MAX) {
    fail(g, at, "more than %d options in one choice", OPTIONS_MAX);
    return NULL;
  }
  game_option *o = &d->opts[d->nopts++];
  *o = (game_option){ (int16_t)arm, -1, -1, v };
  return o;
}

/* An option labelled by a string of the script's: the label stays there. */
static void offer_str(game *g, int arm, int str, int at)
{
  game_option *o = add_option(g, arm, mkval(V_NONE, 0), at);
  if (o)
    o->str = (int16_t)str;
}

/* An option labelled by text made at run time, copied into the decision. */
static void offer_text(game *g, int arm, const char *label, int at)
{
  decision *d = &g->dec;
  game_option *o = add_option(g, arm, mkval(V_NONE, 0), at);
  size_t n = strlen(label) + 1;
  if (!o)
    return;
  if (d->text_len + n > sizeof d->text) {
    fail(g, at, "the labels of one choice are too long");
    return;
  }
  memcpy(d->text + d->text_len, label, n);
  o->text = d->text_len;
  d->text_len = (int16_t)(d->text_len + n);
}

/* An option for the place of card c in its zone, labelled "slot N". */
static void offer_slot(game *g, int arm, value c, int at)
{
  char label[24];
  snprintf(label, sizeof label, "slot %d", zone_index(g, c.v) + 1);
  offer_text(g, arm, label, at);
  if (g->status == GS_RUNNING)
    g->dec.opts[g->dec.nopts - 1].v = c;
}

static void begin_decision(game *g, int who)
{
  g->dec.who = (int16_t)who;
  g->dec.nopts = 0;
  g->dec.text_len = 0;
}

static void offer_race(game *g, int others)
{
  begin_decision(g, -1);
  g->dec.acted = 0;
  g->dec.label = -1;
  for (int p = 0; p < g->nplayers; p++)
    if ((!others || p != g->current) && game_in_play(g, p))
      add_option(g, 0, mkval(V_PLAYER, p), 0);
}

/* The next step of a race players may join: each player of the race not in
 * the set `acted` may be the next to act, or "no one" ends it. */
static void offer_window(game *g, int acted, int label_others, int at)
{
  int others = label_others & 1, n = 0;
  begin_decision(g, -1);
  g->dec.label = (int16_t)(label_others >> 1);
  for (int p = 0; p < g->nplayers; p++) {
    if (acted & (1 << p))
      n++;
    else if ((!others || p != g->current) && game_in_play(g, p))
      add_option(g, 0, mkval(V_PLAYER, p), at);
  }
  g->dec.acted = (int16_t)n;
  offer_text(g, 0, "no one", at);
}

static void take(game *g, int i)
{
  g->dec.chosen_arm = g->dec.opts[i].arm;
  PUSH(g->dec.opts[i].v);
}

static void wait_decision(game *g, int at)
{
  if (g->veil && (g->dec.who < 0 || (g->veil >> g->dec.who) & 1))
    fail(g, at, "inside 'simultaneously' only the player whose part it is may choose");
  else if (g->dec.nopts == 0)
    fail(g, at, "nothing to choose from: no option of this choice is open");
  else if (g->dec.nopts == 1)
    take(g, 0);
  else
    g->status = GS_DECISION;
}

int vm_choose(game *g, int i)
{
  if (g->status != GS_DECISION || i < 0 || i >= g->dec.nopts)
    return -1;
  take(g, i);
  g->dec.taken = (int16_t)(i + 1);
  g->status = GS_RUNNING;
  return 0;
}

/* Reports option i as taken: by the deciding seat, or in a race by the
 * seat that won it (-1: no one). */
static void emit_choice(game *g, const vm_events *ev, int i)
{
  const decision *d = &g->dec;
  const value v = d->opts[i].v;
  emit(g, ev, EV_CHOICE, d->who >= 0 ? d->who : v.tag == V_PLAYER ? v.v : -1, i, NULL);
}

void vm_option_label(const game *g, int i, char *buf, int n)
{
  const game_option *o = &g->dec.opts[i];
  if (o->str >= 0) {
    snprintf(buf, (size_t)n, "%s", g->mod->strs[o->str]);
  } else if (o->text >= 0) {
    snprintf(buf, (size_t)n, "%s", g->dec.text + o->text);
  } else if (o->v.tag == V_SET) {
    set_label(g, o->v, buf, n);
  } else if (o->v.tag == V_CARD) {
    char c[8];
    card_name(g->cards[o->v.v], c);
    snprintf(buf, (size_t)n, "play %s", c);
  } else {
    value_str(g, o->v, buf, n);
  }
}

/* ---- simultaneously ---- */

/* The end of 'simultaneously': nobody is veiled any more, and every seat
 * learns each card it would have learnt where the card now lies (a card put
 * face up is shown to everyone, a card given to a hand to its owner). */
static void unveil(game *g, const vm_events *ev)
{
  g->veil = 0;
  for (int slot = 0; slot < g->mod->nzone_slots; slot++)
    for (int i = 0; i < g->count[slot]; i++) {
      int c = g->zone[slot][i], all = g->mod->shown_to[slot] == 0xff;
      uint8_t learn = g->mod->shown_to[slot] & (uint8_t)~g->known[c];
      g->known[c] |= learn;
      for (int p = 0; p < g->nplayers && learn; p++)
        if (all ? p == 0 : (learn >> p) & 1)
          emit_move(g, ev, EV_SHOW, all ? -1 : p, 1, -1, slot, c);
    }
}

/* ---- deals and the end ---- */

/* A new deal: the cards gathered, everyone still in the game in play, the
 * dealer moved on a seat (unless the script named one), and the turn to
 * the player after the dealer. */
static void start_deal(game *g, const vm_events *ev)
{
  game_gather(g);
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
  g->deal_winner = -1;
  g->deal_turns = 0;
  emit(g, ev, EV_DEAL, g->dealer, g->deal_no + 1, NULL);
}

/* The one player not eliminated, or -1 when there are more. */
static int last_standing(const game *g)
{
  int left = -1;
  for (int p = 0; p < g->nplayers; p++)
    if (!((g->eliminated >> p) & 1)) {
      if (left >= 0)
        return -1;
      left = p;
    }
  return left;
}

/* The best score under the score rule among the players still in the game
 * wins; a shared best is a draw. */
static int score_winner(const game *g)
{
  const module *m = g->mod;
  int best = -1, tie = 0;
  for (int p = 0; p < g->nplayers; p++) {
    if ((g->eliminated >> p) & 1)
      continue;
    int s = g->globals[m->score_slot + p].v;
    int b = best < 0 ? 0 : g->globals[m->score_slot + best].v;
    if (best < 0 || s * m->score_rule > b * m->score_rule) {
      best = p;
      tie = 0;
    } else if (s == b) {
      tie = 1;
    }
  }
  return tie ? -1 : best;
}

/* After a deal: the next one, or the game's end and its winner. */
static int end_deal(game *g, int loop_pc)
{
  int last = last_standing(g);
  if (++g->deal_no < g->ndeals && !g->game_ended && last < 0)
    return loop_pc;
  g->winner = (int8_t)(last >= 0 ? last : g->mod->score_rule ? score_winner(g) : g->deal_winner);
  return g->pc;
}

/* Ends the deal now: its end rule runs next (unless it is running). */
static void finish_deal(game *g)
{
  if (g->ending)
    return;
  g->ending = 1;
  g->fp = 0; g->sp = 0; g->pc = g->mod->deal_end_pc;
}

/* p sits out the deal, or leaves the game; the last player left wins it. */
static void put_out(game *g, int p, int for_game, const vm_events *ev)
{
  emit(g, ev, EV_OUT, p, for_game, NULL);
  if (for_game)
    g->eliminated |= (uint8_t)(1u << p);
  else if (!((g->out >> p) & 1)) {
    g->out |= (uint8_t)(1u << p);
    g->finished[g->nfinished++] = (uint8_t)p;
  }
  if (for_game && last_standing(g) >= 0)
    finish_deal(g);
}

/* ---- the loop ---- */

/* a == b as the language has it: the same kind and value; none is none. */
static inline int same(value a, value b)
{
  return a.tag == b.tag && (a.v == b.v || a.tag == V_NONE);
}

/* a == k for a constant k, which is never none. */
static inline int same_k(value a, value k) { return a.tag == k.tag && a.v == k.v; }

/* One step of a walk over a zone held in locals l[0] (the zone), l[1] (the
 * place) and l[2] (the card): 0 when no card is left. */
static inline int walk_next(const game *g, value *l)
{
  if (l[1].v >= g->count[l[0].v])
    return 0;
  l[2] = mkval(V_CARD, g->zone[l[0].v][l[1].v++]);
  return 1;
}

static int zone_points(const game *g, int slot)
{
  int sum = 0;
  for (int i = 0; i < g->count[slot]; i++)
    sum += g->mod->points[g->cards[g->zone[slot][i]].rank];
  return sum;
}

/* Instructions on players, turn order and what they know; 0 if op is
 * not one of them. */
static int step_turns(game *g, int op, int at, const vm_events *ev)
{
  const module *m = g->mod;
  const uint8_t *code = m->code;
  value a, b;
  int k, n;
  switch (op) {
  case OP_WINNER:
    PUSH(g->deal_winner >= 0 ? mkval(V_PLAYER, g->deal_winner) : mkval(V_NONE, 0));
    break;
  case OP_NEXT:
    a = POP();
    if (need(g, a, V_PLAYER, at, "the player")) PUSH(mkval(V_PLAYER, game_next_seat(g, a.v, 1)));
    break;
  case OP_SEAT: a = POP(); PUSH(mkval(V_PLAYER, game_next_seat(g, g->current, a.v))); break;
  case OP_LASTROUND: begin_last_round(g); break;
  case OP_INLAST: PUSH(mkval(V_BOOL, g->last_round)); break;
  case OP_PSEAT:
    a = POP();
    k = game_in_play(g, g->current) ? a.v : a.v + 1;
    PUSH(mkval(V_PLAYER, game_next_seat(g, g->current, k)));
    break;
  case OP_NLOOP:
    k = ARG();
    PUSH(mkval(V_INT, game_remaining(g) + (k && !game_in_play(g, g->current))));
    break;
  case OP_INPLAY: case OP_INGAME:
    a = POP();
    if (!need(g, a, V_PLAYER, at, "the player")) break;
    PUSH(mkval(V_BOOL, op == OP_INPLAY ? game_in_play(g, a.v) : !((g->eliminated >> a.v) & 1)));
    break;
  case OP_REMAINING: PUSH(mkval(V_INT, game_remaining(g))); break;
  case OP_PLACE:
    a = POP();
    if (!need(g, a, V_PLAYER, at, "the player")) break;
    for (n = 0, k = 0; k < g->nfinished; k++)
      if (g->finished[k] == a.v) n = k + 1;
    PUSH(mkval(V_INT, n));
    break;
  case OP_FINISHER:
    k = POP().v;
    PUSH(k >= 1 && k <= g->nfinished ? mkval(V_PLAYER, g->finished[k - 1]) : mkval(V_NONE, 0));
    break;
  case OP_KNOWS:
    b = POP(); a = POP();
    if (need(g, a, V_PLAYER, at, "the player") && need(g, b, V_CARD, at, "the card"))
      PUSH(mkval(V_BOOL, (g->known[b.v] >> a.v) & 1));
    break;
  case OP_SHOW:
    a = ARG() ? POP() : mkval(V_NONE, 0);
    b = POP();
    if (!need(g, b, V_CARD, at, "the card shown")) break;
    g->known[b.v] |= (a.tag == V_PLAYER ? (uint8_t)(1u << a.v) : 0xff) & (uint8_t)~g->veil;
    emit_move(g, ev, EV_SHOW, a.tag == V_PLAYER ? a.v : -1, 1, -1, g->where[b.v], b.v);
    break;
  case OP_OUT:
    k = ARG(); a = POP();
    if (need(g, a, V_PLAYER, at, "the player")) put_out(g, a.v, k, ev);
    break;
  case OP_SEATAFTER:
    b = POP(); a = POP();
    if (need(g, a, V_PLAYER, at, "the player") && need(g, b, V_PLAYER, at, "the player"))
      game_seat_after(g, a.v, b.v);
    break;
  case OP_SETDEALER:
    a = POP();
    if (!need(g, a, V_PLAYER, at, "the dealer")) break;
    g->dealer = (uint8_t)a.v;
    g->dealer_set = 1;
    break;
  case OP_TURNTO:
    a = POP();
    if (need(g, a, V_PLAYER, at, "the player")) g->turn_to = (uint8_t)(a.v + 1);
    break;
  case OP_END:
    if (ARG()) g->game_ended = 1;
    if (g->veil) unveil(g, ev);
    finish_deal(g);
    break;
  case OP_SKIP: a = POP(); g->skips = (uint8_t)(g->skips + a.v); break;
  case OP_REVERSE: g->dir = (int8_t)-g->dir; break;
  case OP_AGAIN: g->again = 1; break;
  case OP_WIN:
    a = POP();
    if (!need(g, a, V_PLAYER, at, "the winner")) break;
    g->deal_winner = (int8_t)a.v;
    if (g->veil) unveil(g, ev);
    emit(g, ev, EV_DEAL_WON, a.v, 0, NULL);
    finish_deal(g);
    break;
  default: return 0;
  }
  return 1;
}

/* Instructions that move cards; 0 if op is not one of them. */
static int step_cards(game *g, int op, int at, const vm_events *ev)
{
  const module *m = g->mod;
  const uint8_t *code = m->code;
  value a, b;
  int k, n, under;
  switch (op) {
  case OP_SHUFFLE:
    a = POP(); zone_shuffle(g, a.v);
    if (a.v == deck_slot(g) && g->nstacked) apply_stack(g);
    emit_move(g, ev, EV_SHUFFLE, -1, g->count[a.v], -1, a.v, -1);
    break;
  case OP_DEAL:
    k = ARG(); b = POP(); a = POP();
    if (deal_cards(g, k, b.v, a.v, at) == 0)
      emit_move(g, ev, EV_DEALT, -1, a.v, b.v, zone_slot(m, k, 0), -1);
    break;
  case OP_BOTTOM: g->stack[g->sp - 1].v |= TO_BOTTOM; break;
  case OP_TURNOVER: g->stack[g->sp - 1].v |= TURNED; break;
  case OP_MOVETOP:
    b = POP(); a = POP();
    b.v = move_dest(b, &under);
    k = zone_top(g, a.v);
    if (move_top(g, a.v, b.v, at) == 0 && k >= 0) {
      if (under) sink(g, b.v, 1);
      emit_moved(g, ev, 1, a.v, b.v, k, under);
    }
    break;
  case OP_MOVECARD:
    b = POP(); a = POP();
    b.v = move_dest(b, &under);
    if (need(g, a, V_CARD, at, "the card to move")) {
      k = g->where[a.v];
      move_to(g, a.v, b.v);
      if (under) sink(g, b.v, 1);
      emit_moved(g, ev, 1, k, b.v, a.v, under);
      after_move(g, k, at);
    }
    break;
  case OP_MOVEALL: {
    k = ARG(); b = POP(); a = POP();
    int turned = (b.v & TURNED) != 0;
    b.v = move_dest(b, &under);
    n = g->count[a.v] - k;
    if (a.v == b.v || n <= 0)
      break;
    move_all(g, a.v, b.v, k);
    if (turned) turn_over(g, b.v, n);
    k = n == 1 ? zone_top(g, b.v) : -1;
    if (under) sink(g, b.v, n);
    emit_moved(g, ev, n, a.v, b.v, k, under);
    after_move(g, a.v, at);
    break;
  }
  case OP_REPLACE: {
    value dst = POP();
    b = POP(); a = POP();
    if (need(g, a, V_CARD, at, "the card replaced") && need(g, b, V_CARD, at, "the new card"))
      replace_card(g, a.v, b.v, dst.v, at, ev);
    break;
  }
  case OP_AT: b = POP(); a = POP(); PUSH(card_at(g, a.v, b.v)); break;
  case OP_PLAY:
    a = POP();
    if (need(g, a, V_CARD, at, "the card to play"))
      play_card(g, a.v, m->zones[m->play_zone].base, at, ev);
    break;
  case OP_PLAYTO:
    b = POP(); a = POP();
    if (need(g, a, V_CARD, at, "the card to play")) play_card(g, a.v, b.v, at, ev);
    break;
  case OP_DRAWZ:
    b = POP(); a = POP(); k = POP().v;
    draw_card(g, k, a.v, b.v, at, ev);
    break;
  default: return 0;
  }
  return 1;
}

/* The instructions off the hot path: calls, card moves, decisions, deals
 * and turns.  They work on the game itself (g->pc, g->sp). */
static void step(game *g, int op, int at, const vm_events *ev)
{
  const module *m = g->mod;
  const uint8_t *code = m->code;
  value a, b;
  int k, n;
  switch (op) {
  case OP_GETP:
    k = ARG(); a = POP();
    if (need(g, a, V_PLAYER, at, "the player")) PUSH(g->globals[k + a.v]);
    break;
  case OP_SETP:
    k = ARG(); a = POP(); b = POP();
    if (need(g, a, V_PLAYER, at, "the player")) g->globals[k + a.v] = b;
    break;
  case OP_DIV: case OP_MOD:
    b = POP(); a = POP();
    if (b.v == 0) fail(g, at, "division by zero");
    else PUSH(mkval(V_INT, op == OP_DIV ? a.v / b.v : a.v % b.v));
    break;
  case OP_LT: case OP_LE: case OP_GT: case OP_GE:
    b = POP(); a = POP();
    if (a.tag == V_NONE || b.tag == V_NONE) {
      fail(g, at, "cannot order none");
      break;
    }
    k = compare(g, a, b);
    PUSH(mkval(V_BOOL, op == OP_LT ? k < 0 : op == OP_LE ? k <= 0 : op == OP_GT ? k > 0 : k >= 0));
    break;
  case OP_SETSTART: case OP_SETWALK: {
    k = ARG(); n = ARG();
    value *l = &g->stack[g->frames[g->fp].base + k];
    if (op == OP_SETSTART) {
      l[0] = POP();
      l[1] = mkval(V_INT, 0);
    }
    if (set_walk_next(g, l) == (op == OP_SETWALK))
      g->pc = n;
    break;
  }
  case OP_SETCARD:
    k = set_first_card(g, g->stack[g->frames[g->fp].base + ARG()]);
    PUSH(k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0));
    break;
  case OP_SETRANK: case OP_SETSIZE:
    a = POP();
    if (need(g, a, V_SET, at, "the set"))
      PUSH(op == OP_SETRANK ? mkval(V_RANK, set_rank(a)) : mkval(V_INT, set_size(a)));
    break;
  case OP_BEATS:
    b = POP(); a = POP();
    if (need(g, a, V_SET, at, "the set")) PUSH(mkval(V_BOOL, set_beats(g, a, b)));
    break;
  case OP_ZEXTREME:
    k = zone_extreme(g, POP().v, ARG() ? 1 : -1);
    PUSH(k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0));
    break;
  case OP_FMT:
    k = ARG();
    if (code[g->pc] == OP_SAY && !(ev && ev->event)) {
      g->sp -= k;                /* a line nobody hears is not written */
      PUSH(mkval(V_STR, STR_DYNAMIC));
    } else {
      format_values(g, k);
    }
    break;
  case OP_ZPOINTS: a = POP(); PUSH(mkval(V_INT, zone_points(g, a.v))); break;
  case OP_RANKSTEP: k = ARG(); a = POP(); PUSH(rank_step(g, a, k & 1, k & 2)); break;
  case OP_SAY: case OP_ANNOUNCED: {
    char text[TEXT_MAX];
    if (!(ev && ev->event)) {
      g->sp--;
      break;
    }
    value_str(g, POP(), text, sizeof text);
    emit(g, ev, op == OP_SAY ? EV_SAY : EV_ANNOUNCE, op == OP_SAY ? -1 : g->current, 0, text);
    break;
  }
  case OP_OPTLABEL: {
    char label[TEXT_MAX];
    k = ARG();
    a = POP();
    if (a.tag == V_STR && !(a.v & STR_DYNAMIC))
      offer_str(g, k, a.v, at);
    else {
      value_str(g, a, label, sizeof label);
      offer_text(g, k, label, at);
    }
    break;
  }
  case OP_VEIL:
    a = POP();
    if (need(g, a, V_PLAYER, at, "the player"))
      g->veil = (uint8_t)(((1u << g->nplayers) - 1) & ~(1u << a.v));
    break;
  case OP_UNVEIL: unveil(g, ev); break;
  case OP_OPTSUITS:
    for (k = 0; k < 4; k++) add_option(g, 0, mkval(V_SUIT, k), at);
    break;
  case OP_RACE: offer_race(g, ARG()); break;
  case OP_LUA: {
    uint8_t left[MAX_ZONES] = { 0 };
    k = ARG(); n = ARG();
    if (!g->hooks) {
      fail(g, at, "the Lua hooks are not loaded (out of memory?)");
      break;
    }
    hooks_call(g->hooks, g, ev, k, n, at, left);
    for (int s = 0; s < m->nzone_slots && g->status == GS_RUNNING; s++)
      if (left[s])
        after_move(g, s, at);
    break;
  }
  case OP_WINDOW:
    k = ARG();
    offer_window(g, g->stack[g->frames[g->fp].base + k].v, ARG(), at);
    break;
  case OP_WITHSEAT:
    b = POP(); a = POP();
    PUSH(mkval(V_INT, a.v | (1 << b.v)));
    break;
  case OP_DECK: {
    value jokers = POP(), packs = POP();
    if (packs.v < 1 || jokers.v < 0 || packs.v * 52 + jokers.v > MAX_CARDS)
      fail(g, at, "a deck of %d packs and %d jokers is not possible (at most %d cards)",
           packs.v, jokers.v, MAX_CARDS);
    else
      game_build_deck(g, packs.v, jokers.v);
    break;
  }
  case OP_DEALS:
    k = ARG(); a = POP();
    g->ndeals = k ? INT32_MAX : a.v > 0 ? a.v : 1;
    break;
  case OP_DEALSTART: start_deal(g, ev); break;
  case OP_DEALEND:
    k = ARG();
    emit(g, ev, EV_DEAL_END, g->deal_winner, g->deal_no + 1, NULL);
    g->pc = end_deal(g, k);
    break;
  case OP_HALT:
    g->status = GS_OVER;
    emit(g, ev, EV_END, g->winner, 0, NULL);
    break;
  default:
    if (!step_cards(g, op, at, ev) && !step_turns(g, op, at, ev))
      fail(g, at, "bad instruction %d", op);
    break;
  }
}

/* The loop, as in clox and Lua's lvm.c: one switch, with the instruction pointer,
 * stack top and frame base in local variables.  Instructions on values and
 * zones run here; the rest go through step() with the state saved first. */
#define U16() (ip += 2, operand_at(ip - 2))
#define SAVE() (g->pc = (int32_t)(ip - code), g->sp = (int16_t)(sp - g->stack))
#define LOAD() (ip = code + g->pc, sp = g->stack + g->sp, base = g->stack + g->frames[g->fp].base)
/* Dispatch: a table of label addresses where the compiler has them (GCC,
 * Clang), a switch elsewhere; as in Lua's ljumptab.h.  configure
 * --enable-switch-dispatch forces the switch, so that tests run it too. */
#if defined(__GNUC__) && !defined(HOYLE_SWITCH_DISPATCH)
#define VM_JUMP_TABLE \
  static const void *const jump_table[OP__COUNT] = { OPCODES(VM_LABEL) };
#define VM_LABEL(name, n, doc) &&L_##name,
#define vmdispatch(o) goto *jump_table[o];
#define vmcase(name) L_##name:
#define vmbreak do { ins = ip; op = *ip++; goto *jump_table[op]; } while (0)
#else
#define VM_JUMP_TABLE
#define vmdispatch(o) switch (o)
#define vmcase(name) case OP_##name:
#define vmbreak break
#endif

#define AT ((int)(ins - code))   /* where the instruction is, for errors */
#define NEED(v, t, what) \
  if ((v).tag != (t)) { SAVE(); fail(g, AT, "%s is none here", what); return; }
/* Reads the jump target and jumps to it if cond holds. */
#define JUMP_IF(cond) do { k = U16(); if (cond) ip = code + k; } while (0)
#define CONSTANT() m->consts[U16()]
#define GLOBAL() g->globals[U16()]
/* The card in local A into a, as LRANK and LSUIT take it; its rank as a value. */
#define LOCAL_CARD() a = base[U16()]; NEED(a, V_CARD, "the card")
#define RANK(c) mkval(V_RANK, g->cards[c].rank)
#define RANK_OF(c) g->cards[c].rank
/* The top card of the shared zone B into n, as ZRANK and ZSUIT take it.  An
 * empty zone is reported at operand B, whose place is that of top(z).field. */
#define TOP_CARD() \
  n = zone_top(g, m->zones[U16()].base); \
  if (n < 0) { SAVE(); fail(g, (int)(ip - 2 - code), "the card is none here"); return; }
/* Runs call on the saved state; leaves the loop if the game stopped running. */
#define ON_SAVED(call) \
  do { SAVE(); call; if (g->status != GS_RUNNING) return; LOAD(); } while (0)
/* An instruction off the hot path, run by step(). */
#define STEP() ON_SAVED(step(g, op, AT, ev))
/* Calls function f with n arguments on the stack, dropping its result if drop. */
#define CALL_FN(f, n, drop) \
  do { SAVE(); if (enter(g, f, n, drop, AT) < 0) return; LOAD(); } while (0)
/* Returns r from the current frame (or drops it, for a call made for effect). */
#define RETURN(r) \
  do { \
    frame f_ = g->frames[g->fp--]; \
    sp = g->stack + f_.base; \
    if (!f_.drop) \
      *sp++ = (r); \
    ip = code + f_.ret_pc; \
    base = g->stack + g->frames[g->fp].base; \
  } while (0)

void vm_run(game *g, const vm_events *ev)
{
  const module *m = g->mod;
  const uint8_t *code = m->code;
  VM_JUMP_TABLE
  const uint8_t *ip, *ins;  /* the next byte, the instruction being run */
  int k, n, op;
  value *sp, *base, a, b;
  if (g->status != GS_RUNNING)
    return;
  if (g->dec.taken) {
    emit_choice(g, ev, g->dec.taken - 1);
    g->dec.taken = 0;
  }
  LOAD();
  for (;;) {
    ins = ip;
    op = *ip++;
    vmdispatch(op) {
    vmcase(CONST) *sp++ = m->consts[U16()]; vmbreak;
    vmcase(NONE) *sp++ = mkval(V_NONE, 0); vmbreak;
    vmcase(GETG) *sp++ = g->globals[U16()]; vmbreak;
    vmcase(SETG) k = U16(); g->globals[k] = *--sp; vmbreak;
    vmcase(GETL) *sp++ = base[U16()]; vmbreak;
    vmcase(SETL) k = U16(); base[k] = *--sp; vmbreak;
    vmcase(POP) sp--; vmbreak;
    vmcase(DUP) sp[0] = sp[-1]; sp++; vmbreak;
    vmcase(ADD) sp--; sp[-1].v += sp[0].v; vmbreak;
    vmcase(SUB) sp--; sp[-1].v -= sp[0].v; vmbreak;
    vmcase(MUL) sp--; sp[-1].v *= sp[0].v; vmbreak;
    vmcase(MIN) sp--; if (sp[0].v < sp[-1].v) sp[-1].v = sp[0].v; vmbreak;
    vmcase(MAX) sp--; if (sp[0].v > sp[-1].v) sp[-1].v = sp[0].v; vmbreak;
    vmcase(ABS) if (sp[-1].v < 0) sp[-1].v = -sp[-1].v; vmbreak;
    vmcase(NEG) sp[-1].v = -sp[-1].v; vmbreak;
    vmcase(NOT) sp[-1] = mkval(V_BOOL, !sp[-1].v); vmbreak;
    vmcase(EQ) sp--; sp[-1] = mkval(V_BOOL, same(sp[-1], sp[0])); vmbreak;
    vmcase(NE) sp--; sp[-1] = mkval(V_BOOL, !same(sp[-1], sp[0])); vmbreak;
    vmcase(COALESCE) sp--; if (sp[-1].tag == V_NONE) sp[-1] = sp[0]; vmbreak;
    vmcase(JMP) ip = code + U16(); vmbreak;
    vmcase(JF) sp--; JUMP_IF(!sp->v); vmbreak;
    vmcase(JT) sp--; JUMP_IF(sp->v); vmbreak;
    vmcase(JFK) k = U16(); if (!sp[-1].v) ip = code + k; else sp--; vmbreak;
    vmcase(JTK) k = U16(); if (sp[-1].v) ip = code + k; else sp--; vmbreak;
    vmcase(JEQ) sp -= 2; JUMP_IF(same(sp[0], sp[1])); vmbreak;
    vmcase(JNE) sp -= 2; JUMP_IF(!same(sp[0], sp[1])); vmbreak;
    vmcase(JEQK) a = CONSTANT(); sp--; JUMP_IF(same_k(*sp, a)); vmbreak;
    vmcase(JNEK) a = CONSTANT(); sp--; JUMP_IF(!same_k(*sp, a)); vmbreak;
    vmcase(JEQG) a = GLOBAL(); sp--; JUMP_IF(same(*sp, a)); vmbreak;
    vmcase(JNEG) a = GLOBAL(); sp--; JUMP_IF(!same(*sp, a)); vmbreak;
    vmcase(JOPTS) JUMP_IF(g->dec.nopts); vmbreak;
    vmcase(RANK) NEED(sp[-1], V_CARD, "the card"); sp[-1] = mkval(V_RANK, g->cards[sp[-1].v].rank); vmbreak;
    vmcase(LRANK)
      a = base[U16()];
      NEED(a, V_CARD, "the card");
      *sp++ = mkval(V_RANK, g->cards[a.v].rank);
      vmbreak;
    vmcase(LSUIT)
      a = base[U16()];
      NEED(a, V_CARD, "the card");
      *sp++ = suit_of(g, a.v);
      vmbreak;
    vmcase(JRANKEQK) LOCAL_CARD(); b = CONSTANT(); JUMP_IF(same_k(RANK(a.v), b)); vmbreak;
    vmcase(JRANKNEK) LOCAL_CARD(); b = CONSTANT(); JUMP_IF(!same_k(RANK(a.v), b)); vmbreak;
    vmcase(JSUITEQK) LOCAL_CARD(); b = CONSTANT(); JUMP_IF(same_k(suit_of(g, a.v), b)); vmbreak;
    vmcase(JSUITNEK) LOCAL_CARD(); b = CONSTANT(); JUMP_IF(!same_k(suit_of(g, a.v), b)); vmbreak;
    vmcase(JRANKEQG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(same(RANK(a.v), b)); vmbreak;
    vmcase(JRANKNEG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(!same(RANK(a.v), b)); vmbreak;
    vmcase(JSUITEQG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(same(suit_of(g, a.v), b)); vmbreak;
    vmcase(JSUITNEG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(!same(suit_of(g, a.v), b)); vmbreak;
    vmcase(JRANKEQZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(RANK_OF(a.v) == RANK_OF(n)); vmbreak;
    vmcase(JRANKNEZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(RANK_OF(a.v) != RANK_OF(n)); vmbreak;
    vmcase(JSUITEQZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(same(suit_of(g, a.v), suit_of(g, n))); vmbreak;
    vmcase(JSUITNEZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(!same(suit_of(g, a.v), suit_of(g, n))); vmbreak;
    vmcase(EQK) a = m->consts[U16()]; sp[-1] = mkval(V_BOOL, same_k(sp[-1], a)); vmbreak;
    vmcase(ZTOP)
      k = zone_top(g, m->zones[U16()].base);
      *sp++ = k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0);
      vmbreak;
    vmcase(ZRANK)
      k = zone_top(g, m->zones[U16()].base);
      if (k < 0) { SAVE(); fail(g, AT, "the card is none here"); return; }
      *sp++ = mkval(V_RANK, g->cards[k].rank);
      vmbreak;
    vmcase(ZSUIT)
      k = zone_top(g, m->zones[U16()].base);
      if (k < 0) { SAVE(); fail(g, AT, "the card is none here"); return; }
      *sp++ = suit_of(g, k);
      vmbreak;
    vmcase(POINTS)
      NEED(sp[-1], V_CARD, "the card");
      sp[-1] = mkval(V_INT, m->points[g->cards[sp[-1].v].rank]);
      vmbreak;
    vmcase(SUIT)
      NEED(sp[-1], V_CARD, "the card");
      sp[-1] = suit_of(g, sp[-1].v);
      vmbreak;
    vmcase(ZONE) *sp++ = mkval(V_ZONE, m->zones[U16()].base); vmbreak;
    vmcase(ZONEP)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = mkval(V_ZONE, m->zones[k].base + sp[-1].v);
      vmbreak;
    vmcase(ZONEC) *sp++ = mkval(V_ZONE, m->zones[U16()].base + g->current); vmbreak;
    vmcase(TOP)
      k = zone_top(g, sp[-1].v);
      sp[-1] = k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0);
      vmbreak;
    vmcase(COUNT) sp[-1] = mkval(V_INT, g->count[sp[-1].v]); vmbreak;
    vmcase(WALKSTART) {
      value *l = &base[U16()];
      k = U16();
      l[0] = *--sp;
      l[1] = mkval(V_INT, 0);
      if (!walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(WALK) {
      value *l = &base[U16()];
      k = U16();
      if (walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(CURRENT) *sp++ = mkval(V_PLAYER, g->current); vmbreak;
    vmcase(DEALER) *sp++ = mkval(V_PLAYER, g->dealer); vmbreak;
    vmcase(NPLAYERS) *sp++ = mkval(V_INT, g->nplayers); vmbreak;
    vmcase(DECIDE) begin_decision(g, (--sp)->v); vmbreak;
    vmcase(DECIDEC) begin_decision(g, g->current); vmbreak;
    vmcase(ARM) ip = code + operand_at(ip + 2 + 2 * g->dec.chosen_arm); vmbreak;
    vmcase(TURNEND)                    /* a `turn to` is taken at TURNSTART */
      if (g->last_round && !g->again)
        g->last_turns = (uint16_t)(g->last_turns & ~(1u << g->current));
      if (!g->turn_to && !g->again)
        g->current = (uint8_t)game_next_seat(g, g->current, 1 + g->skips);
      g->skips = g->again = 0;
      ip = code + U16();
      vmbreak;
    vmcase(CALL) k = U16(); n = U16(); CALL_FN(k, n, 0); vmbreak;
    vmcase(CALLV) k = U16(); n = U16(); CALL_FN(k, n, 1); vmbreak;
    vmcase(RET) a = *--sp; RETURN(a); vmbreak;
    vmcase(RETNONE) RETURN(mkval(V_NONE, 0)); vmbreak;
    vmcase(WAIT)
      if (g->dec.nopts != 1) {
        SAVE();
        wait_decision(g, AT);
        return;
      }
      g->dec.chosen_arm = g->dec.opts[0].arm;
      *sp++ = g->dec.opts[0].v;
      if (ev)
        emit_choice(g, ev, 0);
      vmbreak;
    vmcase(TURNSTART)
      k = U16();
      if (g->turn_to) {
        g->current = (uint8_t)(g->turn_to - 1);
        g->turn_to = 0;
      }
      if (g->last_round && !(g->last_turns & (1u << g->current))) {
        ON_SAVED(finish_deal(g));      /* the last round is over */
        vmbreak;
      }
      if (g->deal_turns < g->max_turns) {
        g->turns++;
        g->deal_turns++;
      } else {
        g->capped = 1;
        ip = code + k;
      }
      vmbreak;
    vmcase(OPTCARD)
      k = U16();
      if (!add_option(g, k, base[U16()], AT)) { SAVE(); return; }
      vmbreak;
    vmcase(PLAYL)                      /* these three run every turn */
      a = base[U16()];
      NEED(a, V_CARD, "the card to play");
      ON_SAVED(play_card(g, a.v, m->zones[m->play_zone].base, AT, ev));
      vmbreak;
    vmcase(DRAW)
      a = *--sp;
      NEED(a, V_PLAYER, "the player who draws");
      k = m->zones[m->stock_zone].base;
      ON_SAVED(draw_card(g, a.v, k, zone_slot(m, m->hand_zone, a.v), AT, ev));
      vmbreak;
    vmcase(OPTLABEL) STEP(); vmbreak;
    vmcase(OPTSLOT)
      k = U16();
      a = base[U16()];
      ON_SAVED(offer_slot(g, k, a, AT));
      vmbreak;
    vmcase(OPTSTR)
      k = U16();
      offer_str(g, k, U16(), AT);
      if (g->status != GS_RUNNING) { SAVE(); return; }
      vmbreak;
    vmcase(GETP) vmcase(SETP) vmcase(DIV) vmcase(MOD) vmcase(LT) vmcase(LE) vmcase(GT)
    vmcase(GE) vmcase(ZPOINTS) vmcase(RANKSTEP) vmcase(WINNER) vmcase(NEXT)
    vmcase(SEAT) vmcase(SHUFFLE) vmcase(DEAL) vmcase(MOVETOP) vmcase(MOVECARD) vmcase(BOTTOM) vmcase(TURNOVER)
    vmcase(MOVEALL) vmcase(SKIP) vmcase(REVERSE) vmcase(AGAIN) vmcase(WIN)
    vmcase(FMT) vmcase(SAY) vmcase(OPTSUITS) vmcase(RACE) vmcase(WINDOW) vmcase(WITHSEAT)
    vmcase(ANNOUNCED) vmcase(VEIL) vmcase(UNVEIL) vmcase(DEALS) vmcase(DEALSTART) vmcase(DECK)
    vmcase(DEALEND) vmcase(HALT) vmcase(PLAY) vmcase(PLAYTO) vmcase(DRAWZ) vmcase(PSEAT)
    vmcase(NLOOP) vmcase(INPLAY) vmcase(INGAME) vmcase(REMAINING) vmcase(KNOWS) vmcase(SHOW)
    vmcase(OUT) vmcase(SEATAFTER) vmcase(SETDEALER) vmcase(TURNTO) vmcase(END) vmcase(LUA)
    vmcase(PLACE) vmcase(FINISHER) vmcase(SETSTART) vmcase(SETWALK)
    vmcase(SETCARD) vmcase(SETRANK) vmcase(SETSIZE) vmcase(BEATS) vmcase(ZEXTREME)
    vmcase(REPLACE) vmcase(AT) vmcase(LASTROUND) vmcase(INLAST)
      STEP();
      vmbreak;
    }
  }
}
