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
#include "core/mem.h"
#include "check/builtins.h"
#include "code/compile.h"
#include "core/opcodes.h"

/* While a call to a small expression function is compiled in place, its
 * parameters stand for the argument expressions of the call. */
typedef struct inlined {
  node *args[MAX_PARAMS];
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
  /* The routine being compiled: its locals as the checker counted them
   * (-1 outside a routine), and the most hidden ones its memos took. */
  int frame_locals, memo_locals;
  struct memo {                /* while an option walk's condition is compiled */
    int on, first, n;          /* first: the local of part 0, the others above it */
    int below;                 /* locals under it are the walk's unchanging ones */
    int hoisting, body;        /* see hoisted() */
    struct holes *out;
    const node *split;         /* see split_part(): the part known, where */
    const struct inlined *split_in;   /* it lies (c->in), and */
    int known;                 /* what it comes to in this copy of the walk */
  } memo;
} compiler;

static void compile_expr(compiler *c, node *e);
static void compile_stmt(compiler *c, node *s);
static void compile_cardset(compiler *c, node *e, int points);
static void compile_quant(compiler *c, node *e);
static void compile_face_in(compiler *c, node *e);
static node *inline_body(const compiler *c, const node *e, inlined *here);

/* ---- emitting ---- */

static void emit_byte(compiler *c, int b, loc at)
{
  module *m = c->m;
  if (m->ncode == m->code_cap) {
    m->code_cap = m->code_cap ? 2 * m->code_cap : 1024;
    m->code = mem_realloc(m->code, (size_t)m->code_cap);
    m->locs = mem_realloc(m->locs, (size_t)m->code_cap * sizeof *m->locs);
  }
  m->code[m->ncode] = (uint8_t)b;
  m->locs[m->ncode++] = at;
}

/* Whether v fits an operand; reports, once, a script whose code or tables
 * outgrow them. */
static int fits_operand(compiler *c, int v, loc at)
{
  if (v >= 0 && v <= 0xffff)
    return 1;
  if (!c->too_big++)
    diag_error(c->d, at, "the script is too large to compile (an operand exceeds 65535)");
  return 0;
}

