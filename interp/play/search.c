/* search.c: the ismcts bot (see search.h).  A move is named so that it
 * means the same in every sampled world: a card the mover knows by its
 * face, one it does not by its place (a face-down card of its own picked by
 * slot).  Each node counts its visits, the result of the seat that moved to
 * it, and how often it was open (availability: UCT among the moves a world
 * allows).  Play-outs stop at the end of the deal: a game over scores win
 * or loss, a deal of a scoring game the points it brought each seat
 * against the others, other deals their winner, their loser or the order
 * the seats went out in.  Where holding cards is plainly good or bad and
 * play-outs often run to their cap, a play-out still going CUT_TURNS past
 * the tree is cut and scored by the cards held; elsewhere a capped or
 * failed play-out is a draw.  Where the Lua hooks judge a hand
 * (outlook(p), hoyle-lua(3)), every play-out stops OUTLOOK_TURNS past the
 * tree and is scored by the outlooks.  Two options serve games where
 * holding cards is plainly good or bad: short play-outs scored by the
 * cards held (horizon), and worlds drawn by how well they explain the
 * other seats' choices (infer, infer.h).  A search whose play-outs mostly
 * outlast their cap (deals longer than a play-out follows) turns to short
 * play-outs, when holding cards is good or bad. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/mem.h"
#include "play/determinize.h"
#include "play/infer.h"
#include "play/search.h"
#include "run/standing.h"
#include "run/view.h"
#include "run/vm.h"

#define UCT_C 0.7            /* exploration; results lie in [0, 1] */
#define TREE_DEPTH 64        /* moves of one iteration inside the tree */
#define ROLLOUT_TURNS 300    /* a play-out's turns beyond those of the root */
#define ROLLOUT_STEPS 3000   /* a play-out's decisions */
#define CUT_TURNS 60         /* a play-out's turns beyond the tree's before it may be cut */
#define OUTLOOK_TURNS 4      /* a play-out's turns beyond the tree's, where the Lua has outlook */
#define LOOK_STEPS 6         /* short play-outs: the first decisions whose yes or no is looked at */
#define BEST_VISITS 2        /* short play-outs: the visits a move needs to count as a best */
#define PROBE_EVERY 8        /* iterations between looks at how many play-outs were capped */
#define PROBE_UNTIL 32       /* the last iteration at which a search may turn to short play-outs */
#define RAN_OUT_SHARE 8      /* one play-out in so many run to ROLLOUT_TURNS: the rest may be cut */
#define LONG_HORIZON 6       /* the turns of the short play-outs of a game whose deals outlast the cap */
#define LOGS 2048            /* availabilities whose logarithm a search keeps once worked out */

typedef struct move { int32_t v; int16_t arm, str, text; uint8_t tag, by_face; } move;

typedef struct node {
  move m;
  int8_t who;               /* the seat that made m */
  int32_t child, next;      /* first child, next sibling; -1: none */
  int32_t visits, avail;
  double total;             /* who's results summed */
} node;

typedef struct search {
  const search_params *p;
  rng *r;
  int seat, deal0;
  int sign;                 /* holding cards is good (1), bad (-1), neither (2); 0: not needed */
  int horizon;              /* short play-outs: turns each lasts; 0: to the end of the deal */
  int capped;               /* play-outs stopped by ROLLOUT_TURNS or going past CUT_TURNS */
  int ran_out;              /* play-outs stopped by ROLLOUT_TURNS */
  int cutting;              /* play-outs going past CUT_TURNS are cut there (probe_playouts) */
  int outlook;              /* the Lua hooks have outlook(p): play-outs cut short by it */
  long won_held;            /* the holdings of the winners of play-outs that ended (standing) */
  lookahead_memo *lm;       /* what the seat learnt of the game; NULL: learnt afresh */
  lookahead_memo own;
  belief belief;            /* the worlds weighed by the other seats' choices, if any */
  game *looked;             /* the look at the option at_once chose: the world after it */
  int32_t score0[MAX_PLAYERS];
  double logs[LOGS];        /* log(a) for UCT, once worked out; 0: not yet (or a is 1) */
  node *n;
  int len, cap;
  determinizer det;
  game *world;              /* one of games: the world being played */
  game games[2];            /* the world, and the look at a yes or no's no (at_once) */
} search;

