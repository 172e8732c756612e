/* view.c: builds a seat's view: the variables and marks the script describes, each
 * zone with the cards that seat knows, whose turn it is, and the options
 * open to it. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "run/view.h"
#include "run/decide.h"
#include "run/names.h"
#include "run/zone.h"

/* The table being written, and the mark of each line (see hoyle.h). */
typedef struct out { char *buf; size_t len, cap; char *marks; int lines; } out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(out *o, const char *fmt, ...)
{
  va_list ap;
  size_t was = o->len;
  va_start(ap, fmt);
  int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
  va_end(ap);
  if (n > 0)
    o->len = o->len + (size_t)n < o->cap ? o->len + (size_t)n : o->cap - 1;
  for (size_t i = was; i < o->len; i++)      /* a line ends: '-' unless marked */
    if (o->buf[i] == '\n' && o->lines < VIEW_LINES) {
      if (!o->marks[o->lines])
        o->marks[o->lines] = '-';
      o->lines++;
    }
}

/* Marks the line about to be written as a zone's: 'z', or 'i' internal,
 * 's' shown, as the script declared it. */
static void mark_zone(out *o, const zone_info *z)
{
  if (o->lines < VIEW_LINES)
    o->marks[o->lines] = (z->flags & ZONE_INTERNAL) ? 'i' : (z->flags & ZONE_SHOWN) ? 's' : 'z';
}

/* The cards of a zone bottom first, "??" for each the seat does not know. */
static void put_cards(out *o, const game *g, int seat, int slot)
{
  char name[8];
  for (int i = 0; i < g->count[slot]; i++) {
    int c = g->zone[slot][i];
    if (view_knows(g, seat, c))
      card_name(g->mod, g->cards[c], name);
    else
      strcpy(name, "??");
    put(o, " %s", name);
  }
  put(o, "\n");
}

static int known_count(const game *g, int seat, int slot)
{
  int k = 0;
  for (int i = 0; i < g->count[slot]; i++)
    k += view_knows(g, seat, g->zone[slot][i]);
  return k;
}

/* A zone: the top of a shared face-up pile; else its cards if the seat knows
 * any, else only how many cards it holds. */
static void put_zone(out *o, const game *g, int seat, const zone_info *z, int slot, int owner)
{
  char name[8];
  int n = g->count[slot];
  int pile = seat >= 0 && owner < 0 && (z->flags & ZONE_FACE_UP) && !(z->flags & ZONE_PRIVATE);
  mark_zone(o, z);
  if (owner >= 0 && (z->flags & ZONE_TEAM))
    put(o, "  %s of team %d%s:", z->name, owner + 1,
        seat >= 0 && seat < g->nplayers && game_team_seat(g, seat) == owner ? " (yours)" : "");
  else if (owner >= 0)
    put(o, "  %s of P%d%s:", z->name, owner + 1, owner == seat ? " (yours)" : "");
  else
    put(o, "  %s:", z->name);
  if (n && pile) {
    if (view_knows(g, seat, zone_top(g, slot)))   /* not a card put there in a veiled part */
      card_name(g->mod, g->cards[zone_top(g, slot)], name);
    else
      strcpy(name, "??");
    put(o, " %s on top, %d card%s\n", name, n, n == 1 ? "" : "s");
  } else if (n && known_count(g, seat, slot) > 0) {
    put_cards(o, g, seat, slot);
  } else {
    put(o, " %d card%s\n", n, n == 1 ? "" : "s");
  }
}

/* A value as a table shows it: a card the seat does not know as ??. */
static void put_value(const game *g, int seat, value v, char *val, int n)
{
  if (v.tag == V_CARD && !view_knows(g, seat, v.v))
    snprintf(val, (size_t)n, "??");
  else if (v.tag == V_BOOL)
    snprintf(val, (size_t)n, "%s", v.v ? "yes" : "no");
  else
    value_str(g, v, val, n);
}

/* A list's items, " 7 K", or " none". */
static void put_list(out *o, const game *g, int seat, int slot)
{
  char val[64];
  int n = g->globals[slot].v;
  for (int i = 0; i < n; i++) {
    put_value(g, seat, g->globals[slot + 1 + i], val, sizeof val);
    put(o, " %s", val);
  }
  put(o, n ? "" : " none");
}

