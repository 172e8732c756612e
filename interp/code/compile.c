/* compile.c: bytecode generation; see compile.h and opcodes.h.
 *
 * Every function and rule becomes a routine ending in RET.  The main
 * routine builds the deck, sets the variables, then loops over deals and
 * turns, calling `setup` and `turn`.  Choices compile to DECIDE, one offer
 * per option (cards found by walking the zone with hidden locals), WAIT,
 * and an ARM jump table that runs the body of the arm chosen.
 */
#include <stdlib.h>
#include <string.h>
#include "check/check.h"
#include "code/compile.h"
#include "core/opcodes.h"

/* While a call to a small expression function is compiled in place, its
 * parameters stand for the argument expressions of the call. */
typedef struct inlined {
  node *args[8];
  int n, depth;
  const struct inlined *outer;
} inlined;

typedef struct compiler {
  module *m;
  diag *d;
  int too_big;
  node *fn_decls[MAX_FNS];
  const inlined *in;
  struct holes *breaks;        /* jumps out of the innermost loop */
} compiler;

static void compile_expr(compiler *c, node *e);
static void compile_stmt(compiler *c, node *s);
static node *inline_body(const compiler *c, const node *e, inlined *here);

/* ---- emitting ---- */

static void emit_byte(compiler *c, int b, loc at)
{
  module *m = c->m;
  if (m->ncode == m->code_cap) {
    m->code_cap = m->code_cap ? 2 * m->code_cap : 1024;
    m->code = realloc(m->code, (size_t)m->code_cap);
    m->locs = realloc(m->locs, (size_t)m->code_cap * sizeof *m->locs);
    if (!m->code || !m->locs)
      abort();
  }
  m->code[m->ncode] = (uint8_t)b;
  m->locs[m->ncode++] = at;
}

static void emit_u16(compiler *c, int v, loc at)
{
  if (v < 0 || v > 0xffff) {
    if (!c->too_big++)
      diag_error(c->d, at, "the script is too large to compile (an operand exceeds 65535)");
    v = 0;
  }
  emit_byte(c, 0, at);
  emit_byte(c, 0, at);
  operand_put(c->m->code + c->m->ncode - 2, v);
}

static void op0(compiler *c, opcode op, loc at) { emit_byte(c, op, at); }

static void op1(compiler *c, opcode op, int a, loc at)
{
  emit_byte(c, op, at);
  emit_u16(c, a, at);
}

static void op2(compiler *c, opcode op, int a, int b, loc at)
{
  op1(c, op, a, at);
  emit_u16(c, b, at);
}

/* Emits a jump with a hole; returns where the hole is, for patch(). */
static int jump(compiler *c, opcode op, loc at)
{
  op1(c, op, 0, at);
  return c->m->ncode - 2;
}

static void patch_to(compiler *c, int hole, int target)
{
  operand_put(c->m->code + hole, target);
}

static void patch(compiler *c, int hole) { patch_to(c, hole, c->m->ncode); }

static int add_const(compiler *c, value v)
{
  module *m = c->m;
  for (int i = 0; i < m->nconsts; i++)
    if (m->consts[i].tag == v.tag && m->consts[i].v == v.v)
      return i;
  if (m->nconsts == m->consts_cap) {
    m->consts_cap = m->consts_cap ? 2 * m->consts_cap : 64;
    m->consts = realloc(m->consts, (size_t)m->consts_cap * sizeof *m->consts);
    if (!m->consts)
      abort();
  }
  m->consts[m->nconsts] = v;
  return m->nconsts++;
}

static int add_str(compiler *c, const char *s)
{
  module *m = c->m;
  for (int i = 0; i < m->nstrs; i++)
    if (strcmp(m->strs[i], s) == 0)
      return i;
  if (m->nstrs == m->strs_cap) {
    m->strs_cap = m->strs_cap ? 2 * m->strs_cap : 64;
    m->strs = realloc(m->strs, (size_t)m->strs_cap * sizeof *m->strs);
    if (!m->strs)
      abort();
  }
  m->strs[m->nstrs] = s;
  return m->nstrs++;
}

static void push_const(compiler *c, value v, loc at) { op1(c, OP_CONST, add_const(c, v), at); }
static void push_int(compiler *c, int n, loc at) { push_const(c, mkval(V_INT, n), at); }
static void push_str(compiler *c, const char *s, loc at)
{
  push_const(c, mkval(V_STR, add_str(c, s)), at);
}

/* GETL T; CONST 1; ADD; SETL T */
static void bump_local(compiler *c, int slot, int by, loc at)
{
  op1(c, OP_GETL, slot, at);
  push_int(c, by, at);
  op0(c, OP_ADD, at);
  op1(c, OP_SETL, slot, at);
}

/* ---- expressions ---- */

/* What e stands for where a call is compiled in place: a parameter's
 * argument, followed out through every level of inlining. */
static const node *through_args(const compiler *c, const node *e)
{
  const inlined *in = c->in;
  while (e->kind == N_NAME && e->sym_kind == SYM_LOCAL && in && e->sym < in->n) {
    e = in->args[e->sym];
    in = in->outer;
  }
  return e;
}

/* The local slot a name stands for (through inlined arguments), or -1. */
static int local_slot(const compiler *c, const node *e)
{
  e = through_args(c, e);
  return e->kind == N_NAME && e->sym_kind == SYM_LOCAL ? e->sym : -1;
}

/* The slot of the shared variable a name stands for, or -1. */
static int global_slot(const compiler *c, const node *e)
{
  e = through_args(c, e);
  return e->kind == N_NAME && e->sym_kind == SYM_GLOBAL ? c->m->globals[e->sym].slot : -1;
}

/* For c.rank or c.suit of a local card c: c's slot, with *field 0 for the
 * rank and 1 for the suit; else -1. */
static int local_field(const compiler *c, const node *e, int *field)
{
  if (e->kind != N_FIELD || e->sym > 1 || e->a->ty == T_SET)
    return -1;
  *field = e->sym;
  return local_slot(c, e->a);
}

/* The zone of top(z) for a shared zone z, or -1. */
static int shared_top(const compiler *c, const node *e)
{
  if (e->kind != N_CALL || e->sym_kind != SYM_BUILTIN || e->sym != BI_TOP)
    return -1;
  const node *z = through_args(c, e->a);
  if (z->kind != N_NAME || z->sym_kind != SYM_ZONE || (c->m->zones[z->sym].flags & ZONE_EACH))
    return -1;
  return z->sym;
}