static move move_of(const game *s, int i)
{
  const game_option *o = &s->dec.opts[i];
  int16_t text = o->text >= 0 ? OPT_UNWRITTEN : o->text;   /* as a world leaves it */
  move m = { o->v.v, o->arm, o->str, text, (uint8_t)o->v.tag, 0 };
  if (o->v.tag == V_CARD && view_knows(s, s->dec.who, o->v.v)) {
    card c = s->cards[o->v.v];
    m.v = c.rank << 8 | c.suit;
    m.by_face = 1;
  }
  return m;
}

/* Every field of a move alike: its 12 bytes, which hold no padding, as
 * two words rather than six comparisons (the tree's most frequent test). */
static int move_eq(move x, move y)
{
  _Static_assert(sizeof(move) == 12, "a move is 12 bytes with no padding");
  uint64_t x0, y0;
  uint32_t x1, y1;
  memcpy(&x0, &x, 8), memcpy(&y0, &y, 8);
  memcpy(&x1, (char *)&x + 8, 4), memcpy(&y1, (char *)&y + 8, 4);
  return x0 == y0 && x1 == y1;
}

/* ---- the fast bots of play-outs ---- */

/* Whether option i of s puts cards down. */
static int puts_down(const game *s, int i)
{
  return s->dec.opts[i].v.tag == V_CARD || s->dec.opts[i].v.tag == V_SET;
}

/* The option that puts nothing down and names nobody (let a race pass,
 * end a choice of several cards); -1 if there is none. */
static int option_none(const game *s)
{
  for (int i = 0; i < s->dec.nopts; i++)
    if (s->dec.opts[i].v.tag == V_NONE)
      return i;
  return -1;
}

/* A race in a play-out: no one acts one time in two, else anyone in it. */
static int race_policy(const game *s, rng *r)
{
  int none = option_none(s);
  if (none >= 0 && rng_below(r, 2))
    return none;
  return (int)rng_below(r, (uint32_t)s->dec.nopts);
}

/* Random, or greedy: an option that puts cards down when there is one. */
static int rollout_policy(const game *s, int greedy, rng *r)
{
  const decision *d = &s->dec;
  if (d->who < 0)
    return race_policy(s, r);
  int i = (int)rng_below(r, (uint32_t)d->nopts);
  if (!greedy)
    return i;
  for (int t = 0; t < d->nopts; t++, i = (i + 1) % d->nopts)
    if (puts_down(s, i))
      return i;
  return i;
}

/* Whether a world's play has come to a stop the search scores: the game
 * over, or paused before the next deal begins (with this deal's winner,
 * loser and seats gone out still to be read), or past the deal. */
static int settled(const search *sr, const game *s)
{
  return s->status != GS_DECISION || s->deal_no != sr->deal0;
}

static void play(game *s, int i)
{
  vm_choose(s, i);
  vm_run(s, NULL);
}

/* ---- short play-outs (ismcts:horizon=H) ---- */

typedef struct last_move { int who, turn, down; } last_move;

/* A yes or no: two options, neither putting cards down (challenge or let
 * it go); the second is the no. */
static int yes_or_no(const game *s)
{
  return s->dec.nopts == 2 && !puts_down(s, 0) && !puts_down(s, 1);
}

/* How good world w is for seat who at once: its holding weighed by the
 * sign, a game won or lost. */
static long worth(const search *sr, const game *w, int who)
{
  long v = sr->sign * (long)lookahead_standing(w, who);
  int winner = w->status == GS_OVER ? standing_rules_winner(w) : -1;
  if (winner >= 0)
    v += (winner == who ? 1 : -1) * (long)w->ncards * w->nplayers;
  return v;
}

/* The option of the world's yes or no that does the chooser most good at
 * once (worth); of equals, no.  The no is looked at in a copy, the yes
 * played in the world itself; the one chosen is kept in sr->looked, to
 * go on from as the world instead of playing it again. */
