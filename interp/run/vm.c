/* vm.c: the interpreter loop; see vm.h and opcodes.h.
 *
 * All state lives in the game, so a game suspended at a decision is just
 * memory.  The loop runs the instructions marked HOT in core/opcodes.h
 * itself; the COLD ones each run by a function of their own (ops.h), on
 * the state saved into the game.  Each run, from one decision to the next,
 * may take at most g->max_steps steps, so that no rule runs forever, and a
 * whole game at most g->max_game_steps, so that no game runs for minutes.
 */
#include <string.h>
#include "core/opcodes.h"
#include "run/call.h"
#include "run/cards.h"
#include "run/deal.h"
#include "run/knowledge.h"
#include "run/lists.h"
#include "run/made.h"
#include "run/ops.h"
#include "run/turns.h"
#include "run/vm.h"
#include "run/zone.h"

/* The suit of card c as a value: none for a joker or a suitless card. */
static inline value suit_of(const game *g, int c)
{
  return g->cards[c].suit != NO_SUIT ? mkval(V_SUIT, g->cards[c].suit) : mkval(V_NONE, 0);
}

/* a == b as the language has it: the same kind and value; none is none. */
static inline int same(value a, value b)
{
  return a.tag == b.tag && (a.v == b.v || a.tag == V_NONE);
}

/* suit_of(g, c) == b, without making the suit's value: none (NO_SUIT) is
 * only none. */
static inline int suit_is(const game *g, int c, value b)
{
  int s = g->cards[c].suit;
  return s != NO_SUIT ? b.tag == V_SUIT && b.v == s : b.tag == V_NONE;
}

/* a == k for a constant k, which is never none. */
static inline int same_k(value a, value k) { return a.tag == k.tag && a.v == k.v; }

/* Whether v is an item of the list l (its length, then its items), looked
 * for from the last: as same_k, each item's tag and value compared as one
 * word. */
_Static_assert(sizeof(value) == sizeof(uint64_t), "a value is its tag and number, unpadded");
static inline int list_has(const value *l, value v)
{
  uint64_t want, item;
  memcpy(&want, &v, sizeof want);
  for (int n = l->v; n > 0; n--) {
    memcpy(&item, &l[n], sizeof item);
    if (item == want)
      return 1;
  }
  return 0;
}

/* x < y, x <= y, x > y or x >= y, by JORDLK's test (opcodes.h), with no
 * branch on the test: x - y (y - x for > and >=) below 0, or below 1 for
 * <= and >=. */
_Static_assert(ORDLK_LE == 1 && ORDLK_GT == 2 && ORDLK_GE == 3, "JORDLK's tests as order_holds reads them");
static inline int order_holds(int32_t x, int32_t y, int test)
{
  int64_t d = test >= ORDLK_GT ? (int64_t)y - x : (int64_t)x - y;
  return d < (test & 1);
}

/* One step of a walk over a zone held in locals l[0] (the zone), l[1] (the
 * place) and l[2] (the card): 0 when no card is left. */
static inline int walk_next(const game *g, value *l)
{
  if (l[1].v >= g->count[l[0].v])
    return 0;
  l[2] = mkval(V_CARD, g->zone[l[0].v][l[1].v++]);
  return 1;
}

/* A for loop's body moved the card it was at (l[2]) away: the walk goes
 * on from the card that followed it. */
static inline void walk_back(const game *g, value *l)
{
  int i = l[1].v;
  if (i > 0 && (i > g->count[l[0].v] || g->zone[l[0].v][i - 1] != l[2].v))
    l[1].v = i - 1;
}

/* The ranks whose cards pass the rank test at t, a walk's first (WALKR's
 * B), as a set, bit r for rank r: those of JRANKOUT's set, JRANKNEK's
 * rank and the items of JRANKOUTL's list, which the test jumps on without;
 * for JRANKEQK and JRANKINL, the others. */
static inline uint32_t ranks_passing(const game *g, const value *consts, const uint8_t *t)
{
  int b = operand_at(t + 3);
  uint32_t set = 0;
  switch (t[0]) {
  case OP_JRANKOUT: set = (uint32_t)consts[b].v; break;
  case OP_JRANKEQK: case OP_JRANKNEK: set = 1u << b; break;
  default:                             /* JRANKINL, JRANKOUTL: a shared list */
    for (const value *l = &g->globals[b], *x = l + l->v; x > l; x--)
      if (x->tag == V_RANK)
        set |= 1u << x->v;
  }
  return t[0] == OP_JRANKOUT || t[0] == OP_JRANKNEK || t[0] == OP_JRANKOUTL ? set : ~set;
}

/* The place of the instruction that holds the byte before ip, found by
 * walking the code from its start (ARM's jump table is part of it). */
static int __attribute__((cold, noinline)) vm_here(const module *m, const uint8_t *ip)
{
  int want = (int)(ip - m->code) - 1, pc = 0;
  for (;;) {
    int op = m->code[pc], len = 1 + 2 * opcode_operands[op];
    if (op == OP_ARM)
      len += 2 * operand_at(m->code + pc + 1);
    if (want < pc + len)
      return pc;
    pc += len;
  }
}

