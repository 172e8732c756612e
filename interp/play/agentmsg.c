/* agentmsg.c: the game as an exec bot's seat knows it, as JSON: the
 * state (zones, variables, scores, turn, deal) and what each option is
 * (its kind, cards, zone and target: optkind.c).  A card is named only where the
 * seat knows it, as the view's table names it; see agentmsg.h. */
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/agentmsg.h"
#include "play/optkind.h"
#include "play/transcript.h"
#include "run/names.h"
#include "run/sets.h"
#include "run/zone.h"

/* How many slots zone z has in g: one, or one a seat or a team. */
static int zone_span(const game *g, const zone_info *z)
{
  if (!(z->flags & ZONE_EACH))
    return 1;
  return (z->flags & ZONE_TEAM) ? g->mod->nteams : g->nplayers;
}

/* The id of a zone slot: its place in the state's "zones", which lists
 * the zones in the script's order, each seat's (or team's) in turn. */
static int zone_id(const game *g, int slot)
{
  const module *m = g->mod;
  int id = 0;
  for (int z = 0; z < m->nzones; z++) {
    int n = zone_span(g, &m->zones[z]);
    if (slot >= m->zones[z].base && slot < m->zones[z].base + n)
      return id + slot - m->zones[z].base;
    id += n;
  }
  return -1;
}

/* Card c as the seat knows it: "8H", or null. */
static void put_card(FILE *f, const game *g, int seat, int c)
{
  char name[CARD_NAME_MAX];
  if (c < 0 || !view_knows(g, seat, c)) {
    fputs("null", f);
    return;
  }
  card_name(g->mod, g->cards[c], name);
  fprintf(f, "\"%s\"", name);
}

static void put_zone(FILE *f, const game *g, int seat, const zone_info *z, int slot, int owner)
{
  char name[64];
  fputs("{\"name\":", f);
  transcript_json_string(f, z->name);
  if (owner < 0)
    fputs(",\"owner\":null", f);
  else
    fprintf(f, ",\"%s\":%d", (z->flags & ZONE_TEAM) ? "team" : "owner", owner + 1);
  value_str(g, mkval(V_ZONE, slot), name, sizeof name);
  fputs(",\"title\":", f);
  transcript_json_string(f, name);
  if (z->flags & ZONE_INTERNAL)
    fputs(",\"internal\":true", f);
  fprintf(f, ",\"count\":%d,\"cards\":[", g->count[slot]);
  for (int i = 0; i < g->count[slot]; i++) {
    fputs(i ? "," : "", f);
    put_card(f, g, seat, g->zone[slot][i]);
  }
  fputs("]}", f);
}

static void put_zones(FILE *f, const game *g, int seat)
{
  const module *m = g->mod;
  int first = 1;
  fputs(",\"zones\":[", f);
  for (int z = 0; z < m->nzones; z++) {
    const zone_info *zi = &m->zones[z];
    int each = zi->flags & ZONE_EACH;
    for (int p = 0; p < zone_span(g, zi); p++, first = 0) {
      fputs(first ? "" : ",", f);
      put_zone(f, g, seat, zi, zi->base + p, each ? p : -1);
    }
  }
  fputc(']', f);
}

/* A variable's value: a number, true or false, a card's code (null if
 * the seat does not know it), a seat's number, a zone's id, a name. */
static void put_value(FILE *f, const game *g, int seat, value v)
{
  char text[TEXT_MAX], raw[TEXT_MAX];
  switch ((vtag)v.tag) {
  case V_NONE: fputs("null", f); return;
  case V_INT: fprintf(f, "%d", (int)v.v); return;
  case V_BOOL: fputs(v.v ? "true" : "false", f); return;
  case V_CARD: put_card(f, g, seat, v.v); return;
  case V_PLAYER: fprintf(f, "%d", (int)v.v + 1); return;
  case V_ZONE: fprintf(f, "%d", zone_id(g, v.v)); return;
  case V_STR:
    value_str(g, v, raw, sizeof raw);
    text_render(g, seat, raw, text, sizeof text);
    break;
  default: value_str(g, v, text, sizeof text);
  }
  transcript_json_string(f, text);
}

/* A variable's value kept from global slot: a list's an array of its items. */
static void put_var(FILE *f, const game *g, int seat, const global_info *gi, int slot)
{
  if (gi->ty != T_LIST) {
    put_value(f, g, seat, g->globals[slot]);
    return;
  }
  fputc('[', f);
  for (int i = 0; i < g->globals[slot].v; i++) {
    fputs(i ? "," : "", f);
    put_value(f, g, seat, g->globals[slot + 1 + i]);
  }
  fputc(']', f);
}

/* The variables the script describes (those the table shows), by name;
 * one a seat or a team as an array. */
static void put_vars(FILE *f, const game *g, int seat)
{
  const module *m = g->mod;
  int first = 1;
  fputs(",\"variables\":{", f);
  for (int i = 0; i < m->nglobals; i++) {
    const global_info *gi = &m->globals[i];
    if (gi->is_option || !gi->desc)
      continue;
    fputs(first ? "" : ",", f);
    first = 0;
    transcript_json_string(f, gi->name);
    fputc(':', f);
    if (!gi->each) {
      put_var(f, g, seat, gi, gi->slot);
      continue;
    }
    for (int p = 0; p < (gi->team ? m->nteams : g->nplayers); p++) {
      fputs(p ? "," : "[", f);
      put_var(f, g, seat, gi, gi->slot + p * global_stride(gi));
    }
    fputc(']', f);
  }
  fputc('}', f);
}

