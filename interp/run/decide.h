/* decide.h: decisions.  A choice is built by offering options (cards, a
 * place in a zone, labels, suits, the players of a race), then waited on:
 * with one option open it is taken at once, with more the game stops until
 * vm_choose answers it.  vm_choose and vm_option_label are the VM's
 * answer to its callers (session, scenario, views), hence their prefix. */
#ifndef HOYLE_DECIDE_H
#define HOYLE_DECIDE_H

#include "run/event.h"
#include "run/game.h"

/* Begins a decision for seat `who` (-1: a race) with no options yet. */
static inline void decide_begin(game *g, int who)
{
  g->dec.who = (int16_t)who;
  g->dec.nopts = 0;
  g->dec.text_len = 0;
  g->dec.card_no = 0;
  g->dec.passed = 0;
}

/* Whether each play arm of the decision begun offers only the first card
 * that fits (g->first_card): a seat's, not a race's, and not one asking
 * for a later card of a play several (whose stop would then weigh as much
 * as every card). */
static inline int decide_first_card(const game *g)
{
  return g->first_card && g->dec.who >= 0 && g->dec.card_no == 0
         && (g->first_card >> g->dec.who) & 1;
}

/* Whether play arm `arm`, offering only its first card, has offered it:
 * the option offered last is the arm's.  Then the next card that fits is
 * passed over (dec.passed) and the rest are not looked at. */
static inline int decide_passes(const game *g, int arm)
{
  const decision *d = &g->dec;
  return decide_first_card(g) && d->nopts > 0 && d->opts[d->nopts - 1].arm == arm;
}

/* Whether the seat of the choice may not choose: inside a part of
 * 'simultaneously' (the veil), a seat whose part it is not, or a race. */
static inline int decide_veiled(const game *g)
{
  return g->veil && (g->dec.who < 0 || (g->veil >> g->dec.who) & 1);
}

/* Whether a choice of one option goes to decide_wait all the same: its
 * seat's choices are asked (g->ask_one), an arm passed over a card that
 * fits, or the seat may not choose (an error, however many options). */
static inline int decide_asks_one(const game *g)
{
  return g->dec.passed || (g->dec.who >= 0 && (g->ask_one >> g->dec.who) & 1)
      || decide_veiled(g);
}

/* The choice has `room` options already: it fails if that is OPTIONS_MAX,
 * else it stops (GS_PAUSED) with its room back to OPTIONS_MAX. */
void decide_full(game *g, int room, int at) __attribute__((cold));

/* A new option of arm `arm` with value v and no label, if the choice has
 * fewer than `room`; else NULL, the game failed or stopped (decide_full).
 * Inline: a turn offers many. */
static inline game_option *decide_offer_within(game *g, int room, int arm, value v, int at)
{
  decision *d = &g->dec;
  if (__builtin_expect(d->nopts >= room, 0)) {
    decide_full(g, room, at);
    return NULL;
  }
  game_option *o = &d->opts[d->nopts++];
  *o = (game_option){ (int16_t)arm, -1, -1, 0, 0, v };
  return o;
}

/* A new option of arm `arm` with value v and no label; NULL (and the game
 * fails) when the choice is full. */
static inline game_option *decide_offer(game *g, int arm, value v, int at)
{
  return decide_offer_within(g, OPTIONS_MAX, arm, v, at);
}

/* The option offered last is labelled by an arm's words: told by its
 * play, or as the choice of a value (a pick arm's). */
static inline game_option *decide_worded(game *g)
{
  game_option *o = &g->dec.opts[g->dec.nopts - 1];
  o->words = o->text == OPT_BY_VALUE ? WORDS_PICK : WORDS_PLAY;
  return o;
}

/* Every card of zone slot z as an option of arm `arm`, left unwritten if
 * the arm has words; 0 if there are too many. */
int decide_offer_zone(game *g, int arm, int z, int worded, int at);
/* An option labelled by a string of the script's: the label stays there. */
void decide_offer_str(game *g, int arm, int str, int at);
/* An option for the place of card c in its zone, labelled "slot N". */
void decide_offer_slot(game *g, int arm, value c, int at);
/* Waits on the decision built: takes its one option, stops the game for a
 * choice among more, or fails (no option; a chooser the veil hides). */
void decide_wait(game *g, int at);

/* The seats whose decisions the VM takes itself, each uniformly at random
 * from its own generator (a random bot's, which it draws from as the bot
 * would): seat[p] NULL for a seat the caller answers. */
typedef struct vm_pickers { rng *seat[MAX_PLAYERS]; } vm_pickers;
/* The generator that takes the decision built, which decide_wait would
 * stop the game for (it has options, and not one taken at once): that of
 * its seat in pick, if any, and if the seat may choose (a race's is the
 * caller's, as is a veiled seat's, for decide_wait to fail); else NULL. */
static inline rng *decide_picker(const game *g, const vm_pickers *pick)
{
  int who = g->dec.who;
  if (!pick || who < 0 || g->dec.nopts == 0 || decide_veiled(g))
    return NULL;
  return pick->seat[who];
}
/* Who took option i: the deciding seat, or in a race the seat that won
 * it (-1: no one). */
static inline int decide_chooser(const game *g, int i)
{
  value v = g->dec.opts[i].v;
  return g->dec.who >= 0 ? g->dec.who : v.tag == V_PLAYER ? v.v : -1;
}
/* Reports option i as taken, as EV_CHOICE by decide_chooser (its WAIT at
 * g->pc - 1); vm_events' chose is the VM's to call. */
void decide_report(game *g, const vm_events *ev, int i);

/* Takes option i of the pending decision; 0 on success, -1 if out of range. */
int vm_choose(game *g, int i);
/* The label of option i as `seat` may read it (-1: knowing every card):
 * "play 8H", "hearts", "P3" or the script's text, a card in which that the
 * seat does not know shown as "??" (see text_render). */
void vm_option_label(const game *g, int seat, int i, char *buf, int n);

#endif
