/* turns.c: the instructions of turn order and seating; see turns.h. */
#include "run/ops.h"
#include "run/turns.h"

/* The player argument on top of the stack; -1 (and the game fails) if none. */
static int pop_player(game *g, int at, const char *what)
{
  value p = POP();
  return ops_need(g, p, V_PLAYER, at, what) ? p.v : -1;
}

void op_NEXT(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the player");
  (void)ev;
  if (p >= 0)
    PUSH(mkval(V_PLAYER, game_next_seat(g, p, 1)));
}

void op_SEAT(game *g, const vm_events *ev, int at)
{
  int i = POP().v;
  (void)ev; (void)at;
  PUSH(mkval(V_PLAYER, game_next_seat(g, g->current, i)));
}

void op_PSEAT(game *g, const vm_events *ev, int at)
{
  int i = POP().v;
  (void)ev; (void)at;
  if (!game_in_play(g, g->current))
    i++;
  PUSH(mkval(V_PLAYER, game_next_seat(g, g->current, i)));
}

void op_NLOOP(game *g, const vm_events *ev, int at)
{
  int others = ARG();
  (void)ev; (void)at;
  PUSH(mkval(V_INT, game_remaining(g) + (others && !game_in_play(g, g->current))));
}

void op_INPLAY(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the player");
  (void)ev;
  if (p >= 0)
    PUSH(mkval(V_BOOL, game_in_play(g, p)));
}

void op_INGAME(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the player");
  (void)ev;
  if (p >= 0)
    PUSH(mkval(V_BOOL, !((g->eliminated >> p) & 1)));
}

void op_REMAINING(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  PUSH(mkval(V_INT, game_remaining(g)));
}

/* The place p went out in this deal (1 first), 0 if still in. */
void op_PLACE(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the player"), place = 0;
  (void)ev;
  if (p < 0)
    return;
  for (int k = 0; k < g->nfinished; k++)
    if (g->finished[k] == p)
      place = k + 1;
  PUSH(mkval(V_INT, place));
}

void op_FINISHER(game *g, const vm_events *ev, int at)
{
  int k = POP().v;
  (void)ev; (void)at;
  PUSH(k >= 1 && k <= g->nfinished ? mkval(V_PLAYER, g->finished[k - 1]) : mkval(V_NONE, 0));
}

void op_SEATAFTER(game *g, const vm_events *ev, int at)
{
  value q = POP(), p = POP();
  (void)ev;
  if (ops_need(g, p, V_PLAYER, at, "the player") && ops_need(g, q, V_PLAYER, at, "the player"))
    game_seat_after(g, p.v, q.v);
}

void op_SETDEALER(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the dealer");
  (void)ev;
  if (p < 0)
    return;
  g->dealer = (uint8_t)p;
  g->dealer_set = 1;
}

void op_TURNTO(game *g, const vm_events *ev, int at)
{
  int p = pop_player(g, at, "the player");
  (void)ev;
  if (p >= 0)
    g->turn_to = (uint8_t)(p + 1);
}

void op_SKIP(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  g->skips = (uint8_t)(g->skips + POP().v);
}

void op_REVERSE(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  g->dir = (int8_t)-g->dir;
}

void op_AGAIN(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  g->again = 1;
}

/* last round: every seat in play but the current one has one more turn;
 * the deal ends when the turn comes to a seat that has had its last. */
void op_LASTROUND(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  if (g->last_round)
    return;
  g->last_round = 1;
  g->last_turns = 0;
  for (int p = 0; p < g->nplayers; p++)
    if (p != g->current && game_in_play(g, p))
      g->last_turns = (uint16_t)(g->last_turns | (1u << p));
}

void op_INLAST(game *g, const vm_events *ev, int at)
{
  (void)ev; (void)at;
  PUSH(mkval(V_BOOL, g->last_round));
}