/* The loop, as in clox and Lua's lvm.c: one switch, with the instruction pointer,
 * stack top and frame base in local variables.  The hot instructions run
 * here; the cold ones through their function in ops_cold, with the state
 * saved first. */
#define U16() (ip += 2, operand_at(ip - 2))
#define SAVE() (g->pc = (int32_t)(ip - code), g->sp = (int16_t)(sp - g->stack))
#define LOAD() (ip = code + g->pc, sp = g->stack + g->sp, base = g->stack + g->frames[g->fp].base)
/* Dispatch: a table of label addresses where the compiler has them (GCC,
 * Clang), a switch elsewhere; as in Lua's ljumptab.h.  configure
 * --enable-switch-dispatch forces the switch, so that tests run it too.
 * The table is made from the opcode list: a hot instruction's own label,
 * or vmcold's for a cold one. */
#if defined(__GNUC__) && !defined(HOYLE_SWITCH_DISPATCH)
#define VM_JUMP_TABLE \
  static const void *const jump_table[OP__COUNT] = { OPCODES(VM_LABEL) };
#define VM_LABEL(name, n, where, doc) VM_LABEL_##where(name),
#define VM_LABEL_HOT(name) &&L_##name
#define VM_LABEL_COLD(name) &&L_COLD
#define vmdispatch(o) goto *jump_table[o];
#define vmcase(name) L_##name:
#define vmcold L_COLD:
#define vmbreak do { op = *ip++; goto *jump_table[op]; } while (0)
#else
#define VM_JUMP_TABLE
#define vmdispatch(o) switch (o)
#define vmcase(name) case OP_##name:
#define vmcold default:
#define vmbreak break
#endif

/* Where the instruction being run is: AT(n) once n bytes of its operands
 * have been read, and HERE, for an error off the hot path, found from ip
 * (vm_here), which lies past its opcode and within it.  The loop keeps no
 * pointer to the instruction: a register set at every dispatch. */
#define AT(n) ((int)(ip - code) - 1 - (n))
#define OPTCARD_LEN 7               /* OPTCARD: its opcode and three operands */
#define HERE vm_here(m, ip)
#define NEED(v, t, what) \
  if ((v).tag != (t)) { SAVE(); game_fail(g, HERE, "%s is none here", what); LEAVE(); }
/* Pops a and b and pushes a test b (ranks by the deck's order); none
 * cannot be ordered. */
#define ORDER(test) \
  { \
    value x = *--sp, y = sp[-1]; \
    if (x.tag == V_NONE || y.tag == V_NONE) { SAVE(); game_fail(g, HERE, "cannot order none"); LEAVE(); } \
    if (y.tag == V_RANK) { x.v = m->rank_order[x.v]; y.v = m->rank_order[y.v]; } \
    sp[-1] = mkval(V_BOOL, y.v test x.v); \
  }
/* Reads the jump target and jumps to it if cond holds. */
#define JUMP_IF(cond) do { k = U16(); if (cond) ip = code + k; } while (0)
#define CONSTANT() consts[U16()]
#define GLOBAL() g->globals[U16()]
/* The card in local A into a, as LRANK and LSUIT take it; its rank as a value. */
#define LOCAL_CARD() a = base[U16()]; NEED(a, V_CARD, "the card")
#define RANK(c) mkval(V_RANK, g->cards[c].rank)
#define RANK_OF(c) g->cards[c].rank
/* Its suit as a number: NO_SUIT, which no suit operand is, for none (and
 * two cards of none have the same suit, as none == none). */
#define SUIT_OF(c) g->cards[c].suit
/* The top card of zone slot B (a shared zone's, resolved when compiling)
 * into n.  An empty zone is reported at operand B, whose place is that of
 * top(z).field. */
#define TOP_CARD() \
  n = zone_top(g, U16()); \
  if (n < 0) { SAVE(); game_fail(g, (int)(ip - 2 - code), "the card is none here"); LEAVE(); }
/* Plays card c onto slot dst, as cards_play does: here, when nobody
 * watches the play and its zone keeps a card (no rule of an emptied zone
 * to run), the card moved and `when played` called in the loop. */
#define PLAY(c, dst, at) \
  do { \
    int c_ = (c), dst_ = (dst); \
    if (event_wanted(ev, EV_PLAY) || g->count[g->where[c_]] <= 1) { \
      ON_SAVED(cards_play(g, c_, dst_, at, ev)); \
      break; \
    } \
    zone_remove(g, c_); \
    zone_push(g, dst_, c_); \
    if (m->played_fn >= 0) { \
      *sp++ = mkval(V_CARD, c_); \
      CALL_FN(m->played_fn, 1, 1, at); \
    } \
  } while (0)
/* Takes option i of the decision: its arm to ARM, its value pushed. */
#define TAKE(i) \
  do { \
    g->dec.chosen = (int16_t)(i); \
    g->dec.chosen_arm = g->dec.opts[g->dec.chosen].arm; \
    *sp++ = g->dec.opts[g->dec.chosen].v; \
  } while (0)
/* Counts a step: a jump, a walk begun (of at most MAX_CARDS rounds) or a
 * return.  Every loop jumps back or walks, every call returns, so the
 * steps bound the work; a walk of sets (SETWALK) offers options, whose
 * conditions count their own.  Counted before ip leaves the instruction,
 * so that HERE finds it. */
