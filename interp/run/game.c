/* game.c: making a game: players, seed, the deck; card and value names. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "run/game.h"
#include "run/sets.h"

static const char *const suit_names[] = { "clubs", "diamonds", "hearts", "spades", "none" };
static const char rank_chars[][3] = { "JK", "A", "2", "3", "4", "5", "6", "7",
                                      "8", "9", "10", "J", "Q", "K" };

/* Clears the state, but of the zones' card lists only the slots the module
 * has: the rest (most of the block) is never read. */
static void clear_state(game *g, const module *m)
{
  size_t zones = offsetof(game, zone), after = zones + sizeof g->zone;
  memset(g, 0, zones);
  memset(g->zone, 0, (size_t)m->nzone_slots * sizeof g->zone[0]);
  memset((char *)g + after, 0, sizeof *g - after);
}

void game_init(game *g, const module *m, int players, uint64_t seed)
{
  clear_state(g, m);
  g->mod = m;
  g->nplayers = (uint8_t)players;
  g->dir = 1;
  g->winner = g->deal_winner = -1;
  g->dealer = (uint8_t)(players - 1);
  for (int p = 0; p < players; p++)
    g->order[p] = g->place[p] = (uint8_t)p;
  g->max_turns = HOYLE_MAX_TURNS;
  g->ndeals = 1;
  rng_seed(&g->rng, seed);
  for (int i = 0; i < m->nglobals; i++)
    if (m->globals[i].is_option)
      g->globals[m->globals[i].slot] = m->globals[i].dflt;
  g->pc = m->main_entry;
  g->frames[0] = (frame){ -1, 0, -1, 0 };
}

/* All cards start in the deck zone, in pack order. */
void game_build_deck(game *g, int packs, int jokers)
{
  int n = 0;
  for (int p = 0; p < packs; p++)
    for (int s = 0; s < 4; s++)
      for (int r = 1; r <= 13; r++)
        g->cards[n++] = (card){ (uint8_t)r, (uint8_t)s };
  for (int j = 0; j < jokers; j++)
    g->cards[n++] = (card){ 0, NO_SUIT };
  g->ncards = (uint16_t)n;
  game_gather(g);
}

/* Every card back in the deck zone in pack order; every other zone empty. */
void game_gather(game *g)
{
  int slot = zone_slot(g->mod, g->mod->deck_zone, 0);
  memset(g->count, 0, sizeof g->count);
  for (int c = 0; c < g->ncards; c++) {
    g->zone[slot][c] = (uint8_t)c;
    g->where[c] = (uint8_t)slot;
    g->known[c] = g->mod->shown_to[slot];
  }
  g->count[slot] = (uint8_t)g->ncards;
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

const char *suit_name(int s) { return suit_names[s <= NO_SUIT ? s : NO_SUIT]; }

void card_name(card c, char *buf)
{
  if (c.rank == 0) { strcpy(buf, "JK"); return; }
  snprintf(buf, 4, "%s%c", rank_chars[c.rank], "CDHS"[c.suit]);
}

int card_parse(const char *s, card *out)
{
  if (strcmp(s, "JK") == 0) { *out = (card){ 0, NO_SUIT }; return 0; }
  size_t n = strlen(s);
  if (n < 2 || n > 3)
    return -1;
  const char *sp = strchr("CDHS", s[n - 1]);
  if (!sp || !s[n - 1])
    return -1;
  for (int r = 1; r <= 13; r++)
    if (strlen(rank_chars[r]) == n - 1 && strncmp(rank_chars[r], s, n - 1) == 0) {
      *out = (card){ (uint8_t)r, (uint8_t)(sp - "CDHS") };
      return 0;
    }
  return -1;
}

static void rank_str(int r, char *buf, int n)
{
  snprintf(buf, (size_t)n, "%s", r ? rank_chars[r] : "joker");
}

void value_str(const game *g, value v, char *buf, int n)
{
  switch ((vtag)v.tag) {
  case V_NONE: snprintf(buf, (size_t)n, "none"); break;
  case V_INT: snprintf(buf, (size_t)n, "%d", (int)v.v); break;
  case V_BOOL: snprintf(buf, (size_t)n, "%s", v.v ? "true" : "false"); break;
  case V_CARD: { char c[4]; card_name(g->cards[v.v], c); snprintf(buf, (size_t)n, "%s", c); break; }
  case V_SUIT: snprintf(buf, (size_t)n, "%s", suit_name(v.v)); break;
  case V_RANK: rank_str(v.v, buf, n); break;
  case V_PLAYER: snprintf(buf, (size_t)n, "P%d", (int)v.v + 1); break;
  case V_ZONE: {
    const module *m = g->mod;
    int owner = zone_owner(m, v.v);
    const char *zn = m->zones[zone_of_slot(m, v.v)].name;
    if (owner < 0) snprintf(buf, (size_t)n, "%s", zn);
    else snprintf(buf, (size_t)n, "%s of P%d", zn, owner + 1);
    break;
  }
  case V_STR:
    snprintf(buf, (size_t)n, "%s", (v.v & STR_DYNAMIC) ? g->text : g->mod->strs[v.v]);
    break;
  case V_SET: {
    char r[8];
    rank_str(set_rank(v), r, sizeof r);
    set_str(v, r, buf, n);
    break;
  }
  }
}
