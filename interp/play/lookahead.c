/* lookahead.c: a short look ahead; see lookahead.h.  In a race a step
 * ends at the next decision that is not the same race going on (later
 * racers stay out, so that only the seat's own act counts) or when the deal
 * ends.  At the seat's other decisions an option is followed further: its
 * own steps left in the choice stop as soon as they may, the other seats
 * reply at random (a play arm offers the first card that fits, in an
 * order drawn at random: reply_first), and the look ends at the end of
 * the turn if the seat's own steps changed how it looks (a card played:
 * the others' answers to it in the same turn, such as a challenge, still
 * count), else at the end of the first turn after which it looks otherwise
 * (a trick taken) or at the seat's next decision in another turn or after
 * another seat's; and at a decision another seat takes blind to the
 * seat's act (in a part of `simultaneously`), or when the deal ends, read
 * before the next one is dealt.  A look that no other seat answered, that
 * drew nothing at random and moved no card the seat cannot see, comes out
 * the same in every world: when every option's look in the first world is
 * such, no other world is tried. */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/determinize.h"
#include "play/lookahead.h"
#include "run/knowledge.h"
#include "run/standing.h"
#include "run/vm.h"

#define LOOK_WORLDS 3        /* worlds each option is tried in (8 cost near three
                                times as much and won no more often against random
                                seats; with 2 a bot let a claim go that it knew was
                                false, tests/unit/test_search.c) */
#define LEARN_GAMES 16       /* games played out to learn whether holding is good */
#define LEARN_TURNS 500      /* turns a game is played out for, at most */
#define LEARN_SEED 0x6c6561726eu  /* the seeds of the games played out to learn */
#define FOLLOW_STEPS 200     /* decisions an option is followed for, at most */

/* The slots zone z has: a seat's each, but a team's each for a family of
 * zones kept per team (check.c), whose slots past the teams are another's. */
static int slots_of(const game *s, int z)
{
  const zone_info *zi = &s->mod->zones[z];
  return zi->family && (zi->flags & ZONE_TEAM) ? s->mod->nteams : MAX_PLAYERS;
}

int lookahead_held(const game *s, int p)
{
  int n = 0;
  for (int z = 0; z < s->mod->nzones; z++)
    if ((s->mod->zones[z].flags & ZONE_EACH) && p < slots_of(s, z))
      n += s->count[s->mod->zones[z].base + p];
  return n;
}

/* The slots of `each player` zones of g's module: those of seat p's and
 * of every seat's, found once a decision (a look weighs the seat's
 * holding at every step of it). */
typedef struct holdings { int nmine, nall; uint8_t mine[MAX_ZONES], all[MAX_ZONES]; } holdings;

static void holdings_find(holdings *h, const game *s, int p)
{
  h->nmine = h->nall = 0;
  for (int z = 0; z < s->mod->nzones; z++)
    if (s->mod->zones[z].flags & ZONE_EACH) {
      int n = slots_of(s, z), base = s->mod->zones[z].base;
      if (p < n)
        h->mine[h->nmine++] = (uint8_t)(base + p);
      for (int q = 0; q < n && q < s->nplayers; q++)
        h->all[h->nall++] = (uint8_t)(base + q);
    }
}

/* The seat's holding against the others' (lookahead_standing), by the
 * slots h of s's module. */
static int standing_in(const holdings *h, const game *s)
{
  int held = 0, all = 0;
  for (int i = 0; i < h->nmine; i++)
    held += s->count[h->mine[i]];
  for (int i = 0; i < h->nall; i++)
    all += s->count[h->all[i]];
  return held * s->nplayers - all;
}

int lookahead_standing(const game *s, int p)
{
  holdings h;
  holdings_find(&h, s, p);
  return standing_in(&h, s);
}

/* ---- learning whether holding is good ---- */

typedef struct learning { long sum; int ended; } learning;

/* At the first end of a deal or of the game with a winner: how the winner
 * stands. */
static void on_end(void *ctx, const game *s, const vm_event *e)
{
  learning *l = ctx;
  int w = e->kind == EV_END ? standing_rules_winner(s) : e->kind == EV_DEAL_END ? s->deal_winner : -1;
  if (w >= 0 && !l->ended)
    l->sum += lookahead_standing(s, w);
  l->ended |= w >= 0 || e->kind == EV_END;
}

/* A new game like g (its module, players, options, hooks and bounds),
 * dealt from `seed`, in which nobody reads a label. */
