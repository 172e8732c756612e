/* standing.c: how the players stand after a turn, by the script's
 * fn standing(p) (the compiler calls it for each seat before the turn
 * ends): the leader, if one seat is ahead of all the others in play, told
 * as EV_STANDING for hoyle sim's lead changes, drama and decisiveness. */
#include "run/event.h"
#include "run/ops.h"

COLD_OP(STANDINGS)
{
  int leader = -1, best = 0;
  g->sp = (int16_t)(g->sp - MAX_PLAYERS);
  const value *v = g->stack + g->sp;
  for (int p = 0; p < g->nplayers; p++) {
    if (!game_in_play(g, p) || v[p].tag != V_INT)
      continue;
    if (leader == -1 || v[p].v > best) {
      leader = p;
      best = v[p].v;
    } else if (v[p].v == best) {
      leader = -2;   /* a tie for the lead, unless someone passes them */
    }
  }
  if (ev)
    event_emit(g, ev, EV_STANDING, leader < 0 ? -1 : leader, g->turns, NULL);
}