static int at_once(search *sr)
{
  game *s = sr->world, *look = s == &sr->games[0] ? &sr->games[1] : &sr->games[0];
  int who = s->dec.who;
  game_copy(look, s);      /* what is in use only: a whole game is mostly unused zone */
  play(look, 1);
  long no = worth(sr, look, who);
  play(s, 0);
  int yes = worth(sr, s, who) > no;
  sr->looked = yes ? s : look;
  return !yes;
}

/* A short play-out's bot: a seat that put cards down in this turn's choice
 * stops it when it may; a yes or no is looked at in the first decisions
 * and answered no after them; else the fast bot. */
static int short_policy(search *sr, const game *s, int k, const last_move *last)
{
  if (s->dec.who >= 0 && yes_or_no(s))
    return k < LOOK_STEPS ? at_once(sr) : 1;
  int none = option_none(s);
  if (none >= 0 && s->dec.who == last->who && s->deal_turns == last->turn && last->down)
    return none;
  return rollout_policy(s, sr->p->greedy, sr->r);
}

/* Whether a play-out to the end of the deal, CUT_TURNS past the tree, may
 * stop there to be scored by the cards held: when holding cards is plainly
 * good or bad (learnt at the first play-out to go so far).  It stops once
 * the search's play-outs are seen to run to ROLLOUT_TURNS often
 * (probe_playouts): in Russian Crazy Sevens a third of them went on so
 * long (the stock reshuffled and penalties drawn again and again), each a
 * draw for every seat that told the search nothing and took most of its
 * time.  Where play-outs end on their own (Uno, Vandatta: one in 300 runs
 * out), the end is worth the wait: cut there, the third of the play-outs
 * that go past CUT_TURNS cost the search 7 points of wins in Vandatta
 * (bench/search-cut.txt). */
static int cut_here(search *sr)
{
  if (!sr->sign)
    sr->sign = lookahead_sign(sr->lm, &sr->det.base);
  return sr->sign == 1 || sr->sign == -1;
}

/* Plays option i of sr->world, or takes at_once's look at it (played
 * already) as the world. */
static game *take(search *sr, int i)
{
  if (sr->looked)
    sr->world = sr->looked, sr->looked = NULL;
  else
    play(sr->world, i);
  return sr->world;
}

/* Plays the world out from the tree's last move (last): to the end of the
 * deal, or for the horizon's turns; returns whether it was cut (cut_here). */
static int rollout(search *sr, last_move last)
{
  game *s = sr->world;
  int cap = s->deal_turns + ROLLOUT_TURNS, end = s->deal_turns + sr->horizon;
  int cut = s->deal_turns + (sr->outlook ? OUTLOOK_TURNS : CUT_TURNS), past = 0;
  if (cap < s->max_turns)
    s->max_turns = cap;
  for (int k = 0; k < ROLLOUT_STEPS && !settled(sr, s); k++) {
    if (sr->horizon && s->deal_turns >= end)
      return 0;
    if (sr->outlook && s->deal_turns >= cut)
      return 1;
    if (!sr->horizon && !past && s->deal_turns >= cut && cut_here(sr)) {
      sr->capped++;
      if (sr->cutting)
        return 1;
      past = 1;
    }
    last_move now = { s->dec.who, s->deal_turns, 0 };   /* read before at_once plays s */
    int i = sr->horizon ? short_policy(sr, s, k, &last) : rollout_policy(s, sr->p->greedy, sr->r);
    now.down = !sr->looked && puts_down(s, i);          /* a yes or no puts nothing down */
    last = now;
    s = take(sr, i);
  }
  sr->capped += s->capped && !past;
  sr->ran_out += s->capped;
  int w = s->status == GS_OVER ? s->winner : s->deal_winner;
  if (settled(sr, s) && s->status != GS_ERROR && !s->capped && w >= 0)
    sr->won_held += lookahead_standing(s, w);
  return 0;
}

/* ---- results ---- */

