/* game.c: making a game: players, seed, the deck, the seating; a game
 * stopped by an error. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "run/game.h"

/* Clears the state, but only what a game reads before writing it, as
 * game_copy copies it: not the cards, their places and who knows them
 * past ncards (0), the counts past the module's zone slots, the zones'
 * card lists past their counts (all 0), the stack past its top, the
 * frames past the first, the decision's options past its count, the
 * counters past the module's functions and branches, nor the texts
 * (text_top is 0).  Most of the block is never read, and a sim starts
 * games by the thousand. */
static void clear_state(game *g, const module *m)
{
  size_t after = offsetof(game, ranks) + sizeof g->ranks;
  memset(g, 0, offsetof(game, cards));
  memset(g->count, 0, (size_t)m->nzone_slots * sizeof g->count[0]);
  memset(g->made, 0, (size_t)m->nzone_slots * sizeof g->made[0]);
  memset(g->ranks, 0, (size_t)m->nzone_slots * sizeof g->ranks[0]);
  memset((char *)g + after, 0, offsetof(game, globals) - after);
  memset(g->globals, 0, (size_t)m->nglobal_slots * sizeof g->globals[0]);
  g->sp = g->fp = 0;
  memset(&g->dec, 0, offsetof(decision, opts));
  g->dec.text_len = 0;
  memset(&g->veil, 0, offsetof(game, calls) - offsetof(game, veil));
  memset(g->calls, 0, (size_t)m->nfns * sizeof g->calls[0]);
  memset(g->taken, 0, (size_t)m->nbranches * sizeof g->taken[0]);
}

void game_init(game *g, const module *m, int players, uint64_t seed)
{
  clear_state(g, m);
  g->mod = m;
  g->nplayers = (uint8_t)players;
  g->dir = 1;
  g->winner = g->deal_winner = g->deal_loser = -1;
  g->dealer = (uint8_t)(players - 1);
  for (int p = 0; p < players; p++)
    g->order[p] = g->place[p] = (uint8_t)p;
  g->max_turns = HOYLE_MAX_TURNS;
  g->max_steps = STEPS_MAX;
  g->max_deals = DEALS_MAX;
  g->max_game_steps = GAME_STEPS_MAX;
  g->ndeals = 1;
  g->dec.room = OPTIONS_MAX;
  rng_seed(&g->rng, seed);
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].is_option)
      g->globals[m->globals[i].slot] = m->globals[i].dflt;
  g->pc = m->main_entry;
  g->frames[0] = (frame){ -1, 0, 0 };
}

/* Copies the part of src that a game reads from where src stands on: of
 * the cards and the zones' rows, of the zones' card lists, of the stack
 * and calls, of the decision's options and labels, of the globals, counts
 * and texts, only what is in use.  The rest of dst keeps what it held;
 * nothing reads it before writing it.  A search copies games by the
 * thousand, and most of the block is unused cards and zones. */
void game_copy(game *dst, const game *src)
{
  const module *m = src->mod;
  size_t after = offsetof(game, ranks) + sizeof src->ranks;
  memcpy(dst, src, offsetof(game, cards));
  memcpy(dst->cards, src->cards, (size_t)src->ncards * sizeof src->cards[0]);
  memcpy(dst->where, src->where, src->ncards);
  memcpy(dst->known, src->known, src->ncards);
  memcpy(dst->count, src->count, (size_t)m->nzone_slots * sizeof src->count[0]);
  memcpy(dst->made, src->made, (size_t)m->nzone_slots * sizeof src->made[0]);
  for (int z = 0; z < m->nzone_slots; z++)
    if (src->count[z])               /* most slots are empty: no call for them */
      memcpy(dst->zone[z], src->zone[z], src->count[z]);
  memcpy(dst->ranks, src->ranks, (size_t)m->nzone_slots * sizeof src->ranks[0]);
  memcpy((char *)dst + after, (const char *)src + after, offsetof(game, globals) - after);
  memcpy(dst->globals, src->globals, (size_t)m->nglobal_slots * sizeof src->globals[0]);
  memcpy(dst->stack, src->stack, (size_t)src->sp * sizeof src->stack[0]);
  dst->sp = src->sp;
  memcpy(dst->frames, src->frames, (size_t)(src->fp + 1) * sizeof src->frames[0]);
  dst->fp = src->fp;
  dst->pc = src->pc;
  const decision *d = &src->dec;
  memcpy(&dst->dec, d, offsetof(decision, opts));
  memcpy(dst->dec.opts, d->opts, (size_t)d->nopts * sizeof d->opts[0]);
  memcpy(dst->dec.text, d->text, (size_t)d->text_len);
  dst->dec.text_len = d->text_len;
  memcpy(&dst->veil, &src->veil, offsetof(game, calls) - offsetof(game, veil));
  memcpy(dst->calls, src->calls, (size_t)m->nfns * sizeof src->calls[0]);
  memcpy(dst->taken, src->taken, (size_t)m->nbranches * sizeof src->taken[0]);
  memcpy(dst->text, src->text, (size_t)src->text_top);
}

