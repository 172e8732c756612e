/* lists.c: the lists of a script, each kept in LIST_MAX + 1 value slots,
 * its length first and its items after: a list variable in global slots
 * (var seen : list of rank), one of each player in MAX_PLAYERS such runs
 * (var seen : each player list of card), a local list in the locals of
 * its frame (let held : list of card).  So a game copied slot by slot
 * copies its lists, and nothing is drawn from a stream.  An instruction
 * finds its list by a constant global slot, or by a reference pushed last
 * (LIST_DYN): the global slot itself, or -1 - the stack index of a local
 * list's first slot. */
#include <stdio.h>
#include "run/lists.h"
#include "run/names.h"
#include "run/ops.h"

/* The list an instruction works on, by its operand A; *ref says where it
 * lies, for an error: its global slot, or negative for a local list. */
static value *list_of(game *g, int *ref)
{
  int a = ARG();
  *ref = a == LIST_DYN ? POP().v : a;
  return *ref >= 0 ? &g->globals[*ref] : &g->stack[-*ref - 1];
}

static int same(value a, value b)
{
  return a.tag == b.tag && a.v == b.v;
}

COLD_OP(LISTCLEAR)
{
  int ref;
  *list_of(g, &ref) = mkval(V_INT, 0);
}

void list_full(game *g, int at, int ref)
{
  const global_info *gi = ref >= 0 ? list_at(g->mod, ref) : NULL;
  if (gi)
    game_fail(g, at, "the list '%s' is full: a list holds at most %d items", gi->name, LIST_MAX);
  else
    game_fail(g, at, "the local list is full: a list holds at most %d items", LIST_MAX);
}

/* The items after the one taken out move down a place: the order stays. */
COLD_OP(LISTDEL)
{
  int ref;
  value *l = list_of(g, &ref), v = POP(), *item = l + 1;
  int n = l->v;
  for (int i = 0; i < n; i++)
    if (same(item[i], v)) {
      memmove(item + i, item + i + 1, (size_t)(n - 1 - i) * sizeof *item);
      *l = mkval(V_INT, n - 1);
      return;
    }
}

COLD_OP(LISTLEN)
{
  int ref;
  value *l = list_of(g, &ref);
  PUSH(mkval(V_INT, l->v));
}

COLD_OP(LISTGET)
{
  int ref;
  value *l = list_of(g, &ref);
  int i = POP().v;
  PUSH(i >= 0 && i < l->v ? l[1 + i] : mkval(V_NONE, 0));
}

COLD_OP(LISTAT)
{
  int ref;
  value *l = list_of(g, &ref);
  int i = POP().v;
  PUSH(i >= 1 && i <= l->v ? l[i] : mkval(V_NONE, 0));
}

COLD_OP(LISTZONE)
{
  int ref;
  value *l = list_of(g, &ref);
  int z = POP().v, n = g->count[z];
  if (n > LIST_MAX) {
    list_full(g, at, ref);
    return;
  }
  for (int i = 0; i < n; i++)
    l[1 + i] = mkval(V_CARD, g->zone[z][i]);
  *l = mkval(V_INT, n);
}

COLD_OP(LISTP)
{
  int slot = ARG();
  value p = POP();
  if (ops_need(g, p, V_PLAYER, at, "the player"))
    PUSH(mkval(V_INT, slot + p.v * (LIST_MAX + 1)));
}

COLD_OP(LISTL)
{
  PUSH(mkval(V_INT, -1 - (g->frames[g->fp].base + ARG())));
}

/* a = b: a takes b's items, and is a list of its own after (a copy). */
COLD_OP(LISTCOPY)
{
  int ref;
  value *l = list_of(g, &ref);
  int from = POP().v;
  const value *src = from >= 0 ? &g->globals[from] : &g->stack[-from - 1];
  memmove(l, src, (size_t)(1 + src->v) * sizeof *l);
}

/* The items of the list at global slot, as a table and a scenario show
 * them: "7 K", or "none" when it is empty. */
void list_str(const game *g, int slot, char *buf, int n)
{
  int len = 0;
  snprintf(buf, (size_t)n, "none");
  for (int i = 0; i < g->globals[slot].v && len < n - 1; i++) {
    char item[64];
    value_str(g, g->globals[slot + 1 + i], item, (int)sizeof item);
    len += snprintf(buf + len, (size_t)(n - len), "%s%s", i ? " " : "", item);
  }
}

/* The list variable whose list (one of them, for one each player has)
 * is kept from global slot, or NULL. */
const global_info *list_at(const module *m, int slot)
{
  for (int i = 0; i < m->nglobals; i++) {
    const global_info *gi = &m->globals[i];
    if (gi->ty == T_LIST && slot >= gi->slot
        && slot < gi->slot + global_stride(gi) * (gi->each ? MAX_PLAYERS : 1)
        && (slot - gi->slot) % (LIST_MAX + 1) == 0)
      return gi;
  }
  return NULL;
}
