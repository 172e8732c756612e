/* lists.c: the list variables of a script (var seen : list of rank), each
 * kept in LIST_MAX + 1 global slots, its length first and its items after,
 * so that a game copied slot by slot copies its lists. */
#include <stdio.h>
#include "run/lists.h"
#include "run/names.h"
#include "run/ops.h"

static int length(const game *g, int slot)
{
  return g->globals[slot].v;
}

static int same(value a, value b)
{
  return a.tag == b.tag && a.v == b.v;
}

COLD_OP(LISTCLEAR)
{
  g->globals[ARG()] = mkval(V_INT, 0);
}

static void full(game *g, int at, int slot)
{
  game_fail(g, at, "the list '%s' is full: a list holds at most %d items",
            list_at(g->mod, slot)->name, LIST_MAX);
}

COLD_OP(LISTADD)
{
  int slot = ARG(), n = length(g, slot);
  value v = POP();
  if (n == LIST_MAX) {
    full(g, at, slot);
    return;
  }
  g->globals[slot + 1 + n] = v;
  g->globals[slot] = mkval(V_INT, n + 1);
}

/* The items after the one taken out move down a place: the order stays. */
COLD_OP(LISTDEL)
{
  int slot = ARG(), n = length(g, slot);
  value v = POP(), *item = &g->globals[slot + 1];
  for (int i = 0; i < n; i++)
    if (same(item[i], v)) {
      memmove(item + i, item + i + 1, (size_t)(n - 1 - i) * sizeof *item);
      g->globals[slot] = mkval(V_INT, n - 1);
      return;
    }
}

COLD_OP(LISTLEN)
{
  PUSH(mkval(V_INT, length(g, ARG())));
}

COLD_OP(LISTGET)
{
  int slot = ARG(), i = POP().v;
  PUSH(i >= 0 && i < length(g, slot) ? g->globals[slot + 1 + i] : mkval(V_NONE, 0));
}

COLD_OP(LISTAT)
{
  int slot = ARG(), i = POP().v;
  PUSH(i >= 1 && i <= length(g, slot) ? g->globals[slot + i] : mkval(V_NONE, 0));
}

COLD_OP(LISTZONE)
{
  int slot = ARG(), z = POP().v, n = g->count[z];
  if (n > LIST_MAX) {
    full(g, at, slot);
    return;
  }
  for (int i = 0; i < n; i++)
    g->globals[slot + 1 + i] = mkval(V_CARD, g->zone[z][i]);
  g->globals[slot] = mkval(V_INT, n);
}

COLD_OP(LISTHAS)
{
  int slot = ARG(), n = length(g, slot), has = 0;
  value v = POP();
  for (int i = 0; i < n && !has; i++)
    has = same(g->globals[slot + 1 + i], v);
  PUSH(mkval(V_BOOL, has));
}

/* The items of the list at slot, as a table and a scenario show them:
 * "7 K", or "none" when it is empty. */
void list_str(const game *g, int slot, char *buf, int n)
{
  int len = 0;
  snprintf(buf, (size_t)n, "none");
  for (int i = 0; i < length(g, slot) && len < n - 1; i++) {
    char item[64];
    value_str(g, g->globals[slot + 1 + i], item, (int)sizeof item);
    len += snprintf(buf + len, (size_t)(n - len), "%s%s", i ? " " : "", item);
  }
}

/* The list variable kept from global slot, or NULL. */
const global_info *list_at(const module *m, int slot)
{
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].slot == slot && m->globals[i].ty == T_LIST)
      return &m->globals[i];
  return NULL;
}