static void emit_u16(compiler *c, int v, loc at)
{
  if (!fits_operand(c, v, at))
    v = 0;
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

static void op3(compiler *c, opcode op, int a, int b, int d, loc at)
{
  op2(c, op, a, b, at);
  emit_u16(c, d, at);
}

/* An instruction on zone z (ZONE, ZONEC, ZONEP, ZONET, ZONECT, ZTOP, ZRANK,
 * ZSUIT): its operand is the zone's first slot, so that the VM looks no
 * zone up. */
static void op_zone(compiler *c, opcode op, int z, loc at)
{
  op1(c, op, c->m->zones[z].base, at);
}

/* Emits a jump with a hole; returns where the hole is, for patch(). */
static int jump(compiler *c, opcode op, loc at)
{
  op1(c, op, 0, at);
  return c->m->ncode - 2;
}

static void patch_to(compiler *c, int hole, int target)
{
  if (fits_operand(c, target, c->m->locs[hole]))
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
    m->consts = mem_realloc(m->consts, (size_t)m->consts_cap * sizeof *m->consts);
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
    m->strs = mem_realloc(m->strs, (size_t)m->strs_cap * sizeof *m->strs);
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

/* Adds `by` to local `slot`: a loop's count (ADDL). */
static void bump_local(compiler *c, int slot, int by, loc at)
{
  op2(c, OP_ADDL, slot, (uint16_t)by, at);
}

/* The jump out of a loop when local t is no longer below (test ORDLK_LT)
 * or at most (ORDLK_LE) its bound, local t+1: one JORDL when t fits its
 * operand, else GETL t; GETL t+1; LT or LE; JF.  Returns the jump's hole. */
static int loop_exit(compiler *c, int t, int test, loc at)
{
  if (t <= ORDLK_SLOT) {
    op2(c, OP_JORDL, t | test << 8, 0, at);
    return c->m->ncode - 2;
  }
  op1(c, OP_GETL, t, at);
  op1(c, OP_GETL, t + 1, at);
  op0(c, test == ORDLK_LT ? OP_LT : OP_LE, at);
  return jump(c, OP_JF, at);
}

/* ---- expressions ---- */

static int is_name_of(const node *e, enum sym_kind kind)
{
  return e->kind == N_NAME && e->name.sym.kind == kind;
}

/* A comparison with a card written as a name (QS == c). */
static int has_card_name(const node *e)
{
  return e->kind == N_BINARY && (is_name_of(e->binary.lhs, SYM_CARD)
                                 || is_name_of(e->binary.rhs, SYM_CARD));
}

static int is_local(const node *e) { return is_name_of(e, SYM_LOCAL); }

/* What e stands for where a call is compiled in place: a parameter's
 * argument, followed out through every level of inlining. */
static const node *through_args(const compiler *c, const node *e)
{
  const inlined *in = c->in;
  while (is_local(e) && in && e->name.sym.index < in->n) {
    e = in->args[e->name.sym.index];
    in = in->outer;
  }
  return e;
}

/* The local slot a name stands for (through inlined arguments), or -1. */
static int local_slot(const compiler *c, const node *e)
{
  e = through_args(c, e);
  return is_local(e) ? e->name.sym.index : -1;
}

/* The slot of the shared variable a name stands for, or -1. */
static int global_slot(const compiler *c, const node *e)
{
  e = through_args(c, e);
  return is_name_of(e, SYM_GLOBAL) ? c->m->globals[e->name.sym.index].slot : -1;
}

/* For c.rank or c.suit of a local card c: c's slot, with *field 0 for the
 * rank and 1 for the suit; else -1. */
static int local_field(const compiler *c, const node *e, int *field)
{
  if (e->kind != N_FIELD || e->field.which > FIELD_SUIT || e->field.of->ty == T_SET)
    return -1;
  *field = e->field.which;
  return local_slot(c, e->field.of);
}

/* The zone of top(z) for a shared zone z, or -1. */
static int shared_top(const compiler *c, const node *e)
{
  if (e->kind != N_CALL || e->call.sym.kind != SYM_BUILTIN || e->call.sym.index != BI_TOP)
    return -1;
  const node *z = through_args(c, e->call.args);
  if (!is_name_of(z, SYM_ZONE) || (c->m->zones[z->name.sym.index].flags & ZONE_EACH))
    return -1;
  return z->name.sym.index;
}

/* For top(z).rank (field 0) or top(z).suit (field 1) of a shared zone z: z;
 * else -1. */
static int top_field(const compiler *c, const node *e, int field)
{
  return e->kind == N_FIELD && (int)e->field.which == field ? shared_top(c, e->field.of) : -1;
}

/* A number literal's value: a number, or the rank it names (as_rank in
 * check.c found it). */
static value int_value(const node *e)
{
  return e->ty == T_RANK ? mkval(V_RANK, e->num.rank) : mkval(V_INT, (int32_t)e->num.value);
}

/* A name that is a constant: a suit, a rank, or a seat (the p of a
 * standing(p) compiled in place for each seat). */
static value const_value(const node *e)
{
  vtag t = e->ty == T_SUIT ? V_SUIT : e->ty == T_PLAYER ? V_PLAYER : V_RANK;
  return mkval(t, e->name.sym.index);
}

/* A value known when compiling: a number, truth value, suit or rank. */
static int constant_of(const node *e, value *out)
{
  if (e->kind == N_INT)
    *out = int_value(e);
  else if (e->kind == N_TRUE || e->kind == N_FALSE)
    *out = mkval(V_BOOL, e->kind == N_TRUE);
  else if (is_name_of(e, SYM_CONST))
    *out = const_value(e);
  else
    return 0;
  return 1;
}

/* A player on the stack becomes the first seat of their team, where a
 * per-team zone or variable is kept (when `team` is set). */
static void to_team(compiler *c, int team, loc at)
{
  if (team)
    op1(c, OP_TEAM, 1, at);
}

/* Pushes the seat whose copy a variable each player (or team) has is
 * named by e: p of `v of p`, the current player of a bare v; of a team's
 * variable, the team's first seat. */
static void push_owner(compiler *c, const node *e, int team)
{
  if (e->kind == N_OF)
    compile_expr(c, e->of.who);
  else
    op0(c, OP_CURRENT, e->where);
  to_team(c, team, e->where);
}

static void compile_name(compiler *c, node *e)
{
  const module *m = c->m;
  loc at = e->where;
  int i = e->name.sym.index;
  if (e->name.sym.kind == SYM_LOCAL && c->in && i < c->in->n) {
    const inlined *here = c->in;
    c->in = here->outer;
    compile_expr(c, here->args[i]);
    c->in = here;
    return;
  }
  switch (e->name.sym.kind) {
  case SYM_LOCAL: op1(c, OP_GETL, i, at); break;
  case SYM_GLOBAL: op1(c, OP_GETG, m->globals[i].slot, at); break;
  case SYM_PLAYER_VAR:          /* a bare per-player variable: the current player's */
    push_owner(c, e, m->globals[i].team);
    op1(c, OP_GETP, m->globals[i].slot, at);
    break;
  case SYM_ZONE:
    if (m->zones[i].flags & ZONE_TEAM) {
      op_zone(c, OP_ZONECT, i, at);   /* the current player's team's */
    } else {
      op_zone(c, m->zones[i].flags & ZONE_EACH ? OP_ZONEC : OP_ZONE, i, at);
    }
    break;
  case SYM_CONST:
    push_const(c, const_value(e), at);
    break;
  case SYM_CARD: push_int(c, i, at); break;
  case SYM_CURRENT: op0(c, OP_CURRENT, at); break;
  case SYM_NEXT: op0(c, OP_CURRENT, at); op0(c, OP_NEXT, at); break;
  case SYM_DEALER: op0(c, OP_DEALER, at); break;
  case SYM_PLAYERS: op0(c, OP_NPLAYERS, at); break;
  case SYM_WINNER: op0(c, OP_WINNER, at); break;
  default: op0(c, OP_NONE, at); break;
  }
}

/* Whether the zone or variable `sym` stands for is one per team. */
static int is_team(const compiler *c, symbol sym)
{
  return sym.kind == SYM_ZONE ? (c->m->zones[sym.index].flags & ZONE_TEAM) != 0
       : sym.kind == SYM_PLAYER_VAR && c->m->globals[sym.index].team;
}

static void compile_of(compiler *c, node *e)
{
  const node *who = through_args(c, e->of.who);
  symbol sym = e->of.sym;
  if (sym.kind == SYM_ZONE && is_name_of(who, SYM_CURRENT)) {
    op_zone(c, is_team(c, sym) ? OP_ZONECT : OP_ZONEC, sym.index, e->where);   /* hand of current */
    return;
  }
  compile_expr(c, e->of.who);
  if (sym.kind == SYM_ZONE && is_team(c, sym)) {
    op_zone(c, OP_ZONET, sym.index, e->where);        /* meld of p */
    return;
  }
  if (sym.kind == SYM_PLAYER_VAR && is_team(c, sym)) {
    op1(c, OP_GETT, c->m->globals[sym.index].slot, e->where);   /* score of p */
    return;
  }
  to_team(c, is_team(c, sym), e->where);
  if (sym.kind == SYM_MARK)
    op1(c, OP_MARK, c->m->marks[sym.index].slot, e->where);
  else if (sym.kind == SYM_ZONE)
    op_zone(c, OP_ZONEP, sym.index, e->where);
  else if (sym.kind == SYM_PLAYER_VAR)
    op1(c, OP_GETP, c->m->globals[sym.index].slot, e->where);
  else
    op0(c, OP_NEXT, e->where);
}

/* Jumps still to be pointed at one target, chained through their own
 * operands: each holds the place of the one added before it, plus one (0
 * ends the chain), so there may be any number of them. */
typedef struct holes { int last; } holes;   /* the last one's place, plus one */

static void add_hole(compiler *c, holes *h, int hole)
{
  if (!fits_operand(c, hole + 1, c->m->locs[hole]))
    return;
  operand_put(c->m->code + hole, h->last);
  h->last = hole + 1;
}

static void patch_all(compiler *c, const holes *h)
{
  for (int next = h->last; next;) {
    int hole = next - 1;
    next = operand_at(c->m->code + hole);
    patch(c, hole);
  }
}

static int memo_for(compiler *c, const node *e);
static void memo_compute(compiler *c, node *e, int a);

/* c.rank == r for a local card c and a local rank r, or a part of a walk's
 * condition kept (memo_for(): c.rank == bottom(m).rank): one jump
 * (JRANKEQL) reading the local, the part's after MEMOK, which works it out
 * only while it is not known.  The card is the walk's, never none, so
 * that working out the part first changes no error.  Returns 0 if r is
 * neither. */
static int branch_rank_local(compiler *c, node *lhs, node *rhs, int slot, int equal, holes *out)
{
  if (rhs->ty != T_RANK)
    return 0;
  int r = local_slot(c, rhs);
  if (r < 0 && (r = memo_for(c, rhs)) >= 0) {
    op2(c, OP_MEMOK, r, 0, rhs->where);
    int known = c->m->ncode - 2;
    memo_compute(c, rhs, r);
    op0(c, OP_POP, rhs->where);
    patch(c, known);
  }
  if (r < 0)
    return 0;
  op1(c, equal ? OP_JRANKEQL : OP_JRANKNEL, slot, lhs->where);
  emit_u16(c, r, rhs->where);
  emit_u16(c, 0, lhs->where);
  add_hole(c, out, c->m->ncode - 2);
  return 1;
}

/* c.rank == b or c.suit == b for a local card c, where b is a constant, a
 * shared variable or the same field of a shared zone's top card (c.rank ==
 * 8, c.suit == suit_now, c.rank == top(discard).rank): one field jump,
 * whose operand B is the rank or suit itself, the global's slot or the
 * zone's slot, so that the VM looks nothing up to find it.  Returns 0 if e
 * is not of that shape, or b is a constant of another kind than the field. */
static int branch_field(compiler *c, node *e, int equal, holes *out)
{
  static const opcode jumps[2][3][2] = {  /* [suit][constant, global, top][equal] */
    { { OP_JRANKNEK, OP_JRANKEQK }, { OP_JRANKNEG, OP_JRANKEQG }, { OP_JRANKNEZ, OP_JRANKEQZ } },
    { { OP_JSUITNEK, OP_JSUITEQK }, { OP_JSUITNEG, OP_JSUITEQG }, { OP_JSUITNEZ, OP_JSUITEQZ } },
  };
  value k;
  node *lhs = e->binary.lhs, *rhs = e->binary.rhs;
  int field = 0, card_local = local_field(c, lhs, &field);
  int is_k = constant_of(through_args(c, rhs), &k), slot = global_slot(c, rhs);
  int top = top_field(c, rhs, field);
  if (card_local >= 0 && field == FIELD_RANK && !is_k && slot < 0 && top < 0)
    return branch_rank_local(c, lhs, rhs, card_local, equal, out);
  if (card_local < 0 || (!is_k && slot < 0 && top < 0) || (is_k && k.tag != (field ? V_SUIT : V_RANK)))
    return 0;
  int kind = is_k ? 0 : slot >= 0 ? 1 : 2;
  op1(c, jumps[field][kind][equal], card_local, lhs->where);
  emit_u16(c, is_k ? k.v : slot >= 0 ? slot : c->m->zones[top].base, rhs->where);
  emit_u16(c, 0, lhs->where);        /* operand B has b's place: an empty zone's */
  add_hole(c, out, c->m->ncode - 2);
  return 1;
}

/* ---- tests of a card's rank against constant ranks ----
 * c.rank == 2 or c.rank == joker, c.rank in [A, K], not wild(c) and
 * c.rank != 3: a condition made only of rank tests of one local card c
 * against constant ranks, through `not`, `and`, `or` and inlined calls,
 * is one set of ranks, tested by one instruction with a mask (bit r for
 * rank r) kept as an int constant.  The card is needed as the first test
 * needs it, and reported at that test's place. */
typedef struct rank_set { int slot; uint32_t mask; loc at; } rank_set;

#define ALL_RANKS ((uint32_t)((1ul << NRANKS) - 1))

static int rank_set_of(compiler *c, node *e, rank_set *s);

/* c.rank, of a local card, as the left side of a rank test: its slot in s;
 * 0 if e is not, or names another card than s's. */
static int rank_operand(compiler *c, node *e, rank_set *s)
{
  int field = 0, slot = local_field(c, e, &field);
  if (slot < 0 || field != FIELD_RANK || (s->slot >= 0 && s->slot != slot))
    return 0;
  if (s->slot < 0)
    s->at = e->where;
  s->slot = slot;
  return 1;
}

/* A constant rank's bit, or 0 if e is no constant rank. */
static uint32_t rank_bit(compiler *c, node *e)
{
  value k;
  if (!constant_of(through_args(c, e), &k) || k.tag != V_RANK || k.v < 0 || k.v >= NRANKS)
    return 0;
  return (uint32_t)1 << k.v;
}

/* c.rank in [K1, K2, ...], every item a constant rank. */
static int rank_in_list(compiler *c, node *e, rank_set *s)
{
  if (e->in.zone || !e->in.list || !rank_operand(c, e->in.what, s))
    return 0;
  s->mask = 0;
  for (node *x = e->in.list; x; x = x->next) {
    uint32_t bit = rank_bit(c, x);
    if (!bit)
      return 0;
    s->mask |= bit;
  }
  return 1;
}

/* a and b, a or b: both sides tests of the same card. */
static int rank_logic(compiler *c, node *e, rank_set *s)
{
  rank_set r;
  if (!rank_set_of(c, e->binary.lhs, s))
    return 0;
  r = *s;
  if (!rank_set_of(c, e->binary.rhs, &r))
    return 0;
  s->mask = e->binary.op == OP_AND_ ? s->mask & r.mask : s->mask | r.mask;
  return 1;
}

/* Whether e is a test of the card in s->slot (any card, when -1) against
 * constant ranks; its ranks into s->mask. */
static int rank_set_of(compiler *c, node *e, rank_set *s)
{
  int op = e->kind == N_BINARY ? e->binary.op : 0;
  inlined here;
  node *body;
  if (e->kind == N_UNARY && e->unary.op == '!') {
    if (!rank_set_of(c, e->unary.operand, s))
      return 0;
    s->mask = ALL_RANKS & ~s->mask;
    return 1;
  }
  if (op == OP_AND_ || op == OP_OR_)
    return rank_logic(c, e, s);
  if ((op == OP_EQ_ || op == OP_NE_) && !has_card_name(e)) {
    uint32_t bit = rank_bit(c, e->binary.rhs);
    if (!bit || !rank_operand(c, e->binary.lhs, s))
      return 0;
    s->mask = op == OP_EQ_ ? bit : ALL_RANKS & ~bit;
    return 1;
  }
  if (e->kind == N_IN)
    return rank_in_list(c, e, s);
  if (!(body = inline_body(c, e, &here)))
    return 0;
  const inlined *saved = c->in;
  c->in = &here;
  int is = rank_set_of(c, body, s);
  c->in = saved;
  return is;
}

/* e as a set of ranks of one card; 0 if it is not one, or, when single is
 * 0, if it is one rank test, which has a jump of its own (JRANKEQK). */
static int rank_set_test(compiler *c, node *e, int single, rank_set *s)
{
  s->slot = -1;
  int op = e->kind == N_BINARY ? e->binary.op : 0;
  if (!single && (op == OP_EQ_ || op == OP_NE_))
    return 0;
  return rank_set_of(c, e, s);
}

/* The set's mask as an int constant's index. */
static int rank_mask_const(compiler *c, const rank_set *s)
{
  return add_const(c, mkval(V_INT, (int32_t)s->mask));
}

/* A set of ranks as a value: its truth pushed by one instruction.  Not
 * inlined, for compile_expr's frame (see compile_in). */
__attribute__((noinline)) static int compile_rank_set(compiler *c, node *e)
{
  rank_set s;
  if (e->kind != N_BINARY && e->kind != N_UNARY && e->kind != N_IN && e->kind != N_CALL)
    return 0;
  if (!rank_set_test(c, e, 1, &s))
    return 0;
  op2(c, OP_LRANKIN, s.slot, rank_mask_const(c, &s), s.at);
  return 1;
}

/* Jumps (into out) when the card's rank is in the set (when) or not. */
static void branch_rank_set(compiler *c, const rank_set *s, int when, holes *out)
{
  int k = rank_mask_const(c, s);
  op1(c, when ? OP_JRANKIN : OP_JRANKOUT, s->slot, s->at);
  emit_u16(c, k, s->at);
  emit_u16(c, 0, s->at);
  add_hole(c, out, c->m->ncode - 2);
}

/* a == b as a test and jump in one: jump when equal (or, if !equal, when not).
 * A constant, shared variable or local b is the jump's operand. */
static void branch_equal(compiler *c, node *e, int equal, holes *out)
{
  value k;
  if (branch_field(c, e, equal, out))
    return;
  node *rhs = e->binary.rhs;
  int slot = global_slot(c, rhs), local = local_slot(c, rhs);
  compile_expr(c, e->binary.lhs);
  if (constant_of(through_args(c, rhs), &k)) {
    op2(c, equal ? OP_JEQK : OP_JNEK, add_const(c, k), 0, e->where);
  } else if (slot >= 0) {
    op2(c, equal ? OP_JEQG : OP_JNEG, slot, 0, e->where);
  } else if (local >= 0) {
    op2(c, equal ? OP_JEQL : OP_JNEL, local, 0, e->where);
  } else {
    compile_expr(c, rhs);
    op1(c, equal ? OP_JEQ : OP_JNE, 0, e->where);
  }
  add_hole(c, out, c->m->ncode - 2);
}

/* ---- parts of an option walk's condition worked out once (memo) ----
 * A choice's walk runs an arm's condition once for each card, and nothing
 * changes while it walks: the options are only offered.  A part of the
 * condition that names neither the card nor any local of the walk
 * (count(m) == 0, bottom(m).rank) comes out the same for every card.  It
 * is worked out where it is first needed, as before, so that an error in
 * it comes where and when it came, and kept in a hidden local above the
 * routine's own; later cards read it (MEMO, MEMOJ).  A part is known once
 * its local holds a value other than none (one that comes to none is worked
 * out again, to none), and MEMOCLEAR forgets them all before the walk. */

/* Whether e comes out the same all through the walk: made of constants,
 * shared variables, zones, locals set before the choice, and builtins that
 * only read (count, top, bottom, at, min, max, abs, rank_after and kin). */
static int walk_invariant(compiler *c, const node *e)
{
  switch (e->kind) {
  case N_INT: case N_TRUE: case N_FALSE: case N_NONE: return 1;
  case N_NAME:
    if (e->name.sym.kind == SYM_LOCAL && c->in && e->name.sym.index < c->in->n) {
      const inlined *here = c->in;   /* a parameter: its argument, outside */
      c->in = here->outer;
      int same = walk_invariant(c, here->args[e->name.sym.index]);
      c->in = here;
      return same;
    }
    switch (e->name.sym.kind) {
    case SYM_LOCAL: return e->name.sym.index < c->memo.below;
    case SYM_GLOBAL: case SYM_PLAYER_VAR: case SYM_ZONE: case SYM_CONST:
    case SYM_CURRENT: case SYM_DEALER: case SYM_PLAYERS: return 1;
    default: return 0;
    }
  case N_FIELD: return e->field.of->ty != T_SET && walk_invariant(c, e->field.of);
  case N_OF:
    return (e->of.sym.kind == SYM_ZONE || e->of.sym.kind == SYM_PLAYER_VAR)
        && walk_invariant(c, e->of.who);
  case N_CALL:
    if (e->call.sym.kind != SYM_BUILTIN)
      return 0;
    switch (e->call.sym.index) {
    case BI_COUNT: case BI_TOP: case BI_BOTTOM: case BI_AT: case BI_MIN: case BI_MAX: case BI_ABS:
    case BI_RANK_AFTER: case BI_RANK_BEFORE: case BI_RANK_AFTER_WRAP: case BI_RANK_BEFORE_WRAP:
      for (const node *a = e->call.args; a; a = a->next)
        if (!walk_invariant(c, a))
          return 0;
      return 1;
    default: return 0;
    }
  case N_UNARY: return walk_invariant(c, e->unary.operand);
  case N_BINARY: return walk_invariant(c, e->binary.lhs) && walk_invariant(c, e->binary.rhs);
  default: return 0;
  }
}

/* Whether working out e may change the game: a call of a function that
 * moves a card or sets a variable, which would change what the parts of a
 * condition come to from one card to the next. */
static int changes_game(const compiler *c, const node *e)
{
  for (; e; e = e->next) {
    int here = 0;
    switch (e->kind) {
    case N_FIELD: here = changes_game(c, e->field.of); break;
    case N_OF: here = changes_game(c, e->of.who); break;
    case N_CALL:
      here = (e->call.sym.kind == SYM_FN && c->m->fns[e->call.sym.index].changes)
          || changes_game(c, e->call.args);
      break;
    case N_FMT: here = changes_game(c, e->fmt.parts); break;
    case N_UNARY: here = changes_game(c, e->unary.operand); break;
    case N_BINARY: here = changes_game(c, e->binary.lhs) || changes_game(c, e->binary.rhs); break;
    case N_IN:
      here = changes_game(c, e->in.what) || changes_game(c, e->in.list) || changes_game(c, e->in.zone);
      break;
    case N_QUANT: case N_CARDSET:
      here = changes_game(c, e->quant.zone) || changes_game(c, e->quant.cond);
      break;
    default: break;
    }
    if (here)
      return 1;
  }
  return 0;
}

/* About how many instructions working out e takes (of an expression
 * walk_invariant takes): a memo read is one. */
static int work_of(const compiler *c, const node *e)
{
  switch (e->kind) {
  case N_FIELD:
    return e->field.of->kind == N_NAME || top_field(c, e, e->field.which) >= 0
               ? 1 : 1 + work_of(c, e->field.of);
  case N_OF: return e->of.who->kind == N_NAME ? 1 : 1 + work_of(c, e->of.who);
  case N_CALL: {
    if (shared_top(c, e) >= 0)
      return 1;
    int n = e->call.sym.index == BI_BOTTOM ? 2 : 1;
    for (const node *a = e->call.args; a; a = a->next)
      n += work_of(c, a);
    return n;
  }
  case N_UNARY: return 1 + work_of(c, e->unary.operand);
  case N_BINARY: {               /* a constant on the right is the test's operand */
    value k;
    return 1 + work_of(c, e->binary.lhs)
             + (constant_of(through_args(c, e->binary.rhs), &k) ? 0 : work_of(c, e->binary.rhs));
  }
  default: return 1;
  }
}

/* The operand of a new memo for e, or -1 when e is not one: it changes
 * over the walk, takes two instructions or fewer anyway (a name, a
 * constant, top(z).rank == 8), or the walk has all the memos it may. */
static int memo_for(compiler *c, const node *e)
{
  if (!c->memo.on || c->memo.n == 16 || c->memo.first + 1 + c->memo.n > MAX_LOCALS
      || !walk_invariant(c, e) || work_of(c, e) < 3)
    return -1;
  int j = c->memo.n++;
  if (c->memo.first + 1 + j - c->frame_locals > c->memo_locals)
    c->memo_locals = c->memo.first + 1 + j - c->frame_locals;
  return c->memo.first + j;
}

/* Works out e as a value, once; MEMOSET keeps it. */
static void memo_compute(compiler *c, node *e, int a)
{
  c->memo.on = 0;
  compile_expr(c, e);
  c->memo.on = 1;
  op1(c, OP_MEMOSET, a, e->where);
}

/* The first parts of a walk's condition, while each is unchanging, are
 * tested once, on the walk's first card: the loop goes back to the card
 * after them (memo.body), and one that fails ends the walk (memo.out),
 * as no card could pass.  A condition tests its parts in the order
 * written, so one not first (after a part on the card) is not taken out,
 * and none is tested when the zone is empty: errors come as they came.
 * Returns 1 if e, a part on which the whole condition must hold (when 0,
 * down a chain of `and`), was so tested; the first part that is not ends
 * the hoisting. */
static void branch(compiler *c, node *e, int when, holes *out);
static int hoisted(compiler *c, node *e, int when)
{
  if (!c->memo.hoisting)
    return 0;
  if (when == 0 && walk_invariant(c, e)) {
    int on = c->memo.on;         /* tested once: no memo */
    c->memo.hoisting = c->memo.on = 0;
    branch(c, e, 0, c->memo.out);
    c->memo.hoisting = 1;
    c->memo.on = on;
    return 1;
  }
  int op = e->kind == N_BINARY ? e->binary.op : 0;
  inlined here;
  if (when != 0 || (op != OP_AND_ && !inline_body(c, e, &here))) {
    c->memo.hoisting = 0;
    c->memo.body = c->m->ncode;
  }
  return 0;
}

/* e's value, kept or worked out now; 0 if e is not a memo. */
static int memo_value(compiler *c, node *e)
{
  int a = memo_for(c, e);
  if (a < 0)
    return 0;
  op2(c, OP_MEMO, a, 0, e->where);
  int known = c->m->ncode - 2;
  memo_compute(c, e, a);
  patch(c, known);
  return 1;
}

/* As branch(), with e's truth kept or worked out now; 0 if e is not a memo. */
static int memo_branch(compiler *c, node *e, int when, holes *out)
{
  int a = memo_for(c, e);
  if (a < 0)
    return 0;
  op1(c, OP_MEMOJ, a | (when ? MEMO_WHEN : 0), e->where);
  emit_u16(c, 0, e->where);
  add_hole(c, out, c->m->ncode - 2);
  emit_u16(c, 0, e->where);
  int other = c->m->ncode - 2;
  memo_compute(c, e, a);
  add_hole(c, out, jump(c, when ? OP_JT : OP_JF, e->where));
  patch(c, other);
  return 1;
}

/* n < k, n <= k, n > k, n >= k for a number n and a constant k: one jump
 * (JORDLK), whose operand A is n's slot with the test and `when` in its
 * high bits, for a local n; else n worked out and one jump that pops it
 * (JORDK, A the test and `when`).  Returns 0 if e is not of that shape. */
static int branch_order_k(compiler *c, node *e, int when, holes *out)
{
  static const char tests[] = { '<', 'l', '>', 'g' };   /* ORDLK_LT ... ORDLK_GE */
  value k;
  int test = -1;
  for (int i = 0; i < 4 && e->kind == N_BINARY; i++)
    if (e->binary.op == tests[i])
      test = i;
  if (test < 0)
    return 0;
  node *lhs = e->binary.lhs;
  int slot = local_slot(c, lhs);
  if (lhs->ty != T_INT || !constant_of(through_args(c, e->binary.rhs), &k) || k.tag != V_INT)
    return 0;
  if (slot < 0 || slot > ORDLK_SLOT) {   /* n worked out: the jump pops it */
    compile_expr(c, lhs);
    op1(c, OP_JORDK, test << 8 | (when ? ORDLK_WHEN : 0), e->where);
  } else {
    op1(c, OP_JORDLK, slot | test << 8 | (when ? ORDLK_WHEN : 0), e->where);
  }
  emit_u16(c, add_const(c, k), e->where);
  emit_u16(c, 0, e->where);
  add_hole(c, out, c->m->ncode - 2);
  return 1;
}

/* The global slot of the list e names when it is a shared list (or a
 * parameter given one, compiled in place); -1, and no code, if not. */
static int shared_list_slot(compiler *c, const node *e)
{
  if (e->kind != N_NAME)
    return -1;
  symbol sym = e->name.sym;
  if (sym.kind == SYM_LIST_REF && c->in && sym.index < c->in->n) {
    const inlined *here = c->in;
    c->in = here->outer;
    int slot = shared_list_slot(c, here->args[sym.index]);
    c->in = here;
    return slot;
  }
  return sym.kind == SYM_GLOBAL ? c->m->globals[sym.index].slot : -1;
}

/* c.rank in l for a local card c and a shared list l: one jump
 * (JRANKINL), whose operand B is the list's slot.  Returns 0 if e is not
 * of that shape. */
static int branch_rank_list(compiler *c, node *e, int when, holes *out)
{
  int field = 0, slot, list;
  if (e->kind != N_IN || !e->in.zone || e->in.zone->ty != T_LIST)
    return 0;
  slot = local_field(c, e->in.what, &field);
  if (slot < 0 || field != FIELD_RANK || (list = shared_list_slot(c, e->in.zone)) < 0)
    return 0;
  op1(c, when ? OP_JRANKINL : OP_JRANKOUTL, slot, e->in.what->where);
  emit_u16(c, list, e->where);
  emit_u16(c, 0, e->in.what->where);
  add_hole(c, out, c->m->ncode - 2);
  return 1;
}

/* Whether a and b are written alike, local la of a standing for local lb
 * of b (-1: none; the card of a walk in each): read in the same state,
 * and neither changing the game (changes_game), they come to the same. */
static int same_expr_as(const node *a, const node *b, int la, int lb)
{
  if (a->kind != b->kind || a->ty != b->ty)
    return 0;
  switch (a->kind) {
  case N_INT: return a->num.value == b->num.value && a->num.rank == b->num.rank;
  case N_TRUE: case N_FALSE: case N_NONE: return 1;
  case N_NAME:
    if ((a->name.sym.kind == SYM_LOCAL && a->name.sym.index == la)
        || (b->name.sym.kind == SYM_LOCAL && b->name.sym.index == lb))
      return a->name.sym.kind == SYM_LOCAL && a->name.sym.index == la
          && b->name.sym.kind == SYM_LOCAL && b->name.sym.index == lb;
    return a->name.sym.kind == b->name.sym.kind && a->name.sym.index == b->name.sym.index;
  case N_FIELD:
    return a->field.which == b->field.which && same_expr_as(a->field.of, b->field.of, la, lb);
  case N_OF:
    return a->of.sym.kind == b->of.sym.kind && a->of.sym.index == b->of.sym.index
        && same_expr_as(a->of.who, b->of.who, la, lb);
  case N_CALL: {
    if (a->call.sym.kind != b->call.sym.kind || a->call.sym.index != b->call.sym.index)
      return 0;
    const node *x = a->call.args, *y = b->call.args;
    for (; x && y; x = x->next, y = y->next)
      if (!same_expr_as(x, y, la, lb))
        return 0;
    return !x && !y;
  }
  case N_UNARY:
    return a->unary.op == b->unary.op && same_expr_as(a->unary.operand, b->unary.operand, la, lb);
  case N_BINARY:
    return a->binary.op == b->binary.op && same_expr_as(a->binary.lhs, b->binary.lhs, la, lb)
        && same_expr_as(a->binary.rhs, b->binary.rhs, la, lb);
  default: return 0;
  }
}

/* Whether a and b, unchanging over a walk and read in the same place,
 * are written alike, and so come to the same. */
static int same_expr(const node *a, const node *b)
{
  return same_expr_as(a, b, -1, -1);
}

/* The test that holds just when comparison op does not (== and !=, < and
 * >=, > and <=), or 0. */
static int opposite_test(int op)
{
  static const char pairs[] = "=!!=<gg<>ll>";
  for (int i = 0; pairs[i]; i += 2)
    if (pairs[i] == op)
      return pairs[i + 1];
  return 0;
}

/* What e comes to in a copy of a walk split on memo.split (split_part()):
 * 0 or 1 when that part decides it, else -1: the part itself, a part
 * written alike in the same place, or its opposite (count(m) != 0 beside
 * count(m) == 0).  The part is the condition's first, so only a left side
 * decides alone. */
static int known_value(const compiler *c, const node *e)
{
  const node *s = c->memo.split;
  if (!s)
    return -1;
  if (e == s)
    return c->memo.known;
  if (c->in == c->memo.split_in && same_expr(e, s))
    return c->memo.known;
  if (c->in == c->memo.split_in && e->kind == N_BINARY && s->kind == N_BINARY
      && opposite_test(e->binary.op) && opposite_test(e->binary.op) == s->binary.op
      && same_expr(e->binary.lhs, s->binary.lhs) && same_expr(e->binary.rhs, s->binary.rhs))
    return !c->memo.known;
  if (e->kind == N_UNARY && e->unary.op == '!') {
    int v = known_value(c, e->unary.operand);
    return v < 0 ? v : !v;
  }
  if (e->kind != N_BINARY || (e->binary.op != OP_AND_ && e->binary.op != OP_OR_))
    return -1;
  int decides = e->binary.op == OP_OR_, left = known_value(c, e->binary.lhs);
  return left == decides ? decides : left < 0 ? -1 : known_value(c, e->binary.rhs);
}

/* e without a side that is known and leaves the other to decide (A or
 * x, A false; x and A, A true: x).  The side left out is not worked out:
 * what the part decides stands for it. */
static node *past_known(const compiler *c, node *e)
{
  while (e->kind == N_BINARY && (e->binary.op == OP_AND_ || e->binary.op == OP_OR_)) {
    int leaves = e->binary.op == OP_AND_;
    if (known_value(c, e->binary.lhs) == leaves)
      e = e->binary.rhs;
    else if (known_value(c, e->binary.rhs) == leaves)
      e = e->binary.lhs;
    else
      break;
  }
  return e;
}

/* Emits code that jumps (into holes) when e is `when` and falls through
 * otherwise: and, or and not become jumps, never values.  A part the walk
 * is split on is known: a jump if it decides, else nothing; where the
 * whole condition must hold (hoisting), one that fails ends the walk. */
static void branch(compiler *c, node *e, int when, holes *out)
{
  e = past_known(c, e);
  int known = known_value(c, e);
  if (known >= 0) {
    if (known == when && c->memo.hoisting && !when) {
      add_hole(c, c->memo.out, jump(c, OP_JMP, e->where));
    } else if (known == when) {
      c->memo.hoisting = 0;
      c->memo.body = c->m->ncode;
      add_hole(c, out, jump(c, OP_JMP, e->where));
    }
    return;
  }
  if (hoisted(c, e, when))
    return;
  if (memo_branch(c, e, when, out))
    return;
  int op = e->kind == N_BINARY ? e->binary.op : 0;
  int logic = op == OP_AND_ || op == OP_OR_;
  inlined here;
  rank_set ranks;
  if (rank_set_test(c, e, 0, &ranks)) {
    if (c->memo.hoisting) {          /* a part that names the card: hoisting ends */
      c->memo.hoisting = 0;
      c->memo.body = c->m->ncode;
    }
    branch_rank_set(c, &ranks, when, out);
    return;
  }
  node *body = inline_body(c, e, &here);
  if (body) {
    const inlined *saved = c->in;
    c->in = &here;
    branch(c, body, when, out);
    c->in = saved;
  } else if (e->kind == N_UNARY && e->unary.op == '!') {
    branch(c, e->unary.operand, !when, out);
  } else if ((op == OP_EQ_ || op == OP_NE_) && !has_card_name(e)) {
    branch_equal(c, e, (op == OP_EQ_) == when, out);
  } else if (logic && (op == OP_AND_) != when) {
    branch(c, e->binary.lhs, when, out);         /* either side decides alone */
    branch(c, e->binary.rhs, when, out);
  } else if (logic) {
    holes decided = { 0 };       /* the left side decides against */
    branch(c, e->binary.lhs, !when, &decided);
    branch(c, e->binary.rhs, when, out);
    patch_all(c, &decided);
  } else if (local_slot(c, e) >= 0) {
    op2(c, when ? OP_JTL : OP_JFL, local_slot(c, e), 0, e->where);   /* if x */
    add_hole(c, out, c->m->ncode - 2);
  } else if (!branch_order_k(c, e, when, out) && !branch_rank_list(c, e, when, out)) {
    compile_expr(c, e);
    add_hole(c, out, jump(c, when ? OP_JT : OP_JF, e->where));
  }
}

/* Two locals pushed one after the other, by one instruction (GETL2), if a
 * and b are locals; 0, and no code, if not. */
static int push_locals(compiler *c, const node *a, const node *b)
{
  int x = local_slot(c, a), y = local_slot(c, b);
  if (x < 0 || y < 0 || a->ty == T_LIST || b->ty == T_LIST)
    return 0;
  op2(c, OP_GETL2, x, y, a->where);
  return 1;
}

static int list_slot(compiler *c, const node *e);
static int text_in_place(compiler *c, node *a);

/* Pushes the arguments of a call, a list given as its reference; or, with
 * `texts`, the parts of a text being made, a part that is itself a text
 * pushed as its own parts (text_in_place).  Returns how many it pushed. */
static int push_args(compiler *c, node *args, int texts)
{
  int n = 0, k;
  for (node *a = args; a; a = a->next) {
    if (a->next && push_locals(c, a, a->next)) {   /* two locals in a row */
      a = a->next;
      n += 2;
    } else if (texts && (k = text_in_place(c, a)) > 0) {
      n += k;
    } else if (a->ty != T_LIST) {
      compile_expr(c, a);
      n++;
    } else {
      int slot = list_slot(c, a);
      if (slot != LIST_DYN)
        push_int(c, slot, a->where);
      n++;
    }
  }
  return n;
}

static int compile_args(compiler *c, node *args)
{
  return push_args(c, args, 0);
}

/* ifelse(cond, a, b): only the branch taken is evaluated. */
static void compile_ifelse(compiler *c, node *args, loc at)
{
  holes to_else = { 0 };
  branch(c, args, 0, &to_else);
  compile_expr(c, args->next);
  int to_end = jump(c, OP_JMP, at);
  patch_all(c, &to_else);
  compile_expr(c, args->next->next);
  patch(c, to_end);
}

/* A builtin: its arguments, then its instruction (see builtins.h); top of
 * a shared zone takes one instruction. */
/* The first global slot of the list variable e names. */
/* The operand A of an instruction on list e (opcodes.h): a list variable's
 * global slot; else LIST_DYN, the reference pushed here, for a list each
 * player has (of the player named, or the current one) or a local list. */
static int list_slot(compiler *c, const node *e)
{
  symbol sym = e->kind == N_OF ? e->of.sym : e->name.sym;
  const global_info *g = &c->m->globals[sym.index];
  if (sym.kind == SYM_LIST_REF && c->in && sym.index < c->in->n) {   /* compiled in place */
    const inlined *here = c->in;
    c->in = here->outer;
    int slot = list_slot(c, here->args[sym.index]);
    c->in = here;
    return slot;
  }
  if (sym.kind == SYM_LIST_REF) {         /* a parameter: the reference it was given */
    op1(c, OP_GETL, sym.index, e->where);
    return LIST_DYN;
  }
  if (sym.kind == SYM_GLOBAL)
    return g->slot;
  if (sym.kind == SYM_LOCAL) {
    op1(c, OP_LISTL, sym.index, e->where);
    return LIST_DYN;
  }
  push_owner(c, e, g->team);
  op1(c, OP_LISTP, g->slot, e->where);
  return LIST_DYN;
}

/* The first zone's index of the family a name (meld, meld of p) names. */
static int family_index(const node *e)
{
  return e->kind == N_OF ? e->of.sym.index : e->name.sym.index;
}

/* Where the instruction that pushes a zone named (stock, hand, hand of p)
 * lies: the last of the zone's code just compiled, ZONE, ZONEC or ZONEP,
 * or another (a team's zone), which the caller tells by its opcode; NULL
 * when the zone is not named so (an expression of a zone). */
static uint8_t *named_zone_push(compiler *c, const node *zone)
{
  symbol sym = zone->kind == N_OF ? zone->of.sym : zone->name.sym;
  if ((zone->kind != N_OF && zone->kind != N_NAME) || sym.kind != SYM_ZONE)
    return NULL;
  return c->m->code + c->m->ncode - 3;
}

/* count(z) of a zone named, whose instruction (ZONE, ZONEC, ZONEP) becomes
 * the one that counts its cards (ZCOUNT, ZCOUNTC, ZCOUNTP) in place; else
 * COUNT follows. */
static void counted(compiler *c, const node *zone, loc at)
{
  uint8_t *last = named_zone_push(c, zone);
  int op = last ? *last : -1;
  if (op == OP_ZONE)
    *last = OP_ZCOUNT;
  else if (op == OP_ZONEC)
    *last = OP_ZCOUNTC;
  else if (op == OP_ZONEP)
    *last = OP_ZCOUNTP;
  else
    op0(c, OP_COUNT, at);
}

static void compile_builtin(compiler *c, node *e)
{
  const builtin *b = &builtins[e->call.sym.index];
  if (e->call.args && e->call.args->ty == T_LIST) {        /* count(l), at(l, n) */
    if (e->call.args->next)
      compile_expr(c, e->call.args->next);
    op1(c, e->call.args->next ? OP_LISTAT : OP_LISTLEN, list_slot(c, e->call.args), e->where);
    return;
  }
  if (e->call.sym.index == BI_IFELSE) {
    compile_ifelse(c, e->call.args, e->where);
    return;
  }
  if (e->call.args && e->call.args->kind == N_CARDSET) {
    compile_cardset(c, e->call.args, e->call.sym.index == BI_POINTS);
    return;
  }
  int zone = shared_top(c, e);
  if (zone >= 0) {
    op_zone(c, OP_ZTOP, zone, e->where);
    return;
  }
  if (b->op == OP_COUNT) {                     /* count(z) */
    compile_expr(c, e->call.args);
    counted(c, e->call.args, e->where);
    return;
  }
  compile_args(c, e->call.args);
  if (e->call.sym.index == BI_BOTTOM)          /* bottom(z) is at(z, 1) */
    push_int(c, 1, e->where);
  if (b->operand == OPERAND_FAMILY)
    op1(c, b->op, family_index(e->call.args), e->where);
  else if (b->operand >= 0)
    op1(c, b->op, b->operand, e->where);
  else
    op0(c, b->op, e->where);
}

/* Worth repeating at each use: a name, a constant, a zone of a named
 * player or team (up1 of p), or the top or bottom card of one (top(z)):
 * each is an instruction or two with no effect. */
static int simple_arg(const node *a)
{
  if (a->kind == N_OF && a->of.sym.kind == SYM_ZONE)           /* up1 of p */
    return a->of.who->kind == N_NAME;
  if (a->kind == N_CALL && a->call.sym.kind == SYM_BUILTIN     /* top(z) */
      && (a->call.sym.index == BI_TOP || a->call.sym.index == BI_BOTTOM)
      && a->call.args && !a->call.args->next)
    return simple_arg(a->call.args);
  return a->kind == N_INT || a->kind == N_TRUE || a->kind == N_FALSE || a->kind == N_NONE
      || a->kind == N_NAME;
}

/* An expression function with no locals of its own, called with simple
 * arguments, is compiled in place: no frame, no call.  Returns the body to
 * compile with `here` as the context, or NULL. */
/* The expression a function's value is: `fn f(x) = expr`, or a body that
 * is a single `return expr` (`fn wild(c) { return c.rank == 2 }`); NULL
 * for any other body. */
static node *fn_value(const node *decl)
{
  if (decl->fn.expr)
    return decl->fn.expr;
  const node *b = decl->fn.body;
  if (b && b->kind == N_BLOCK && b->block.stmts && !b->block.stmts->next
      && b->block.stmts->kind == N_RETURN)
    return b->block.stmts->ret.value;
  return NULL;
}

static node *inline_body(const compiler *c, const node *e, inlined *here)
{
  if (e->kind != N_CALL || e->call.sym.kind != SYM_FN)
    return NULL;
  node *decl = c->fn_decls[e->call.sym.index];
  const fn_info *fi = &c->m->fns[e->call.sym.index];
  int depth = c->in ? c->in->depth + 1 : 0;
  if (!decl || !fn_value(decl) || fi->nlocals != fi->arity || depth > MAX_INLINE)
    return NULL;
  *here = (inlined){ { NULL }, fi->arity, depth, c->in };
  int i = 0;
  for (node *a = e->call.args; a; a = a->next, i++) {
    if (!simple_arg(a))
      return NULL;
    here->args[i] = a;
  }
  return fn_value(decl);
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

/* The parts of a text that is a part of another ("text {e} text", or a
 * call compiled in place that comes to one), pushed in its place, so that
 * one text is written, not one inside another, and a label nobody reads is
 * never written (run/names.c: FMT); how many, 0 (and no code) if a is no
 * such text. */
static int text_in_place(compiler *c, node *a)
{
  inlined here;
  node *body;
  if (a->kind == N_FMT)
    return push_args(c, a->fmt.parts, 1);
  if (memo_for(c, a) >= 0 || !(body = inline_body(c, a, &here)) || body->kind != N_FMT)
    return 0;
  const inlined *saved = c->in;
  c->in = &here;
  int n = push_args(c, body->fmt.parts, 1);
  c->in = saved;
  return n;
}

static void compile_call(compiler *c, node *e)
{
  if (e->call.sym.kind == SYM_BUILTIN) {
    compile_builtin(c, e);
    return;
  }
  if (try_inline(c, e))
    return;
  op2(c, OP_CALL, e->call.sym.index, compile_args(c, e->call.args), e->where);
}

/* An operand of an order test; a card is ordered by the deck's `order by`
 * function, called on it. */
static void compile_ordered(compiler *c, node *e, int op)
{
  compile_expr(c, e);
  int ordered = op == '<' || op == 'l' || op == '>' || op == 'g';
  if (ordered && e->ty == T_CARD && c->m->order_fn >= 0)
    op2(c, OP_CALL, c->m->order_fn, 1, e->where);
}

/* x + k or x - k (op '+' or '-') for a number k that fits an operand:
 * ADDK k or ADDK -k, with x already pushed; 0 when k is no such number. */
static int add_k(compiler *c, int op, node *k_expr, loc at)
{
  value k;
  if ((op != '+' && op != '-') || !constant_of(through_args(c, k_expr), &k)
      || k.tag != V_INT || k.v < -32767 || k.v > 32767)
    return 0;
  op1(c, OP_ADDK, (uint16_t)(op == '+' ? k.v : -k.v), at);
  return 1;
}

/* A side of a comparison with a card written as a name (QS): the card's
 * face, which the name's face is compared with. */
static void compile_face(compiler *c, node *e)
{
  compile_expr(c, e);
  if (!is_name_of(e, SYM_CARD))
    op0(c, OP_FACE, e->where);
}

static void compile_binary(compiler *c, node *e)
{
  static const struct { int op; opcode code; } ops[] = {
    { '=', OP_EQ }, { '!', OP_NE }, { '<', OP_LT }, { 'l', OP_LE }, { '>', OP_GT },
    { 'g', OP_GE }, { '+', OP_ADD }, { '-', OP_SUB }, { '*', OP_MUL }, { '/', OP_DIV },
    { '%', OP_MOD }, { '?', OP_COALESCE },
  };
  int op = e->binary.op;
  if (has_card_name(e)) {
    compile_face(c, e->binary.lhs);
    compile_face(c, e->binary.rhs);
    op0(c, op == OP_EQ_ ? OP_EQ : OP_NE, e->where);
    return;
  }
  int ordered = op == '<' || op == 'l' || op == '>' || op == 'g';
  if (op != OP_AND_ && op != OP_OR_ && !(ordered && e->binary.lhs->ty == T_CARD)
      && push_locals(c, e->binary.lhs, e->binary.rhs)) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
      if (ops[i].op == op)
        op0(c, ops[i].code, e->where);
    return;
  }
  compile_ordered(c, e->binary.lhs, op);
  if (op == OP_AND_ || op == OP_OR_) {
    int hole = jump(c, op == OP_AND_ ? OP_JFK : OP_JTK, e->where);
    compile_expr(c, e->binary.rhs);
    patch(c, hole);
    return;
  }
  value k;
  if (op == OP_EQ_ && constant_of(through_args(c, e->binary.rhs), &k)) {
    op1(c, OP_EQK, add_const(c, k), e->where);
    return;
  }
  if (add_k(c, op, e->binary.rhs, e->where))
    return;
  compile_ordered(c, e->binary.rhs, op);
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].op == op)
      op0(c, ops[i].code, e->where);
}