/* The variables the script describes, as a table reads them: "score: P1
 * 0, P2 5", "hearts broken: no". */
static void put_vars(out *o, const game *g, int seat)
{
  const module *m = g->mod;
  char val[64];
  for (int i = 0; i < m->nglobals; i++) {
    const global_info *gi = &m->globals[i];
    if (gi->is_option || !gi->desc)
      continue;
    put(o, "  %s:", gi->desc);
    for (int p = 0; p < (gi->team ? m->nteams : gi->each ? g->nplayers : 1); p++) {
      int slot = gi->slot + p * global_stride(gi);
      if (gi->each)
        put(o, gi->team ? "%s team %d" : "%s P%d", p ? "," : "", p + 1);
      if (gi->ty == T_LIST) {
        put_list(o, g, seat, slot);
        continue;
      }
      put_value(g, seat, g->globals[slot], val, sizeof val);
      put(o, " %s", val);
    }
    put(o, "\n");
  }
}

/* The marks the script describes, each with the cards that bear it, as
 * "wild: 2C 2H"; a card the seat does not know is left out, bearer and
 * all, so a mark tells nothing of a hidden card (not even that one has it). */
static void put_marks(out *o, const game *g, int seat)
{
  const module *m = g->mod;
  char name[8];
  for (int i = 0; i < m->nmarks; i++) {
    if (!m->marks[i].desc)
      continue;
    put(o, "  %s:", m->marks[i].desc);
    int any = 0;
    for (int c = 0; c < g->ncards; c++)
      if (game_marked(g, m->marks[i].slot, c) && view_knows(g, seat, c)) {
        card_name(m, g->cards[c], name);
        put(o, " %s", name);
        any = 1;
      }
    put(o, any ? "\n" : " none\n");
  }
}

/* The seats in `mask` after a title, as "  out of the game: P2 P4"; nothing
 * when there are none. */
static void put_seats(out *o, const game *g, const char *title, unsigned mask)
{
  if (!mask)
    return;
  put(o, "  %s:", title);
  for (int p = 0; p < g->nplayers; p++)
    if ((mask >> p) & 1)
      put(o, " P%d", p + 1);
  put(o, "\n");
}

/* "  teams: 1 P1 P3, 2 P2 P4" in a game with teams. */
static void put_teams(out *o, const game *g)
{
  int n = g->mod->nteams;
  if (!n)
    return;
  put(o, "  teams:");
  for (int t = 0; t < n; t++) {
    put(o, "%s %d", t ? "," : "", t + 1);
    for (int p = t; p < g->nplayers; p += n)
      put(o, " P%d", p + 1);
  }
  put(o, "\n");
}

void view_build(const game *g, int seat, view *v)
{
  const module *m = g->mod;
  v->seat = seat;
  v->nopts = g->dec.nopts;
  out o = { v->table, 0, sizeof v->table, v->marks, 0 };
  v->table[0] = 0;
  memset(v->marks, 0, sizeof v->marks);
  put(&o, "deal %d: P%d to play, %s", g->deal_no + 1, g->current + 1,
      g->dir > 0 ? "clockwise" : "anticlockwise");
  if (g->status == GS_DECISION && g->dec.who >= 0 && g->dec.who != g->current)
    put(&o, "; P%d decides", g->dec.who + 1);   /* a challenge, a pass: not the turn's player */
  put(&o, "\n");
  put_teams(&o, g);
  put_seats(&o, g, "out of the game", g->eliminated);
  put_seats(&o, g, "out for the deal", g->out & ~g->eliminated);
  put_vars(&o, g, seat);
  put_marks(&o, g, seat);
  for (int z = 0; z < m->nzones; z++) {
    const zone_info *zi = &m->zones[z];
    if (!(zi->flags & ZONE_EACH))
      put_zone(&o, g, seat, zi, zi->base, -1);
    else
      for (int p = 0; p < ((zi->flags & ZONE_TEAM) ? m->nteams : g->nplayers); p++)
        put_zone(&o, g, seat, zi, zi->base + p, p);
  }
  for (int i = 0; i < v->nopts; i++)
    vm_option_label(g, seat, i, v->labels[i], LABEL_MAX);
}