#define STEP() if (--steps < 0) goto too_long
/* Leaves the loop, counting the steps taken to the game. */
#define LEAVE() do { g->game_steps += budget - steps; return; } while (0)
/* Runs call on the saved state; leaves the loop if the game stopped running. */
#define ON_SAVED(call) \
  do { SAVE(); call; if (g->status != GS_RUNNING) LEAVE(); LOAD(); } while (0)
/* Calls function f with n arguments on the stack, dropping its result if
 * drop: its frame pushed on the loop's own stack top (call_frame); at is
 * where the call is.  Its entry is read first: after the frame's stores
 * the compiler would read it again. */
#define CALL_FN(f, n, drop, at) \
  do { \
    const uint8_t *entry_ = code + m->fns[f].entry; \
    value *top_ = call_frame(g, f, sp, n, drop, (int)(ip - code), at); \
    if (!top_) { SAVE(); LEAVE(); } \
    base = sp - (n); \
    sp = top_; \
    ip = entry_; \
  } while (0)
/* Returns r from the current frame (or drops it, for a call made for effect).
 * The frames are read before the result is stored: a value's store may
 * alias them, as far as the compiler knows, and it would copy them first. */
#define RETURN(r) \
  do { \
    STEP(); \
    const frame *f_ = &g->frames[g->fp--]; \
    ip = code + f_->ret_pc; \
    base = g->stack + f_[-1].base; \
    sp = g->stack + f_->base; \
    if (!f_->drop) \
      *sp++ = (r); \
  } while (0)