/* The n seats' gains (higher is better) against their mean, as shares in
 * [0, 1]: the seat furthest above the mean 1, the one furthest below 0. */
static void shares(const double *gain, int n, double *r)
{
  double mean = 0, spread = 0;
  for (int p = 0; p < n; p++)
    mean += gain[p] / n;
  for (int p = 0; p < n; p++)
    spread = fmax(spread, fabs(gain[p] - mean));
  for (int p = 0; p < n; p++)
    r[p] = spread > 0 ? 0.5 + (gain[p] - mean) / (2 * spread) : 0.5;
}

/* Each seat's points this deal against the others'. */
static void score_results(const search *sr, const game *s, double *r)
{
  double gain[MAX_PLAYERS];
  for (int p = 0; p < s->nplayers; p++)
    gain[p] = s->mod->score_rule * (game_score(s, p) - sr->score0[p]);
  shares(gain, s->nplayers, r);
}

/* Whether the Lua hooks of g have outlook(p), with a way to call it. */
static int has_outlook(const game *g)
{
  if (!g->hooks || !g->hooks->number)
    return 0;
  for (int i = 0; i < g->mod->nhooks; i++)
    if (strcmp(g->mod->hooks[i].name, "outlook") == 0)
      return 1;
  return 0;
}

/* A play-out cut by the outlook: each seat's outlook(p) against the
 * others', as a deal's points are; a draw when a call fails. */
static void outlook_results(game *s, double *r)
{
  double gain[MAX_PLAYERS];
  for (int p = 0; p < s->nplayers; p++)
    if (s->hooks->number(s->hooks->ctx, s, "outlook", p, &gain[p]) < 0) {
      for (int q = 0; q < s->nplayers; q++)
        r[q] = 1.0 / s->nplayers;
      return;
    }
  shares(gain, s->nplayers, r);
}

/* A short play-out cut before the deal ended: each seat's holding
 * against the mean, weighed by the sign, over the cards in play. */
static void held_results(const search *sr, const game *s, double *r)
{
  double gain[MAX_PLAYERS], mean = 0;
  for (int p = 0; p < s->nplayers; p++)
    mean += (gain[p] = sr->sign * lookahead_held(s, p)) / s->nplayers;
  for (int p = 0; p < s->nplayers; p++)
    r[p] = 0.5 + (gain[p] - mean) / (2.0 * s->ncards);
}

static void results(const search *sr, game *s, int cut, double *r)
{
  int n = s->nplayers;
  if ((cut || sr->horizon) && s->status == GS_DECISION && !settled(sr, s)) {
    if (sr->outlook)
      outlook_results(s, r);
    else
      held_results(sr, s, r);
    return;
  }
  for (int p = 0; p < n; p++)
    r[p] = 1.0 / n;
  if (s->status == GS_ERROR || s->capped || (s->status == GS_DECISION && !settled(sr, s)))
    return;
  if (s->status == GS_OVER && n > 1) {     /* the share of the others each seat beat, by
                                              the rules alone (not by fn standing) */
    int place[MAX_PLAYERS];
    for (int p = 0; p < n; p++)
      place[p] = standing_rules_place(s, p);
    for (int p = 0; p < n; p++) {
      int beat = 0;
      for (int q = 0; q < n; q++)
        beat += place[q] > place[p];
      r[p] = (double)beat / (n - 1);
    }
    return;
  }
  int win = s->deal_winner, lost = s->deal_loser;
  if ((win >= 0 || lost >= 0) && !s->mod->score_rule) {   /* a team wins or loses as one */
    for (int p = 0; p < n; p++)
      r[p] = win >= 0 ? game_team_seat(s, p) == game_team_seat(s, win)
                      : game_team_seat(s, p) != game_team_seat(s, lost);
  } else if (s->mod->score_rule) {
    score_results(sr, s, r);
  } else if (s->nfinished > 0 && n > 1) {
    for (int p = 0; p < n; p++)
      r[p] = 0;
    for (int k = 0; k < s->nfinished; k++)
      r[s->finished[k]] = (double)(n - 1 - k) / (n - 1);
  }
}

