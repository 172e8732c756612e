/* test_parse.c: the lexer and parser build the right trees and report
 * syntax errors with the right file:line:col. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/ast.h"
#include "front/diag.h"
#include "front/parse.h"
#include "front/suggest.h"

typedef struct fixture {
  ast_arena *ar;
  diag d;
  char *out;
  size_t outlen;
  FILE *f;
  node *tree;
} fixture;

static fixture fx;

static int setup_fx(void **state)
{
  (void)state;
  memset(&fx, 0, sizeof fx);
  fx.ar = ast_arena_new();
  fx.f = open_memstream(&fx.out, &fx.outlen);
  diag_init(&fx.d, fx.f);
  return fx.f ? 0 : -1;
}

static int teardown_fx(void **state)
{
  (void)state;
  fclose(fx.f);
  free(fx.out);
  diag_free(&fx.d);
  ast_arena_free(fx.ar);
  return 0;
}

static node *parse(const char *text)
{
  const char *t = diag_add_text(&fx.d, "t.hoyle", text);
  fx.tree = parse_script(fx.ar, &fx.d, "t.hoyle", t, strlen(t));
  fflush(fx.f);
  return fx.tree;
}

static const char *output(void)
{
  fflush(fx.f);
  return fx.out ? fx.out : "";
}

/* Parses `fn f(...) = EXPR` and returns the expression. */
static node *parse_fn_expr(const char *text)
{
  node *t = parse(text);
  assert_int_equal(fx.d.errors, 0);
  assert_non_null(t);
  assert_int_equal(t->kind, N_FN);
  assert_non_null(t->fn.expr);
  return t->fn.expr;
}

/* The first statement of the first declaration's block. */
static node *first_stmt(node *decl)
{
  assert_non_null(decl);
  assert_non_null(decl->rule.body);
  assert_int_equal(decl->rule.body->kind, N_BLOCK);
  assert_non_null(decl->rule.body->block.stmts);
  return decl->rule.body->block.stmts;
}

/* Parses a script that has no error and returns the first statement of
 * its first declaration's block (the tree is in fx.tree). */
static node *parse_first_stmt(const char *text)
{
  parse(text);
  assert_int_equal(fx.d.errors, 0);
  return first_stmt(fx.tree);
}

static int list_len(node *n)
{
  int k = 0;
  for (; n; n = n->next)
    k++;
  return k;
}

static void test_precedence(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(a, b, c) = a + b * c");
  assert_int_equal(fx.tree->kind, N_FN);
  assert_int_equal(list_len(fx.tree->fn.params), 3);
  assert_string_equal(fx.tree->fn.params->next->name.id, "b");
  assert_int_equal(e->kind, N_BINARY);
  assert_int_equal(e->binary.op, '+');
  assert_int_equal(e->binary.lhs->kind, N_NAME);
  assert_string_equal(e->binary.lhs->name.id, "a");
  node *product = e->binary.rhs;
  assert_int_equal(product->kind, N_BINARY);
  assert_int_equal(product->binary.op, '*');
  assert_string_equal(product->binary.lhs->name.id, "b");
  assert_string_equal(product->binary.rhs->name.id, "c");
  /* columns are 1-based; the binary node spans both operands */
  assert_int_equal(e->where.line, 1);
  assert_int_equal(e->where.col, 17);
  assert_int_equal(e->where.end_col, 25);
}

static void test_logic_precedence(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(a, b) = not a == 1 and b or a ?? b - -1");
  /* ((not (a == 1)) and b) or a) ?? (b - (-1)) */
  assert_int_equal(e->kind, N_BINARY);
  assert_int_equal(e->binary.op, '?');
  node *diff = e->binary.rhs;
  assert_int_equal(diff->binary.op, '-');
  assert_int_equal(diff->binary.rhs->kind, N_UNARY);
  assert_int_equal(diff->binary.rhs->unary.op, '-');
  node *o = e->binary.lhs;
  assert_int_equal(o->binary.op, 'o');
  assert_int_equal(o->binary.lhs->binary.op, 'a');
  node *n = o->binary.lhs->binary.lhs;
  assert_int_equal(n->kind, N_UNARY);
  assert_int_equal(n->unary.op, '!');
  assert_int_equal(n->unary.operand->kind, N_BINARY);
  assert_int_equal(n->unary.operand->binary.op, '=');
}