/* All cards start in the deck zone, in pack order: each pack as the module
 * made it (module.pack), then the jokers. */
void game_build_deck(game *g, int packs, int jokers)
{
  int n = g->mod->pack_size;
  for (int p = 0; p < packs; p++)
    memcpy(g->cards + p * n, g->mod->pack, (size_t)n * sizeof g->cards[0]);
  n *= packs;
  for (int j = 0; j < jokers; j++)
    g->cards[n++] = (card){ 0, NO_SUIT };
  g->ncards = (uint16_t)n;
  game_gather(g);
}

/* Every card back in the deck zone in pack order; every other zone empty. */
void game_gather(game *g)
{
  int slot = game_deck_slot(g), slots = g->mod->nzone_slots;
  memset(g->count, 0, (size_t)slots * sizeof g->count[0]);   /* no slot past them holds a card */
  memset(g->made, 0, (size_t)slots * sizeof g->made[0]);     /* a row is its first slot's */
  memset(g->ranks, 0, (size_t)slots * sizeof g->ranks[0]);
  memset(g->where, slot, g->ncards);
  memset(g->known, g->mod->shown_to[slot], g->ncards);
  uint8_t *deck = g->zone[slot];
  for (int c = 0, n = g->ncards; c < n; c++) {
    deck[c] = (uint8_t)c;
    g->ranks[slot][g->cards[c].rank]++;
  }
  g->count[slot] = (uint8_t)g->ncards;
  game_note_made(g, slot);
  for (int i = 0; i < g->mod->nmarks; i++)
    for (int w = 0; w < MARK_SLOTS; w++)
      g->globals[g->mod->marks[i].slot + w] = mkval(V_INT, 0);
}

/* The gathering that starts a deal: as game_gather, but a zone declared
 * kept (a shoe) keeps its cards, their order and what each seat knows of
 * them; the others go back to the deck zone in pack order. */
void game_gather_deal(game *g)
{
  const module *m = g->mod;
  int any = 0;
  for (int z = 0; z < m->nzones; z++)
    any |= m->zones[z].flags & ZONE_KEPT;
  if (!any) {
    game_gather(g);
    return;
  }
  uint8_t kept[MAX_ZONES];
  for (int z = 0; z < m->nzones; z++) {
    int end = z + 1 < m->nzones ? m->zones[z + 1].base : m->nzone_slots;
    for (int s = m->zones[z].base; s < end; s++)
      kept[s] = (m->zones[z].flags & ZONE_KEPT) != 0;
  }
  int slot = game_deck_slot(g), n = 0;
  for (int s = 0; s < m->nzone_slots; s++)
    if (!kept[s]) {
      g->count[s] = 0;
      game_note_made(g, s);
      memset(g->ranks[s], 0, sizeof g->ranks[s]);
    }
  for (int c = 0; c < g->ncards; c++) {
    if (kept[g->where[c]])
      continue;
    g->zone[slot][n++] = (uint8_t)c;
    g->ranks[slot][g->cards[c].rank]++;
    g->where[c] = (uint8_t)slot;
    g->known[c] = m->shown_to[slot];
  }
  g->count[slot] = (uint8_t)n;
  game_note_made(g, slot);
}

int game_remaining(const game *g)
{
  int n = 0;
  for (int p = 0; p < g->nplayers; p++)
    n += game_in_play(g, p);
  return n;
}

void game_seat_after(game *g, int p, int q)
{
  int n = g->nplayers, k = 0;
  uint8_t order[MAX_PLAYERS];
  if (p == q)
    return;
  for (int i = 0; i < n; i++) {
    if (g->order[i] == p)
      continue;
    order[k++] = g->order[i];
    if (g->order[i] == q)
      order[k++] = (uint8_t)p;
  }
  for (int i = 0; i < n; i++) {
    g->order[i] = order[i];
    g->place[order[i]] = (uint8_t)i;
  }
}

void game_fail(game *g, int at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g->error, sizeof g->error, fmt, ap);
  va_end(ap);
  g->error_pc = at;
  g->status = GS_ERROR;
}