/* ---- the tree ---- */

static int find_child(const search *sr, int parent, move m)
{
  for (int c = sr->n[parent].child; c >= 0; c = sr->n[c].next)
    if (move_eq(sr->n[c].m, m))
      return c;
  return -1;
}

static int add_child(search *sr, int parent, move m, int who)
{
  int c = sr->len++;
  sr->n[c] = (node){ m, (int8_t)who, -1, sr->n[parent].child, 0, 0, 0 };
  sr->n[parent].child = c;
  return c;
}

/* Whether every move after c's is its own seat's: in every world c's seat
 * goes on choosing (a choice of several cards).  After a move that ends a
 * turn the next mover differs from world to world, and the values of
 * another seat's moves are that seat's, not c's. */
static int same_seat_next(const search *sr, const node *c)
{
  for (int k = c->child; k >= 0; k = sr->n[k].next)
    if (sr->n[k].who != c->who)
      return 0;
  return c->child >= 0;
}

/* A node's value: the mean of its results; with short play-outs, where
 * the same seat moves again next (same_seat_next), the best of those
 * moves tried often enough. */
static double node_value(const search *sr, const node *c)
{
  double best = -1;
  if (sr->horizon && same_seat_next(sr, c))
    for (int k = c->child; k >= 0; k = sr->n[k].next)
      if (sr->n[k].visits >= BEST_VISITS)
        best = fmax(best, node_value(sr, &sr->n[k]));
  return best >= 0 ? best : c->total / c->visits;
}

/* log(a), from the search's table when a is in it (the same value as
 * log's: worked out by log the first time). */
static double log_of(search *sr, int32_t a)
{
  if (a >= LOGS)
    return log((double)a);
  if (sr->logs[a] == 0)
    sr->logs[a] = log((double)a);
  return sr->logs[a];
}

static double uct(search *sr, const node *c)
{
  return node_value(sr, c) + UCT_C * sqrt(log_of(sr, c->avail) / c->visits);
}

/* The option to take at node *at of world s: a move not yet in the tree
 * (added, and *grew set), else the best by UCT of those open; *at becomes
 * its node, or -1 when the tree is full and none is. */
static int step_in_tree(search *sr, const game *s, int *at, int *grew)
{
  int untried[OPTIONS_MAX], nu = 0, best = -1, best_node = -1;
  double best_v = -1;
  for (int i = 0; i < s->dec.nopts; i++) {
    int c = find_child(sr, *at, move_of(s, i));
    if (c < 0) {
      untried[nu++] = i;
      continue;
    }
    node *k = &sr->n[c];
    k->avail++;
    double v = uct(sr, k);
    if (v > best_v)
      best_v = v, best = i, best_node = c;
  }
  if (nu > 0 && sr->len < sr->cap) {
    int i = untried[rng_below(sr->r, (uint32_t)nu)];
    *at = add_child(sr, *at, move_of(s, i), s->dec.who);
    sr->n[*at].avail = 1;
    *grew = 1;
    return i;
  }
  *at = best_node;
  return best >= 0 ? best : (int)rng_below(sr->r, (uint32_t)s->dec.nopts);
}

/* One iteration on a fresh world: down the tree, one move added, a
 * play-out, the results backed up along the path. */
static void iterate(search *sr)
{
  game *s = sr->world;
  int path[TREE_DEPTH], depth = 0, at = 0, grew = 0;
  double r[MAX_PLAYERS];
  last_move last = { -1, -1, 0 };
  if (sr->belief.n)
    belief_sample(&sr->belief, &sr->det, sr->r, s);
  else
    determinize_sample(&sr->det, sr->r, s);
  s->pause = PAUSE_DEAL;        /* the deal's result stays to be read */
  while (!grew && at >= 0 && depth < TREE_DEPTH && !settled(sr, s)) {
    if (s->dec.who < 0) {
      play(s, race_policy(s, sr->r));
      continue;
    }
    int i = step_in_tree(sr, s, &at, &grew);
    if (at >= 0)
      path[depth++] = at;
    last = (last_move){ s->dec.who, s->deal_turns, puts_down(s, i) };
    play(s, i);
  }
  int cut = rollout(sr, last);
  results(sr, sr->world, cut, r);
  for (int k = 0; k < depth; k++) {
    sr->n[path[k]].visits++;
    sr->n[path[k]].total += r[sr->n[path[k]].who];
  }
}

