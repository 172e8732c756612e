/* ops.c: the table of the instructions off the hot path (see ops.h), and
 * those of them on variables, numbers and ranks.  It includes nothing of
 * the files that define the others, which all build on it. */
#include "run/ops.h"

#define OP_ENTRY(name, n, where, doc) OP_ENTRY_##where(name),
#define OP_ENTRY_HOT(name) NULL
#define OP_ENTRY_COLD(name) op_##name
vm_op *const ops_cold[OP__COUNT] = { OPCODES(OP_ENTRY) };
#undef OP_ENTRY_COLD
#undef OP_ENTRY_HOT
#undef OP_ENTRY

int ops_need(game *g, value v, vtag t, int at, const char *what)
{
  if (v.tag == t)
    return 1;
  game_fail(g, at, "%s is none here", what);
  return 0;
}

/* ---- variables and numbers ---- */

void ops_too_large(game *g, int at)
{
  game_fail(g, at, "number too large: the result does not fit in %d to %d",
            INT32_MIN, INT32_MAX);
}

void ops_too_long(game *g, int at, int by_game)
{
  if (by_game)
    game_fail(g, at, "the game ran more than its budget of %lld steps "
              "(--max-game-steps raises it)", (long long)g->max_game_steps);
  else
    game_fail(g, at, "the rules ran more than %d steps without a decision (an endless loop?)",
              g->max_steps);
}

/* The operands of a division; 0 (and the game fails) when b is zero. */
static int divide(game *g, int at, value *a, value *b)
{
  *b = POP();
  *a = POP();
  if (b->v != 0)
    return 1;
  game_fail(g, at, "division by zero");
  return 0;
}

/* The one quotient past the range: the lowest number divided by -1. */
COLD_OP(DIV)
{
  value a, b;
  if (!divide(g, at, &a, &b))
    return;
  if (a.v == INT32_MIN && b.v == -1)
    ops_too_large(g, at);
  else
    PUSH(mkval(V_INT, a.v / b.v));
}

/* Any number modulo -1 is 0, the lowest too (whose % in C is undefined). */
COLD_OP(MOD)
{
  value a, b;
  if (divide(g, at, &a, &b))
    PUSH(mkval(V_INT, b.v == -1 ? 0 : a.v % b.v));
}

COLD_OP(ZPOINTS)
{
  int slot = POP().v, sum = 0;
  for (int i = 0; i < g->count[slot]; i++)
    sum += g->mod->points[g->cards[g->zone[slot][i]].rank];
  PUSH(mkval(V_INT, sum));
}

/* A card's face, as a card written as a name (QS) is compared with it. */
COLD_OP(FACE)
{
  value c = POP();
  card k = c.tag == V_CARD ? g->cards[c.v] : (card){ 0, 0 };
  PUSH(mkval(V_INT, c.tag != V_CARD ? -1 : deck_face(&g->mod->deck, k.rank, k.suit)));
}