static void test_of_binds_tight(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(p) = penalty of p + 1 > count(hand of next of p)");
  assert_int_equal(e->kind, N_BINARY);
  assert_int_equal(e->binary.op, '>');
  node *sum = e->binary.lhs;
  assert_int_equal(sum->binary.op, '+');
  node *penalty = sum->binary.lhs;
  assert_int_equal(penalty->kind, N_OF);
  assert_string_equal(penalty->of.id, "penalty");
  assert_int_equal(penalty->of.who->kind, N_NAME);
  assert_string_equal(penalty->of.who->name.id, "p");
  node *call = e->binary.rhs;
  assert_int_equal(call->kind, N_CALL);
  assert_string_equal(call->call.id, "count");
  node *hand = call->call.args;
  assert_int_equal(hand->kind, N_OF);
  assert_string_equal(hand->of.id, "hand");
  assert_int_equal(hand->of.who->kind, N_OF);
  assert_string_equal(hand->of.who->of.id, "next");
}

static void test_keyword_names(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(c) = top(discard).suit == c.suit and points(hand) > c.points + players");
  assert_int_equal(e->binary.op, 'a');
  node *suit = e->binary.lhs->binary.lhs;
  assert_int_equal(suit->kind, N_FIELD);
  assert_string_equal(suit->field.id, "suit");
  assert_int_equal(suit->field.of->kind, N_CALL);
  assert_string_equal(suit->field.of->call.id, "top");
  assert_string_equal(suit->field.of->call.args->name.id, "discard");
  node *r = e->binary.rhs;
  assert_int_equal(r->binary.lhs->kind, N_CALL);
  assert_string_equal(r->binary.lhs->call.id, "points");
  node *sum = r->binary.rhs;
  assert_int_equal(sum->binary.op, '+');
  assert_int_equal(sum->binary.lhs->kind, N_FIELD);
  assert_string_equal(sum->binary.lhs->field.id, "points");
  assert_int_equal(sum->binary.rhs->kind, N_NAME);
  assert_string_equal(sum->binary.rhs->name.id, "players");
}

static void test_quantifier(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(p) = not any c in hand of p where c.rank == 8 and true");
  assert_int_equal(e->kind, N_UNARY);
  assert_int_equal(e->unary.op, '!');
  node *q = e->unary.operand;
  assert_int_equal(q->kind, N_QUANT);
  assert_false(q->quant.every);
  assert_string_equal(q->quant.id, "c");
  assert_int_equal(q->quant.zone->kind, N_OF);
  assert_string_equal(q->quant.zone->of.id, "hand");
  /* the condition extends as far as it can */
  node *cond = q->quant.cond;
  assert_int_equal(cond->kind, N_BINARY);
  assert_int_equal(cond->binary.op, 'a');
  assert_int_equal(cond->binary.lhs->binary.op, '=');
  assert_int_equal(cond->binary.lhs->binary.lhs->kind, N_FIELD);

  node *e2 = parse_fn_expr("fn g(p) = every c in hand of p where c.suit == hearts");
  assert_int_equal(e2->kind, N_QUANT);
  assert_true(e2->quant.every);
}

static void test_in_list(void **state)
{
  (void)state;
  node *e = parse_fn_expr("fn f(c) = c.rank in [A, 2, 3]");
  assert_int_equal(e->kind, N_IN);
  assert_int_equal(e->in.what->kind, N_FIELD);
  node *list = e->in.list;
  assert_int_equal(list_len(list), 3);
  assert_int_equal(list->kind, N_NAME);
  assert_int_equal(list->next->kind, N_INT);
  assert_int_equal(list->next->next->num.value, 3);
}

static void test_interpolation(void **state)
{
  (void)state;
  node *s = parse_first_stmt("setup {\n  say \"take {owed + 1} cards\"\n}\n");
  assert_int_equal(s->kind, N_SAY);
  node *f = s->say.text;
  assert_int_equal(f->kind, N_FMT);
  assert_int_equal(list_len(f->fmt.parts), 3);
  node *p = f->fmt.parts;
  assert_int_equal(p->kind, N_STR);
  assert_string_equal(p->str.text, "take ");
  p = p->next;
  assert_int_equal(p->kind, N_BINARY);
  assert_int_equal(p->binary.op, '+');
  /* the hole's expression points into the original line */
  assert_int_equal(p->binary.lhs->where.line, 2);
  assert_int_equal(p->binary.lhs->where.col, 14);
  assert_int_equal(p->binary.lhs->where.end_col, 17);
  p = p->next;
  assert_int_equal(p->kind, N_STR);
  assert_string_equal(p->str.text, " cards");
}