/* ---- the budget ---- */

static double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Whether iteration k may run: below the count, within the time. */
static int within_budget(const search_params *p, int k, double start)
{
  if (p->iterations && k >= p->iterations)
    return 0;
  return !p->ms || k % 8 || now_ms() - start < p->ms;
}

/* The sign, horizon and belief of a search with options to need them. */
static void read_more(search *sr, const game *g, lookahead_memo *lm, const seen_log *seen)
{
  const search_params *p = sr->p;
  sr->lm = lm ? lm : &sr->own;
  if ((!p->horizon && !p->infer) || (p->scoreless && g->mod->score_rule))
    return;
  sr->sign = lookahead_sign(sr->lm, g);
  if (sr->sign != 1 && sr->sign != -1)
    return;
  if (p->scoreless && (sr->sign != -1 || !sr->lm->several))  /* by default: see search.h */
    return;
  sr->horizon = p->horizon;
  if (p->infer && seen)
    belief_weigh(&sr->belief, &sr->det, seen, sr->lm, sr->r, p->infer);
}

/* After iteration k of a search playing out to the end of the deal: when
 * two or more of its play-outs so far, and one in RAN_OUT_SHARE, ran to
 * ROLLOUT_TURNS, the rest are cut CUT_TURNS past the tree (cut_here);
 * when, besides, half of them ran out or went so far (deals far longer
 * than a play-out can follow, as Ottawa's; each such play-out a draw,
 * which tells the search nothing) and holding cards is plainly good or
 * bad, the rest are short play-outs of LONG_HORIZON turns scored by the
 * cards held, as ismcts:horizon has them. */
static void probe_playouts(search *sr, const game *g, int k)
{
  if (sr->horizon || k % PROBE_EVERY || k > PROBE_UNTIL)
    return;
  sr->cutting |= sr->ran_out >= 2 && RAN_OUT_SHARE * sr->ran_out >= k;
  if (!sr->cutting || 2 * sr->capped < k)
    return;
  if (!sr->sign)
    sr->sign = lookahead_sign(sr->lm, g);
  if (sr->sign != 1 && sr->sign != -1)     /* not learnt: as the play-outs that ended say */
    sr->sign = sr->won_held > 0 ? 1 : sr->won_held < 0 ? -1 : sr->sign;
  if (sr->sign == 1 || sr->sign == -1)
    sr->horizon = LONG_HORIZON;
}

static search *search_new(const search_params *p, rng *r, const game *g, int seat)
{
  search *sr = mem_zalloc(sizeof *sr);
  sr->p = p;
  sr->r = r;
  sr->seat = seat;
  sr->deal0 = g->deal_no;
  for (int q = 0; q < g->nplayers; q++)
    sr->score0[q] = g->mod->score_rule ? game_score(g, q) : 0;
  sr->outlook = has_outlook(g);
  sr->world = &sr->games[0];
  determinize_prepare(&sr->det, g, seat);
  sr->cap = (p->iterations ? p->iterations : 100000) + 1;
  sr->n = mem_alloc((size_t)sr->cap * sizeof *sr->n);
  sr->n[0] = (node){ .who = (int8_t)seat, .child = -1, .next = -1 };
  sr->len = 1;
  return sr;
}

static void search_free(search *sr)
{
  belief_free(&sr->belief);
  free(sr->n);
  free(sr);
}

/* The option of the root's most visited move. */
static int most_visited(const search *sr)
{
  const game *b = &sr->det.base;
  int best = 0, most = -1;
  for (int i = 0; i < b->dec.nopts; i++) {
    int c = find_child(sr, 0, move_of(b, i));
    if (c >= 0 && sr->n[c].visits > most)
      most = sr->n[c].visits, best = i;
  }
  return best;
}