/* a in [x, y] is a == x or a == y; a is evaluated again for each item.
 * Not inlined: its walks' holes would swell compile_expr's frame, which
 * every level of a nested expression pays for (tests/cli/deep-nesting.sh
 * overflows a 1 MB stack under AddressSanitizer otherwise). */
__attribute__((noinline)) static void compile_in(compiler *c, node *e)
{
  holes found = { 0 };
  int faces = 0;                 /* a card written as a name: compare faces */
  if (e->in.zone && e->in.zone->ty == T_LIST) {
    compile_expr(c, e->in.what);
    op1(c, OP_LISTHAS, list_slot(c, e->in.zone), e->where);
    return;
  }
  if (e->in.zone && is_name_of(e->in.what, SYM_CARD)) {
    compile_face_in(c, e);
    return;
  }
  if (e->in.zone) {
    compile_expr(c, e->in.what);
    compile_expr(c, e->in.zone);
    op0(c, OP_INZONE, e->where);
    return;
  }
  for (node *x = e->in.list; x; x = x->next)
    faces |= is_name_of(x, SYM_CARD);
  for (node *x = e->in.list; x; x = x->next) {
    if (faces) {
      compile_face(c, e->in.what);
      compile_face(c, x);
    } else {
      compile_expr(c, e->in.what);
      compile_expr(c, x);
    }
    op0(c, OP_EQ, x->where);
    if (x->next)
      add_hole(c, &found, jump(c, OP_JTK, x->where));
  }
  patch_all(c, &found);
}