static void test_plain_string_escapes(void **state)
{
  (void)state;
  node *s = parse_first_stmt("setup { say \"a \\\"b\\\" \\{c\\} \\\\ \\n\" }");
  assert_int_equal(s->say.text->kind, N_STR);
  assert_string_equal(s->say.text->str.text, "a \"b\" {c} \\ \n");
}

static void test_statements(void **state)
{
  (void)state;
  node *s = parse_first_stmt(
    "when deal ends {\n"
    "  owed += 2; total -= 1\n"
    "  penalty of q = 0\n"
    "  move top of stock to discard\n"
    "  move all but top of discard to stock\n"
    "  move all of discard to stock\n"
    "  move c to stock\n"
    "  deal 7 to each hand from stock\n"
    "  skip\n"
    "  skip 2\n"
    "  give(current, 1)\n"
    "  choose by next { play c from hand of next where c.rank == 8\n"
    "                   \"pass\" { again } }\n"
    "  return\n"
    "}\n");
  assert_int_equal(fx.tree->kind, N_WHEN_DEAL_ENDS);
  static const node_kind kinds[] = {
    N_ASSIGN, N_ASSIGN, N_ASSIGN, N_MOVE, N_MOVE, N_MOVE, N_MOVE, N_DEAL,
    N_SKIP, N_SKIP, N_EXPR_STMT, N_CHOOSE, N_RETURN,
  };
  node *x = s;
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++, x = x->next) {
    assert_non_null(x);
    assert_int_equal(x->kind, kinds[i]);
  }
  assert_null(x);
  assert_int_equal(s->assign.op, '+');
  assert_int_equal(s->next->assign.op, '-');
  node *of = s->next->next;
  assert_int_equal(of->assign.op, '=');
  assert_int_equal(of->assign.target->kind, N_OF);
  assert_string_equal(of->assign.target->of.id, "penalty");
  node *mv = of->next;
  assert_int_equal(mv->move.what->kind, N_TOPOF);
  assert_int_equal(mv->next->move.what->kind, N_ALLBUTTOP);
  assert_int_equal(mv->next->move.what->cards.keep, 1);
  assert_int_equal(mv->next->next->move.what->kind, N_ALLOF);
  assert_int_equal(mv->next->next->next->move.what->kind, N_NAME);
  node *deal = mv->next->next->next->next;
  assert_string_equal(deal->deal.id, "hand");
  assert_non_null(deal->deal.from);
  assert_null(deal->next->skip.count);
  assert_int_equal(deal->next->next->skip.count->num.value, 2);
  node *call = deal->next->next->next;
  assert_int_equal(call->expr_stmt.call->kind, N_CALL);
  assert_int_equal(list_len(call->expr_stmt.call->call.args), 2);
  node *ch = call->next;
  assert_non_null(ch->choose.by);
  assert_string_equal(ch->choose.by->name.id, "next");
  node *arm = ch->choose.arms;
  assert_int_equal(list_len(arm), 2);
  assert_int_equal(arm->kind, N_ARM_PLAY);
  assert_non_null(arm->arm.cond);
  assert_null(arm->arm.body);
  assert_int_equal(arm->next->kind, N_ARM_LABEL);
  assert_null(arm->next->arm.cond);
  assert_non_null(arm->next->arm.body);
}

/* The one move form: `all c in Z where COND`, `to top of`, and the words of
 * move (top, bottom, turned, over) as ordinary names elsewhere; a command
 * (`shuffle hand of p`) is a call of one argument. */
static void test_move_where_and_words(void **state)
{
  (void)state;
  node *mv = parse_first_stmt(
    "setup {\n"
    "  move all c in hand of p where c.rank == 5 to top of discard\n"
    "  move top of stock to bottom of hand of p\n"
    "  top = bottom + turned + over\n"
    "  shuffle hand of p\n"
    "}\n");
  node *what = mv->move.what;
  assert_int_equal(what->kind, N_ALLWHERE);
  assert_string_equal(what->quant.id, "c");
  assert_int_equal(what->quant.zone->kind, N_OF);
  assert_int_equal(what->quant.cond->kind, N_BINARY);
  assert_int_equal(mv->move.to->kind, N_NAME);
  assert_string_equal(mv->move.to->name.id, "discard");
  node *mv2 = mv->next;
  assert_int_equal(mv2->move.what->kind, N_TOPOF);
  assert_int_equal(mv2->move.to->kind, N_BOTTOM);
  assert_int_equal(mv2->move.to->bottom.zone->kind, N_OF);
  node *set = mv2->next;
  assert_int_equal(set->kind, N_ASSIGN);
  assert_string_equal(set->assign.target->name.id, "top");
  node *cmd = set->next;
  assert_int_equal(cmd->kind, N_EXPR_STMT);
  assert_string_equal(cmd->expr_stmt.call->call.id, "shuffle");
  assert_int_equal(cmd->expr_stmt.call->call.args->kind, N_OF);
}

