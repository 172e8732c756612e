/* optkind.c: what each option of a pending decision does (its kind, the
 * zone a play's cards go to, the zone a draw draws from) and the question
 * the decision asks; see optkind.h.  Built only when someone asks: an exec
 * bot's message (agentmsg.c), the stepping API's hoyle_game_question. */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/optkind.h"
#include "run/vm.h"

/* The first card to move once the option is taken, in the copy w. */
typedef struct first_move {
  game *w;
  int seen;
  vm_event e;
} first_move;

/* Notes the move and stops the copy there: nothing after it is read. */
static void on_move(void *ctx, const game *g, const vm_event *e)
{
  first_move *f = ctx;
  (void)g;
  if (!f->seen)
    f->e = *e;
  f->seen = 1;
  f->w->status = GS_PAUSED;
}

/* Takes option i in a copy of g and watches the first card that moves. */
static void first_move_of(const game *g, int i, first_move *f)
{
  vm_events ev = { .event = on_move, .ctx = f, .kinds = 1u << EV_MOVE | 1u << EV_DRAW | 1u << EV_PLAY };
  memset(f, 0, sizeof *f);
  f->w = mem_alloc(sizeof *f->w);
  game_copy(f->w, g);
  if (vm_choose(f->w, i) == 0)
    vm_run(f->w, &ev);
  free(f->w);
}

/* Option i's kind as its code tells it: play, pick, slot or choose (a
 * draw is a labelled option, told only by taking it). */
static opt_kind base_kind(const game *g, int i)
{
  const game_option *o = &g->dec.opts[i];
  int picked = o->text == OPT_BY_VALUE || o->words == WORDS_PICK;
  if (o->v.tag == V_CARD && !picked && o->words == 0 && (o->text >= 0 || o->text == OPT_UNWRITTEN))
    return KIND_SLOT;
  if (picked)
    return KIND_PICK;
  return o->v.tag == V_CARD || o->v.tag == V_SET ? KIND_PLAY : KIND_CHOOSE;
}

/* The seat whose own zone slot is (a hand of each seat's), or -1. */
static int slot_owner(const game *g, int slot)
{
  const module *m = g->mod;
  for (int z = 0; z < m->nzones; z++) {
    const zone_info *zi = &m->zones[z];
    if ((zi->flags & ZONE_EACH) && !(zi->flags & ZONE_TEAM) && slot >= zi->base &&
        slot < zi->base + g->nplayers)
      return slot - zi->base;
  }
  return -1;
}

/* Whether a move brings cards into a zone of the seat's own from another
 * (a draw, or `move top of stock to hand of current`). */
static int draws_into(const game *g, const vm_event *e, int seat)
{
  return (e->kind == EV_DRAW || e->kind == EV_MOVE) && slot_owner(g, e->to) == seat &&
         slot_owner(g, e->from) != seat;
}

/* Whether two moves are the same: from and to the same zones. */
static int same_move(const first_move *a, const first_move *b)
{
  return a->seen && b->seen && a->e.kind == b->e.kind && a->e.from == b->e.from && a->e.to == b->e.to;
}

void optkind_look(const game *g, opt_look *out)
{
  first_move *f = mem_alloc((size_t)(g->dec.nopts + 1) * sizeof *f);
  int labelled = 0, common = 1, first = -1;
  for (int i = 0; i < g->dec.nopts; i++) {
    out[i].kind = base_kind(g, i);
    out[i].target = out[i].from = -1;
    f[i].seen = 0;
    if (out[i].kind == KIND_PLAY || out[i].kind == KIND_CHOOSE)
      first_move_of(g, i, &f[i]);
    if (out[i].kind == KIND_PLAY && f[i].seen && f[i].e.kind == EV_PLAY)
      out[i].target = f[i].e.to;
    if (out[i].kind == KIND_CHOOSE) {
      labelled++;
      first = first < 0 ? i : first;
      common &= same_move(&f[i], &f[first]);
    }
  }
  /* A move that follows each of several labelled options alike (the turn's
   * draw after "guess" or "keep") is the turn's, not an option's. */
  for (int i = 0; i < g->dec.nopts; i++)
    if (out[i].kind == KIND_CHOOSE && f[i].seen && draws_into(g, &f[i].e, g->dec.who) &&
        (labelled == 1 || !common)) {
      out[i].kind = KIND_DRAW;
      out[i].from = f[i].e.from;
    }
  free(f);
}