/* For top(z).rank (field 0) or top(z).suit (field 1) of a shared zone z: z;
 * else -1. */
static int top_field(const compiler *c, const node *e, int field)
{
  return e->kind == N_FIELD && e->sym == field ? shared_top(c, e->a) : -1;
}

/* A value known when compiling: a number, truth value, suit or rank. */
static int constant_of(const node *e, value *out)
{
  if (e->kind == N_INT)
    *out = mkval(e->ty == T_RANK ? V_RANK : V_INT, (int32_t)e->ival);
  else if (e->kind == N_TRUE || e->kind == N_FALSE)
    *out = mkval(V_BOOL, e->kind == N_TRUE);
  else if (e->kind == N_NAME && e->sym_kind == SYM_CONST)
    *out = mkval(e->ty == T_SUIT ? V_SUIT : V_RANK, e->sym);
  else
    return 0;
  return 1;
}

static void compile_name(compiler *c, node *e)
{
  const module *m = c->m;
  loc at = e->where;
  if (e->sym_kind == SYM_LOCAL && c->in && e->sym < c->in->n) {
    const inlined *here = c->in;
    c->in = here->outer;
    compile_expr(c, here->args[e->sym]);
    c->in = here;
    return;
  }
  switch (e->sym_kind) {
  case SYM_LOCAL: op1(c, OP_GETL, e->sym, at); break;
  case SYM_GLOBAL: op1(c, OP_GETG, m->globals[e->sym].slot, at); break;
  case SYM_PLAYER_VAR:          /* a bare per-player variable: the current player's */
    op0(c, OP_CURRENT, at);
    op1(c, OP_GETP, m->globals[e->sym].slot, at);
    break;
  case SYM_ZONE:
    if (m->zones[e->sym].flags & ZONE_EACH) {
      op1(c, OP_ZONEC, e->sym, at);
    } else {
      op1(c, OP_ZONE, e->sym, at);
    }
    break;
  case SYM_CONST:
    push_const(c, mkval(e->ty == T_SUIT ? V_SUIT : V_RANK, e->sym), at);
    break;
  case SYM_CURRENT: op0(c, OP_CURRENT, at); break;
  case SYM_NEXT: op0(c, OP_CURRENT, at); op0(c, OP_NEXT, at); break;
  case SYM_DEALER: op0(c, OP_DEALER, at); break;
  case SYM_PLAYERS: op0(c, OP_NPLAYERS, at); break;
  case SYM_WINNER: op0(c, OP_WINNER, at); break;
  default: op0(c, OP_NONE, at); break;
  }
}

static void compile_of(compiler *c, node *e)
{
  const node *who = through_args(c, e->a);
  if (e->sym_kind == SYM_ZONE && who->kind == N_NAME && who->sym_kind == SYM_CURRENT) {
    op1(c, OP_ZONEC, e->sym, e->where);        /* hand of current */
    return;
  }
  compile_expr(c, e->a);
  if (e->sym_kind == SYM_ZONE)
    op1(c, OP_ZONEP, e->sym, e->where);
  else if (e->sym_kind == SYM_PLAYER_VAR)
    op1(c, OP_GETP, c->m->globals[e->sym].slot, e->where);
  else
    op0(c, OP_NEXT, e->where);
}

/* Jumps still to be pointed at their target. */
typedef struct holes { int at[MAX_HOLES]; int n; } holes;

static void patch_all(compiler *c, const holes *h)
{
  for (int i = 0; i < h->n; i++)
    patch(c, h->at[i]);
}

/* c.rank == b or c.suit == b for a local card c, where b is a constant, a
 * shared variable or the same field of a shared zone's top card (c.rank ==
 * 8, c.suit == suit_now, c.rank == top(discard).rank): one field jump.
 * Returns 0 if e is not of that shape. */
static int branch_field(compiler *c, node *e, int equal, holes *out)
{
  static const opcode jumps[2][3][2] = {  /* [suit][constant, global, top][equal] */
    { { OP_JRANKNEK, OP_JRANKEQK }, { OP_JRANKNEG, OP_JRANKEQG }, { OP_JRANKNEZ, OP_JRANKEQZ } },
    { { OP_JSUITNEK, OP_JSUITEQK }, { OP_JSUITNEG, OP_JSUITEQG }, { OP_JSUITNEZ, OP_JSUITEQZ } },
  };
  value k;
  int field = 0, card = local_field(c, e->a, &field);
  int is_k = constant_of(through_args(c, e->b), &k), slot = global_slot(c, e->b);
  int top = top_field(c, e->b, field);
  if (card < 0 || (!is_k && slot < 0 && top < 0))
    return 0;
  int kind = is_k ? 0 : slot >= 0 ? 1 : 2;
  op1(c, jumps[field][kind][equal], card, e->a->where);
  emit_u16(c, is_k ? add_const(c, k) : slot >= 0 ? slot : top, e->b->where);
  emit_u16(c, 0, e->a->where);        /* operand B has b's place: an empty zone's */
  out->at[out->n++] = c->m->ncode - 2;
  return 1;
}

/* a == b as a test and jump in one: jump when equal (or, if !equal, when not).
 * A constant or shared variable b is the jump's operand. */
static void branch_equal(compiler *c, node *e, int equal, holes *out)
{
  value k;
  if (branch_field(c, e, equal, out))
    return;
  int slot = global_slot(c, e->b);
  compile_expr(c, e->a);
  if (constant_of(through_args(c, e->b), &k)) {
    op2(c, equal ? OP_JEQK : OP_JNEK, add_const(c, k), 0, e->where);
  } else if (slot >= 0) {
    op2(c, equal ? OP_JEQG : OP_JNEG, slot, 0, e->where);
  } else {
    compile_expr(c, e->b);
    op1(c, equal ? OP_JEQ : OP_JNE, 0, e->where);
  }
  out->at[out->n++] = c->m->ncode - 2;
}

/* Emits code that jumps (into holes) when e is `when` and falls through
 * otherwise: and, or and not become jumps, never values. */
