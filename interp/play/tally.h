/* tally.h: what the rules did in one game, counted into a row of the
 * counters code/sites.h lists: decisions met, forced, their options and
 * the arms taken (counted by the VM itself, through the watcher's
 * choice_counts), and the rules run and branches taken (from the game's
 * call counts); who made the first choice, and the cards' places then
 * (hashed, when asked: duplicate play checks that each rotation met the
 * same deal); and who led after each turn (EV_STANDING) for the lead
 * changes, drama and decisiveness of the game.  The tally is the sim's
 * one watcher: a choice costs no call once the first mover is known. */
#ifndef HOYLE_TALLY_H
#define HOYLE_TALLY_H

#include "code/sites.h"
#include "run/event.h"

typedef struct tally {
  const sites *s;
  int8_t *leaders;           /* the leader after each turn, or -1 */
  int nleaders, cap;
  int hash_deal;             /* set: hash the deal at the first choice */
  int chose;                 /* the game has met its first choice ... */
  uint64_t deal;             /* ... and these are the cards' places then, hashed */
  int mover;                 /* the seat of the first choice that names one, or -1 */
  int *arms;                 /* per counter: a decision's arms, else 0 */
  choice_counts counts;      /* counts.row: the s->n counters of the game being
                              * played; the VM counts its decisions there */
  vm_events watch;           /* what the games report to the tally */
} tally;

/* How the lead went in one game. */
typedef struct lead_story {
  int changes;               /* the lead passed from one seat to another */
  int behind_at_half;        /* the winner did not lead alone after half the turns */
  int clear_permille;        /* thousandths of the turns before the winner led to the end */
} lead_story;

/* Sets t up to count the sites s of a module; `stands`: the script says
 * how players stand, and the tally follows the lead (EV_STANDING).  The
 * games report to t->watch. */
void tally_init(tally *t, const sites *s, int stands);
/* Before each game: forgets the last one's first choice; row, the game's
 * counters, starts at 0. */
void tally_start(tally *t, long *row);
/* At the end of the game: the times each rule ran and each branch of an
 * if was taken (added to the row, which starts at 0). */
void tally_rules(tally *t, const game *g);
/* At the end of a game won by seat `winner` (from 0): how the lead went;
 * then forgets the turns, for the next game. */
lead_story tally_lead(tally *t, int winner);
void tally_free(tally *t);

#endif