/* Walks zone z (stored in local t) with the place in local t+1; each card
 * goes into local t+2 (the checker puts the card's name right after the two
 * hidden locals).  begin_zone_walk emits the WALKSTART that takes the first
 * card or jumps past the loop (returning that hole) and sets *body
 * (walk_from_stack, with the zone already pushed);
 * end_zone_walk emits the WALK that goes back to the body while cards
 * remain, and falls through after. */
static int walk_from_stack(compiler *c, int t, int *body, loc at)
{
  op2(c, OP_WALKSTART, t, 0, at);
  *body = c->m->ncode;
  return *body - 2;
}

/* The walk of a zone named: of the current player's (hand, hand of
 * current), whose ZONEC, the whole of the zone's code, becomes one
 * WALKSTARTC with the WALKSTART. */
static int begin_zone_walk(compiler *c, node *zone, int t, int *body, loc at)
{
  compile_expr(c, zone);
  const uint8_t *last = named_zone_push(c, zone);
  if (last && *last == OP_ZONEC) {
    int first = operand_at(last + 1);
    c->m->ncode -= 3;
    op3(c, OP_WALKSTARTC, first, t, 0, at);
    *body = c->m->ncode;
    return *body - 2;
  }
  return walk_from_stack(c, t, body, at);
}

/* The step of a walk with t its first local, back to body: WALKR when the
 * body begins with a test of the card's rank that jumps to this step when
 * it fails (for c in z where c.rank != 3, c.rank in l), which passes over
 * the cards it fails in place; else WALK. */
static void walk_step(compiler *c, int t, int body, loc at)
{
  const uint8_t *test = c->m->code + body;
  int op = body + 7 <= c->m->ncode ? test[0] : OP_WALK;
  int rank_test = op == OP_JRANKOUT || op == OP_JRANKEQK
                  || op == OP_JRANKNEK || op == OP_JRANKINL || op == OP_JRANKOUTL;
  int ours = rank_test && operand_at(test + 1) == t + 2 && operand_at(test + 5) == c->m->ncode;
  op2(c, ours ? OP_WALKR : OP_WALK, t, body, at);
}

static void end_zone_walk(compiler *c, int past, int t, int body, loc at)
{
  walk_step(c, t, body, at);
  patch(c, past);
}

/* 2C in z: whether a card of that face lies in zone z, as
 * `any x in z where x == 2C` finds it: a walk comparing faces. */