/* What a pick names, for the question: "name a suit", "choose a player";
 * a pick told in its arm's words ("bid 2") by their first word, in word. */
static const char *pick_words(const game *g, int i, char *word, int n)
{
  switch ((vtag)g->dec.opts[i].v.tag) {
  case V_SUIT: return "name a suit";
  case V_RANK: return "name a rank";
  case V_PLAYER: return "choose a player";
  default: break;
  }
  if (g->dec.opts[i].words != WORDS_PICK)
    return g->dec.opts[i].v.tag == V_CARD ? "pick a card" : "choose a number";
  vm_option_label(g, g->dec.who, i, word, n);
  word[strcspn(word, " ")] = '\0';
  return word;
}

/* What a play does, for the question: "play a card", "play cards" (a set),
 * "play card 2" (of a `play several`), or in the arm's own words by
 * their first ("pass a card", "discard a card"). */
static void play_words(const game *g, int i, char *buf, int n)
{
  const decision *d = &g->dec;
  char verb[LABEL_MAX] = "play";
  if (d->opts[i].words == WORDS_PLAY) {
    vm_option_label(g, d->who, i, verb, sizeof verb);
    verb[strcspn(verb, " ")] = '\0';
  }
  if (d->opts[i].v.tag == V_SET)
    snprintf(buf, (size_t)n, "%s cards", verb);
  else if (d->card_no && d->card_max)
    snprintf(buf, (size_t)n, "%s card %d of at most %d", verb, d->card_no, d->card_max);
  else if (d->card_no)
    snprintf(buf, (size_t)n, "%s card %d", verb, d->card_no);
  else
    snprintf(buf, (size_t)n, "%s a card", verb);
}

/* Adds phrase p to the question's unless it is there already. */
static void add_phrase(const char **phrases, int *n, const char *p)
{
  for (int i = 0; i < *n; i++)
    if (strcmp(phrases[i], p) == 0)
      return;
  phrases[(*n)++] = p;
}

#define NAMED_MAX 3   /* labelled options the question names; more: "choose" */

/* The phrases of the question, in the order of the first option of each:
 * "play a card", "name a suit", "draw". */
typedef struct question {
  const char *phrases[OPTIONS_MAX + 1];
  int n, labelled, nlabels;
  char play[LABEL_MAX + 32], word[LABEL_MAX], labels[NAMED_MAX][LABEL_MAX];
} question;

static void ask_option(const game *g, int i, question *q)
{
  const decision *d = &g->dec;
  switch (base_kind(g, i)) {
  case KIND_PLAY:   /* the plays are told by the first */
    if (!q->play[0])
      play_words(g, i, q->play, sizeof q->play);
    add_phrase(q->phrases, &q->n, q->play);
    break;
  case KIND_PICK:
    if (!q->word[0] || d->opts[i].words != WORDS_PICK)   /* worded picks: by the first's word */
      add_phrase(q->phrases, &q->n, pick_words(g, i, q->word, sizeof q->word));
    break;
  case KIND_SLOT: add_phrase(q->phrases, &q->n, "choose a place"); break;
  default:
    if (q->labelled > NAMED_MAX) {
      add_phrase(q->phrases, &q->n, "choose");
    } else {
      vm_option_label(g, d->who, i, q->labels[q->nlabels], LABEL_MAX);
      add_phrase(q->phrases, &q->n, q->labels[q->nlabels++]);
    }
  }
}

void optkind_question(const game *g, char *buf, size_t n)
{
  question *q = mem_alloc(sizeof *q);
  memset(q, 0, sizeof *q);
  for (int i = 0; i < g->dec.nopts; i++)   /* labelled options: named, or "choose" when many */
    q->labelled += base_kind(g, i) == KIND_CHOOSE;
  for (int i = 0; i < g->dec.nopts; i++)
    ask_option(g, i, q);
  size_t at = (size_t)snprintf(buf, n, "P%d, ", g->dec.who + 1);
  for (int i = 0; i < q->n && at < n; i++)
    at += (size_t)snprintf(buf + at, n - at, "%s%s", i == 0 ? "" : i == q->n - 1 ? " or " : ", ",
                           q->phrases[i]);
  free(q);
}