static void branch(compiler *c, node *e, int when, holes *out)
{
  int logic = e->kind == N_BINARY && (e->op == OP_AND_ || e->op == OP_OR_);
  inlined here;
  node *body = inline_body(c, e, &here);
  if (body) {
    const inlined *saved = c->in;
    c->in = &here;
    branch(c, body, when, out);
    c->in = saved;
  } else if (e->kind == N_UNARY && e->op == '!') {
    branch(c, e->a, !when, out);
  } else if (e->kind == N_BINARY && (e->op == OP_EQ_ || e->op == OP_NE_)) {
    branch_equal(c, e, (e->op == OP_EQ_) == when, out);
  } else if (logic && (e->op == OP_AND_) != when && out->n < MAX_HOLES - 8) {
    branch(c, e->a, when, out);         /* either side decides alone */
    branch(c, e->b, when, out);
  } else if (logic && out->n < MAX_HOLES - 8) {
    holes decided = { { 0 }, 0 };       /* the left side decides against */
    branch(c, e->a, !when, &decided);
    branch(c, e->b, when, out);
    patch_all(c, &decided);
  } else {
    compile_expr(c, e);
    out->at[out->n++] = jump(c, when ? OP_JT : OP_JF, e->where);
  }
}

static void compile_builtin(compiler *c, node *e)
{
  static const opcode simple[] = {
    [BI_TOP] = OP_TOP, [BI_COUNT] = OP_COUNT, [BI_MIN] = OP_MIN, [BI_MAX] = OP_MAX,
    [BI_ABS] = OP_ABS, [BI_NEXT_OF] = OP_NEXT, [BI_POINTS] = OP_ZPOINTS,
    [BI_KNOWS] = OP_KNOWS, [BI_IN_PLAY] = OP_INPLAY, [BI_IN_GAME] = OP_INGAME,
    [BI_REMAINING] = OP_REMAINING,
    [BI_BEATS] = OP_BEATS, [BI_PLACE] = OP_PLACE, [BI_FINISHER] = OP_FINISHER,
    [BI_AT] = OP_AT, [BI_LAST_ROUND] = OP_INLAST,
  };
  if (e->sym >= BI_RANK_AFTER && e->sym <= BI_RANK_BEFORE_WRAP) {
    int down = e->sym == BI_RANK_BEFORE || e->sym == BI_RANK_BEFORE_WRAP;
    int wrap = e->sym == BI_RANK_AFTER_WRAP || e->sym == BI_RANK_BEFORE_WRAP;
    compile_expr(c, e->a);
    op1(c, OP_RANKSTEP, down | wrap << 1, e->where);
    return;
  }
  if (e->sym == BI_IFELSE) {
    node *a = e->a;
    holes to_else = { { 0 }, 0 };
    branch(c, a, 0, &to_else);
    compile_expr(c, a->next);
    int to_end = jump(c, OP_JMP, e->where);
    patch_all(c, &to_else);
    compile_expr(c, a->next->next);
    patch(c, to_end);
    return;
  }
  int zone = shared_top(c, e);
  if (zone >= 0) {
    op1(c, OP_ZTOP, zone, e->where);
    return;
  }
  if (e->sym == BI_HIGHEST || e->sym == BI_LOWEST) {
    compile_expr(c, e->a);
    op1(c, OP_ZEXTREME, e->sym == BI_HIGHEST, e->where);
    return;
  }
  for (node *a = e->a; a; a = a->next)
    compile_expr(c, a);
  op0(c, simple[e->sym], e->where);
}

/* Worth repeating at each use: a name or a constant. */
static int simple_arg(const node *a)
{
  return a->kind == N_INT || a->kind == N_TRUE || a->kind == N_FALSE || a->kind == N_NONE
      || (a->kind == N_NAME && a->sym_kind != SYM_BUILTIN);
}

/* An expression function with no locals of its own, called with simple
 * arguments, is compiled in place: no frame, no call.  Returns the body to
 * compile with `here` as the context, or NULL. */
static node *inline_body(const compiler *c, const node *e, inlined *here)
{
  if (e->kind != N_CALL || e->sym_kind != SYM_FN)
    return NULL;
  node *decl = c->fn_decls[e->sym];
  const fn_info *fi = &c->m->fns[e->sym];
  int depth = c->in ? c->in->depth + 1 : 0;
  if (!decl || !decl->a || fi->nlocals != fi->arity || fi->arity > 8 || depth > 8)
    return NULL;
  *here = (inlined){ { NULL }, fi->arity, depth, c->in };
  int i = 0;
  for (node *a = e->a; a; a = a->next, i++) {
    if (!simple_arg(a))
      return NULL;
    here->args[i] = a;
  }
  return decl->a;
}

static int try_inline(compiler *c, node *e)
{
  inlined here;
  node *body = inline_body(c, e, &here);
  if (!body)
    return 0;
  const inlined *saved = c->in;
  c->in = &here;
  compile_expr(c, body);
  c->in = saved;
  return 1;
}

/* Pushes the arguments of a call; returns how many there are. */
static int compile_args(compiler *c, node *args)
{
  int n = 0;
  for (node *a = args; a; a = a->next, n++)
    compile_expr(c, a);
  return n;
}

static void compile_call(compiler *c, node *e)
{
  if (e->sym_kind == SYM_BUILTIN) {
    compile_builtin(c, e);
    return;
  }
  if (try_inline(c, e))
    return;
  op2(c, OP_CALL, e->sym, compile_args(c, e->a), e->where);
}

static void compile_binary(compiler *c, node *e)
{
  static const struct { int op; opcode code; } ops[] = {
    { '=', OP_EQ }, { '!', OP_NE }, { '<', OP_LT }, { 'l', OP_LE }, { '>', OP_GT },
    { 'g', OP_GE }, { '+', OP_ADD }, { '-', OP_SUB }, { '*', OP_MUL }, { '/', OP_DIV },
    { '%', OP_MOD }, { '?', OP_COALESCE },
  };
  compile_expr(c, e->a);
  if (e->op == OP_AND_ || e->op == OP_OR_) {
    int hole = jump(c, e->op == OP_AND_ ? OP_JFK : OP_JTK, e->where);
    compile_expr(c, e->b);
    patch(c, hole);
    return;
  }
  value k;
  if (e->op == OP_EQ_ && constant_of(through_args(c, e->b), &k)) {
    op1(c, OP_EQK, add_const(c, k), e->where);
    return;
  }
  compile_expr(c, e->b);
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].op == e->op)
      op0(c, ops[i].code, e->where);
}

/* a in [x, y] is a == x or a == y; a is evaluated again for each item. */
static void compile_in(compiler *c, node *e)
{
  holes found = { { 0 }, 0 };
  for (node *x = e->b; x; x = x->next) {
    compile_expr(c, e->a);
    compile_expr(c, x);
    op0(c, OP_EQ, x->where);
    if (x->next && found.n < MAX_HOLES)
      found.at[found.n++] = jump(c, OP_JTK, x->where);
  }
  patch_all(c, &found);
}

