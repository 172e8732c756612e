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

/* The branch counted by the TALLY at `pc`: a site of its own, or that of
 * the same branch of the script compiled before. */
static void add_branch(sites *s, int *cap, const module *m, int pc)
{
  loc at = m->locs[pc];
  int k = operand_at(m->code + pc + 1);
  for (int i = 0; i < s->n; i++) {
    loc was = s->list[i].kind == SITE_BRANCH ? m->locs[s->list[i].at] : (loc){ 0 };
    if (s->list[i].kind == SITE_BRANCH && was.line == at.line && was.col == at.col &&
        was.file == at.file) {
      s->branch[k] = i;
      return;
    }
  }
  s->branch[k] = s->n;
  add(s, cap, (site){ SITE_BRANCH, -1, pc, k });
}

void sites_build(sites *s, const module *m)
{
  int cap = 0;
  memset(s, 0, sizeof *s);
  s->decision = mem_alloc((size_t)(m->ncode + 1) * sizeof *s->decision);
  s->branch = mem_alloc((size_t)(m->nbranches + 1) * sizeof *s->branch);
  for (int f = 0; f < m->nfns; f++)
    if (!m->fns[f].name)
      add(s, &cap, (site){ SITE_RULE, f, m->fns[f].entry, 0 });
  for (int pc = 0; pc < m->ncode;) {
    int op = m->code[pc];
    s->decision[pc] = -1;
    if (op == OP_WAIT)
      add_decision(s, &cap, m, pc);
    if (op == OP_TALLY)
      add_branch(s, &cap, m, pc);
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
  free(s->branch);
  memset(s, 0, sizeof *s);
}