static void compile_face_in(compiler *c, node *e)
{
  int t = e->in.temps, body;
  loc at = e->where;
  holes found = { 0 };
  int past = begin_zone_walk(c, e->in.zone, t, &body, at);
  op1(c, OP_GETL, t + 2, at);
  op0(c, OP_FACE, at);
  compile_expr(c, e->in.what);
  op0(c, OP_EQ, at);
  add_hole(c, &found, jump(c, OP_JT, at));
  end_zone_walk(c, past, t, body, at);
  push_const(c, mkval(V_BOOL, 0), at);
  int end = jump(c, OP_JMP, at);
  patch_all(c, &found);
  push_const(c, mkval(V_BOOL, 1), at);
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

/* For top(z) or bottom(z) of a zone z held in a local: z's slot, with
 * *bottom 1 for bottom(z); else -1. */
static int local_end(const compiler *c, const node *e, int *bottom)
{
  if (e->kind != N_CALL || e->call.sym.kind != SYM_BUILTIN
      || (e->call.sym.index != BI_TOP && e->call.sym.index != BI_BOTTOM)
      || !e->call.args || e->call.args->next)
    return -1;
  *bottom = e->call.sym.index == BI_BOTTOM;
  return local_slot(c, e->call.args);
}

/* c.rank and c.suit of a local card, and of the top card of a shared
 * zone, take one instruction; so does the rank of the top or bottom card
 * of a zone held in a local (bottom(m).rank, a meld's). */
static void compile_field(compiler *c, node *e)
{
  node *of = e->field.of;
  enum field_kind which = e->field.which;
  if (of->ty == T_SET) {
    compile_expr(c, of);
    op0(c, which == FIELD_RANK ? OP_SETRANK : OP_SETSIZE, e->where);
    return;
  }
  int slot = local_slot(c, of), zone = shared_top(c, of), bottom = 0;
  int end = which == FIELD_RANK ? local_end(c, of, &bottom) : -1;
  if (end >= 0) {
    op2(c, OP_LZRANK, end, bottom, e->where);
    return;
  }
  if (slot >= 0 && which <= FIELD_SUIT) {
    op1(c, which == FIELD_RANK ? OP_LRANK : OP_LSUIT, slot, e->where);
    return;
  }
  if (zone >= 0 && which <= FIELD_SUIT) {
    op_zone(c, which == FIELD_RANK ? OP_ZRANK : OP_ZSUIT, zone, e->where);
    return;
  }
  compile_expr(c, of);
  op0(c, which == FIELD_RANK ? OP_RANK : which == FIELD_SUIT ? OP_SUIT : OP_POINTS, e->where);
}

static void compile_expr(compiler *c, node *e)
{
  loc at = e->where;
  if (memo_value(c, e) || compile_rank_set(c, e))
    return;
  switch (e->kind) {
  case N_INT: push_const(c, int_value(e), at); break;
  case N_STR: push_str(c, e->str.text, at); break;
  case N_FMT: op1(c, OP_FMT, push_args(c, e->fmt.parts, 1), at); break;
  case N_TRUE: case N_FALSE: push_const(c, mkval(V_BOOL, e->kind == N_TRUE), at); break;
  case N_NONE: op0(c, OP_NONE, at); break;
  case N_NAME: compile_name(c, e); break;
  case N_OF: compile_of(c, e); break;
  case N_FIELD: compile_field(c, e); break;
  case N_CALL: compile_call(c, e); break;
  case N_UNARY:
    compile_expr(c, e->unary.operand);
    op0(c, e->unary.op == '-' ? OP_NEG : OP_NOT, at);
    break;
  case N_BINARY: compile_binary(c, e); break;
  case N_IN: compile_in(c, e); break;
  case N_QUANT: compile_quant(c, e); break;
  default: op0(c, OP_NONE, at); break;
  }
}

/* ---- statements ---- */

/* Stores the value on the stack in t: a name, or `var of p`. */
static void store(compiler *c, node *t)
{
  const module *m = c->m;
  symbol sym = t->kind == N_OF ? t->of.sym : t->name.sym;
  if (sym.kind == SYM_LOCAL) {
    op1(c, OP_SETL, sym.index, t->where);
    return;
  }
  if (sym.kind == SYM_DEALER) {
    op0(c, OP_SETDEALER, t->where);
    return;
  }
  if (sym.kind == SYM_MARK) {            /* seen of c = true */
    compile_expr(c, t->of.who);
    op1(c, OP_SETMARK, c->m->marks[sym.index].slot, t->where);
    return;
  }
  const global_info *g = &m->globals[sym.index];
  if (!g->each) {
    op1(c, OP_SETG, g->slot, t->where);
    return;
  }
  push_owner(c, t, g->team);
  op1(c, OP_SETP, g->slot, t->where);
}

/* l += x, l -= x, l = [a, b], l = zone, l = m (a copy of m's items);
 * also let l : list of card = .... */
static void compile_list_assign(compiler *c, const node *target, int op, node *v, loc at)
{
  int field = 0, slot = local_field(c, v, &field), shared = shared_list_slot(c, target);
  if (op == '+' && slot >= 0 && field == FIELD_RANK && shared >= 0) {
    op1(c, OP_LRANKADD, shared, at);        /* l += c.rank: c read at its place */
    emit_u16(c, slot, v->where);
    return;
  }
  if (op != '=') {
    compile_expr(c, v);
    op1(c, op == '+' ? OP_LISTADD : OP_LISTDEL, list_slot(c, target), at);
    return;
  }
  if (v->ty == T_LIST) {
    int from = list_slot(c, v);
    if (from != LIST_DYN)
      push_int(c, from, at);
    op1(c, OP_LISTCOPY, list_slot(c, target), at);
    return;
  }
  if (v->ty == T_ZONE) {
    compile_expr(c, v);
    op1(c, OP_LISTZONE, list_slot(c, target), at);
    return;
  }
  op1(c, OP_LISTCLEAR, list_slot(c, target), at);
  for (node *x = v->in.list; x; x = x->next) {
    compile_expr(c, x);
    op1(c, OP_LISTADD, list_slot(c, target), x->where);
  }
}

static void compile_assign(compiler *c, node *s)
{
  int op = s->assign.op;
  if (s->assign.target->ty == T_LIST) {
    compile_list_assign(c, s->assign.target, s->assign.op, s->assign.value, s->where);
    return;
  }
  if (op != '=')
    compile_expr(c, s->assign.target);
  if (op == '=' || !add_k(c, op, s->assign.value, s->where)) {
    compile_expr(c, s->assign.value);
    if (op != '=')
      op0(c, op == '+' ? OP_ADD : OP_SUB, s->where);
  }
  store(c, s->assign.target);
}

static void compile_block(compiler *c, node *b)
{
  for (node *s = b->block.stmts; s; s = s->next)
    compile_stmt(c, s);
}

/* A branch of an if is counted as it is taken (hoyle sim's rows), the
 * first MAX_BRANCHES of a script. */
static void tally_branch(compiler *c, loc at)
{
  if (HOYLE_COUNTING && c->m->nbranches < MAX_BRANCHES)
    op1(c, OP_TALLY, c->m->nbranches++, at);
}

static void compile_if(compiler *c, node *s)
{
  holes to_else = { 0 };
  node *els = s->if_.els;
  branch(c, s->if_.cond, 0, &to_else);
  tally_branch(c, s->where);
  compile_block(c, s->if_.then);
  if (!els) {
    patch_all(c, &to_else);
    return;
  }
  int to_end = jump(c, OP_JMP, s->where);
  patch_all(c, &to_else);
  if (els->kind == N_IF) {
    compile_if(c, els);
  } else {
    tally_branch(c, els->where);
    compile_block(c, els);
  }
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
  add_hole(c, c->breaks, jump(c, OP_JMP, s->where));
}

static void compile_while(compiler *c, node *s)
{
  int top = c->m->ncode;
  holes exit = { 0 }, breaks = { 0 };
  branch(c, s->while_.cond, 0, &exit);
  compile_loop_body(c, s->while_.body, &breaks);
  op1(c, OP_JMP, top, s->where);
  patch_all(c, &exit);
  patch_all(c, &breaks);
}

/* repeat n { body }: counts local t from 0 up to n (kept in t+1). */
static void compile_repeat(compiler *c, node *s)
{
  int t = s->repeat.temps;
  loc at = s->where;
  compile_expr(c, s->repeat.count);
  op1(c, OP_SETL, t + 1, at);
  push_int(c, 0, at);
  op1(c, OP_SETL, t, at);
  int top = c->m->ncode;
  int exit = loop_exit(c, t, ORDLK_LT, at);
  holes breaks = { 0 };
  compile_loop_body(c, s->repeat.body, &breaks);
  bump_local(c, t, 1, at);
  op1(c, OP_JMP, top, at);
  patch(c, exit);
  patch_all(c, &breaks);
}

/* The head of a loop over players, whose set (NLOOP) is kept in local t:
 * leaves the next player on the stack, or jumps to the returned hole when
 * none is left. */
static int players_head(compiler *c, int t, int others, int *top, loc at)
{
  op1(c, OP_NLOOP, others, at);
  op1(c, OP_SETL, t, at);
  *top = c->m->ncode;
  op1(c, OP_GETL, t, at);
  int exit = jump(c, OP_JF, at);
  op1(c, OP_GETL, t, at);
  op0(c, OP_PNEXT, at);
  op1(c, OP_SETL, t, at);
  return exit;
}

/* The body of a for loop, after the test of its `where`, if any. */
static void compile_for_body(compiler *c, node *s, holes *breaks)
{
  holes skip = { 0 };
  if (s->for_.cond)
    branch(c, s->for_.cond, 0, &skip);
  compile_loop_body(c, s->for_.body, breaks);
  patch_all(c, &skip);
}

/* for p in players: the players in play when it starts, from the current
 * one on; others: from the next. */
static void compile_for_players(compiler *c, node *s, holes *breaks)
{
  loc at = s->where;
  int top, exit = players_head(c, s->for_.temps, s->for_.among.others, &top, at);
  op1(c, OP_SETL, s->for_.slot, at);
  compile_for_body(c, s, breaks);
  op1(c, OP_JMP, top, at);
  patch(c, exit);
}

/* for c in zone: a walk of the zone, the card in the local after the two
 * the walk keeps.  The walk looks back for a card moved away (WALKB, a
 * look at the zone each round) unless the checker found that no part of
 * the loop moves one (for_.reads, for_.still), and but for the cards
 * passed over by a condition that only reads (for c in hand where
 * red_three(c) { move c ... }): those step on with a WALK of their own. */
static void compile_for_cards(compiler *c, node *s, holes *breaks)
{
  int t = s->for_.temps, body;
  int still = s->for_.reads;
  int past = begin_zone_walk(c, s->for_.among.set, t, &body, s->where);
  if (still && s->for_.still) {
    compile_for_body(c, s, breaks);
    end_zone_walk(c, past, t, body, s->where);
    return;
  }
  holes skip = { 0 };
  if (s->for_.cond)
    branch(c, s->for_.cond, 0, &skip);
  compile_loop_body(c, s->for_.body, breaks);
  int passed = still && skip.last;
  if (!passed)
    patch_all(c, &skip);
  op2(c, OP_WALKB, t, body, s->where);
  if (passed) {
    int done = jump(c, OP_JMP, s->where);
    patch_all(c, &skip);
    end_zone_walk(c, done, t, body, s->where);
  }
  patch(c, past);
}

/* The item of a list [a, b, c] at the place on the stack (from 0), worked
 * out there: the place is compared with each but the last, which is what
 * is left. */
static void list_item(compiler *c, const node *items, loc at)
{
  holes done = { 0 };
  for (int i = 0; items->next; items = items->next, i++) {
    op0(c, OP_DUP, at);
    push_int(c, i, at);
    op0(c, OP_EQ, at);
    int other = jump(c, OP_JF, at);
    op0(c, OP_POP, at);
    compile_expr(c, (node *)items);
    add_hole(c, &done, jump(c, OP_JMP, at));
    patch(c, other);
  }
  op0(c, OP_POP, at);
  compile_expr(c, (node *)items);
  patch_all(c, &done);
}

/* A loop counting local t up to local t+1, both included, that sets local
 * `slot` to each value: the count itself, the rank or suit of that place
 * (NTH), or the first seat of that team (TEAM 3).  The first and last counts are on the stack; *top is where
 * each round starts; returns the jump out. */
static int values_head(compiler *c, enum for_over over, const node *list, int t, int slot,
                       int *top, loc at)
{
  op1(c, OP_SETL, t + 1, at);
  op1(c, OP_SETL, t, at);
  *top = c->m->ncode;
  int exit = loop_exit(c, t, ORDLK_LE, at);
  op1(c, OP_GETL, t, at);
  if (over == FOR_RANKS || over == FOR_SUITS)
    op1(c, OP_NTH, over == FOR_SUITS, at);
  else if (over == FOR_TEAMS)
    op1(c, OP_TEAM, 3, at);
  else if (over == FOR_LIST)
    list_item(c, list->in.list, at);
  else if (over == FOR_LISTVAR)
    op1(c, OP_LISTGET, list_slot(c, list), at);
  op1(c, OP_SETL, slot, at);
  bump_local(c, t, 1, at);
  return exit;
}

/* The first and last counts of a loop over the deck's ranks or suits, or
 * the teams. */
static void values_range(compiler *c, enum for_over over, const node *list, loc at)
{
  int ranks = 0, items = 0;
  if (over == FOR_LISTVAR) {     /* its length as the loop begins */
    push_int(c, 0, at);
    op1(c, OP_LISTLEN, list_slot(c, list), at);
    push_int(c, 1, at);
    op0(c, OP_SUB, at);
    return;
  }
  for (const node *x = over == FOR_LIST ? list->in.list : NULL; x; x = x->next)
    items++;
  for (int r = 1; r < NRANKS; r++)
    ranks += (c->m->deck_ranks >> r) & 1;
  push_int(c, 0, at);
  push_int(c, over == FOR_SUITS ? c->m->deck.nsuits - 1 : over == FOR_TEAMS ? c->m->nteams - 1
              : over == FOR_LIST ? items - 1 : ranks - 1, at);
}

/* for r in ranks, for s in suits, for k in a..b (a and b worked out once,
 * as the loop begins). */
static void compile_for_values(compiler *c, node *s, holes *breaks)
{
  int top;
  if (s->for_.over == FOR_NUMBERS) {
    compile_expr(c, s->for_.among.set);
    compile_expr(c, s->for_.bound);
  } else {
    values_range(c, s->for_.over, s->for_.among.set, s->where);
  }
  int exit = values_head(c, s->for_.over, s->for_.among.set, s->for_.temps, s->for_.slot,
                         &top, s->where);
  compile_for_body(c, s, breaks);
  op1(c, OP_JMP, top, s->where);
  patch(c, exit);
}

/* The head of a walk over the values of `over` (not numbers) into local
 * slot, with hidden locals from t: leaves *top where each round starts and
 * returns the jump out; loop_tail ends it.  The cards of a zone are walked
 * (the card is the local after the two hidden ones), the others counted. */
static int loop_head(compiler *c, enum for_over over, node *set, int t, int slot, int *top,
                     loc at)
{
  if (over == FOR_CARDS)
    return begin_zone_walk(c, set, t, top, at);
  if (over != FOR_PLAYERS) {
    values_range(c, over, set, at);
    return values_head(c, over, set, t, slot, top, at);
  }
  int exit = players_head(c, t, strcmp(set->name.id, "others") == 0, top, at);
  op1(c, OP_SETL, slot, at);
  return exit;
}

static void loop_tail(compiler *c, enum for_over over, int t, int top, int exit, loc at)
{
  if (over == FOR_CARDS) {
    end_zone_walk(c, exit, t, top, at);
    return;
  }
  op1(c, OP_JMP, top, at);
  patch(c, exit);
}

/* any: true at the first value that fits; every: false at the first that
 * does not. */
static void compile_quant(compiler *c, node *e)
{
  int any = !e->quant.every, t = e->quant.temps, top;
  enum for_over over = e->quant.over;
  int exit = loop_head(c, over, e->quant.zone, t, e->quant.card, &top, e->where);
  holes found = { 0 };
  branch(c, e->quant.cond, any, &found);
  loop_tail(c, over, t, top, exit, e->where);
  push_const(c, mkval(V_BOOL, !any), e->where);
  int end = jump(c, OP_JMP, e->where);
  patch_all(c, &found);
  push_const(c, mkval(V_BOOL, any), e->where);
  patch(c, end);
}

/* count(x in z where x.rank == r), where r is a constant, a variable other
 * than x, or the rank of a card variable other than x (y.rank): one
 * instruction (RANKCOUNT) instead of a walk, as games count the cards of a
 * rank in a hand (pairs, sets, books).  Of y.rank, y itself is pushed,
 * or read from its local (RANKCOUNTL), so that an empty zone counts 0 with
 * y none, as the walk does.  Returns 0 if e is not of that shape. */
static int rank_count(compiler *c, node *e)
{
  node *cond = e->quant.cond;
  value k;
  if (e->quant.over != FOR_CARDS || !cond || cond->kind != N_BINARY
      || cond->binary.op != OP_EQ_ || has_card_name(cond))
    return 0;
  node *lhs = cond->binary.lhs, *rhs = cond->binary.rhs;
  int field = 0, card_local = local_field(c, lhs, &field), r = local_slot(c, rhs);
  int of_field = 0, of = local_field(c, rhs, &of_field);
  if (of >= 0 && of_field == FIELD_RANK)
    r = of;
  if (card_local != e->quant.card || field != FIELD_RANK
      || (r < 0 && global_slot(c, rhs) < 0 && !constant_of(through_args(c, rhs), &k))
      || r == e->quant.card)
    return 0;
  compile_expr(c, e->quant.zone);
  int of_card = of >= 0 && of_field == FIELD_RANK;
  if (of_card && local_slot(c, rhs->field.of) >= 0) {   /* y a local: read there */
    op1(c, OP_RANKCOUNTL, local_slot(c, rhs->field.of), e->where);
    return 1;
  }
  compile_expr(c, of_card ? rhs->field.of : rhs);
  op1(c, OP_RANKCOUNT, of_card, e->where);
  return 1;
}

/* count(c in z where cond), points(c in z where cond), count(p in players
 * where cond): a sum kept on the stack while the values are walked; over
 * a whole zone (where true), one instruction, as points(z) and count(z). */
static void compile_cardset(compiler *c, node *e, int points)
{
  int t = e->quant.temps, top;
  enum for_over over = e->quant.over;
  if (!points && rank_count(c, e))
    return;
  if (over == FOR_CARDS && e->quant.cond && e->quant.cond->kind == N_TRUE) {
    compile_expr(c, e->quant.zone);          /* points(c in z where true) */
    op0(c, points ? OP_ZPOINTS : OP_COUNT, e->where);
    return;
  }
  push_int(c, 0, e->where);
  int exit = loop_head(c, over, e->quant.zone, t, e->quant.card, &top, e->where);
  holes skip = { 0 };
  branch(c, e->quant.cond, 0, &skip);
  if (points) {
    op1(c, OP_GETL, e->quant.card, e->where);
    op0(c, OP_POINTS, e->where);
  } else {
    push_int(c, 1, e->where);
  }
  op0(c, OP_ADD, e->where);
  patch_all(c, &skip);
  loop_tail(c, over, t, top, exit, e->where);
}

/* A walk of the zones of a family that hold cards, each in local slot in
 * turn: the first (ZFIRST, which jumps out if there is none), then at each
 * round's end (next_zone) the one after, back to the round's start while
 * there is one (ZSTEP).  Returns the jump out; *top is where each round
 * starts. */
static int zones_head(compiler *c, node *family, int slot, int *top, loc at)
{
  compile_expr(c, family);
  op2(c, OP_ZFIRST, family_index(family), slot, at);
  emit_u16(c, 0, at);
  *top = c->m->ncode;
  return *top - 2;
}

static void next_zone(compiler *c, node *family, int slot, int top, loc at)
{
  op2(c, OP_ZSTEP, family_index(family), slot, at);
  emit_u16(c, top, at);
}

/* for m in meld: the zones of the family holding cards, first to last. */
static void compile_for_zones(compiler *c, node *s, holes *breaks)
{
  int top, exit = zones_head(c, s->for_.among.set, s->for_.slot, &top, s->where);
  compile_for_body(c, s, breaks);
  next_zone(c, s->for_.among.set, s->for_.slot, top, s->where);
  patch(c, exit);
}

static void compile_for(compiler *c, node *s)
{
  holes breaks = { 0 };
  switch (s->for_.over) {
  case FOR_PLAYERS: compile_for_players(c, s, &breaks); break;
  case FOR_CARDS: compile_for_cards(c, s, &breaks); break;
  case FOR_ZONES: compile_for_zones(c, s, &breaks); break;
  default: compile_for_values(c, s, &breaks);
  }
  patch_all(c, &breaks);
}

/* A move's destination: a zone, or the bottom of one.  Returns the move
 * instructions' flag: 1 for the bottom (MOVE_UNDER). */
static int compile_move_to(compiler *c, node *dst)
{
  if (dst->kind != N_BOTTOM) {
    compile_expr(c, dst);
    return 0;
  }
  compile_expr(c, dst->bottom.zone);
  return MOVE_UNDER;
}

/* Jumps to `to` if the zone in local t has card `card` at place `place`
 * (a local's slot, or 1: the bottom). */
static void jump_if_card_at(compiler *c, int t, int place, int local, int card_local, holes *to, loc at)
{
  op1(c, OP_GETL, t, at);
  if (local)
    op1(c, OP_GETL, place, at);
  else
    push_int(c, place, at);
  op0(c, OP_AT, at);
  op1(c, OP_GETL, card_local, at);
  add_hole(c, to, jump(c, OP_JEQ, at));
}

static void decrement_local(compiler *c, int slot, loc at)
{
  op1(c, OP_GETL, slot, at);
  push_int(c, 1, at);
  op0(c, OP_SUB, at);
  op1(c, OP_SETL, slot, at);
}

/* move all id in zone where cond to place: a walk over the cards the zone
 * has at the start, from the bottom up, moving each that meets cond.  A card
 * that left its place (for another zone, or the top of its own) leaves the
 * next card there, so the walk looks there again; one put back at its place
 * or under the zone's cards does not.  Local `left` counts the cards still to
 * look at, so cards put on top of their own zone are not looked at twice. */
static void compile_move_where(compiler *c, node *s)
{
  node *w = s->move.what;
  int t = w->quant.temps, card_local = w->quant.card, left = w->quant.left, body;
  loc at = s->where;
  compile_expr(c, w->quant.zone);
  op0(c, OP_COUNT, at);
  op1(c, OP_SETL, left, at);
  int past = begin_zone_walk(c, w->quant.zone, t, &body, at);
  holes next = { 0 }, stays = { 0 };
  branch(c, w->quant.cond, 0, &next);
  op1(c, OP_GETL, card_local, at);
  op1(c, OP_MOVECARD, compile_move_to(c, s->move.to), at);
  jump_if_card_at(c, t, t + 1, 1, card_local, &stays, at);
  jump_if_card_at(c, t, 1, 0, card_local, &stays, at);
  decrement_local(c, t + 1, at);
  patch_all(c, &stays);
  patch_all(c, &next);
  decrement_local(c, left, at);
  op1(c, OP_GETL, left, at);
  int done = jump(c, OP_JF, at);
  end_zone_walk(c, past, t, body, at);
  patch(c, done);
}

static void compile_move(compiler *c, node *s)
{
  node *src = s->move.what;
  int flags;
  switch (src->kind) {
  case N_ALLWHERE:
    compile_move_where(c, s);
    break;
  case N_TOPOF: case N_ALLOF: case N_ALLBUTTOP:
    compile_expr(c, src->cards.zone);
    flags = compile_move_to(c, s->move.to) | (s->move.turned ? MOVE_TURNED : 0);
    if (src->kind == N_TOPOF)
      op1(c, OP_MOVETOP, flags, s->where);
    else
      op2(c, OP_MOVEALL, (int)src->cards.keep, flags, s->where);
    break;
  case N_BOTTOM:                 /* the card at place 1 */
    compile_expr(c, src->bottom.zone);
    push_int(c, 1, s->where);
    op0(c, OP_AT, s->where);
    op1(c, OP_MOVECARD, compile_move_to(c, s->move.to), s->where);
    break;
  default:
    compile_expr(c, src);
    op1(c, OP_MOVECARD, compile_move_to(c, s->move.to), s->where);
  }
}

/* The places of a draw into locals t+2 (from) and t+3 (to): the stock and
 * the hand of the player in local t unless the script names them. */
static void compile_draw_places(compiler *c, node *s, int t)
{
  loc at = s->where;
  if (s->draw.from)
    compile_expr(c, s->draw.from);
  else
    op_zone(c, OP_ZONE, c->m->stock_zone, at);
  op1(c, OP_SETL, t + 2, at);
  if (s->draw.to) {
    compile_expr(c, s->draw.to);
  } else {
    op1(c, OP_GETL, t, at);
    op_zone(c, OP_ZONEP, c->m->hand_zone, at);
  }
  op1(c, OP_SETL, t + 3, at);
}

/* draw c [places] { body } else { els }: one DRAWZ; the card on top of
 * where it went is c.  The drawer is on the stack. */
static void compile_named_draw(compiler *c, node *s)
{
  int t = s->draw.temps;
  loc at = s->where;
  op1(c, OP_SETL, t, at);
  compile_draw_places(c, s, t);
  op1(c, OP_GETL, t, at);
  op1(c, OP_GETL, t + 2, at);
  op1(c, OP_GETL, t + 3, at);
  op0(c, OP_DRAWZ, at);
  int none = jump(c, OP_JF, at);
  op1(c, OP_GETL, t + 3, at);
  op0(c, OP_TOP, at);
  op1(c, OP_SETL, s->draw.slot, at);
  compile_block(c, s->draw.body);
  if (!s->draw.els) {
    patch(c, none);
    return;
  }
  int end = jump(c, OP_JMP, at);
  patch(c, none);
  compile_block(c, s->draw.els);
  patch(c, end);
}

/* draw n [from z] [to z] by p: one DRAW per card; a source that stays empty
 * ends the draw. */
static void compile_draw(compiler *c, node *s)
{
  node *count = s->draw.count;
  int t = s->draw.temps, places = s->draw.from || s->draw.to;
  loc at = s->where;
  if (s->draw.by)
    compile_expr(c, s->draw.by);
  else
    op0(c, OP_CURRENT, at);
  if (s->draw.body) {
    compile_named_draw(c, s);
    return;
  }
  if (!places && count->kind == N_INT && count->num.value == 1) {   /* draw 1: no loop */
    op0(c, OP_DRAW, at);
    op0(c, OP_POP, at);
    return;
  }
  op1(c, OP_SETL, t, at);
  if (places)
    compile_draw_places(c, s, t);
  compile_expr(c, count);
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

/* An arm's `as` words, labelling the option offered last; a game whose
 * labels nobody reads skips them (WORDSKIP). */
static void compile_words(compiler *c, node *arm)
{
  int skip = jump(c, OP_WORDSKIP, arm->where);
  compile_expr(c, arm->arm.label);
  op0(c, OP_OPTWORDS, arm->where);
  patch(c, skip);
}

/* A play arm's walk from body on, its condition's parts as
 * offer_play_walk has them, the part split on (if any) known: the
 * condition, the option, its words and the step to the next card, which
 * goes back to body or past the parts tested once.  A walk that ends at
 * once jumps into none, an OPTCARD past the walk into firsts; returns how
 * many parts are kept. */
static int walk_copy(compiler *c, node *arm, int i, int t, int memo, int body,
                     const node *split, int known, holes *none, holes *firsts)
{
  int memos = 0;
  holes skip = { 0 };
  if (arm->arm.cond) {
    struct memo kept = c->memo;
    c->memo.split = split;       /* only while the condition is compiled */
    c->memo.split_in = c->in;
    c->memo.known = known;
    c->memo.on = memo > 0;
    c->memo.hoisting = memo >= 0;
    c->memo.body = body;
    c->memo.out = none;
    c->memo.n = 0;
    branch(c, arm->arm.cond, 0, &skip);
    if (c->memo.hoisting)      /* the whole condition was tested once */
      c->memo.body = c->m->ncode;
    body = c->memo.body;
    memos = c->memo.n;
    c->memo = kept;
  }
  if (arm->kind == N_ARM_SLOT) {
    op2(c, OP_OPTSLOT, i, arm->arm.slot, arm->where);
  } else {
    op3(c, OP_OPTCARD, i, arm->arm.slot, 0, arm->where);
    add_hole(c, firsts, c->m->ncode - 2);
  }
  if (arm->arm.label)
    compile_words(c, arm);
  patch_all(c, &skip);
  walk_step(c, t, body, arm->where);
  return memos;
}

/* The part a walk's condition is split on: its first, found down and, or
 * and not, when it is unchanging (and not a constant) but not tested once
 * by hoisted(), which takes it down a chain of `and` alone; NULL if none.
 * ((count(m) == 0 and c.rank in starts) or (count(m) != 0 and fits(c, m))
 * is split on count(m) == 0.) */
static const node *split_part(compiler *c, const node *e)
{
  int plain = 1;                 /* down `and` alone, so far */
  for (;;) {
    if (e->kind == N_UNARY && e->unary.op == '!') {
      plain = 0;
      e = e->unary.operand;
    } else if (e->kind == N_BINARY && (e->binary.op == OP_AND_ || e->binary.op == OP_OR_)) {
      plain = plain && e->binary.op == OP_AND_;
      e = e->binary.lhs;
    } else {
      break;
    }
  }
  if (plain || e->kind == N_INT || e->kind == N_TRUE || e->kind == N_FALSE
      || e->kind == N_NONE || !walk_invariant(c, e))
    return NULL;
  return e;
}

/* A play arm offers each card that fits (OPTCARD); a slot arm each
 * position whose card fits (OPTSLOT).  A play arm with no condition offers
 * its whole zone at once (OPTZONE), unless its words are read: then the
 * walk that follows offers and labels card by card.  The condition's
 * unchanging first parts are tested once (hoisted()) unless memo is -1,
 * its other unchanging parts kept (memo_branch(), memo_value()) if memo is
 * 1, after the MEMOCLEAR the caller put first; returns how many are kept.
 * A condition with a part to split on (split_part()) tests it once, on
 * the first card, and the walk is compiled twice after it, knowing the
 * part true, then false; each copy leaves out what the part decides. */
static int offer_play_walk(compiler *c, node *arm, int i, int t, int memo)
{
  int memos = 0;
  int body, whole = -1;
  if (arm->kind != N_ARM_SLOT && !arm->arm.cond) {
    compile_expr(c, arm->arm.from);
    op2(c, OP_OPTZONE, i | (arm->arm.label ? OPT_WORDED : 0), 0, arm->where);
    whole = c->m->ncode - 2;
    if (!arm->arm.label) {
      patch(c, whole);
      return 0;
    }
  }
  int past = whole < 0 ? begin_zone_walk(c, arm->arm.from, t, &body, arm->where)
                       : walk_from_stack(c, t, &body, arm->where);
  holes none = { 0 }, firsts = { 0 }, no = { 0 };
  const node *split = memo >= 0 && arm->arm.cond ? split_part(c, arm->arm.cond) : NULL;
  if (!split) {
    memos = walk_copy(c, arm, i, t, memo, body, NULL, 0, &none, &firsts);
  } else {
    branch(c, (node *)split, 0, &no);
    memos = walk_copy(c, arm, i, t, memo, c->m->ncode, split, 1, &none, &firsts);
    int end = jump(c, OP_JMP, arm->where);
    patch_all(c, &no);
    int more = walk_copy(c, arm, i, t, memo, c->m->ncode, split, 0, &none, &firsts);
    memos = more > memos ? more : memos;
    patch(c, end);
  }
  if (arm->arm.cond)
    c->memo = (struct memo){ 0 };
  patch(c, past);
  patch_all(c, &firsts);
  patch_all(c, &none);
  if (whole >= 0)
    patch(c, whole);
  return memos;
}

/* An option for each card of arm i's zone that fits its condition, whose
 * unchanging parts are worked out once (memo) if it has any: compiled so
 * first, and again without if it has none, so that no MEMOCLEAR is run
 * for nothing.  A condition that may change the game (calls a function
 * that moves a card) is run whole on every card, as written. */
static void offer_play_arm(compiler *c, node *arm, int i, int t)
{
  int start = c->m->ncode;
  if (arm->arm.cond && changes_game(c, arm->arm.cond)) {
    offer_play_walk(c, arm, i, t, -1);
    return;
  }
  if (arm->arm.cond && c->frame_locals >= 0) {
    c->memo = (struct memo){ .first = c->frame_locals, .below = t };
    op1(c, OP_MEMOCLEAR, c->memo.first, arm->where);
    int memos = offer_play_walk(c, arm, i, t, 1);
    if (memos) {               /* MEMOCLEAR forgets that many */
      operand_put(c->m->code + start + 1, c->frame_locals | memos << 8);
      return;
    }
    c->m->ncode = start;
  }
  c->memo = (struct memo){ .first = -1, .below = t };
  offer_play_walk(c, arm, i, t, 0);
}

/* One option for each set of arm i's zone that fits its condition. */
static void offer_set_arm(compiler *c, node *arm, int i, int t)
{
  compile_expr(c, arm->arm.from);
  op2(c, OP_SETSTART, t, 0, arm->where);
  int body = c->m->ncode, past = body - 2;
  holes skip = { 0 };
  if (arm->arm.cond)
    branch(c, arm->arm.cond, 0, &skip);
  op3(c, OP_OPTCARD, i, arm->arm.slot, 0, arm->where);
  int first = c->m->ncode - 2;
  patch_all(c, &skip);
  op2(c, OP_SETWALK, t, body, arm->where);
  patch(c, past);
  patch(c, first);
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
    offer_str(c, i, label->str.text, at);
    return;
  }
  compile_expr(c, label);
  op1(c, OP_OPTLABEL, i, at);
}

/* Whether the condition of arm, the second of its choose, is `not (any x
 * in Z where Q)` and the first arm is `play c from Z where P`, Q being P
 * with x for c, neither changing the game: the first arm offered a card
 * just when a card of Z fits, read in the same state (only options are
 * made between), so that the options made so far answer it (JOPTS, as
 * for an else arm) without a second walk of Z. */
static int repeats_first_walk(const compiler *c, const node *first, const node *arm)
{
  const node *e = arm->arm.cond;
  if (arm->arm.otherwise || !e || e->kind != N_UNARY || e->unary.op != '!')
    return 0;
  const node *q = e->unary.operand;
  if (q->kind != N_QUANT || q->quant.every || q->quant.over != FOR_CARDS || !q->quant.cond)
    return 0;
  if (first->kind != N_ARM_PLAY || first->arm.several || !first->arm.cond || first->next != arm)
    return 0;
  return !changes_game(c, first->arm.from) && !changes_game(c, first->arm.cond)
      && !changes_game(c, q) && same_expr(first->arm.from, q->quant.zone)
      && same_expr_as(first->arm.cond, q->quant.cond, first->arm.slot, q->quant.card);
}

static void offer_label_arm(compiler *c, node *first, node *arm, int i)
{
  holes skip = { 0 };
  if (arm->arm.otherwise || repeats_first_walk(c, first, arm))
    add_hole(c, &skip, jump(c, OP_JOPTS, arm->where));
  else if (arm->arm.cond)
    branch(c, arm->arm.cond, 0, &skip);
  offer_label(c, i, arm->arm.label, arm->where);
  patch_all(c, &skip);
}

/* Plays the card chosen in a play arm (on the stack) to its place. */
static void play_chosen(compiler *c, node *arm)
{
  int slot = arm->arm.slot;
  op1(c, OP_SETL, slot, arm->where);
  if (arm->arm.to) {
    op1(c, OP_GETL, slot, arm->where);
    compile_expr(c, arm->arm.to);
    op0(c, OP_PLAYTO, arm->where);
  } else {
    op1(c, OP_PLAYL, slot, arm->where);
  }
}

/* A card of a play several (on the stack) to its place, which is worked
 * out once, with the first card, and kept in local u+3 (the play pile's
 * without `to`): `to new(meld)` puts every card in the same new meld, and
 * a set taken back (take_back) knows where it lies. */
static void play_several(compiler *c, node *arm, int first)
{
  int slot = arm->arm.slot, place = arm->arm.temps + 3;
  loc at = arm->where;
  op1(c, OP_SETL, slot, at);
  if (!arm->arm.to) {
    if (first && c->m->play_zone >= 0) {
      op_zone(c, OP_ZONE, c->m->play_zone, at);
      op1(c, OP_SETL, place, at);
    }
    op1(c, OP_PLAYL, slot, at);
    return;
  }
  op1(c, OP_GETL, slot, at);
  if (first) {
    compile_expr(c, arm->arm.to);
    op0(c, OP_DUP, at);
    op1(c, OP_SETL, place, at);
  } else {
    op1(c, OP_GETL, place, at);
  }
  op0(c, OP_PLAYTO, at);
}

/* Jumps to `no` unless the cards put down (local u) make a whole set: at
 * least the number in local u+2, and the rule over the set holds. */
static void set_complete(compiler *c, node *arm, holes *no)
{
  int u = arm->arm.temps;
  loc at = arm->where;
  if (arm->arm.least) {
    op1(c, OP_GETL, u, at);
    op1(c, OP_GETL, u + 2, at);
    op0(c, OP_GE, at);
    add_hole(c, no, jump(c, OP_JF, at));
  }
  if (arm->arm.whole)
    branch(c, arm->arm.whole, 0, no);
}

/* A set that is not whole is taken back: the u cards put down, the top u
 * of their place, go back to the zone they came from, first card first
 * (the one u from the top: AT of count - u + 1). */
static void take_back(compiler *c, node *arm)
{
  int u = arm->arm.temps;
  loc at = arm->where;
  int top = c->m->ncode;
  op1(c, OP_GETL, u, at);
  push_int(c, 0, at);
  op0(c, OP_GT, at);
  int done = jump(c, OP_JF, at);
  op1(c, OP_GETL, u + 3, at);
  op1(c, OP_GETL, u + 3, at);
  op0(c, OP_COUNT, at);
  op1(c, OP_GETL, u, at);
  op0(c, OP_SUB, at);
  push_int(c, 1, at);
  op0(c, OP_ADD, at);
  op0(c, OP_AT, at);
  compile_expr(c, arm->arm.from);
  op1(c, OP_MOVECARD, 0, at);
  bump_local(c, u, -1, at);
  op1(c, OP_JMP, top, at);
  patch(c, done);
}

/* play several: after the first card, the same player (asked as the
 * choice's `by` says) may add more, one at a time, or stop; the cards put
 * down are counted in local u, and with a bound (local u+1), at most that
 * many in all.  Without one, until no card fits.  The choice says which
 * card it asks for (SEVERAL, before its options: a later card is offered
 * among all that fit, game.h first_card), for the screen.  With `at least n` (local
 * u+2) or `so that cond`, stop is offered only when the set is whole, and
 * else `take back`, which ends the arm without its block (a jump to
 * `back`); so does a full set that is not whole. */
static void compile_more_cards(compiler *c, node *arm, node *by, int t, holes *back)
{
  int u = arm->arm.temps, full = -1, rules = arm->arm.least || arm->arm.whole;
  node *bound = arm->arm.bound;
  loc at = arm->where;
  holes partial = { 0 }, whole = { 0 }, taking = { 0 };
  push_int(c, 1, at);
  op1(c, OP_SETL, u, at);
  if (bound) {
    compile_expr(c, bound);
    op1(c, OP_SETL, u + 1, at);
  }
  if (arm->arm.least) {
    compile_expr(c, arm->arm.least);
    op1(c, OP_SETL, u + 2, at);
  }
  int top = c->m->ncode;
  if (bound) {
    op1(c, OP_GETL, u, at);
    op1(c, OP_GETL, u + 1, at);
    op0(c, OP_LT, at);
    full = jump(c, OP_JF, at);
  }
  compile_decider(c, by, at);
  op1(c, OP_GETL, u, at);
  if (bound)
    op1(c, OP_GETL, u + 1, at);
  else
    push_int(c, 0, at);
  op0(c, OP_SEVERAL, at);
  offer_play_arm(c, arm, 0, t);
  if (rules) {
    set_complete(c, arm, &partial);
    offer_str(c, 1, "stop", at);
    int offered = jump(c, OP_JMP, at);
    patch_all(c, &partial);
    offer_str(c, 2, "take back", at);
    patch(c, offered);
  } else {
    offer_str(c, 1, "stop", at);
  }
  op0(c, OP_WAIT, at);
  int table = arm_table(c, rules ? 3 : 2, at);
  patch(c, table);
  play_several(c, arm, 0);
  bump_local(c, u, 1, at);
  op1(c, OP_JMP, top, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  if (!rules) {
    if (full >= 0)
      patch(c, full);
    return;
  }
  add_hole(c, &whole, jump(c, OP_JMP, at));
  patch(c, table + 4);
  op0(c, OP_POP, at);
  add_hole(c, &taking, jump(c, OP_JMP, at));
  if (full >= 0) {
    patch(c, full);
    holes not_whole = { 0 };
    set_complete(c, arm, &not_whole);
    add_hole(c, &whole, jump(c, OP_JMP, at));
    patch_all(c, &not_whole);
  }
  patch_all(c, &taking);
  take_back(c, arm);
  add_hole(c, back, jump(c, OP_JMP, at));
  patch_all(c, &whole);
}

/* The option of pick arm i whose value is in its local, if its condition
 * holds, labelled by the arm's words if it has them. */
static void offer_value(compiler *c, node *arm, int i)
{
  holes skip = { 0 };
  if (arm->arm.cond)
    branch(c, arm->arm.cond, 0, &skip);
  op2(c, OP_OPTVAL, i, arm->arm.slot, arm->where);
  if (arm->arm.label)
    compile_words(c, arm);
  patch_all(c, &skip);
}

/* x among set: an option for each player, card, rank, suit or number, as
 * a for loop walks them. */
static void offer_pick_arm(compiler *c, node *arm, int i, int t)
{
  loc at = arm->where;
  int top, exit, body;
  switch (arm->arm.over) {
  case FOR_CARDS:
    exit = begin_zone_walk(c, arm->arm.from, t, &body, at);
    offer_value(c, arm, i);
    end_zone_walk(c, exit, t, body, at);
    return;
  case FOR_ZONES:
    exit = zones_head(c, arm->arm.from, arm->arm.slot, &top, at);
    offer_value(c, arm, i);
    next_zone(c, arm->arm.from, arm->arm.slot, top, at);
    patch(c, exit);
    return;
  case FOR_LIST:
    for (node *x = arm->arm.from->in.list; x; x = x->next) {
      compile_expr(c, x);
      op1(c, OP_SETL, arm->arm.slot, at);
      offer_value(c, arm, i);
    }
    return;
  case FOR_PLAYERS:
    exit = players_head(c, t, strcmp(arm->arm.from->name.id, "others") == 0, &top, at);
    op1(c, OP_SETL, arm->arm.slot, at);
    break;
  case FOR_NUMBERS:
    compile_expr(c, arm->arm.from);
    compile_expr(c, arm->arm.bound);
    exit = values_head(c, FOR_NUMBERS, NULL, t, arm->arm.slot, &top, at);
    break;
  default:                       /* ranks, suits, teams, a list variable's items */
    values_range(c, arm->arm.over, arm->arm.from, at);
    exit = values_head(c, arm->arm.over, arm->arm.from, t, arm->arm.slot, &top, at);
  }
  offer_value(c, arm, i);
  op1(c, OP_JMP, top, at);
  patch(c, exit);
}

/* The options of arm i of a choice whose hidden locals start at t. */
static void offer_arm(compiler *c, node *first, node *arm, int i, int t)
{
  if (arm->kind == N_ARM_PLAY || arm->kind == N_ARM_SLOT)
    offer_play_arm(c, arm, i, t);
  else if (arm->kind == N_ARM_SET)
    offer_set_arm(c, arm, i, t);
  else if (arm->kind == N_ARM_PICK)
    offer_pick_arm(c, arm, i, t);
  else
    offer_label_arm(c, first, arm, i);
}

/* What arm runs once chosen, with the option's value on the stack: its
 * card is played (or its set, or its slot taken), then its body runs. */
static void run_arm(compiler *c, node *arm, node *by, int t)
{
  int slot = arm->arm.slot;
  holes back = { 0 };
  if (arm->kind == N_ARM_PLAY && arm->arm.several) {
    play_several(c, arm, 1);
    compile_more_cards(c, arm, by, t, &back);
  } else if (arm->kind == N_ARM_PLAY) {
    play_chosen(c, arm);
  } else if (arm->kind == N_ARM_SET) {
    op1(c, OP_SETL, slot, arm->where);
    play_set(c, slot, arm->arm.to, t, arm->where);
  } else if (arm->kind == N_ARM_SLOT || arm->kind == N_ARM_PICK) {
    op1(c, OP_SETL, slot, arm->where);
  } else {
    op0(c, OP_POP, arm->where);
  }
  if (arm->arm.body)
    compile_block(c, arm->arm.body);
  patch_all(c, &back);
}

/* The options of every arm, WAIT, then a jump table to the arm chosen;
 * each arm but the last jumps past the others at its end. */
static void compile_choose(compiler *c, node *s)
{
  int n = s->choose.narms, t = s->choose.temps, i = 0;
  holes ends = { 0 };
  compile_decider(c, s->choose.by, s->where);
  for (node *arm = s->choose.arms; arm; arm = arm->next, i++)
    offer_arm(c, s->choose.arms, arm, i, t);
  op0(c, OP_WAIT, s->where);
  int table = arm_table(c, n, s->where);
  i = 0;
  for (node *arm = s->choose.arms; arm; arm = arm->next, i++) {
    patch(c, table + 2 * i);
    run_arm(c, arm, s->choose.by, t);
    if (arm->next)
      add_hole(c, &ends, jump(c, OP_JMP, arm->where));
  }
  patch_all(c, &ends);
}

static void compile_race(compiler *c, node *s)
{
  op1(c, OP_RACE, s->race.among.others, s->where);
  op0(c, OP_WAIT, s->where);
  op1(c, OP_SETL, s->race.slot, s->where);
  compile_block(c, s->race.body);
}

static node *race_arm(node *s, int which)
{
  for (node *arm = s->window.arms; arm; arm = arm->next)
    if (arm->race_arm.which == which)
      return arm;
  return NULL;
}

/* Runs the block of arm (if any) with its name bound to the player in local p. */
static void race_arm_block(compiler *c, node *arm, int p)
{
  if (arm->race_arm.id) {
    op1(c, OP_GETL, p, arm->where);
    op1(c, OP_SETL, arm->race_arm.slot, arm->where);
  }
  compile_block(c, arm->race_arm.body);
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
  int t = s->window.temps, hole;
  loc at = s->where;
  node *first = race_arm(s, 'f'), *each = race_arm(s, 'e'), *none = race_arm(s, 'n');
  push_int(c, 0, at);
  op1(c, OP_SETL, t, at);
  int top = c->m->ncode;
  op2(c, OP_WINDOW, t, add_str(c, s->window.label->str.text) * 2 + s->window.among.others, at);
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
static void compile_catch(compiler *c, node *s, holes *ends)
{
  int t = s->announce.temps;
  loc at = s->where;
  int top;
  add_hole(c, ends, players_head(c, t, 1, &top, at));
  op0(c, OP_DECIDE, at);
  int table = two_way(c, "catch", "let it go", at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_block(c, s->announce.penalty);
  add_hole(c, ends, jump(c, OP_JMP, at));
  patch(c, table + 2);
  op0(c, OP_POP, at);
  op1(c, OP_JMP, top, at);
}

static void compile_announce(compiler *c, node *s)
{
  loc at = s->where;
  holes ends = { 0 };
  compile_expr(c, s->announce.when);
  add_hole(c, &ends, jump(c, OP_JF, at));
  op0(c, OP_DECIDEC, at);
  push_str(c, "say ", at);
  op1(c, OP_FMT, 1 + push_args(c, s->announce.text, 1), at);
  op1(c, OP_OPTLABEL, 0, at);
  offer_str(c, 1, "stay silent", at);
  op0(c, OP_WAIT, at);
  int table = arm_table(c, 2, at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_expr(c, s->announce.text);
  op0(c, OP_ANNOUNCED, at);
  add_hole(c, &ends, jump(c, OP_JMP, at));
  patch(c, table + 2);
  op0(c, OP_POP, at);
  if (s->announce.caught)
    compile_catch(c, s, &ends);
  else
    compile_block(c, s->announce.penalty);
  patch_all(c, &ends);
}

/* challenge p among others { b } else { c }: each player in turn order is
 * asked; the first to challenge runs b; when nobody does, c runs. */
static void compile_challenge(compiler *c, node *s)
{
  int t = s->challenge.temps, from = s->challenge.among.others;
  loc at = s->where;
  int top;
  int nobody = players_head(c, t, from, &top, at);
  op0(c, OP_DUP, at);
  op1(c, OP_SETL, s->challenge.slot, at);
  op0(c, OP_DECIDE, at);
  int table = two_way(c, "challenge", "let it go", at);
  patch(c, table);
  op0(c, OP_POP, at);
  compile_block(c, s->challenge.body);
  int end = jump(c, OP_JMP, at);
  patch(c, table + 2);
  op0(c, OP_POP, at);
  op1(c, OP_JMP, top, at);
  patch(c, nobody);
  if (s->challenge.els)
    compile_block(c, s->challenge.els);
  patch(c, end);
}

/* show c [to p]; show all of z [to p]: the same for each card of z. */
/* show card [to p]; show all of z and show all c in z where cond walk z,
 * the card in the local after the walk's two. */
static void compile_show(compiler *c, node *s)
{
  int t = s->show.temps, body = 0, past = -1;
  node *shown = s->show.card, *to = s->show.to;
  holes skip = { 0 };
  if (shown->kind == N_ALLOF || shown->kind == N_ALLWHERE) {
    node *zone = shown->kind == N_ALLOF ? shown->cards.zone : shown->quant.zone;
    past = begin_zone_walk(c, zone, t, &body, s->where);
    if (shown->kind == N_ALLWHERE)
      branch(c, shown->quant.cond, 0, &skip);
    op1(c, OP_GETL, t + 2, s->where);
  } else {
    compile_expr(c, shown);
  }
  if (to)
    compile_expr(c, to);
  op1(c, OP_SHOW, to != NULL, s->where);
  patch_all(c, &skip);
  if (past >= 0)
    end_zone_walk(c, past, t, body, s->where);
}

/* An operand, then an instruction that takes it. */
static void compile_simple(compiler *c, node *operand, opcode op, loc at)
{
  compile_expr(c, operand);
  op0(c, op, at);
}

/* Whether working out e can neither fail nor change the game: literals,
 * names, the count of a zone named plainly, and texts made of these. */
static int works_out_safely(const node *e)
{
  switch (e->kind) {
  case N_STR: case N_INT: case N_TRUE: case N_FALSE: case N_NONE: case N_NAME:
    return 1;
  case N_FMT:
    for (const node *p = e->fmt.parts; p; p = p->next)
      if (!works_out_safely(p))
        return 0;
    return 1;
  case N_OF:
    return is_name_of(e->of.who, SYM_CURRENT);
  case N_CALL:
    return e->call.sym.kind == SYM_BUILTIN && e->call.sym.index == BI_COUNT
        && works_out_safely(e->call.args);
  default:
    return 0;
  }
}

/* say: a text that can neither fail nor change the game is skipped where
 * nobody listens (SAYSKIP); any other is worked out, so that a simulation
 * meets the errors a game played in the terminal would. */
static void compile_say(compiler *c, node *s, loc at)
{
  int skip = works_out_safely(s->say.text) ? jump(c, OP_SAYSKIP, at) : -1;
  compile_simple(c, s->say.text, OP_SAY, at);
  if (skip >= 0)
    patch(c, skip);
}

/* A call made for its effect drops its result on return, not with a POP;
 * a builtin with no result (lose) leaves none to drop. */
static void compile_expr_stmt(compiler *c, node *s)
{
  node *e = s->expr_stmt.call;
  inlined here;
  if (e->kind == N_CALL && e->call.sym.kind == SYM_BUILTIN
      && builtins[e->call.sym.index].result == T_VOID) {
    compile_builtin(c, e);
    return;
  }
  if (e->kind != N_CALL || e->call.sym.kind != SYM_FN || inline_body(c, e, &here)) {
    compile_simple(c, e, OP_POP, s->where);
    return;
  }
  op2(c, OP_CALLV, e->call.sym.index, compile_args(c, e->call.args), e->where);
}

static void compile_lua_call(compiler *c, node *s)
{
  int n = compile_args(c, s->lua_call.args);
  op2(c, OP_LUA, add_str(c, s->lua_call.id), n, s->where);
}

/* deal n to each z [from src]; `deal all` gives DEAL none for n. */
static void compile_deal(compiler *c, node *s)
{
  if (s->deal.count)
    compile_expr(c, s->deal.count);
  else
    op0(c, OP_NONE, s->where);
  if (s->deal.from)
    compile_expr(c, s->deal.from);
  else
    op_zone(c, OP_ZONE, c->m->deck_zone, s->where);
  op1(c, OP_DEAL, s->deal.zone, s->where);
}

static void compile_play(compiler *c, node *s)
{
  compile_expr(c, s->play.card);
  if (s->play.to)
    compile_expr(c, s->play.to);
  op0(c, s->play.to ? OP_PLAYTO : OP_PLAY, s->where);
}

static void compile_replace(compiler *c, node *s)
{
  compile_expr(c, s->replace.card);
  compile_expr(c, s->replace.with);
  if (s->replace.to)
    compile_expr(c, s->replace.to);
  else
    op_zone(c, OP_ZONE, c->m->play_zone, s->where);
  op0(c, OP_REPLACE, s->where);
}

/* Two operands, then an instruction that takes both. */
static void compile_pair(compiler *c, node *a, node *b, opcode op, loc at)
{
  compile_expr(c, a);
  compile_simple(c, b, op, at);
}

static void compile_stmt(compiler *c, node *s)
{
  loc at = s->where;
  switch (s->kind) {
  case N_BLOCK: compile_block(c, s); break;
  case N_LET:
    if (s->let.item) {
      node l = { .kind = N_NAME, .where = at, .ty = T_LIST };
      l.name.sym = (symbol){ SYM_LOCAL, s->let.slot };
      compile_list_assign(c, &l, '=', s->let.value, at);
      break;
    }
    compile_expr(c, s->let.value);
    op1(c, OP_SETL, s->let.slot, at);
    break;
  case N_ASSIGN: compile_assign(c, s); break;
  case N_IF: compile_if(c, s); break;
  case N_WHILE: compile_while(c, s); break;
  case N_REPEAT: compile_repeat(c, s); break;
  case N_BREAK: compile_break(c, s); break;
  case N_FOR: compile_for(c, s); break;
  case N_RETURN:
    if (s->ret.value) compile_expr(c, s->ret.value);
    op0(c, s->ret.value ? OP_RET : OP_RETNONE, at);
    break;
  case N_DEAL: compile_deal(c, s); break;
  case N_MOVE: compile_move(c, s); break;
  case N_DRAW: compile_draw(c, s); break;
  case N_PLAY: compile_play(c, s); break;
  case N_TURN_TO: compile_simple(c, s->turn_to.who, OP_TURNTO, at); break;
  case N_OUT: compile_expr(c, s->out.who); op1(c, OP_OUT, s->out.for_game, at); break;
  case N_END: op1(c, OP_END, s->end.game, at); break;
  case N_SEAT: compile_pair(c, s->seat.who, s->seat.after, OP_SEATAFTER, at); break;
  case N_SHOW: compile_show(c, s); break;
  case N_SKIP:
    if (s->skip.count) compile_expr(c, s->skip.count); else push_int(c, 1, at);
    op0(c, OP_SKIP, at);
    break;
  case N_REVERSE: op0(c, OP_REVERSE, at); break;
  case N_AGAIN: op0(c, OP_AGAIN, at); break;
  case N_WIN: compile_expr(c, s->win.who); op1(c, OP_WIN, 0, at); break;
  case N_REPLACE: compile_replace(c, s); break;
  case N_LAST_ROUND: op0(c, OP_LASTROUND, at); break;
  case N_SAY: compile_say(c, s, at); break;
  case N_EXPR_STMT: compile_expr_stmt(c, s); break;
  case N_CHOOSE: compile_choose(c, s); break;
  case N_RACE: compile_race(c, s); break;
  case N_WINDOW: compile_window(c, s); break;
  case N_ANNOUNCE: compile_announce(c, s); break;
  case N_LUA_CALL: compile_lua_call(c, s); break;
  case N_CHALLENGE: compile_challenge(c, s); break;
  case N_SIMULTANEOUSLY: compile_stmt(c, s->simultaneously.loop); op0(c, OP_UNVEIL, at); break;
  case N_VEIL: compile_simple(c, s->veil.who, OP_VEIL, at); break;
  default: break;
  }
}

/* ---- routines ---- */

static void compile_routine(compiler *c, int f, node *expr, node *body, loc at)
{
  c->m->fns[f].entry = c->m->ncode;
  c->frame_locals = c->m->fns[f].nlocals;
  c->memo_locals = 0;
  if (expr) {
    compile_expr(c, expr);
    op0(c, OP_RET, at);
  } else {
    compile_block(c, body);
    op0(c, OP_RETNONE, at);
  }
  c->m->fns[f].nlocals += c->memo_locals;   /* the memos' hidden locals */
  c->frame_locals = -1;
}

static int is_rule(const node *d)
{
  return d->kind == N_SETUP || d->kind == N_TURN || d->kind == N_WHEN_PLAYED
      || d->kind == N_WHEN_EMPTY || d->kind == N_WHEN_DEAL_ENDS;
}

static void compile_routines(compiler *c, node *decls)
{
  for (node *d = decls; d; d = d->next)
    if (d->kind == N_FN && c->m->fns[d->fn.index].entry >= 0)
      compile_routine(c, d->fn.index, d->fn.expr, d->fn.body, d->where);
    else if (is_rule(d))
      compile_routine(c, d->rule.fn, NULL, d->rule.body, d->where);
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
  for (node *it = g ? g->game.items : NULL; it; it = it->next) {
    if (it->kind == k && !name)
      return it;
    if (it->kind == N_DECK)
      for (node *x = it->deck.items; x; x = x->next)
        if (name && strcmp(x->deck_item.id, name) == 0)
          return x;
  }
  return NULL;
}

static void push_or(compiler *c, node *e, int dflt, loc at)
{
  if (e)
    compile_expr(c, e);
  else
    push_int(c, dflt, at);
}

/* The number of packs or jokers of the deck. */
static void push_deck_count(compiler *c, node *decls, const char *name, int dflt, loc at)
{
  node *item = game_item(decls, N_DECK, name);
  push_or(c, item ? item->deck_item.value : NULL, dflt, at);
}

static void compile_vars(compiler *c, node *decls)
{
  for (node *d = decls; d; d = d->next) {
    if (d->kind != N_VAR || d->var.each == 3)   /* marks start clear */
      continue;
    const global_info *g = &c->m->globals[d->var.index];
    if (g->ty == T_LIST) {
      for (int p = 0; p < (g->each ? MAX_PLAYERS : 1); p++)
        op1(c, OP_LISTCLEAR, g->slot + p * (LIST_MAX + 1), d->where);
      continue;
    }
    compile_expr(c, d->var.value);
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
  op2(c, OP_CALLV, decl->rule.fn, 0, decl->where);
}

/* standing(p) of seat p: compiled in place when it is one expression
 * (`fn standing(p) = score of p`), p then standing for the seat as a
 * constant, else called. */
static void compile_standing(compiler *c, int f, int p, loc at)
{
  node *decl = c->fn_decls[f];
  const fn_info *fi = &c->m->fns[f];
  int depth = c->in ? c->in->depth + 1 : 0;
  if (decl && fn_value(decl) && fi->nlocals == fi->arity && depth <= MAX_INLINE) {
    node seat = { .kind = N_NAME, .where = at, .ty = T_PLAYER };
    seat.name.sym = (symbol){ .kind = SYM_CONST, .index = p };
    inlined here = { { &seat }, 1, depth, c->in };
    const inlined *saved = c->in;
    c->in = &here;
    compile_expr(c, fn_value(decl));
    c->in = saved;
    return;
  }
  push_const(c, mkval(V_PLAYER, p), at);
  op2(c, OP_CALL, f, 1, at);
}

/* After the turn rule and at the end, when the script has fn standing(p):
 * standing(p) of each seat there is (none past the players), then
 * STANDINGS (final: at the end, for the places).  The seats below the
 * script's fewest players are always there, those from its most never. */
static void compile_standings(compiler *c, int final, loc at)
{
  const module *m = c->m;
  int f = m->standing_fn;
  if (f < 0)
    return;
  for (int p = 0; p < MAX_PLAYERS; p++) {
    if (p < m->min_players) {
      compile_standing(c, f, p, at);
      continue;
    }
    if (p >= m->max_players) {
      op0(c, OP_NONE, at);
      continue;
    }
    push_int(c, p, at);
    op0(c, OP_NPLAYERS, at);
    op0(c, OP_LT, at);
    int past = jump(c, OP_JF, at);
    compile_standing(c, f, p, at);
    int done = jump(c, OP_JMP, at);
    patch(c, past);
    op0(c, OP_NONE, at);
    patch(c, done);
  }
  op1(c, OP_STANDINGS, final, at);
}

/* The main routine: deck, variables, then deals of turns. */
static void compile_main(compiler *c, node *decls)
{
  module *m = c->m;
  node *header = find_decl(decls, N_GAME);
  loc at = header ? header->where : (loc){ m->path, 1, 1, 1 };
  m->main_entry = m->ncode;
  push_deck_count(c, decls, "packs", 1, at);
  push_deck_count(c, decls, "jokers", 0, at);
  op0(c, OP_DECK, at);
  compile_vars(c, decls);
  node *deals = game_item(decls, N_DEALS, NULL);
  push_or(c, deals ? deals->deals.count : NULL, 1, at);
  op1(c, OP_DEALS, deals && !deals->deals.count, at);
  int deal_top = m->ncode;
  op0(c, OP_DEALSTART, at);
  call_rule(c, find_decl(decls, N_SETUP));
  int turn_top = m->ncode;
  int capped = jump(c, OP_TURNSTART, at);
  call_rule(c, find_decl(decls, N_TURN));
  compile_standings(c, 0, at);
  op1(c, OP_TURNEND, turn_top, at);
  m->deal_end_pc = m->ncode;
  call_rule(c, find_decl(decls, N_WHEN_DEAL_ENDS));
  op1(c, OP_DEALEND, deal_top, at);
  patch(c, capped);
  compile_standings(c, 1, at);
  op0(c, OP_HALT, at);
}

int compile_program(module *m, node *decls, diag *d)
{
  compiler c = { .m = m, .d = d, .frame_locals = -1 };
  module_rank_steps(m);
  for (node *x = decls; x; x = x->next)
    if (x->kind == N_FN)
      c.fn_decls[x->fn.index] = x;
  compile_main(&c, decls);
  compile_routines(&c, decls);
  return c.too_big ? 1 : 0;
}