/* Walks zone z (stored in local t) with the place in local t+1; each card
 * goes into local t+2 (the checker puts the card's name right after the two
 * hidden locals).  begin_zone_walk emits the WALKSTART that takes the first
 * card or jumps past the loop (returning that hole) and sets *body;
 * end_zone_walk emits the WALK that goes back to the body while cards
 * remain, and falls through after. */
static int begin_zone_walk(compiler *c, node *zone, int t, int *body, loc at)
{
  compile_expr(c, zone);
  op2(c, OP_WALKSTART, t, 0, at);
  *body = c->m->ncode;
  return *body - 2;
}

static void end_zone_walk(compiler *c, int past, int t, int body, loc at)
{
  op2(c, OP_WALK, t, body, at);
  patch(c, past);
}

/* any: true at the first card that fits; every: false at the first that does not. */
static void compile_quant(compiler *c, node *e)
{
  int any = e->op == 'e', body;
  int past = begin_zone_walk(c, e->a, (int)e->ival3, &body, e->where);
  holes found = { { 0 }, 0 };
  branch(c, e->b, any, &found);
  end_zone_walk(c, past, (int)e->ival3, body, e->where);
  push_const(c, mkval(V_BOOL, !any), e->where);
  int end = jump(c, OP_JMP, e->where);
  patch_all(c, &found);
  push_const(c, mkval(V_BOOL, any), e->where);
  patch(c, end);
}

static void compile_decider(compiler *c, node *by, loc at)
{
  if (!by) {
    op0(c, OP_DECIDEC, at);
    return;
  }
  compile_expr(c, by);
  op0(c, OP_DECIDE, at);
}

/* c.rank and c.suit of a local card, and of the top card of a shared
 * zone, take one instruction. */
static void compile_field(compiler *c, node *e)
{
  if (e->a->ty == T_SET) {
    compile_expr(c, e->a);
    op0(c, e->sym == 0 ? OP_SETRANK : OP_SETSIZE, e->where);
    return;
  }
  int slot = local_slot(c, e->a), zone = shared_top(c, e->a);
  if (slot >= 0 && e->sym < 2) {
    op1(c, e->sym == 0 ? OP_LRANK : OP_LSUIT, slot, e->where);
    return;
  }
  if (zone >= 0 && e->sym < 2) {
    op1(c, e->sym == 0 ? OP_ZRANK : OP_ZSUIT, zone, e->where);
    return;
  }
  compile_expr(c, e->a);
  op0(c, e->sym == 0 ? OP_RANK : e->sym == 1 ? OP_SUIT : OP_POINTS, e->where);
}

static void compile_expr(compiler *c, node *e)
{
  loc at = e->where;
  switch (e->kind) {
  case N_INT: push_const(c, mkval(e->ty == T_RANK ? V_RANK : V_INT, (int32_t)e->ival), at); break;
  case N_STR: push_str(c, e->str, at); break;
  case N_FMT: {
    int n = 0;
    for (node *p = e->a; p; p = p->next, n++)
      compile_expr(c, p);
    op1(c, OP_FMT, n, at);
    break;
  }
  case N_TRUE: case N_FALSE: push_const(c, mkval(V_BOOL, e->kind == N_TRUE), at); break;
  case N_NONE: op0(c, OP_NONE, at); break;
  case N_NAME: compile_name(c, e); break;
  case N_OF: compile_of(c, e); break;
  case N_FIELD: compile_field(c, e); break;
  case N_CALL: compile_call(c, e); break;
  case N_UNARY: compile_expr(c, e->a); op0(c, e->op == '-' ? OP_NEG : OP_NOT, at); break;
  case N_BINARY: compile_binary(c, e); break;
  case N_IN: compile_in(c, e); break;
  case N_QUANT: compile_quant(c, e); break;
  case N_CHOOSE_SUIT:
    compile_decider(c, e->a, at);
    op0(c, OP_OPTSUITS, at);
    op0(c, OP_WAIT, at);
    break;
  default: op0(c, OP_NONE, at); break;
  }
}

/* ---- statements ---- */

static void store(compiler *c, node *t)
{
  const module *m = c->m;
  if (t->sym_kind == SYM_LOCAL) {
    op1(c, OP_SETL, t->sym, t->where);
    return;
  }
  if (t->sym_kind == SYM_DEALER) {
    op0(c, OP_SETDEALER, t->where);
    return;
  }
  const global_info *g = &m->globals[t->sym];
  if (!g->each) {
    op1(c, OP_SETG, g->slot, t->where);
    return;
  }
  if (t->kind == N_OF)
    compile_expr(c, t->a);
  else
    op0(c, OP_CURRENT, t->where);
  op1(c, OP_SETP, g->slot, t->where);
}

static void compile_assign(compiler *c, node *s)
{
  if (s->op != '=')
    compile_expr(c, s->a);
  compile_expr(c, s->b);
  if (s->op != '=')
    op0(c, s->op == '+' ? OP_ADD : OP_SUB, s->where);
  store(c, s->a);
}

static void compile_block(compiler *c, node *b)
{
  for (node *s = b->a; s; s = s->next)
    compile_stmt(c, s);
}

static void compile_if(compiler *c, node *s)
{
  holes to_else = { { 0 }, 0 };
  branch(c, s->a, 0, &to_else);
  compile_block(c, s->b);
  if (!s->c) {
    patch_all(c, &to_else);
    return;
  }
  int to_end = jump(c, OP_JMP, s->where);
  patch_all(c, &to_else);
  if (s->c->kind == N_IF)
    compile_if(c, s->c);
  else
    compile_block(c, s->c);
  patch(c, to_end);
}

/* A loop's body; its `break`s become jumps left in out, for the loop's end. */
static void compile_loop_body(compiler *c, node *body, holes *out)
{
  holes *outer = c->breaks;
  c->breaks = out;
  compile_block(c, body);
  c->breaks = outer;
}

static void compile_break(compiler *c, node *s)
{
  if (c->breaks->n == MAX_HOLES) {
    if (!c->too_big++)
      diag_error(c->d, s->where, "more than %d 'break's in one loop", MAX_HOLES);
    return;
  }
  c->breaks->at[c->breaks->n++] = jump(c, OP_JMP, s->where);
}

static void compile_while(compiler *c, node *s)
{
  int top = c->m->ncode;
  holes exit = { { 0 }, 0 }, breaks = { { 0 }, 0 };
  branch(c, s->a, 0, &exit);
  compile_loop_body(c, s->b, &breaks);
  op1(c, OP_JMP, top, s->where);
  patch_all(c, &exit);
  patch_all(c, &breaks);
}

