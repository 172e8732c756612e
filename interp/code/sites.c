/* sites.c: the rules and decisions of a module, found by walking its code
 * (see sites.h). */
#include <stdlib.h>
#include <string.h>
#include "code/sites.h"
#include "core/mem.h"
#include "core/opcodes.h"

static void add(sites *s, int *cap, site x)
{
  if (s->n == *cap) {
    *cap = *cap ? *cap * 2 : 64;
    s->list = mem_realloc(s->list, (size_t)*cap * sizeof *s->list);
  }
  s->list[s->n++] = x;
}

/* The decision at WAIT `pc`, and the arms of the ARM right after it. */
static void add_decision(sites *s, int *cap, const module *m, int pc)
{
  int next = pc + 1;
  int narms = next < m->ncode && m->code[next] == OP_ARM ? operand_at(m->code + next + 1) : 0;
  s->decision[pc] = s->n;
  add(s, cap, (site){ SITE_DECISION, -1, pc, narms });
  add(s, cap, (site){ SITE_FORCED, -1, pc, 0 });
  add(s, cap, (site){ SITE_OPTIONS, -1, pc, 0 });
  for (int i = 0; i < narms; i++)
    add(s, cap, (site){ SITE_ARM, -1, operand_at(m->code + next + 3 + 2 * i), i });
}

void sites_build(sites *s, const module *m)
{
  int cap = 0;
  memset(s, 0, sizeof *s);
  s->decision = mem_alloc((size_t)(m->ncode + 1) * sizeof *s->decision);
  for (int f = 0; f < m->nfns; f++)
    if (!m->fns[f].name)
      add(s, &cap, (site){ SITE_RULE, f, m->fns[f].entry, 0 });
  for (int pc = 0; pc < m->ncode;) {
    int op = m->code[pc];
    s->decision[pc] = -1;
    if (op == OP_WAIT)
      add_decision(s, &cap, m, pc);
    int len = 1 + 2 * opcode_operands[op];
    if (op == OP_ARM)
      len += 2 * operand_at(m->code + pc + 1);
    for (int i = 1; i < len && pc + i < m->ncode; i++)
      s->decision[pc + i] = -1;
    pc += len;
  }
}

void sites_free(sites *s)
{
  free(s->list);
  free(s->decision);
  memset(s, 0, sizeof *s);
}