/* The parts of a move: what it takes from where, turned over or not, and
 * where to; a play several arm's bound; an inline lua declaration. */
static void test_move_and_arm_parts(void **state)
{
  (void)state;
  node *mv = parse_first_stmt(
    "setup {\n"
    "  move all but top 3 of discard turned over to bottom of stock\n"
    "  move all of discard to stock\n"
    "  choose { play several c from hand up to 2 where c.rank == 8 }\n"
    "}\n"
    "lua [[\nfunction f() end\n]]\n");
  node *what = mv->move.what;
  assert_int_equal(what->kind, N_ALLBUTTOP);
  assert_int_equal(what->cards.keep, 3);
  assert_string_equal(what->cards.zone->name.id, "discard");
  assert_true(mv->move.turned);
  assert_int_equal(mv->move.to->kind, N_BOTTOM);
  assert_string_equal(mv->move.to->bottom.zone->name.id, "stock");
  assert_false(mv->next->move.turned);
  node *arm = mv->next->next->choose.arms;
  assert_true(arm->arm.several);
  assert_int_equal(arm->arm.bound->num.value, 2);
  assert_null(arm->arm.to);
  assert_non_null(arm->arm.cond);
  node *lua = fx.tree->next;
  assert_int_equal(lua->kind, N_LUA);
  assert_true(lua->lua.is_text);
  assert_int_equal(lua->lua.first_line, 6);
  assert_string_equal(lua->lua.source, "\nfunction f() end\n");
}

static void test_declarations(void **state)
{
  (void)state;
  node *t = parse(
    "import \"tricks\"\n"
    "game \"G\" { players 2..4 default 3 deck standard packs 1, points 8 = 10, others 1 deals 3 highest score wins }\n"
    "zone hand : each player, private, face up\n"
    "var score : each player = 0\n"
    "when hand of p is empty { win p }\n"
    "when played c { }\n"
    "turn { for p in others { race q among players { skip } } }\n"
    "announce_me = 1\n");
  /* the last line is not a declaration */
  assert_int_equal(fx.d.errors, 1);
  node *d = t;
  assert_int_equal(d->kind, N_IMPORT);
  assert_string_equal(d->import.path, "tricks");
  d = d->next;
  assert_int_equal(d->kind, N_GAME);
  node *it = d->game.items;
  assert_int_equal(it->kind, N_PLAYERS);
  assert_int_equal(it->players.min, 2);
  assert_int_equal(it->players.max, 4);
  assert_int_equal(it->players.dflt, 3);
  it = it->next;
  assert_int_equal(it->kind, N_DECK);
  node *items = it->deck.items;
  assert_int_equal(list_len(items), 2);
  assert_string_equal(items->next->deck_item.id, "points");
  node *points = items->next->deck_item.list;
  assert_int_equal(list_len(points), 2);
  assert_null(points->next->point.rank);
  assert_int_equal(points->next->point.value->num.value, 1);
  it = it->next;
  assert_int_equal(it->kind, N_DEALS);
  it = it->next;
  assert_int_equal(it->kind, N_SCORE_RULE);
  assert_int_equal(it->score_rule.dir, 1);
  assert_string_equal(it->score_rule.id, "score");
  d = d->next;
  assert_int_equal(d->kind, N_ZONE);
  assert_int_equal(d->zone.flags, ZONE_EACH | ZONE_PRIVATE | ZONE_FACE_UP);
  d = d->next;
  assert_int_equal(d->kind, N_VAR);
  assert_int_equal(d->var.each, 1);
  d = d->next;
  assert_int_equal(d->kind, N_WHEN_EMPTY);
  node *z = d->rule.zone;
  assert_int_equal(z->kind, N_OF);
  assert_string_equal(z->of.id, "hand");
  assert_string_equal(z->of.who->name.id, "p");
  d = d->next;
  assert_int_equal(d->kind, N_WHEN_PLAYED);
  assert_string_equal(d->rule.param, "c");
  d = d->next;
  assert_int_equal(d->kind, N_TURN);
  node *f = first_stmt(d);
  assert_int_equal(f->kind, N_FOR);
  assert_int_equal(f->for_.among.set->kind, N_NAME);
  assert_string_equal(f->for_.among.set->name.id, "others");
  node *race = f->for_.body->block.stmts;
  assert_int_equal(race->kind, N_RACE);
  assert_string_equal(race->race.among.set->name.id, "players");
}