/* Whether the root's most visited move (most_visited's) can no longer be
 * overtaken in the left iterations, each of which adds one visit to one
 * move at the root: it leads every other move, and every option not yet
 * tried, by more than left.  The search may then stop with the same move
 * it would take after them all. */
static int choice_settled(const search *sr, int left)
{
  int top = 0, second = 0;         /* a quick no first: no move leads every other by left */
  for (int c = sr->n[0].child; c >= 0; c = sr->n[c].next) {
    int v = sr->n[c].visits;
    second = v > top ? top : v > second ? v : second;
    top = v > top ? v : top;
  }
  if (top <= left || top - second <= left)
    return 0;
  int best = find_child(sr, 0, move_of(&sr->det.base, most_visited(sr)));
  if (best < 0 || sr->n[best].visits <= left)
    return 0;
  for (int c = sr->n[0].child; c >= 0; c = sr->n[c].next)
    if (c != best && sr->n[best].visits - sr->n[c].visits <= left)
      return 0;
  return 1;
}

/* The root's counts into *out, each move once: an option that is the
 * same move as an earlier one (two packs' twin cards) shows no visits. */
static void keep_root(const search *sr, int iterations, search_root *out)
{
  const game *b = &sr->det.base;
  int seen[OPTIONS_MAX];
  out->nopts = b->dec.nopts;
  out->iterations = iterations;
  out->unknown = sr->det.n;
  out->weighed = sr->belief.n;
  for (int i = 0; i < b->dec.nopts; i++) {
    int c = seen[i] = find_child(sr, 0, move_of(b, i));
    for (int k = 0; k < i && c >= 0; k++)
      c = seen[k] == c ? -1 : c;
    out->visits[i] = c >= 0 ? sr->n[c].visits : 0;
    out->value[i] = c >= 0 && sr->n[c].visits ? (float)node_value(sr, &sr->n[c]) : -1;
  }
}

/* A decision's own stream of random numbers, seeded by two draws of r:
 * r moves on alike however many iterations the search runs, so that one
 * stopped once its move is settled leaves the game's later decisions as
 * the full search would. */
static rng search_stream(rng *r)
{
  uint64_t high = rng_next(r);
  rng own;
  rng_seed(&own, high << 32 | rng_next(r));
  return own;
}

int search_choose_kept(const search_params *p, rng *r, const game *g, int seat,
                       lookahead_memo *lm, const seen_log *seen, search_root *root)
{
  if (g->dec.nopts < 2)
    return 0;
  rng own = search_stream(r);
  search *sr = search_new(p, &own, g, seat);
  read_more(sr, g, lm, seen);
  double start = now_ms();
  int k = 0, settled = 0;
  for (; within_budget(p, k, start); k++) {
    iterate(sr);
    probe_playouts(sr, g, k + 1);
    int left = p->iterations - (k + 1);
    if (!settled && p->iterations && k + 1 > left && choice_settled(sr, left)) {
      settled = k + 1;
      if (!root)
        break;
    }
  }
  int i = most_visited(sr);
  if (root) {
    keep_root(sr, k, root);
    root->settled = settled ? settled : k;
  }
  search_free(sr);
  return i;
}

int search_choose(const search_params *p, rng *r, const game *g, int seat, lookahead_memo *lm,
                  const seen_log *seen)
{
  return search_choose_kept(p, r, g, seat, lm, seen, NULL);
}

int search_budget(const game *g, rng *r, int ms, int most)
{
  const search_params probe = { 64, 0, 1, 0, 0, 0 };
  lookahead_memo lm = { 0 };     /* learnt once for every probe */
  int done = 0;
  double start = now_ms(), spent;
  search_root full;              /* every probe runs its 64 iterations: none stops early */
  do {
    search_choose_kept(&probe, r, g, g->dec.who, &lm, NULL, &full);
    done += probe.iterations;
    spent = now_ms() - start;
  } while (done < most && spent < ms / 4.0);
  double fit = spent > 0 ? done * ms / spent : most;
  return fit < 1 ? 1 : fit > most ? most : (int)fit;
}
