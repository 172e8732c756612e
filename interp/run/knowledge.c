/* knowledge.c: who knows which card, and the marks a script puts on cards
 * (kept in global slots: game.h, game_marked); see knowledge.h. */
#include "run/knowledge.h"
#include "run/ops.h"

void knowledge_show(game *g, const vm_events *ev, int c, int seat)
{
  knowledge_learn(g, c, seat >= 0 ? 1u << seat : 0xffu);
  event_cards(g, ev, EV_SHOW, seat, 1, -1, g->where[c], c);
}

/* A card put face up is shown to everyone, a card given to a hand to its
 * owner. */
void knowledge_unveil(game *g, const vm_events *ev)
{
  g->veil = 0;
  for (int slot = 0; slot < g->mod->nzone_slots; slot++)
    for (int i = 0; i < g->count[slot]; i++) {
      int c = g->zone[slot][i], all = g->mod->shown_to[slot] == 0xff;
      uint8_t learn = g->mod->shown_to[slot] & (uint8_t)~g->known[c];
      knowledge_learn(g, c, learn);
      for (int p = 0; p < g->nplayers && learn; p++)
        if (all ? p == 0 : (learn >> p) & 1)
          event_cards(g, ev, EV_SHOW, all ? -1 : p, 1, -1, slot, c);
    }
}

/* ---- the instructions ---- */

COLD_OP(KNOWS)
{
  value c = POP(), p = POP();
  if (ops_need(g, p, V_PLAYER, at, "the player") && ops_need(g, c, V_CARD, at, "the card"))
    PUSH(mkval(V_BOOL, (g->known[c.v] >> p.v) & 1));
}

/* Marks on cards (var seen : each card = false): a bit per card in the
 * global slots from operand A (game_marked).  Marks go
 * with the card's place in the game, not its face, so a search's world that
 * deals the unknown faces afresh (play/determinize.c) learns nothing of a
 * hidden card from its marks. */
COLD_OP(MARK)
{
  int slot = ARG();
  value c = POP();
  if (ops_need(g, c, V_CARD, at, "the card"))
    PUSH(mkval(V_BOOL, game_marked(g, slot, c.v)));
}

COLD_OP(SETMARK)
{
  int slot = ARG();
  value c = POP(), b = POP();
  if (!ops_need(g, c, V_CARD, at, "the card"))
    return;
  game_set_mark(g, slot, c.v, b.v);
}

/* A part of 'simultaneously' begins: only its player learns cards. */
COLD_OP(VEIL)
{
  value p = POP();
  if (ops_need(g, p, V_PLAYER, at, "the player"))
    g->veil = (uint8_t)(((1u << g->nplayers) - 1) & ~(1u << p.v));
}

COLD_OP(UNVEIL)
{
  knowledge_unveil(g, ev);
}