/* The head of a loop counting local t from `from` up to the value on the
 * stack (stored in t+1): *top is where each round starts; returns the
 * jump out, to be patched past the loop. */
static int counted_head(compiler *c, int t, int from, int *top, loc at)
{
  op1(c, OP_SETL, t + 1, at);
  push_int(c, from, at);
  op1(c, OP_SETL, t, at);
  *top = c->m->ncode;
  op1(c, OP_GETL, t, at);
  op1(c, OP_GETL, t + 1, at);
  op0(c, OP_LT, at);
  return jump(c, OP_JF, at);
}

/* Counts local t from `from` up to the value on the stack (stored in t+1). */
static void compile_counted(compiler *c, node *body, int t, int from, int seat_local, loc at)
{
  int top, exit = counted_head(c, t, from, &top, at);
  if (seat_local >= 0) {
    op1(c, OP_GETL, t, at);
    op0(c, from ? OP_SEAT : OP_PSEAT, at);
    op1(c, OP_SETL, seat_local, at);
  }
  holes breaks = { { 0 }, 0 };
  compile_loop_body(c, body, &breaks);
  bump_local(c, t, 1, at);
  op1(c, OP_JMP, top, at);
  patch(c, exit);
  patch_all(c, &breaks);
}

static void compile_repeat(compiler *c, node *s)
{
  compile_expr(c, s->a);
  compile_counted(c, s->b, (int)s->ival3, 0, -1, s->where);
}

/* for p in players: the players in play from the current one on; others:
 * from the next. */
static void compile_for(compiler *c, node *s)
{
  op1(c, OP_NLOOP, (int)s->a->sym, s->where);
  compile_counted(c, s->b, (int)s->ival3, (int)s->a->sym, s->sym, s->where);
}

/* A move's destination: a zone, or the bottom of one. */
static void compile_move_to(compiler *c, node *dst)
{
  if (dst->kind != N_BOTTOM) {
    compile_expr(c, dst);
    return;
  }
  compile_expr(c, dst->a);
  op0(c, OP_BOTTOM, dst->where);
}

static void compile_move(compiler *c, node *s)
{
  node *src = s->a;
  switch (src->kind) {
  case N_TOPOF: case N_ALLOF: case N_ALLBUTTOP:
    compile_expr(c, src->a);
    compile_move_to(c, s->b);
    if (src->kind != N_TOPOF && src->ival2)
      op0(c, OP_TURNOVER, s->where);
    if (src->kind == N_TOPOF)
      op0(c, OP_MOVETOP, s->where);
    else
      op1(c, OP_MOVEALL, src->kind == N_ALLBUTTOP ? (int)src->ival : 0, s->where);
    break;
  default:
    compile_expr(c, src);
    compile_move_to(c, s->b);
    op0(c, OP_MOVECARD, s->where);
  }
}

/* The places of a draw into locals t+2 (from) and t+3 (to): the stock and
 * the hand of the player in local t unless the script names them. */
static void compile_draw_places(compiler *c, node *s, int t)
{
  loc at = s->where;
  if (s->c)
    compile_expr(c, s->c);
  else
    op1(c, OP_ZONE, c->m->stock_zone, at);
  op1(c, OP_SETL, t + 2, at);
  if (s->d) {
    compile_expr(c, s->d);
  } else {
    op1(c, OP_GETL, t, at);
    op1(c, OP_ZONEP, c->m->hand_zone, at);
  }
  op1(c, OP_SETL, t + 3, at);
}

/* draw n [from z] [to z] by p: one DRAW per card; a source that stays empty
 * ends the draw. */
static void compile_draw(compiler *c, node *s)
{
  int t = (int)s->ival3, places = s->c || s->d;
  loc at = s->where;
  if (s->b)
    compile_expr(c, s->b);
  else
    op0(c, OP_CURRENT, at);
  if (!places && s->a->kind == N_INT && s->a->ival == 1) {   /* draw 1: no loop */
    op0(c, OP_DRAW, at);
    op0(c, OP_POP, at);
    return;
  }
  op1(c, OP_SETL, t, at);
  if (places)
    compile_draw_places(c, s, t);
  compile_expr(c, s->a);
  op1(c, OP_SETL, t + 1, at);
  int top = c->m->ncode;
  op1(c, OP_GETL, t + 1, at);
  push_int(c, 0, at);
  op0(c, OP_GT, at);
  int done = jump(c, OP_JF, at);
  op1(c, OP_GETL, t, at);
  if (places) {
    op1(c, OP_GETL, t + 2, at);
    op1(c, OP_GETL, t + 3, at);
    op0(c, OP_DRAWZ, at);
  } else {
    op0(c, OP_DRAW, at);
  }
  int empty = jump(c, OP_JF, at);
  bump_local(c, t + 1, -1, at);
  op1(c, OP_JMP, top, at);
  patch(c, done);
  patch(c, empty);
}

/* ARM with one jump-table entry per arm; returns the first entry's place. */
static int arm_table(compiler *c, int n, loc at)
{
  op1(c, OP_ARM, n, at);
  int first = c->m->ncode;
  for (int i = 0; i < n; i++)
    emit_u16(c, 0, at);
  return first;
}

/* A play arm offers each card that fits (OPTCARD); a slot arm each
 * position whose card fits (OPTSLOT). */
static void offer_play_arm(compiler *c, node *arm, int i, int t)
{
  int body;
  int past = begin_zone_walk(c, arm->a, t, &body, arm->where);
  holes skip = { { 0 }, 0 };
  if (arm->b)
    branch(c, arm->b, 0, &skip);
  op2(c, arm->kind == N_ARM_SLOT ? OP_OPTSLOT : OP_OPTCARD, i, arm->sym, arm->where);
  patch_all(c, &skip);
  end_zone_walk(c, past, t, body, arm->where);
}

/* One option for each set of arm i's zone that fits its condition. */
static void offer_set_arm(compiler *c, node *arm, int i, int t)
{
  compile_expr(c, arm->a);
  op2(c, OP_SETSTART, t, 0, arm->where);
  int body = c->m->ncode, past = body - 2;
  holes skip = { { 0 }, 0 };
  if (arm->b)
    branch(c, arm->b, 0, &skip);
  op2(c, OP_OPTCARD, i, arm->sym, arm->where);
  patch_all(c, &skip);
  op2(c, OP_SETWALK, t, body, arm->where);
  patch(c, past);
}