static void fresh_game(game *w, const game *g, uint64_t seed)
{
  const module *m = g->mod;
  game_init(w, m, g->nplayers, seed);
  w->hooks = g->hooks;
  w->max_steps = g->max_steps;
  w->max_deals = g->max_deals;
  w->max_turns = LEARN_TURNS;
  w->unlabelled = 1;
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].is_option)
      w->globals[m->globals[i].slot] = g->globals[m->globals[i].slot];
}

/* Plays new games like g out at random, from seeds of its own (so that
 * what is learnt is the same in every game of a session, whichever game
 * and seat learn it), to the first end of a deal or of the game; learns
 * the sign into lm, and whether a seat chose several cards. */
static void learn(lookahead_memo *lm, const game *g)
{
  learning l = { 0, 0 };
  vm_events ev = { .event = on_end, .ctx = &l, .kinds = 1u << EV_END | 1u << EV_DEAL_END };
  game *w = mem_alloc(sizeof *w);
  rng r;
  rng_seed(&r, LEARN_SEED);
  for (int k = 0; k < LEARN_GAMES; k++) {
    fresh_game(w, g, LEARN_SEED + (uint64_t)k);
    l.ended = 0;
    for (vm_run(w, &ev); w->status == GS_DECISION && !l.ended; vm_run(w, &ev)) {
      lm->several |= w->dec.card_no > 0;
      vm_choose(w, (int)rng_below(&r, (uint32_t)w->dec.nopts));
    }
  }
  free(w);
  lm->held_sign = l.sum > 0 ? 1 : l.sum < 0 ? -1 : 2;
}

/* ---- one step ---- */

static int option_valued(const game *s, value v)
{
  for (int i = 0; i < s->dec.nopts; i++)
    if (s->dec.opts[i].v.tag == v.tag && s->dec.opts[i].v.v == v.v)
      return i;
  return -1;
}

/* Whose look a look ahead weighs: the seat, whether holding is good (+1),
 * bad (-1) or neither (2), and the zones it holds cards in. */
typedef struct looker { int seat, sign; holdings h; } looker;

static void looker_set(looker *lk, const game *g, int seat, int sign)
{
  lk->seat = seat;
  lk->sign = sign;
  holdings_find(&lk->h, g, seat);
}

/* How the seat looks to the bot: where holding is good or bad (sign), its
 * holding against the others'; where it is neither, its score against the
 * others' by the score rule (0 in a game with none). */
static long looks(const looker *lk, const game *w)
{
  int seat = lk->seat;
  if (lk->sign != 2)
    return lk->sign * (long)standing_in(&lk->h, w);
  long all = 0;
  for (int q = 0; q < w->nplayers; q++)
    all += game_score(w, q);
  return w->mod->score_rule * ((long)game_score(w, seat) * w->nplayers - all);
}

/* How seat looks after option i of world w, against `before` (how it
 * looks in w); *chooses set to whether the option gives the seat a
 * choice of its own next. */
static long step(game *w, int i, const looker *lk, long before, int *chooses)
{
  int deal = w->deal_no;
  vm_choose(w, i);
  vm_run(w, NULL);
  *chooses = w->status == GS_DECISION && w->dec.who == lk->seat;
  while (w->status == GS_DECISION && w->dec.who < 0 && w->dec.acted > 0 && w->deal_no == deal) {
    int none = option_valued(w, mkval(V_NONE, 0));
    vm_choose(w, none >= 0 ? none : 0);
    vm_run(w, NULL);
  }
  return looks(lk, w) - before;
}

/* Whether option i of g puts cards down. */
static int puts_down(const game *g, int i)
{
  return g->dec.opts[i].v.tag == V_CARD || g->dec.opts[i].v.tag == V_SET;
}

/* The seat's reply in a followed world: an option that puts no card down
 * (the end of a choice of several cards), else one at random; the other
 * seats' replies: at random, and in a race no one acts one time in two. */
static int reply(const game *w, int seat, rng *r)
{
  int n = w->dec.nopts, none = option_valued(w, mkval(V_NONE, 0));
  if (w->dec.who < 0 && none >= 0 && rng_below(r, 2))
    return none;
  for (int i = 0; w->dec.who == seat && i < n; i++)
    if (!puts_down(w, i))
      return i;
  return (int)rng_below(r, (uint32_t)n);
}

/* Runs w on after a choice: up to its next decision, the end of the game,
 * or the start of a new deal, before it is set up (the deal that ended is
 * read as it ended, not as the next one is dealt).  With `sure` it stops
 * earlier at a decision of cards sure to be asked, its second card offered
 * and the rest not yet made (GS_PAUSED, in the same deal): a look that ends
 * there makes no more (in Hearts, a whole lead's options after each trick
 * looked at); run on without `sure`, w comes to the decision itself. */
