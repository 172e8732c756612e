/* decide.c: decisions: options offered, waited on, taken; see decide.h. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "run/decide.h"
#include "run/knowledge.h"
#include "run/names.h"
#include "run/ops.h"
#include "run/sets.h"
#include "run/zone.h"

void decide_full(game *g, int room, int at)
{
  if (room >= OPTIONS_MAX) {
    game_fail(g, at, "more than %d options in one choice", OPTIONS_MAX);
    return;
  }
  g->dec.room = OPTIONS_MAX;
  g->status = GS_PAUSED;
}

void decide_offer_str(game *g, int arm, int str, int at)
{
  game_option *o = decide_offer(g, arm, mkval(V_NONE, 0), at);
  if (o)
    o->str = (int16_t)str;
}

/* Option o labelled by text made at run time, copied into the decision. */
static void label_text(game *g, game_option *o, const char *label, int at)
{
  decision *d = &g->dec;
  size_t n = strlen(label) + 1;
  if (d->text_len + n > sizeof d->text) {
    game_fail(g, at, "the labels of one choice are too long");
    return;
  }
  memcpy(d->text + d->text_len, label, n);
  o->text = d->text_len;
  d->text_len = (int16_t)(d->text_len + n);
}

static void offer_text(game *g, int arm, const char *label, int at)
{
  game_option *o = decide_offer(g, arm, mkval(V_NONE, 0), at);
  if (o)
    label_text(g, o, label, at);
}

/* An option whose label, made at run time, a world does not write. */
static void offer_unwritten(game *g, int arm, value v, int at)
{
  game_option *o = decide_offer(g, arm, v, at);
  if (o)
    o->text = OPT_UNWRITTEN;
}

void decide_offer_slot(game *g, int arm, value c, int at)
{
  char label[24];
  if (g->unlabelled) {
    offer_unwritten(g, arm, c, at);
    return;
  }
  snprintf(label, sizeof label, "slot %d", zone_index(g, c.v) + 1);
  offer_text(g, arm, label, at);
  if (g->status == GS_RUNNING)
    g->dec.opts[g->dec.nopts - 1].v = c;
}

/* A race: every player in play (but the current one, for `others`) may be
 * the one to act. */
static void offer_race(game *g, int others)
{
  decide_begin(g, -1);
  g->dec.acted = 0;
  g->dec.label = -1;
  for (int p = 0; p < g->nplayers; p++)
    if ((!others || p != g->current) && game_in_play(g, p))
      decide_offer(g, 0, mkval(V_PLAYER, p), 0);
}

/* The next step of a race players may join: each player of the race not in
 * the set `acted` may be the next to act, or "no one" ends it. */
static void offer_window(game *g, int acted, int label_others, int at)
{
  int others = label_others & 1, n = 0;
  decide_begin(g, -1);
  g->dec.label = (int16_t)(label_others >> 1);
  for (int p = 0; p < g->nplayers; p++) {
    if (acted & (1 << p))
      n++;
    else if ((!others || p != g->current) && game_in_play(g, p))
      decide_offer(g, 0, mkval(V_PLAYER, p), at);
  }
  g->dec.acted = (int16_t)n;
  offer_text(g, 0, "no one", at);
}

static void take(game *g, int i)
{
  g->dec.chosen_arm = g->dec.opts[i].arm;
  g->dec.chosen = (int16_t)i;
  g->stack[g->sp++] = g->dec.opts[i].v;
}

void decide_wait(game *g, int at)
{
  if (decide_veiled(g))
    game_fail(g, at, "inside 'simultaneously' only the player whose part it is may choose");
  else if (g->dec.nopts == 0)
    game_fail(g, at, "nothing to choose from: no option of this choice is open");
  else if (g->dec.nopts == 1 && !decide_asks_one(g))
    take(g, 0);
  else
    g->status = GS_DECISION;
}

int vm_choose(game *g, int i)
{
  if (g->status != GS_DECISION || i < 0 || i >= g->dec.nopts)
    return -1;
  take(g, i);
  g->dec.taken = (int16_t)(i + 1);
  g->status = GS_RUNNING;
  return 0;
}