void vm_run_picking(game *g, const vm_events *ev, const vm_pickers *pick)
{
  const module *m = g->mod;
  const uint8_t *code = m->code;
  const value *consts = m->consts;
  VM_JUMP_TABLE
  const uint8_t *ip;        /* the next byte */
  int k, n, op;
  value *sp, *base, a, b;
  if (g->status != GS_RUNNING)
    return;
  /* At most max_steps steps, or what is left of the game's max_game_steps
   * if that is less; what was taken is counted to the game on leaving. */
  int64_t left = g->max_game_steps - g->game_steps;
  int by_game = left < g->max_steps;
  const int32_t budget = by_game ? (int32_t)left : g->max_steps;
  int32_t steps = budget;
  if (g->dec.taken) {
    event_chose(g, ev, g->pc - 1, g->dec.nopts);
    if (event_wanted(ev, EV_CHOICE))
      decide_report(g, ev, g->dec.taken - 1);
    g->dec.taken = 0;
  }
  LOAD();
  for (;;) {
    op = *ip++;
    vmdispatch(op) {
    vmcase(CONST) *sp++ = consts[U16()]; vmbreak;
    vmcase(NONE) *sp++ = mkval(V_NONE, 0); vmbreak;
    vmcase(GETG) *sp++ = g->globals[U16()]; vmbreak;
    vmcase(SETG) k = U16(); g->globals[k] = *--sp; vmbreak;
    vmcase(GETL) *sp++ = base[U16()]; vmbreak;
    vmcase(GETL2) sp[0] = base[U16()]; sp[1] = base[U16()]; sp += 2; vmbreak;
    vmcase(SETL) k = U16(); base[k] = *--sp; vmbreak;
    vmcase(POP) sp--; vmbreak;
    vmcase(DUP) sp[0] = sp[-1]; sp++; vmbreak;
    vmcase(ADD) sp--; if (ADD_OVERFLOWS(sp[-1].v, sp[0].v, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(SUB) sp--; if (SUB_OVERFLOWS(sp[-1].v, sp[0].v, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(ADDK) n = (int16_t)U16(); if (ADD_OVERFLOWS(sp[-1].v, n, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(ADDL) {                     /* GETL A; ADDK B; SETL A */
      value *l = &base[U16()];
      int32_t sum;
      n = (int16_t)U16();
      if (ADD_OVERFLOWS(l->v, n, &sum))
        goto too_large;
      l->v = sum;
      vmbreak;
    }
    vmcase(MUL) sp--; if (MUL_OVERFLOWS(sp[-1].v, sp[0].v, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(MIN) sp--; if (sp[0].v < sp[-1].v) sp[-1].v = sp[0].v; vmbreak;
    vmcase(MAX) sp--; if (sp[0].v > sp[-1].v) sp[-1].v = sp[0].v; vmbreak;
    vmcase(ABS) if (sp[-1].v < 0 && SUB_OVERFLOWS(0, sp[-1].v, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(NEG) if (SUB_OVERFLOWS(0, sp[-1].v, &sp[-1].v)) goto too_large; vmbreak;
    vmcase(NOT) sp[-1] = mkval(V_BOOL, !sp[-1].v); vmbreak;
    vmcase(EQ) sp--; sp[-1] = mkval(V_BOOL, same(sp[-1], sp[0])); vmbreak;
    vmcase(NE) sp--; sp[-1] = mkval(V_BOOL, !same(sp[-1], sp[0])); vmbreak;
    vmcase(COALESCE) sp--; if (sp[-1].tag == V_NONE) sp[-1] = sp[0]; vmbreak;
    vmcase(JMP) k = U16(); STEP(); ip = code + k; vmbreak;
    vmcase(TALLY) g->taken[U16()]++; vmbreak;
    vmcase(JF) sp--; JUMP_IF(!sp->v); vmbreak;
    vmcase(JT) sp--; JUMP_IF(sp->v); vmbreak;
    vmcase(JFK) k = U16(); if (!sp[-1].v) ip = code + k; else sp--; vmbreak;
    vmcase(JTK) k = U16(); if (sp[-1].v) ip = code + k; else sp--; vmbreak;
    vmcase(JEQ) sp -= 2; JUMP_IF(same(sp[0], sp[1])); vmbreak;
    vmcase(JNE) sp -= 2; JUMP_IF(!same(sp[0], sp[1])); vmbreak;
    vmcase(JEQK) a = CONSTANT(); sp--; JUMP_IF(same_k(*sp, a)); vmbreak;
    vmcase(JNEK) a = CONSTANT(); sp--; JUMP_IF(!same_k(*sp, a)); vmbreak;
    vmcase(JEQG) a = GLOBAL(); sp--; JUMP_IF(same(*sp, a)); vmbreak;
    vmcase(JNEG) a = GLOBAL(); sp--; JUMP_IF(!same(*sp, a)); vmbreak;
    vmcase(JOPTS) JUMP_IF(g->dec.nopts); vmbreak;
    vmcase(RANK) NEED(sp[-1], V_CARD, "the card"); sp[-1] = mkval(V_RANK, g->cards[sp[-1].v].rank); vmbreak;
    vmcase(RANKSTEP)            /* from the module's table; none past an end */
      k = U16() & 3;
      n = sp[-1].tag == V_RANK ? m->rank_steps[k][sp[-1].v] : -1;
      sp[-1] = n < 0 ? mkval(V_NONE, 0) : mkval(V_RANK, n);
      vmbreak;
    vmcase(NTH)                 /* a rank from the module's table of places, or a suit */
      n = sp[-1].v;
      sp[-1] = U16() ? mkval(V_SUIT, n)
                     : mkval(V_RANK, n >= 0 && n < NRANKS ? m->rank_at[n] : 1);
      vmbreak;
    vmcase(LRANK)
      a = base[U16()];
      NEED(a, V_CARD, "the card");
      *sp++ = mkval(V_RANK, g->cards[a.v].rank);
      vmbreak;
    vmcase(LSUIT)
      a = base[U16()];
      NEED(a, V_CARD, "the card");
      *sp++ = suit_of(g, a.v);
      vmbreak;
    vmcase(JRANKEQK) LOCAL_CARD(); n = U16(); JUMP_IF(RANK_OF(a.v) == n); vmbreak;
    vmcase(JRANKNEK) LOCAL_CARD(); n = U16(); JUMP_IF(RANK_OF(a.v) != n); vmbreak;
    vmcase(JSUITEQK) LOCAL_CARD(); n = U16(); JUMP_IF(SUIT_OF(a.v) == n); vmbreak;
    vmcase(JSUITNEK) LOCAL_CARD(); n = U16(); JUMP_IF(SUIT_OF(a.v) != n); vmbreak;
    vmcase(JRANKEQG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(same(RANK(a.v), b)); vmbreak;
    vmcase(JRANKNEG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(!same(RANK(a.v), b)); vmbreak;
    vmcase(JSUITEQG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(suit_is(g, a.v, b)); vmbreak;
    vmcase(JSUITNEG) LOCAL_CARD(); b = GLOBAL(); JUMP_IF(!suit_is(g, a.v, b)); vmbreak;
    vmcase(JRANKEQZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(RANK_OF(a.v) == RANK_OF(n)); vmbreak;
    vmcase(JRANKNEZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(RANK_OF(a.v) != RANK_OF(n)); vmbreak;
    vmcase(JSUITEQZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(SUIT_OF(a.v) == SUIT_OF(n)); vmbreak;
    vmcase(JSUITNEZ) LOCAL_CARD(); TOP_CARD(); JUMP_IF(SUIT_OF(a.v) != SUIT_OF(n)); vmbreak;
    vmcase(EQK) a = consts[U16()]; sp[-1] = mkval(V_BOOL, same_k(sp[-1], a)); vmbreak;
    vmcase(ZTOP)
      k = zone_top(g, U16());
      *sp++ = k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0);
      vmbreak;
    vmcase(ZRANK)
      k = zone_top(g, U16());
      if (k < 0) { SAVE(); game_fail(g, HERE, "the card is none here"); LEAVE(); }
      *sp++ = mkval(V_RANK, g->cards[k].rank);
      vmbreak;
    vmcase(ZSUIT)
      k = zone_top(g, U16());
      if (k < 0) { SAVE(); game_fail(g, HERE, "the card is none here"); LEAVE(); }
      *sp++ = suit_of(g, k);
      vmbreak;
    vmcase(POINTS)
      NEED(sp[-1], V_CARD, "the card");
      sp[-1] = mkval(V_INT, m->points[g->cards[sp[-1].v].rank]);
      vmbreak;
    vmcase(SUIT)
      NEED(sp[-1], V_CARD, "the card");
      sp[-1] = suit_of(g, sp[-1].v);
      vmbreak;
    vmcase(ZONE) *sp++ = mkval(V_ZONE, U16()); vmbreak;
    vmcase(ZONEP)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = mkval(V_ZONE, k + sp[-1].v);
      vmbreak;
    vmcase(ZONEC) *sp++ = mkval(V_ZONE, U16() + g->current); vmbreak;
    vmcase(TOP)
      k = zone_top(g, sp[-1].v);
      sp[-1] = k >= 0 ? mkval(V_CARD, k) : mkval(V_NONE, 0);
      vmbreak;
    vmcase(COUNT) sp[-1] = mkval(V_INT, g->count[sp[-1].v]); vmbreak;
    /* count(z) of a zone named: its count read at once (compile.c's counted). */
    vmcase(ZCOUNT) *sp++ = mkval(V_INT, g->count[U16()]); vmbreak;
    vmcase(ZCOUNTC) *sp++ = mkval(V_INT, g->count[U16() + g->current]); vmbreak;
    vmcase(ZCOUNTP)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = mkval(V_INT, g->count[k + sp[-1].v]);
      vmbreak;
    vmcase(AT)                         /* z n: the card at n of z (bottom(z): n 1) */
      sp--;
      k = sp[-1].v;
      n = sp[0].v;
      sp[-1] = n >= 1 && n <= g->count[k] ? mkval(V_CARD, g->zone[k][n - 1]) : mkval(V_NONE, 0);
      vmbreak;
    vmcase(RANKCOUNT)                  /* z r: the zone keeps its count of each rank */
      k = U16();
      a = *--sp;
      n = sp[-1].v;
      if (k && g->count[n] > 0) {      /* r the card whose rank is counted */
        NEED(a, V_CARD, "the card");
        a = RANK(a.v);
      }
      sp[-1] = mkval(V_INT, a.tag == V_RANK ? g->ranks[n][a.v] : 0);
      vmbreak;
    vmcase(RANKCOUNTL)                 /* z: of the rank of the card in local A */
      a = base[U16()];
      n = sp[-1].v;
      if (g->count[n] > 0) {
        NEED(a, V_CARD, "the card");
        sp[-1] = mkval(V_INT, g->ranks[n][RANK_OF(a.v)]);
      } else {
        sp[-1] = mkval(V_INT, 0);
      }
      vmbreak;
    vmcase(GETP)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = g->globals[k + sp[-1].v];
      vmbreak;
    vmcase(TEAM)                       /* seats and teams, as opcodes.h has them */
      k = U16();
      if (k == 3) {
        sp[-1] = mkval(V_PLAYER, sp[-1].v);
        vmbreak;
      }
      NEED(sp[-1], V_PLAYER, "the player");
      n = k == 2 ? (m->nteams ? (sp[-1].v + m->nteams) % g->nplayers : sp[-1].v)
                 : game_team_seat(g, sp[-1].v);
      sp[-1] = k == 0 ? mkval(V_INT, n + 1) : mkval(V_PLAYER, n);
      vmbreak;
    vmcase(LISTHAS) {                  /* v [ref]: v is an item of the list at A */
      k = U16();
      int ref = k == LIST_DYN ? (--sp)->v : k;
      const value *l = ref >= 0 ? &g->globals[ref] : &g->stack[-ref - 1];
      sp[-1] = mkval(V_BOOL, list_has(l, sp[-1]));
      vmbreak;
    }
    vmcase(LISTADD) {                  /* v [ref]: v at the end of the list at A */
      k = U16();
      if (k == LIST_DYN)
        k = (--sp)->v;
      value *l = k >= 0 ? &g->globals[k] : &g->stack[-k - 1];
      a = *--sp;
      if (l->v == LIST_MAX)
        goto list_full;
      l[1 + l->v] = a;
      l->v++;
      vmbreak;
    }
    vmcase(WALKSTART) {
      value *l = &base[U16()];
      k = U16();
      l[0] = *--sp;
      l[1] = mkval(V_INT, 0);
      STEP();
      if (!walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(WALKSTARTC) {
      n = U16();
      value *l = &base[U16()];
      k = U16();
      l[0] = mkval(V_ZONE, n + g->current);
      l[1] = mkval(V_INT, 0);
      STEP();
      if (!walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(WALK) {
      value *l = &base[U16()];
      k = U16();
      if (walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(WALKB) {                    /* a for loop's, whose body may move its card */
      value *l = &base[U16()];
      walk_back(g, l);
      k = U16();
      if (walk_next(g, l))
        ip = code + k;
      vmbreak;
    }
    vmcase(WALKR) {                    /* a walk whose first test is of its card's rank */
      value *l = &base[U16()];
      const uint8_t *test = code + U16();
      uint32_t pass = ranks_passing(g, consts, test);
      while (walk_next(g, l))
        if (pass >> RANK_OF(l[2].v) & 1) {
          ip = test + 1 + 2 * 3;           /* past the test, which the card passes */
          break;
        }
      vmbreak;
    }
    /* The parts of a walk's condition worked out once (compile.c's memo),
     * each in a local of its own: known when not none. */
    vmcase(MEMOCLEAR)
      k = U16();
      for (n = k >> 8; n > 0; n--)
        base[(k & 255) + n - 1] = mkval(V_NONE, 0);
      vmbreak;
    vmcase(MEMO)
      a = base[U16()];
      if (a.tag != V_NONE) {
        *sp++ = a;
        ip = code + operand_at(ip);
      } else {
        ip += 2;
      }
      vmbreak;
    vmcase(MEMOJ)
      k = U16();
      a = base[k & 255];
      if (a.tag != V_NONE)
        ip = code + operand_at(ip + 2 * ((a.v != 0) != !!(k & MEMO_WHEN)));
      else
        ip += 4;
      vmbreak;
    vmcase(MEMOSET) base[U16()] = sp[-1]; vmbreak;
    vmcase(MEMOK) a = base[U16()]; JUMP_IF(a.tag != V_NONE); vmbreak;
    vmcase(CURRENT) *sp++ = mkval(V_PLAYER, g->current); vmbreak;
    vmcase(DEALER) *sp++ = mkval(V_PLAYER, g->dealer); vmbreak;
    vmcase(NPLAYERS) *sp++ = mkval(V_INT, g->nplayers); vmbreak;
    vmcase(DECIDE) decide_begin(g, (--sp)->v); vmbreak;
    vmcase(DECIDEC) decide_begin(g, g->current); vmbreak;
    vmcase(ARM) ip = code + operand_at(ip + 2 + 2 * g->dec.chosen_arm); vmbreak;
    vmcase(TURNEND)
      if (g->pause & PAUSE_TURN) {     /* a scenario looks before the turn passes on */
        ip--;
        SAVE();
        g->pause = 0;
        g->status = GS_PAUSED;
        LEAVE();
      }
      turns_end(g);
      ip = code + U16();
      vmbreak;
    vmcase(CALL) k = U16(); n = U16(); CALL_FN(k, n, 0, AT(4)); vmbreak;
    vmcase(CALLV) k = U16(); n = U16(); CALL_FN(k, n, 1, AT(4)); vmbreak;
    vmcase(RET) a = *--sp; RETURN(a); vmbreak;
    vmcase(RETNONE) RETURN(mkval(V_NONE, 0)); vmbreak;
    vmcase(WAIT)
      if (g->dec.nopts != 1 || decide_asks_one(g)) {
        rng *r = decide_picker(g, pick);
        if (!r) {                      /* stops for the caller's choice, or fails */
          SAVE();
          decide_wait(g, AT(0));
          LEAVE();
        }
        TAKE((int)rng_below(r, (uint32_t)g->dec.nopts));
        g->game_steps += budget - steps;   /* a random bot chose: a new run begins */
        if (by_game || g->max_game_steps - g->game_steps < budget) {
          SAVE();
          g->dec.taken = (int16_t)(g->dec.chosen + 1);   /* on a new budget: the caller's */
          return;
        }
        steps = budget;
      } else {
        TAKE(0);
      }
      event_chose(g, ev, AT(0), g->dec.nopts);
      if (event_wanted(ev, EV_CHOICE)) {
        SAVE();   /* EV_CHOICE finds the choice at g->pc - 1 */
        decide_report(g, ev, g->dec.chosen);
      }
      vmbreak;
    vmcase(TURNSTART)
      k = U16();
      switch (turns_begin(g)) {
      case TURNS_ON: break;
      case TURNS_CAPPED: ip = code + k; break;
      case TURNS_LAST_ROUND_OVER: ON_SAVED(deal_finish(g)); break;
      }
      vmbreak;
    vmcase(OPTCARD)                    /* stopped for want of room, it runs again */
      k = U16();
      a = base[U16()];
      if (decide_passes(g, k)) {       /* a second card fits: the rest are not looked at */
        g->dec.passed = 1;
        ip = code + operand_at(ip);
        vmbreak;
      }
      ip += 2;                         /* past C */
      if (!decide_offer_within(g, g->dec.room, k, a, AT(6))) { ip -= OPTCARD_LEN; SAVE(); LEAVE(); }
      vmbreak;
    vmcase(PLAYL)                      /* these three run every turn */
      a = base[U16()];
      NEED(a, V_CARD, "the card to play");
      PLAY(a.v, m->zones[m->play_zone].base, AT(2));
      vmbreak;
    vmcase(PLAYTO)
      sp -= 2;
      NEED(sp[0], V_CARD, "the card to play");
      PLAY(sp[0].v, sp[1].v, AT(0));
      vmbreak;
    vmcase(LT) ORDER(<) vmbreak;
    vmcase(LE) ORDER(<=) vmbreak;
    vmcase(GT) ORDER(>) vmbreak;
    vmcase(GE) ORDER(>=) vmbreak;
    vmcase(DRAW)                       /* as cards_draw does: here, when nobody watches the
                                          draw and the stock keeps a card (no rule to run) */
      a = *--sp;
      NEED(a, V_PLAYER, "the player who draws");
      k = m->zones[m->stock_zone].base;
      n = zone_slot(m, m->hand_zone, a.v);
      if (!event_wanted(ev, EV_DRAW) && g->count[k] > 1) {
        zone_push(g, n, zone_take_top(g, k));
        *sp++ = mkval(V_BOOL, 1);
        vmbreak;
      }
      ON_SAVED(cards_draw(g, a.v, k, n, AT(0), ev));
      vmbreak;
    vmcase(OPTZONE) {                  /* a play arm with no condition */
      k = U16();
      int past = U16();
      if ((k & OPT_WORDED) && !g->unlabelled)
        vmbreak;
      STEP();                          /* as the walk it stands for */
      if (!decide_offer_zone(g, k & ~OPT_WORDED, (--sp)->v, k & OPT_WORDED, AT(4))) { SAVE(); LEAVE(); }
      ip = code + past;
      vmbreak;
    }
    vmcase(SHOW) {                     /* c [p]: to p, or to everyone */
      value p = U16() ? *--sp : mkval(V_NONE, 0);
      a = *--sp;
      int seat = p.tag == V_PLAYER ? p.v : -1;
      NEED(a, V_CARD, "the card shown");
      knowledge_show(g, ev, a.v, seat);
      vmbreak;
    }
    vmcase(SAYSKIP) JUMP_IF(!event_wanted(ev, EV_SAY)); vmbreak;
    vmcase(SEVERAL)                    /* k n: asking for card k+1 of at most n */
      sp -= 2;
      g->dec.card_no = (int16_t)(sp[0].v + 1);
      g->dec.card_max = (int16_t)(sp[1].v > 0 && sp[1].v < INT16_MAX ? sp[1].v : 0);
      vmbreak;
    vmcase(OPTSLOT)
      k = U16();
      a = base[U16()];
      ON_SAVED(decide_offer_slot(g, k, a, AT(4)));
      vmbreak;
    vmcase(OPTSTR)
      k = U16();
      n = U16();
      decide_offer_str(g, k, n, AT(4));
      if (g->status != GS_RUNNING) { SAVE(); LEAVE(); }
      vmbreak;
    vmcase(OPTVAL)                     /* a pick arm's value, labelled by itself */
      k = U16();
      {
        a = base[U16()];
        game_option *o = decide_offer(g, k, a, AT(4));
        if (!o) { SAVE(); LEAVE(); }
        o->text = OPT_BY_VALUE;
      }
      vmbreak;
    vmcase(WORDSKIP)
      k = U16();
      if (g->unlabelled) {
        decide_worded(g)->text = OPT_UNWRITTEN;
        ip = code + k;
      }
      vmbreak;
    vmcase(SETP)
      k = U16();
      a = *--sp;
      b = *--sp;
      NEED(a, V_PLAYER, "the player");
      g->globals[k + a.v] = b;
      vmbreak;
    vmcase(NEXT)
      a = *--sp;
      NEED(a, V_PLAYER, "the player");
      *sp++ = mkval(V_PLAYER, game_next_seat(g, a.v, 1));
      vmbreak;
    vmcase(PNEXT)                      /* the set NLOOP packed, 4 bits a seat */
      n = sp[-1].v;
      sp[-1] = mkval(V_PLAYER, (n & 15) - 1);
      *sp++ = mkval(V_INT, (int32_t)((uint32_t)n >> 4));
      vmbreak;
    vmcase(INPLAY)
      a = *--sp;
      NEED(a, V_PLAYER, "the player");
      *sp++ = mkval(V_BOOL, game_in_play(g, a.v));
      vmbreak;
    vmcase(INGAME)
      a = *--sp;
      NEED(a, V_PLAYER, "the player");
      *sp++ = mkval(V_BOOL, !((g->eliminated >> a.v) & 1));
      vmbreak;
    vmcase(TURNTO)
      a = *--sp;
      NEED(a, V_PLAYER, "the player");
      g->turn_to = (uint8_t)(a.v + 1);
      vmbreak;
    vmcase(SKIP) sp--; g->skips = (uint8_t)(g->skips + (uint32_t)sp->v); vmbreak;   /* modulo 256, as stored */
    vmcase(REMAINING) *sp++ = mkval(V_INT, game_remaining(g)); vmbreak;
    vmcase(INLAST) *sp++ = mkval(V_BOOL, g->last_round); vmbreak;
    vmcase(WITHSEAT) sp--; sp[-1] = mkval(V_INT, sp[-1].v | (1 << sp[0].v)); vmbreak;   /* a race's seats */
    /* A card's rank against a set of constant ranks (compile.c's rank_set):
     * the set is an int constant, bit r for rank r. */
#define IN_RANKS(c) ((uint32_t)CONSTANT().v >> RANK_OF(c) & 1)
    vmcase(JRANKIN) LOCAL_CARD(); n = IN_RANKS(a.v); JUMP_IF(n); vmbreak;
    vmcase(JRANKOUT) LOCAL_CARD(); n = IN_RANKS(a.v); JUMP_IF(!n); vmbreak;
    vmcase(LRANKIN) LOCAL_CARD(); n = IN_RANKS(a.v); *sp++ = mkval(V_BOOL, n); vmbreak;
#undef IN_RANKS
    /* meld of p, meld: a zone each team has, of p's team or the current
     * player's. */
    vmcase(ZONET)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = mkval(V_ZONE, k + game_team_seat(g, sp[-1].v));
      vmbreak;
    vmcase(ZONECT) *sp++ = mkval(V_ZONE, U16() + game_team_seat(g, g->current)); vmbreak;
    /* score of p, a variable each team has: p's team's. */
    vmcase(GETT)
      k = U16();
      NEED(sp[-1], V_PLAYER, "the player");
      sp[-1] = g->globals[k + game_team_seat(g, sp[-1].v)];
      vmbreak;
    /* if x, if a == x for a local x: its test and jump in one. */
    vmcase(JFL) a = base[U16()]; JUMP_IF(!a.v); vmbreak;
    vmcase(JTL) a = base[U16()]; JUMP_IF(a.v); vmbreak;
    vmcase(JEQL) a = base[U16()]; sp--; JUMP_IF(same(*sp, a)); vmbreak;
    vmcase(JNEL) a = base[U16()]; sp--; JUMP_IF(!same(*sp, a)); vmbreak;
    /* c.rank in l, a shared list (compile.c's branch_rank_list). */
    vmcase(JRANKINL) LOCAL_CARD(); n = list_has(&GLOBAL(), RANK(a.v)); JUMP_IF(n); vmbreak;
    vmcase(JRANKOUTL) LOCAL_CARD(); n = list_has(&GLOBAL(), RANK(a.v)); JUMP_IF(!n); vmbreak;
    /* c.rank == r for a local r, or a part of a walk's condition kept
     * (MEMOK). */
    vmcase(JRANKEQL) LOCAL_CARD(); b = base[U16()]; JUMP_IF(same(RANK(a.v), b)); vmbreak;
    vmcase(JRANKNEL) LOCAL_CARD(); b = base[U16()]; JUMP_IF(!same(RANK(a.v), b)); vmbreak;
    vmcase(LRANKADD) {                 /* l += c.rank, a local card's */
      k = U16();
      a = base[U16()];
      if (a.tag != V_CARD) { SAVE(); game_fail(g, (int)(ip - 2 - code), "the card is none here"); LEAVE(); }
      value *l = &g->globals[k];
      if (l->v == LIST_MAX)
        goto list_full;
      l[1 + l->v] = RANK(a.v);
      l->v++;
      vmbreak;
    }
    /* for m in meld of p: the zones of a family holding cards, in local B;
     * a step a round, as the jump back it stands for. */
    /* new(meld of p) and count(meld of p): made.h's, inline. */
    vmcase(ZNEW)
      k = U16();
      k = made_new(g, k, sp[-1].v, AT(2));
      if (k < 0) { SAVE(); LEAVE(); }
      sp[-1] = mkval(V_ZONE, k);
      vmbreak;
    vmcase(ZMADE) k = U16(); sp[-1] = mkval(V_INT, made_count(g, k, sp[-1].v)); vmbreak;
    vmcase(ZFIRST)
      k = U16();
      n = U16();
      base[n] = made_next(g, k, 0, *--sp);
      JUMP_IF(base[n].tag == V_NONE);
      vmbreak;
    vmcase(ZSTEP)
      k = U16();
      n = U16();
      base[n] = made_next(g, k, 1, base[n]);
      STEP();
      JUMP_IF(base[n].tag != V_NONE);
      vmbreak;
    vmcase(LZRANK)                     /* top(m).rank, bottom(m).rank */
      k = base[U16()].v;
      n = U16() ? (g->count[k] ? g->zone[k][0] : -1) : zone_top(g, k);
      if (n < 0) { SAVE(); game_fail(g, HERE, "the card is none here"); LEAVE(); }
      *sp++ = RANK(n);
      vmbreak;
    vmcase(JORDLK)                     /* n < k and kin, k a number: no ranks to order */
      k = U16();
      a = base[k & ORDLK_SLOT];
      if (a.tag == V_NONE)
        goto cannot_order;
      n = order_holds(a.v, CONSTANT().v, (k >> 8) & 3) == !!(k & ORDLK_WHEN);
      JUMP_IF(n);                      /* (which takes k for the target) */
      vmbreak;
    vmcase(JORDL) {                    /* GETL A; GETL A+1; LE (or kin); JF B */
      k = U16();
      a = base[k & ORDLK_SLOT];
      b = base[(k & ORDLK_SLOT) + 1];
      if (a.tag == V_NONE || b.tag == V_NONE)
        goto cannot_order;
      if (a.tag == V_RANK) { a.v = m->rank_order[a.v]; b.v = m->rank_order[b.v]; }
      n = order_holds(a.v, b.v, (k >> 8) & 3) == !!(k & ORDLK_WHEN);
      JUMP_IF(n);
      vmbreak;
    }
    vmcase(JORDK)                      /* as JORDLK, of the number pushed */
      k = U16();
      a = *--sp;
      if (a.tag == V_NONE)
        goto cannot_order;
      n = order_holds(a.v, CONSTANT().v, (k >> 8) & 3) == !!(k & ORDLK_WHEN);
      JUMP_IF(n);
      vmbreak;
    vmcold
      ON_SAVED(ops_cold[op](g, ev, AT(0)));
      vmbreak;
    }
  }
too_large:                             /* off the hot path: ADD and kin overflowed */
  SAVE();
  ops_too_large(g, HERE);
  LEAVE();
list_full:                             /* LISTADD's list at k is full */
  SAVE();
  list_full(g, HERE, k);
  LEAVE();
cannot_order:                          /* JORDLK's, JORDK's or JORDL's number is none */
  SAVE();
  game_fail(g, HERE, "cannot order none");
  LEAVE();
too_long:                              /* and STEP ran out of steps */
  SAVE();
  ops_too_long(g, HERE, by_game);
  LEAVE();
}