static void test_two_syntax_errors(void **state)
{
  (void)state;
  node *t = parse(
    "zone stock : pile\n"
    "setup {\n"
    "  x = = 3\n"
    "  shuffle stock\n"
    "}\n"
    "turn { draw 1 by }\n"
    "var ok = 1\n");
  assert_int_equal(fx.d.errors, 2);
  const char *out = output();
  assert_non_null(strstr(out, "t.hoyle:3:7: error: expected an expression before '='\n"
                              "  x = = 3\n"
                              "      ^\n"));
  assert_non_null(strstr(out, "t.hoyle:6:18: error: expected an expression before '}'\n"));
  /* the declarations around the errors are still there */
  int kinds = 0;
  for (node *d = t; d; d = d->next)
    kinds |= 1 << d->kind % 31;
  assert_true(kinds & (1 << N_ZONE % 31));
  assert_true(kinds & (1 << N_VAR % 31));
  assert_true(kinds & (1 << N_SETUP % 31));
}

static void test_lexical_errors(void **state)
{
  (void)state;
  parse("setup {\n\tx = 1 @ 2\n  say \"open\n}\n");
  assert_int_equal(fx.d.errors >= 2, 1);
  const char *out = output();
  /* the caret line keeps the tab so the caret lines up */
  assert_non_null(strstr(out, "t.hoyle:2:8: error: unexpected character '@'\n"
                              "\tx = 1 @ 2\n"
                              "\t      ^\n"));
  assert_non_null(strstr(out, "t.hoyle:3:7: error: unterminated string"));
}

static void test_hole_error(void **state)
{
  (void)state;
  parse("setup { say \"a {x +} b\" }");
  assert_int_equal(fx.d.errors, 1);
  assert_non_null(strstr(output(), "t.hoyle:1:20: error: expected an expression before '}'\n"));
}

static void test_caret_range(void **state)
{
  (void)state;
  diag_add_text(&fx.d, "r.hoyle", "one\nvar total = 1\n");
  loc at = { "r.hoyle", 2, 5, 9 };
  diag_error(&fx.d, at, "bad %s", "name");
  diag_note(&fx.d, at, "here");
  assert_int_equal(fx.d.errors, 1);
  assert_string_equal(output(),
                      "r.hoyle:2:5: error: bad name\n"
                      "var total = 1\n"
                      "    ^~~~~\n"
                      "r.hoyle:2:5: note: here\n"
                      "var total = 1\n"
                      "    ^~~~~\n");
}

static void test_type_names(void **state)
{
  (void)state;
  assert_string_equal(type_name(T_INT), "number");
  assert_string_equal(type_name(T_BOOL), "truth value");
  assert_string_equal(type_name(T_VOID), "nothing");
}

/* The nearest name within the edits a word's length allows: a swap of
 * two neighbouring letters is one edit; a short word gets no guess two
 * edits away; the first of equally near names is kept. */
static void test_suggest(void **state)
{
  (void)state;
  static const char *const names[] = { "playable", "player", "choose", "stock", "at" };
  static const struct { const char *word, *want; } cases[] = {
    { "playabel", "playable" }, { "chose", "choose" }, { "stokc", "stock" },
    { "stack", "stock" }, { "choosen", "choose" }, { "plyr", NULL }, { "ta", NULL },
    { "xyzzy", NULL }, { "playable", NULL }, { "stcok", "stock" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    suggest s;
    suggest_start(&s, cases[i].word);
    for (size_t j = 0; j < sizeof names / sizeof names[0]; j++)
      suggest_consider(&s, names[j]);
    const char *got = suggest_best(&s);
    if (!cases[i].want)
      assert_null(got);
    else
      assert_string_equal(got, cases[i].want);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_precedence, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_logic_precedence, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_of_binds_tight, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_keyword_names, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_quantifier, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_in_list, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_interpolation, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_plain_string_escapes, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_statements, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_move_and_arm_parts, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_move_where_and_words, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_declarations, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_two_syntax_errors, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_lexical_errors, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_hole_error, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_caret_range, setup_fx, teardown_fx),
    cmocka_unit_test_setup_teardown(test_type_names, setup_fx, teardown_fx),
    cmocka_unit_test(test_suggest),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
