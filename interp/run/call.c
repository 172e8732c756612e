/* call.c: the rules the VM runs on events, and the Lua hooks it calls
 * out to; see call.h. */
#include "run/call.h"
#include "run/names.h"
#include "run/ops.h"
#include "run/zone.h"

void call_emptied(game *g, int slot, int at)
{
  const module *m = g->mod;
  int f = m->empty_fn[zone_of_slot(m, slot)];
  if (f < 0)
    return;
  int player = zone_owner(m, slot);
  if (m->fns[f].arity)
    g->stack[g->sp++] = mkval(player >= 0 ? V_PLAYER : V_NONE, player);
  call_enter(g, f, m->fns[f].arity, 1, at);
}

int call_ran_out(game *g, int slot, int at)
{
  const module *m = g->mod;
  int z = zone_of_slot(m, slot);
  if (m->empty_fn[z] >= 0)
    return 0;
  char name[64];
  value_str(g, mkval(V_ZONE, slot), name, sizeof name);
  game_fail(g, at, "taking a card from %s, which is empty, and no 'when %s is empty' rule "
            "refills it", name, m->zones[z].name);
  return -1;
}

/* Calls the hook through the session's interface, then runs the rules of
 * the zones it emptied. */
COLD_OP(LUA)
{
  uint8_t left[MAX_ZONES] = { 0 };
  int name = ARG(), nargs = ARG();
  if (!g->hooks) {
    game_fail(g, at, "the Lua hooks are not loaded (out of memory?)");
    return;
  }
  g->hooks->call(g->hooks->ctx, g, ev, name, nargs, at, left);
  for (int s = 0; s < g->mod->nzone_slots && g->status == GS_RUNNING; s++)
    if (left[s])
      call_after_move(g, s, at);
}