/* Plays the set taken, in local s, card by card (onto `to`, or by default
 * the discard pile): as many times as it has cards, the first card of its
 * rank still in its zone; t is a spare local. */
static void play_set(compiler *c, int s, node *to, int t, loc at)
{
  op1(c, OP_GETL, s, at);
  op0(c, OP_SETSIZE, at);
  op1(c, OP_SETL, t, at);
  int top = c->m->ncode;
  op1(c, OP_GETL, t, at);
  push_int(c, 0, at);
  op0(c, OP_GT, at);
  int done = jump(c, OP_JF, at);
  op1(c, OP_SETCARD, s, at);
  if (to) {
    compile_expr(c, to);
    op0(c, OP_PLAYTO, at);
  } else {
    op0(c, OP_PLAY, at);
  }
  bump_local(c, t, -1, at);
  op1(c, OP_JMP, top, at);
  patch(c, done);
}

/* An option of arm i labelled by a string of the script's, or by text made
 * when it is offered. */
static void offer_str(compiler *c, int i, const char *s, loc at)
{
  op2(c, OP_OPTSTR, i, add_str(c, s), at);
}

static void offer_label(compiler *c, int i, node *label, loc at)
{
  if (label->kind == N_STR) {
    offer_str(c, i, label->str, at);
    return;
  }
  compile_expr(c, label);
  op1(c, OP_OPTLABEL, i, at);
}

static void offer_label_arm(compiler *c, node *arm, int i)
{
  holes skip = { { 0 }, 0 };
  if (arm->ival)
    skip.at[skip.n++] = jump(c, OP_JOPTS, arm->where);
  else if (arm->b)
    branch(c, arm->b, 0, &skip);
  offer_label(c, i, arm->a, arm->where);
  patch_all(c, &skip);
}

/* Plays the card chosen in a play arm (on the stack) to its place. */
static void play_chosen(compiler *c, node *arm)
{
  op1(c, OP_SETL, arm->sym, arm->where);
  if (arm->d) {
    op1(c, OP_GETL, arm->sym, arm->where);
    compile_expr(c, arm->d);
    op0(c, OP_PLAYTO, arm->where);
  } else {
    op1(c, OP_PLAYL, arm->sym, arm->where);
  }
}

/* play several: after the first card, the same player (asked as the
 * choice's `by` says) may add more, one at a time, or stop; with a bound
 * (local u+1), at most that many in all, counted in local u.  Without one,
 * until no card fits. */