void decide_report(game *g, const vm_events *ev, int i)
{
  event_emit(g, ev, EV_CHOICE, decide_chooser(g, i), i, NULL);
}

void vm_option_label(const game *g, int seat, int i, char *buf, int n)
{
  const game_option *o = &g->dec.opts[i];
  if (o->str >= 0) {
    snprintf(buf, (size_t)n, "%s", g->mod->strs[o->str]);
  } else if (o->text >= 0) {
    option_words(g, seat, o, "??", buf, n);
  } else if (o->v.tag == V_SET) {
    set_label(g, seat, o->v, buf, n);
  } else if (o->v.tag == V_CARD) {
    char c[8] = "??";
    if (knowledge_has(g, seat, o->v.v))
      card_name(g->mod, g->cards[o->v.v], c);
    snprintf(buf, (size_t)n, o->text == OPT_BY_VALUE ? "%s" : "play %s", c);
  } else {
    value_str(g, o->v, buf, n);
  }
}

/* ---- the instructions ---- */

/* Option o labelled by the parts FMT kept (run/names.c). */
static void label_parts(game_option *o, value parts)
{
  o->text = (int16_t)(parts.v & 0xffff);
  o->nparts = (uint8_t)(parts.v >> 16);
}

static int is_parts(value s)
{
  return s.tag == V_STR && (s.v & STR_PARTS);
}

COLD_OP(OPTLABEL)
{
  char label[TEXT_MAX];
  int arm = ARG();
  value s = POP();
  if (is_parts(s)) {
    game_option *o = decide_offer(g, arm, mkval(V_NONE, 0), at);
    if (o)
      label_parts(o, s);
  } else if (s.tag == V_STR && !(s.v & STR_DYNAMIC)) {
    decide_offer_str(g, arm, s.v, at);
  } else if (g->unlabelled) {
    offer_unwritten(g, arm, mkval(V_NONE, 0), at);
  } else {
    value_str(g, s, label, sizeof label);
    offer_text(g, arm, label, at);
  }
}

int decide_offer_zone(game *g, int arm, int z, int worded, int at)
{
  decision *d = &g->dec;
  int n = g->count[z];
  if (decide_first_card(g) && n > 1) {
    n = 1;
    d->passed = 1;
  }
  if (d->nopts + n > OPTIONS_MAX) {
    game_fail(g, at, "more than %d options in one choice", OPTIONS_MAX);
    return 0;
  }
  game_option o = { (int16_t)arm, -1, -1, 0, 0, mkval(V_CARD, 0) };
  if (worded) {
    o.words = WORDS_PLAY;
    o.text = OPT_UNWRITTEN;
  }
  char head[offsetof(game_option, v)];  /* the same for every option: copied whole */
  memcpy(head, &o, sizeof head);
  game_option *opt = &d->opts[d->nopts];
  for (int i = 0; i < n; i++) {
    memcpy(&opt[i], head, sizeof head);
    opt[i].v = mkval(V_CARD, g->zone[z][i]);
  }
  d->nopts += n;
  return 1;
}

/* `play c from ... as "pass {c} to {p}"`, `n among 0..5 as "bid {n}"`:
 * the option just offered gets the arm's words as its label. */
COLD_OP(OPTWORDS)
{
  char label[TEXT_MAX];
  game_option *o = decide_worded(g);
  value words = POP();
  if (g->unlabelled) {
    o->text = OPT_UNWRITTEN;
  } else if (is_parts(words)) {
    label_parts(o, words);
  } else {
    value_str(g, words, label, sizeof label);
    label_text(g, o, label, at);
  }
}

/* The choice after the cards a `play several` has put down: which card it
 * asks for, and of how many at most, for the screen ("card 2 of 4"). */
COLD_OP(RACE)
{
  offer_race(g, ARG());
}

COLD_OP(WINDOW)
{
  int acted = LOCAL(ARG()).v;
  offer_window(g, acted, ARG(), at);
}
