/* disasm.c: a listing of the bytecode, one instruction a line, headed by
 * each routine's name and interleaved with the source line it came from. */
#include <string.h>
#include "code/disasm.h"
#include "core/opcodes.h"

static const char *routine_at(const module *m, int pc, char *buf, size_t n)
{
  if (pc == m->main_entry)
    return "main (deals and turns)";
  for (int f = 0; f < m->nfns; f++)
    if (m->fns[f].entry == pc) {
      const fn_info *fi = &m->fns[f];
      if (fi->name)
        snprintf(buf, n, "fn %s", fi->name);
      else
        snprintf(buf, n, "rule at %s:%d", fi->where.file, fi->where.line);
      return buf;
    }
  return NULL;
}

static void source_line(const module *m, const diag *d, loc at, FILE *out)
{
  for (const diag_source *src = d->sources; src; src = src->next) {
    if (strcmp(src->path, at.file) != 0)
      continue;
    const char *p = src->text;
    for (int line = 1; line < at.line && p; line++)
      if ((p = strchr(p, '\n')))
        p++;
    if (!p)
      return;
    const char *base = strrchr(at.file, '/');
    if (strcmp(at.file, m->path) == 0)
      fprintf(out, "                ; %d: %.*s\n", at.line, (int)strcspn(p, "\n"), p);
    else
      fprintf(out, "                ; %s:%d: %.*s\n", base ? base + 1 : at.file, at.line,
              (int)strcspn(p, "\n"), p);
    return;
  }
}

static int operand(const uint8_t *code, int at) { return operand_at(code + at); }

static int print_instruction(const module *m, int pc, FILE *out)
{
  int op = m->code[pc], n = opcode_operands[op], next = pc + 1 + 2 * n;
  fprintf(out, "  %5d  %-10s", pc, opcode_names[op]);
  for (int i = 0; i < n; i++)
    fprintf(out, " %d", operand(m->code, pc + 1 + 2 * i));
  if (op == OP_CONST) {
    value v = m->consts[operand(m->code, pc + 1)];
    if (v.tag == V_STR)
      fprintf(out, "    \"%s\"", m->strs[v.v]);
    else if (v.tag == V_INT || v.tag == V_BOOL || v.tag == V_RANK || v.tag == V_SUIT)
      fprintf(out, "    (%s %d)", v.tag == V_INT ? "int" : v.tag == V_BOOL ? "bool" :
              v.tag == V_RANK ? "rank" : "suit", (int)v.v);
  }
  if (op == OP_ADDK || op == OP_ADDL)
    fprintf(out, "    (int %d)", (int16_t)operand(m->code, pc + 1 + 2 * (op == OP_ADDL)));
  if (op == OP_JRANKIN || op == OP_JRANKOUT || op == OP_LRANKIN) {
    uint32_t mask = (uint32_t)m->consts[operand(m->code, pc + 3)].v;
    fprintf(out, "    (ranks");
    for (int r = 0; r < 32; r++)
      if (mask >> r & 1)
        fprintf(out, " %d", r);
    fputc(')', out);
  }
  if (op == OP_JRANKINL || op == OP_JRANKOUTL)
    for (int i = 0; i < m->nglobals; i++)
      if (m->globals[i].slot == operand(m->code, pc + 3) && m->globals[i].ty == T_LIST)
        fprintf(out, "    (list %s)", m->globals[i].name);
  if (op == OP_LUA)
    fprintf(out, "    lua.%s", m->strs[operand(m->code, pc + 1)]);
  if (op >= OP_LISTCLEAR && op <= OP_LISTCOPY && op != OP_LISTP && op != OP_LISTL
      && operand(m->code, pc + 1) == LIST_DYN)
    fprintf(out, "    (the list pushed)");
  if (op == OP_ARM) {
    fprintf(out, "   ->");
    for (int i = 0; i < operand(m->code, pc + 1); i++)
      fprintf(out, " %d", operand(m->code, next + 2 * i));
    next += 2 * operand(m->code, pc + 1);
  }
  fputc('\n', out);
  return next;
}

void disasm(const module *m, const diag *d, FILE *out)
{
  int last_line = -1;
  const char *last_file = NULL;
  char buf[256];
  fprintf(out, "; %s: %d bytes of code, %d functions and rules\n", m->path, m->ncode, m->nfns);
  for (int pc = 0; pc < m->ncode;) {
    const char *name = routine_at(m, pc, buf, sizeof buf);
    if (name)
      fprintf(out, "\n%s:\n", name);
    loc at = m->locs[pc];
    if (at.file && (at.line != last_line || at.file != last_file) && at.line > 0) {
      source_line(m, d, at, out);
      last_line = at.line;
      last_file = at.file;
    }
    pc = print_instruction(m, pc, out);
  }
}