/* The marks the script describes, by name, each the array of the cards
 * that bear it and the seat knows, as the table shows them: a mark on a
 * card the seat does not know is left out, so it tells nothing of it. */
static void put_marks(FILE *f, const game *g, int seat)
{
  const module *m = g->mod;
  int first = 1;
  fputs(",\"marks\":{", f);
  for (int i = 0; i < m->nmarks; i++) {
    if (!m->marks[i].desc)
      continue;
    fputs(first ? "" : ",", f);
    first = 0;
    transcript_json_string(f, m->marks[i].name);
    fputs(":[", f);
    for (int c = 0, n = 0; c < g->ncards; c++)
      if (game_marked(g, m->marks[i].slot, c) && view_knows(g, seat, c)) {
        fputs(n++ ? "," : "", f);
        put_card(f, g, seat, c);
      }
    fputc(']', f);
  }
  fputc('}', f);
}

/* The seats (bits) of mask as an array of seat numbers. */
static void put_seats(FILE *f, const game *g, const char *name, unsigned mask)
{
  fprintf(f, ",\"%s\":[", name);
  for (int p = 0, first = 1; p < g->nplayers; p++)
    if ((mask >> p) & 1) {
      fprintf(f, "%s%d", first ? "" : ",", p + 1);
      first = 0;
    }
  fputc(']', f);
}

void agentmsg_state(FILE *f, const game *g, int seat)
{
  const module *m = g->mod;
  fprintf(f, "\"state\":{\"deal\":%d,\"dealer\":%d,\"turn\":%d,\"turns\":%d,\"direction\":%d",
          (int)g->deal_no + 1, g->dealer + 1, g->current + 1, (int)g->turns, g->dir);
  if (g->status == GS_DECISION && g->dec.who >= 0)
    fprintf(f, ",\"decides\":%d", g->dec.who + 1);
  else
    fputs(",\"decides\":null", f);
  fprintf(f, ",\"teams\":%d", m->nteams);
  put_seats(f, g, "out", g->out & ~g->eliminated);
  put_seats(f, g, "eliminated", g->eliminated);
  fputs(",\"scores\":", f);
  for (int p = 0; m->score_rule && p < g->nplayers; p++)
    fprintf(f, "%s%ld", p ? "," : "[", (long)game_score(g, p));
  fputs(m->score_rule ? "]" : "null", f);
  put_vars(f, g, seat);
  put_marks(f, g, seat);
  put_zones(f, g, seat);
  fputc('}', f);
}

/* The cards of a set option (several of one rank), as its label names
 * them: each by its code when the seat knows every card of their zone
 * (which of them are of the rank tells too), else null. */
static void put_set(FILE *f, const game *g, int seat, value s)
{
  int slot = set_slot(s), left = set_size(s), known = 1;
  for (int i = 0; i < g->count[slot]; i++)
    known &= view_knows(g, seat, g->zone[slot][i]);
  fputs(",\"cards\":[", f);
  for (int i = 0, n = 0; i < g->count[slot] && n < left; i++) {
    int c = g->zone[slot][i];
    if (!known) {
      fputs(n++ ? ",null" : "null", f);
      continue;
    }
    if (g->cards[c].rank != set_rank(s))
      continue;
    fputs(n++ ? "," : "", f);
    put_card(f, g, seat, c);
  }
  fprintf(f, "],\"zone\":%d", zone_id(g, slot));
}

static const char *const KIND_NAMES[] = { "play", "pick", "slot", "draw", "choose" };

/* What option i of g's decision is: its kind (play, pick, slot, draw,
 * choose) and its cards, zone, slot and target where it has them. */
static void put_kind(FILE *f, const game *g, int seat, int i, opt_look k)
{
  value v = g->dec.opts[i].v;
  fprintf(f, ",\"kind\":\"%s\"", KIND_NAMES[k.kind]);
  if (v.tag == V_SET) {
    put_set(f, g, seat, v);
  } else if (v.tag == V_CARD) {
    fputs(",\"cards\":[", f);
    put_card(f, g, seat, v.v);
    fprintf(f, "],\"zone\":%d", zone_id(g, g->where[v.v]));
    if (k.kind == KIND_SLOT)
      fprintf(f, ",\"slot\":%d", zone_index(g, v.v) + 1);
  } else if (k.kind == KIND_PICK) {
    if (v.tag == V_PLAYER)
      fprintf(f, ",\"target\":%d", v.v + 1);
    else {
      fprintf(f, ",\"%s\":", v.tag == V_SUIT ? "suit" : v.tag == V_RANK ? "rank" : "value");
      put_value(f, g, seat, v);
    }
  } else if (k.kind == KIND_DRAW) {
    fprintf(f, ",\"zone\":%d", zone_id(g, k.from));
  }
  if (k.kind == KIND_PLAY && k.target >= 0)
    fprintf(f, ",\"target\":%d", zone_id(g, k.target));
}

void agentmsg_options(FILE *f, const game *g, const view *v, int race)
{
  opt_look *looks = NULL;
  if (!race) {
    looks = mem_alloc((size_t)(g->dec.nopts + 1) * sizeof *looks);
    optkind_look(g, looks);
  }
  fputs("\"options\":[", f);
  for (int i = 0; i < v->nopts; i++) {
    fprintf(f, "%s{\"id\":%d,\"label\":", i ? "," : "", i);
    transcript_json_string(f, v->labels[i]);
    if (race)
      fprintf(f, ",\"kind\":\"%s\"", i == 0 ? "race" : "pass");
    else
      put_kind(f, g, v->seat, i, looks[i]);
    fputc('}', f);
  }
  fputc(']', f);
  free(looks);
}