static void run_on(game *w, int sure)
{
  w->pause = PAUSE_DEAL;
  w->dec.room = sure ? 1 : OPTIONS_MAX;
  w->status = GS_RUNNING;
  vm_run(w, NULL);
  w->dec.room = OPTIONS_MAX;
}

/* How seat looks after option i of world w and what follows it, against
 * `before` (how it looks in w): its own steps, then the others' replies up
 * to the end of the turn if its own steps changed how it looks, else up to
 * the end of the first turn after which it looks otherwise, or to its next
 * decision in another turn or after another seat's; or up to a decision
 * another seat takes blind to the seat's act (in a part of
 * `simultaneously`), or the end of the deal.  A
 * deal or game won by the seat, or by another, adds or takes away the most
 * it could hold.  The replies of each turn are drawn from `seed` and the
 * turn's number, so that every option of a world meets the same replies in
 * the same turns.  *alone is set when no other seat acted. */
static long follow(game *w, int i, const looker *lk, long before, uint32_t seed, int *alone)
{
  rng r;
  int at = -1;
  int seat = lk->seat, deal = w->deal_no, turn = w->deal_turns, others = 0, changed = 0;
  long most = (long)w->ncards * w->nplayers;
  vm_choose(w, i);
  run_on(w, 1);
  for (int k = 0; k < FOLLOW_STEPS && w->deal_no == deal
                  && (w->status == GS_DECISION || w->status == GS_PAUSED); k++) {
    int mine = w->dec.who == seat;
    if (others ? !changed : !mine) {   /* after its own steps, until it looks otherwise */
      changed = looks(lk, w) != before;
      turn = others && changed ? at : turn;   /* it changed in the last reply's turn */
    }
    if (mine ? others || w->deal_turns != turn
             : w->veil || (changed && w->deal_turns != turn))
      break;
    if (w->status == GS_PAUSED) {      /* a decision sure to be asked: made whole */
      run_on(w, 0);
      if (w->status != GS_DECISION)
        break;
    }
    others |= !mine;
    if (w->deal_turns != at)
      rng_seed(&r, (uint64_t)seed << 32 | (uint32_t)(at = w->deal_turns));
    vm_choose(w, reply(w, seat, &r));
    run_on(w, 1);
  }
  *alone = !others;
  int win = w->status == GS_OVER ? standing_rules_winner(w) : w->deal_no != deal ? w->deal_winner : -1;
  long won = win < 0 ? 0 : win == seat ? most : -most;
  return won + looks(lk, w) - before;
}

/* Whether a look in world x (its generator `start` before the look) that
 * no other seat answered comes out the same in every world: it drew
 * nothing at random and every card the seat cannot see lies where it lay.
 * (A rule that reads such a card where it lies could still tell the worlds
 * apart; none of the games does so in a seat's own turn.) */
static int same_everywhere(const determinizer *d, const game *x, const rng *start)
{
  if (memcmp(&x->rng, start, sizeof *start) != 0)
    return 0;
  for (int j = 0; j < d->n; j++)
    if (x->where[d->unknown[j]] != d->base.where[d->unknown[j]])
      return 0;
  return 1;
}

/* The seats of world w reply cheaply in a look: each play arm of theirs
 * offers only the first card that fits, its zone's cards in an order
 * drawn at random, so that the first that fits is one of those that fit
 * at random.  The cards of private zones that the seat does not know lie
 * in such an order already (the world drew their faces); each it knows is
 * put in a place drawn from `seed`, that of the world's replies.  A choice
 * that passed over a card that fits is asked though it offers one
 * (decide.h); one card that alone fits is played at once, as before. */
static void reply_first(game *w, int seat, uint32_t seed)
{
  const module *m = w->mod;
  rng r;
  rng_seed(&r, (uint64_t)seed << 32 | UINT32_MAX);   /* apart from follow()'s turns */
  w->first_card = (uint8_t)((1u << w->nplayers) - 1);
  for (int z = 0; z < m->nzones; z++) {
    const zone_info *zi = &m->zones[z];
    if ((zi->flags & (ZONE_EACH | ZONE_PRIVATE)) != (ZONE_EACH | ZONE_PRIVATE) || zi->family)
      continue;
    for (int p = 0; p < w->nplayers; p++) {
      uint8_t *cards = w->zone[zi->base + p];
      int n = w->count[zi->base + p];
      for (int i = 0; i < n; i++)
        if (knowledge_has(w, seat, cards[i])) {
          int j = (int)rng_below(&r, (uint32_t)n);
          uint8_t t = cards[j];
          cards[j] = cards[i];
          cards[i] = t;
        }
    }
  }
}

