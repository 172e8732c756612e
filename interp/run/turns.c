/* turns.c: the instructions of turn order and seating; see turns.h. */
#include "run/ops.h"
#include "run/turns.h"

/* The player argument on top of the stack; -1 (and the game fails) if none. */
static int pop_player(game *g, int at, const char *what)
{
  value p = POP();
  return ops_need(g, p, V_PLAYER, at, what) ? p.v : -1;
}

/* The seat in play before p in the direction of play (p if none is). */
static int seat_before(const game *g, int p)
{
  int n = g->nplayers, i = g->place[p];
  for (int tries = 0; tries < n; tries++) {
    i -= g->dir;
    i = i < 0 ? n - 1 : i == n ? 0 : i;
    if (game_in_play(g, g->order[i]))
      return g->order[i];
  }
  return p;
}

COLD_OP(PREV)
{
  int p = pop_player(g, at, "the player");
  if (p >= 0)
    PUSH(mkval(V_PLAYER, seat_before(g, p)));
}

/* A loop over players visits those in play when it starts, once each, in
 * the turn order of that moment: NLOOP packs them, 4 bits a seat (seat + 1),
 * the first in the low bits, and PNEXT takes them off one by one. */
COLD_OP(NLOOP)
{
  int others = ARG(), n = game_remaining(g), p = g->current, k = 0;
  uint32_t set = 0;
  if (game_in_play(g, p)) {
    if (!others)
      set |= (uint32_t)(p + 1) << 4 * k++;
    n--;
  }
  while (n-- > 0) {
    p = game_next_seat(g, p, 1);
    set |= (uint32_t)(p + 1) << 4 * k++;
  }
  PUSH(mkval(V_INT, (int32_t)set));
}

/* The place p went out in this deal (1 first), 0 if still in. */
COLD_OP(PLACE)
{
  int p = pop_player(g, at, "the player"), place = 0;
  if (p < 0)
    return;
  for (int k = 0; k < g->nfinished; k++)
    if (g->finished[k] == p)
      place = k + 1;
  PUSH(mkval(V_INT, place));
}

COLD_OP(FINISHER)
{
  int k = POP().v;
  PUSH(k >= 1 && k <= g->nfinished ? mkval(V_PLAYER, g->finished[k - 1]) : mkval(V_NONE, 0));
}

COLD_OP(SEATAFTER)
{
  value q = POP(), p = POP();
  if (ops_need(g, p, V_PLAYER, at, "the player") && ops_need(g, q, V_PLAYER, at, "the player"))
    game_seat_after(g, p.v, q.v);
}

COLD_OP(SETDEALER)
{
  int p = pop_player(g, at, "the dealer");
  if (p < 0)
    return;
  g->dealer = (uint8_t)p;
  g->dealer_set = 1;
}

COLD_OP(REVERSE)
{
  g->dir = (int8_t)-g->dir;
}

COLD_OP(AGAIN)
{
  g->again = 1;
}

/* last round: every seat in play but the current one has one more turn;
 * the deal ends when the turn comes to a seat that has had its last. */
COLD_OP(LASTROUND)
{
  if (g->last_round)
    return;
  g->last_round = 1;
  g->last_turns = 0;
  for (int p = 0; p < g->nplayers; p++)
    if (p != g->current && game_in_play(g, p))
      g->last_turns = (uint16_t)(g->last_turns | (1u << p));
}