static void compile_more_cards(compiler *c, node *arm, node *by, int t)
{
  int u = (int)arm->ival3, full = -1;
  loc at = arm->where;
  if (arm->e) {
    push_int(c, 1, at);
    op1(c, OP_SETL, u, at);
    compile_expr(c, arm->e);
    op1(c, OP_SETL, u + 1, at);
  }
  int top = c->m->ncode;
  if (arm->e) {
    op1(c, OP_GETL, u, at);
    op1(c, OP_GETL, u + 1, at);
    op0(c, OP_LT, at);
    full = jump(c, OP_JF, at);
  }
  compile_decider(c, by, at);
  offer_play_arm(c, arm, 0, t);
  offer_str(c, 1, "stop", at);
  op0(c, OP_WAIT, at);
  int table = arm_table(c, 2, at);
  patch(c, table);
  play_chosen(c, arm);
  if (arm->e)
    bump_local(c, u, 1, at);
  op1(c, OP_JMP, top, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  if (full >= 0)
    patch(c, full);
}

static void compile_choose(compiler *c, node *s)
{
  int n = (int)s->ival, i = 0, ends[64], nends = 0;
  compile_decider(c, s->a, s->where);
  for (node *arm = s->b; arm; arm = arm->next, i++)
    if (arm->kind == N_ARM_PLAY || arm->kind == N_ARM_SLOT)
      offer_play_arm(c, arm, i, (int)s->ival3);
    else if (arm->kind == N_ARM_SET)
      offer_set_arm(c, arm, i, (int)s->ival3);
    else
      offer_label_arm(c, arm, i);
  op0(c, OP_WAIT, s->where);
  int table = arm_table(c, n, s->where);
  i = 0;
  for (node *arm = s->b; arm; arm = arm->next, i++) {
    patch(c, table + 2 * i);
    if (arm->kind == N_ARM_PLAY) {
      play_chosen(c, arm);
      if (arm->ival2)
        compile_more_cards(c, arm, s->a, (int)s->ival3);
    } else if (arm->kind == N_ARM_SET) {
      op1(c, OP_SETL, arm->sym, arm->where);
      play_set(c, arm->sym, arm->d, (int)s->ival3, arm->where);
    } else if (arm->kind == N_ARM_SLOT) {
      op1(c, OP_SETL, arm->sym, arm->where);
    } else {
      op0(c, OP_POP, arm->where);
    }
    if (arm->c)
      compile_block(c, arm->c);
    if (arm->next && nends < 64)
      ends[nends++] = jump(c, OP_JMP, arm->where);
  }
  for (int k = 0; k < nends; k++)
    patch(c, ends[k]);
}

static void compile_race(compiler *c, node *s)
{
  op1(c, OP_RACE, (int)s->a->sym, s->where);
  op0(c, OP_WAIT, s->where);
  op1(c, OP_SETL, s->sym, s->where);
  compile_block(c, s->b);
}

static node *race_arm(node *s, int which)
{
  for (node *arm = s->b; arm; arm = arm->next)
    if (arm->ival == which)
      return arm;
  return NULL;
}

/* Runs the block of arm (if any) with its name bound to the player in local p. */
static void race_arm_block(compiler *c, node *arm, int p)
{
  if (arm->name) {
    op1(c, OP_GETL, p, arm->where);
    op1(c, OP_SETL, arm->sym, arm->where);
  }
  compile_block(c, arm->c);
}

/* Jumps over what follows unless the set of seats in local t is empty. */
static int unless_nobody_yet(compiler *c, int t, loc at)
{
  op1(c, OP_GETL, t, at);
  push_int(c, 0, at);
  op0(c, OP_EQ, at);
  return jump(c, OP_JF, at);
}

/* A race each player may join or not: one decision per player who acts,
 * in reaction order, then "no one" ends it.  Local t holds the seats that
 * acted so far (one bit each), t + 1 the player just decided. */
static void compile_window(compiler *c, node *s)
{
  int t = (int)s->ival3, hole;
  loc at = s->where;
  node *first = race_arm(s, 'f'), *each = race_arm(s, 'e'), *none = race_arm(s, 'n');
  push_int(c, 0, at);
  op1(c, OP_SETL, t, at);
  int top = c->m->ncode;
  op2(c, OP_WINDOW, t, add_str(c, s->c->str) * 2 + (int)s->a->sym, at);
  op0(c, OP_WAIT, at);
  op1(c, OP_SETL, t + 1, at);
  op1(c, OP_GETL, t + 1, at);
  op0(c, OP_NONE, at);
  op0(c, OP_EQ, at);
  int got = jump(c, OP_JF, at);
  if (none) {
    hole = unless_nobody_yet(c, t, at);
    race_arm_block(c, none, t + 1);
    patch(c, hole);
  }
  int end = jump(c, OP_JMP, at);
  patch(c, got);
  if (first) {
    hole = unless_nobody_yet(c, t, at);
    race_arm_block(c, first, t + 1);
    patch(c, hole);
  }
  op1(c, OP_GETL, t, at);
  op1(c, OP_GETL, t + 1, at);
  op0(c, OP_WITHSEAT, at);
  op1(c, OP_SETL, t, at);
  if (each)
    race_arm_block(c, each, t + 1);
  op1(c, OP_JMP, top, at);
  patch(c, end);
}

/* Two offered labels, then a jump table of two; returns the table's place. */
static int two_way(compiler *c, const char *yes, const char *no, loc at)
{
  offer_str(c, 0, yes, at);
  offer_str(c, 1, no, at);
  op0(c, OP_WAIT, at);
  return arm_table(c, 2, at);
}

/* Each other player in turn may catch the silent one; the first catch pays. */
static void compile_catch(compiler *c, node *s, int *end_holes, int *nend)
{
  int t = (int)s->ival3;
  loc at = s->where;
  int top;
  op1(c, OP_NLOOP, 1, at);
  end_holes[(*nend)++] = counted_head(c, t, 1, &top, at);
  op1(c, OP_GETL, t, at);
  op0(c, OP_SEAT, at);
  op0(c, OP_DECIDE, at);
  int table = two_way(c, "catch", "let it go", at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_block(c, s->c);
  end_holes[(*nend)++] = jump(c, OP_JMP, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  bump_local(c, t, 1, at);
  op1(c, OP_JMP, top, at);
}

static void compile_announce(compiler *c, node *s)
{
  loc at = s->where;
  int ends[4], n = 0;
  compile_expr(c, s->b);
  ends[n++] = jump(c, OP_JF, at);
  op0(c, OP_DECIDEC, at);
  push_str(c, "say ", at);
  compile_expr(c, s->a);
  op1(c, OP_FMT, 2, at);
  op1(c, OP_OPTLABEL, 0, at);
  offer_str(c, 1, "stay silent", at);
  op0(c, OP_WAIT, at);
  int table = arm_table(c, 2, at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_expr(c, s->a);
  op0(c, OP_ANNOUNCED, at);
  ends[n++] = jump(c, OP_JMP, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  if (s->ival)
    compile_catch(c, s, ends, &n);
  else
    compile_block(c, s->c);
  for (int i = 0; i < n; i++)
    patch(c, ends[i]);
}

/* challenge p among others { b } else { c }: each player in turn order is
 * asked; the first to challenge runs b; when nobody does, c runs. */
static void compile_challenge(compiler *c, node *s)
{
  int t = (int)s->ival3, from = (int)s->a->sym;
  loc at = s->where;
  int top;
  op1(c, OP_NLOOP, from, at);
  int nobody = counted_head(c, t, from, &top, at);
  op1(c, OP_GETL, t, at);
  op0(c, from ? OP_SEAT : OP_PSEAT, at);
  op0(c, OP_DUP, at);
  op1(c, OP_SETL, s->sym, at);
  op0(c, OP_DECIDE, at);
  int table = two_way(c, "challenge", "let it go", at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_block(c, s->b);
  int end = jump(c, OP_JMP, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  bump_local(c, t, 1, at);
  op1(c, OP_JMP, top, at);
  patch(c, nobody);
  if (s->c)
    compile_block(c, s->c);
  patch(c, end);
}

/* show c [to p]; show all of z [to p]: the same for each card of z. */
static void compile_show(compiler *c, node *s)
{
  int t = (int)s->ival3, body = 0, past = -1;
  if (s->a->kind == N_ALLOF) {
    past = begin_zone_walk(c, s->a->a, t, &body, s->where);
    op1(c, OP_GETL, t + 2, s->where);
  } else {
    compile_expr(c, s->a);
  }
  if (s->b)
    compile_expr(c, s->b);
  op1(c, OP_SHOW, s->b != NULL, s->where);
  if (past >= 0)
    end_zone_walk(c, past, t, body, s->where);
}

static void compile_simple(compiler *c, node *s, opcode op)
{
  compile_expr(c, s->a);
  op0(c, op, s->where);
}

/* A call made for its effect drops its result on return, not with a POP. */
static void compile_expr_stmt(compiler *c, node *s)
{
  node *e = s->a;
  inlined here;
  if (e->kind != N_CALL || e->sym_kind != SYM_FN || inline_body(c, e, &here)) {
    compile_simple(c, s, OP_POP);
    return;
  }
  op2(c, OP_CALLV, e->sym, compile_args(c, e->a), e->where);
}

static void compile_lua_call(compiler *c, node *s)
{
  int n = compile_args(c, s->a);
  op2(c, OP_LUA, add_str(c, s->name), n, s->where);
}

static void compile_stmt(compiler *c, node *s)
{
  loc at = s->where;
  switch (s->kind) {
  case N_BLOCK: compile_block(c, s); break;
  case N_LET: compile_expr(c, s->a); op1(c, OP_SETL, s->sym, at); break;
  case N_ASSIGN: compile_assign(c, s); break;
  case N_IF: compile_if(c, s); break;
  case N_WHILE: compile_while(c, s); break;
  case N_REPEAT: compile_repeat(c, s); break;
  case N_BREAK: compile_break(c, s); break;
  case N_FOR: compile_for(c, s); break;
  case N_RETURN:
    if (s->a) compile_expr(c, s->a);
    op0(c, s->a ? OP_RET : OP_RETNONE, at);
    break;
  case N_SHUFFLE: compile_simple(c, s, OP_SHUFFLE); break;
  case N_DEAL:
    compile_expr(c, s->a);
    if (s->b) compile_expr(c, s->b); else op1(c, OP_ZONE, c->m->deck_zone, at);
    op1(c, OP_DEAL, s->sym, at);
    break;
  case N_FLIP: compile_expr(c, s->a); compile_expr(c, s->b); op0(c, OP_MOVETOP, at); break;
  case N_MOVE: compile_move(c, s); break;
  case N_DRAW: compile_draw(c, s); break;
  case N_PLAY:
    compile_expr(c, s->a);
    if (s->b) compile_expr(c, s->b);
    op0(c, s->b ? OP_PLAYTO : OP_PLAY, at);
    break;
  case N_TURN_TO: compile_simple(c, s, OP_TURNTO); break;
  case N_OUT: compile_expr(c, s->a); op1(c, OP_OUT, (int)s->ival, at); break;
  case N_END: op1(c, OP_END, (int)s->ival, at); break;
  case N_SEAT: compile_expr(c, s->a); compile_expr(c, s->b); op0(c, OP_SEATAFTER, at); break;
  case N_SHOW: compile_show(c, s); break;
  case N_SKIP:
    if (s->a) compile_expr(c, s->a); else push_int(c, 1, at);
    op0(c, OP_SKIP, at);
    break;
  case N_REVERSE: op0(c, OP_REVERSE, at); break;
  case N_AGAIN: op0(c, OP_AGAIN, at); break;
  case N_WIN: compile_simple(c, s, OP_WIN); break;
  case N_REPLACE:
    compile_expr(c, s->a);
    compile_expr(c, s->b);
    if (s->c) compile_expr(c, s->c); else op1(c, OP_ZONE, c->m->play_zone, at);
    op0(c, OP_REPLACE, at);
    break;
  case N_LAST_ROUND: op0(c, OP_LASTROUND, at); break;
  case N_SAY: compile_simple(c, s, OP_SAY); break;
  case N_EXPR_STMT: compile_expr_stmt(c, s); break;
  case N_CHOOSE: compile_choose(c, s); break;
  case N_RACE: compile_race(c, s); break;
  case N_WINDOW: compile_window(c, s); break;
  case N_ANNOUNCE: compile_announce(c, s); break;
  case N_LUA_CALL: compile_lua_call(c, s); break;
  case N_CHALLENGE: compile_challenge(c, s); break;
  case N_SIMULTANEOUSLY: compile_stmt(c, s->a); op0(c, OP_UNVEIL, at); break;
  case N_VEIL: compile_expr(c, s->a); op0(c, OP_VEIL, at); break;
  default: break;
  }
}

/* ---- routines ---- */

static void compile_routine(compiler *c, node *decl, node *expr, node *body)
{
  c->m->fns[decl->sym].entry = c->m->ncode;
  if (expr) {
    compile_expr(c, expr);
    op0(c, OP_RET, decl->where);
  } else {
    compile_block(c, body);
    op0(c, OP_RETNONE, decl->where);
  }
}

static void compile_routines(compiler *c, node *decls)
{
  for (node *d = decls; d; d = d->next)
    switch (d->kind) {
    case N_FN: if (d->sym >= 0) compile_routine(c, d, d->a, d->b); break;
    case N_SETUP: case N_TURN: case N_WHEN_PLAYED: case N_WHEN_DEAL_ENDS:
      compile_routine(c, d, NULL, d->a);
      break;
    case N_WHEN_EMPTY:
      if (d->a->sym >= 0)
        compile_routine(c, d, NULL, d->b);
      break;
    default: break;
    }
}

static node *find_decl(node *decls, node_kind k)
{
  for (node *d = decls; d; d = d->next)
    if (d->kind == k)
      return d;
  return NULL;
}

static node *game_item(node *decls, node_kind k, const char *name)
{
  node *g = find_decl(decls, N_GAME);
  for (node *it = g ? g->a : NULL; it; it = it->next) {
    if (it->kind == k && !name)
      return it;
    if (it->kind == N_DECK)
      for (node *x = it->a; x; x = x->next)
        if (name && strcmp(x->name, name) == 0)
          return x;
  }
  return NULL;
}

static void push_item_or(compiler *c, node *item, int dflt, loc at)
{
  if (item)
    compile_expr(c, item->a);
  else
    push_int(c, dflt, at);
}

static void compile_vars(compiler *c, node *decls)
{
  for (node *d = decls; d; d = d->next) {
    if (d->kind != N_VAR || d->sym < 0)
      continue;
    const global_info *g = &c->m->globals[d->sym];
    compile_expr(c, d->a);
    for (int i = 0; g->each && i < MAX_PLAYERS; i++) {
      op0(c, OP_DUP, d->where);
      op1(c, OP_SETG, g->slot + i, d->where);
    }
    if (g->each)
      op0(c, OP_POP, d->where);
    else
      op1(c, OP_SETG, g->slot, d->where);
  }
}

static void call_rule(compiler *c, node *decl)
{
  if (!decl)
    return;
  op2(c, OP_CALLV, decl->sym, 0, decl->where);
}

/* The main routine: deck, variables, then deals of turns. */
static void compile_main(compiler *c, node *decls)
{
  module *m = c->m;
  node *header = find_decl(decls, N_GAME);
  loc at = header ? header->where : (loc){ m->path, 1, 1, 1 };
  m->main_entry = m->ncode;
  push_item_or(c, game_item(decls, N_DECK, "packs"), 1, at);
  push_item_or(c, game_item(decls, N_DECK, "jokers"), 0, at);
  op0(c, OP_DECK, at);
  compile_vars(c, decls);
  node *deals = game_item(decls, N_DEALS, NULL);
  push_item_or(c, deals && deals->a ? deals : NULL, 1, at);
  op1(c, OP_DEALS, deals && !deals->a, at);
  int deal_top = m->ncode;
  op0(c, OP_DEALSTART, at);
  call_rule(c, find_decl(decls, N_SETUP));
  int turn_top = m->ncode;
  int capped = jump(c, OP_TURNSTART, at);
  call_rule(c, find_decl(decls, N_TURN));
  op1(c, OP_TURNEND, turn_top, at);
  m->deal_end_pc = m->ncode;
  call_rule(c, find_decl(decls, N_WHEN_DEAL_ENDS));
  op1(c, OP_DEALEND, deal_top, at);
  patch(c, capped);
  op0(c, OP_HALT, at);
}

int compile_program(module *m, node *decls, diag *d)
{
  static compiler c;
  memset(&c, 0, sizeof c);
  c.m = m;
  c.d = d;
  for (node *x = decls; x; x = x->next)
    if (x->kind == N_FN && x->sym >= 0)
      c.fn_decls[x->sym] = x;
  compile_main(&c, decls);
  compile_routines(&c, decls);
  return c.too_big ? 1 : 0;
}