/* The summed look of each of the n options in `opts` over the same worlds
 * (a step in a race, else the option followed), in gain[]; the memo learnt
 * first if need be.  The last option of a world is tried in the world
 * itself, the others in copies.  When every option's look in the first
 * world comes out the same in every world (same_everywhere), no other
 * world is tried.  In a race, *first_chooses is set to whether the first
 * option, in the first world, gave the seat a choice of its own next. */
static void weigh(lookahead_memo *lm, rng *r, const game *g, int seat, const int *opts, int n,
                  long *gain, int *first_chooses)
{
  memset(gain, 0, (size_t)n * sizeof *gain);
  if (!lm->held_sign)
    learn(lm, g);
  determinizer *d = mem_alloc(sizeof *d);
  game *w = mem_alloc(2 * sizeof *w);
  looker lk;
  looker_set(&lk, g, seat, lm->held_sign);
  determinize_prepare(d, g, seat);
  for (int k = 0, worlds = LOOK_WORLDS; k < worlds; k++) {
    determinize_sample(d, r, &w[0]);
    uint32_t replies = rng_next(r);
    if (g->dec.who >= 0)
      reply_first(&w[0], seat, replies);
    long before = looks(&lk, &w[0]);
    rng start = w[0].rng;
    int alone = g->dec.who >= 0;
    for (int i = 0; i < n; i++) {
      game *x = &w[0];
      int by_itself = 0;
      if (i + 1 < n)
        game_copy(x = &w[1], &w[0]);
      int chooses = 0;
      gain[i] += g->dec.who < 0 ? step(x, opts[i], &lk, before, &chooses)
                                : follow(x, opts[i], &lk, before, replies, &by_itself);
      if (k == 0 && i == 0)
        *first_chooses = chooses;
      alone &= by_itself && same_everywhere(d, x, &start);
    }
    worlds = k == 0 && alone ? 1 : worlds;
  }
  free(w);
  free(d);
}

int lookahead_joins(lookahead_memo *lm, rng *r, const game *g, int seat)
{
  int opts[2] = { option_valued(g, mkval(V_PLAYER, seat)), option_valued(g, mkval(V_NONE, 0)) };
  long gain[2];
  int chooses;
  if (opts[0] < 0 || opts[1] < 0)
    return 1;
  weigh(lm, r, g, seat, opts, 2, gain, &chooses);
  return gain[0] > gain[1] || (gain[0] == gain[1] && chooses);
}

int lookahead_best(lookahead_memo *lm, rng *r, const game *g, int seat)
{
  int opts[OPTIONS_MAX] = { 0 }, best[OPTIONS_MAX], nbest = 0, n = g->dec.nopts, down = 0;
  long gain[OPTIONS_MAX];
  int chooses;
  for (int i = 0; i < n; i++)
    opts[i] = i;
  weigh(lm, r, g, seat, opts, n, gain, &chooses);
  for (int i = 0; i < n; i++) {
    if (nbest && (gain[i] < gain[best[0]] || (gain[i] == gain[best[0]] && down && !puts_down(g, i))))
      continue;
    if (nbest && (gain[i] > gain[best[0]] || (!down && puts_down(g, i))))
      nbest = 0;
    down = puts_down(g, i);
    best[nbest++] = i;
  }
  return best[rng_below(r, (uint32_t)nbest)];
}

int lookahead_sign(lookahead_memo *lm, const game *g)
{
  if (!lm->held_sign)
    learn(lm, g);
  return lm->held_sign;
}

int lookahead_ties(int sign, uint32_t seed, const game *w, int seat, int chosen, game *tmp)
{
  long gain[OPTIONS_MAX];
  int n = w->dec.nopts, best = 0, ties = 0, in = 0;
  looker lk;
  looker_set(&lk, w, seat, sign);
  long before = looks(&lk, w);
  for (int i = 0; i < n; i++) {
    int alone;
    game_copy(tmp, w);
    gain[i] = follow(tmp, i, &lk, before, seed, &alone);
  }
  for (int i = 1; i < n; i++)      /* the best, and of equals one putting cards down */
    if (gain[i] > gain[best] || (gain[i] == gain[best] && puts_down(w, i) && !puts_down(w, best)))
      best = i;
  for (int i = 0; i < n; i++)
    if (gain[i] == gain[best] && puts_down(w, i) == puts_down(w, best)) {
      ties++;
      in |= i == chosen;
    }
  return in ? ties : 0;
}
