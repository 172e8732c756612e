/* names.c: the names of cards, suits and values, as transcripts, views
 * and hooks write them (see names.h), and the instructions that make text
 * of values and say it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "run/knowledge.h"
#include "run/names.h"
#include "run/ops.h"
#include "run/zone.h"

const char *suit_name(const module *m, int s)
{
  return m->deck.suit_name[s >= 0 && s < m->deck.nsuits ? s : NO_SUIT];
}

void card_name(const module *m, card c, char *buf)
{
  deck_card_name(&m->deck, c.rank, c.suit, buf);
}

int card_parse(const module *m, const char *s, card *out)
{
  int r, su;
  if (deck_card_parse(&m->deck, s, &r, &su) != 0)
    return -1;
  *out = (card){ (uint8_t)r, (uint8_t)su };
  return 0;
}

const char *rank_name(const module *m, int r)
{
  return r >= 0 && r < m->deck.nranks ? m->deck.rank_name[r] : "?";
}

static void rank_str(const module *m, int r, char *buf, int n)
{
  snprintf(buf, (size_t)n, "%s", rank_name(m, r));
}

/* "7 7": a set as a value is shown as its rank, once per card. */
static void set_str(const module *m, value s, char *buf, int n)
{
  char rank[DECK_NAME_MAX + 1];
  size_t len = 0;
  rank_str(m, set_rank(s), rank, sizeof rank);
  buf[0] = 0;
  for (int i = 0; i < set_size(s) && len < (size_t)n; i++)
    len += (size_t)snprintf(buf + len, (size_t)n - len, "%s%s", i ? " " : "", rank);
}

static void text_of(const game *g, value v, char *buf, int n);

void value_str(const game *g, value v, char *buf, int n)
{
  switch ((vtag)v.tag) {
  case V_NONE: snprintf(buf, (size_t)n, "none"); break;
  case V_INT: snprintf(buf, (size_t)n, "%d", (int)v.v); break;
  case V_BOOL: snprintf(buf, (size_t)n, "%s", v.v ? "true" : "false"); break;
  case V_CARD: {
    char c[CARD_NAME_MAX];
    card_name(g->mod, g->cards[v.v], c);
    snprintf(buf, (size_t)n, "%s", c);
    break;
  }
  case V_SUIT: snprintf(buf, (size_t)n, "%s", suit_name(g->mod, v.v)); break;
  case V_RANK: rank_str(g->mod, v.v, buf, n); break;
  case V_PLAYER: snprintf(buf, (size_t)n, "P%d", (int)v.v + 1); break;
  case V_ZONE: {
    const module *m = g->mod;
    int owner = zone_owner(m, v.v);
    const char *zn = m->zones[zone_of_slot(m, v.v)].name;
    if (owner < 0) snprintf(buf, (size_t)n, "%s", zn);
    else if (m->zones[zone_of_slot(m, v.v)].flags & ZONE_TEAM)
      snprintf(buf, (size_t)n, "%s of team %d", zn, owner + 1);
    else snprintf(buf, (size_t)n, "%s of P%d", zn, owner + 1);
    break;
  }
  case V_STR:
    if (v.v & STR_DYNAMIC)
      text_of(g, v, buf, n);
    else
      snprintf(buf, (size_t)n, "%s", g->mod->strs[v.v]);
    break;
  case V_SET: set_str(g->mod, v, buf, n); break;
  }
}

/* The card reference at s (after TEXT_CARD): the card's index, or -1 if
 * it is not a whole one; *end is set past TEXT_CARD_END. */
static int text_card(const game *g, const char *s, const char **end)
{
  int c = 0, digits = 0;
  for (; *s >= '0' && *s <= '9' && digits < 4; s++, digits++)
    c = c * 10 + (*s - '0');
  if (*s != TEXT_CARD_END || !digits || c >= g->ncards) {
    *end = s + strlen(s);   /* cut short where the text was: drop the rest */
    return -1;
  }
  *end = s + 1;
  return c;
}

void text_render(const game *g, int seat, const char *raw, char *buf, int n)
{
  text_render_as(g, seat, raw, "??", buf, n);
}

void text_render_as(const game *g, int seat, const char *raw, const char *unknown, char *buf, int n)
{
  size_t len = 0, cap = (size_t)n;
  while (*raw && len + 1 < cap) {
    if (*raw != TEXT_CARD) {
      buf[len++] = *raw++;
      continue;
    }
    char name[CARD_NAME_MAX];
    int c = text_card(g, raw + 1, &raw);
    int known = c >= 0 && knowledge_has(g, seat, c);
    if (known)
      card_name(g->mod, g->cards[c], name);
    if (c >= 0)
      len += (size_t)snprintf(buf + len, cap - len, "%s", known ? name : unknown);
    if (len >= cap)
      len = cap - 1;
  }
  buf[len] = 0;
}

/* Appends s to buf (len bytes so far, cap in all), cut short at the end. */
static size_t append(char *buf, size_t len, size_t cap, const char *s)
{
  size_t n = strlen(s);
  if (len + n >= cap)
    n = cap - 1 - len;
  memcpy(buf + len, s, n);
  buf[len + n] = 0;
  return len + n;
}

/* A label kept as parts (keep_parts), written as the seat may read it. */
static void parts_render(const game *g, int seat, const game_option *o, const char *unknown,
                         char *buf, int n)
{
  size_t len = 0, cap = (size_t)n;
  buf[0] = 0;
  for (int i = 0; i < o->nparts && len + 1 < cap; i++) {
    char part[TEXT_MAX];
    value v;
    memcpy(&v, g->dec.text + o->text + i * (int)sizeof v, sizeof v);
    if (v.tag != V_CARD)
      value_str(g, v, part, sizeof part);
    else if (knowledge_has(g, seat, v.v))
      card_name(g->mod, g->cards[v.v], part);
    else
      snprintf(part, sizeof part, "%s", unknown);
    len = append(buf, len, cap, part);
  }
}

void option_words(const game *g, int seat, const game_option *o, const char *unknown,
                  char *buf, int n)
{
  if (o->nparts)
    parts_render(g, seat, o, unknown, buf, n);
  else
    text_render_as(g, seat, g->dec.text + o->text, unknown, buf, n);
}

/* ---- the instructions ---- */

/* One value of a text being made: a card as a reference (see names.h). */
static void format_value(const game *g, value v, char *buf, int n)
{
  if (v.tag == V_CARD)
    snprintf(buf, (size_t)n, "%c%d%c", TEXT_CARD, (int)v.v, TEXT_CARD_END);
  else
    value_str(g, v, buf, n);
}

/* Joins n values into buf (TEXT_MAX bytes). */
static void join_values(const game *g, const value *parts, int n, char *buf)
{
  char part[TEXT_MAX];
  size_t len = 0, cap = TEXT_MAX;
  buf[0] = 0;
  for (int i = 0; i < n; i++) {
    format_value(g, parts[i], part, sizeof part);
    if (part[0] == TEXT_CARD && len + strlen(part) >= cap)
      break;                    /* no card reference is cut in two */
    len += (size_t)snprintf(buf + len, cap - len, "%s", part);
    if (len >= cap)
      len = cap - 1;
  }
}

/* The texts made at run time live in the game's text heap (game.text),
 * a text's value holding its offset: TEXT_JOINED and the text, or
 * TEXT_PARTS, a count and the values, joined only when read (they cannot
 * change: a card is its index).  A script keeps no text in a variable
 * (the checker says so), so every text in use is a value on the stack:
 * when the heap is full, those are moved down and the rest is free. */
#define TEXT_JOINED '\x03'
#define TEXT_PARTS '\x04'
#define TEXT_UNREAD 0xffff      /* the offset of a text nobody reads: "" */
#define TEXT_OFFSET(x) ((int)((x).v & 0xffff))

static int made_at_run_time(value v)
{
  return v.tag == V_STR && (v.v & STR_DYNAMIC);
}

static int text_size(const game *g, int at)
{
  if (g->text[at] == TEXT_PARTS)
    return 2 + (unsigned char)g->text[at + 1] * (int)sizeof(value);
  return 2 + (int)strlen(g->text + at + 1);
}

static void text_of(const game *g, value v, char *buf, int n)
{
  char joined[TEXT_MAX];
  int at = TEXT_OFFSET(v);
  const char *s = at == TEXT_UNREAD ? "" : g->text + at + 1;
  if (at != TEXT_UNREAD && g->text[at] == TEXT_PARTS) {
    value parts[(TEXT_MAX - 2) / sizeof(value)];
    int count = (unsigned char)g->text[at + 1];
    memcpy(parts, g->text + at + 2, (size_t)count * sizeof parts[0]);
    join_values(g, parts, count, joined);
    s = joined;
  }
  snprintf(buf, (size_t)n, "%s", s);
}

/* Whether v is a text in the heap (not one nobody reads). */
static int is_text(value v)
{
  return made_at_run_time(v) && TEXT_OFFSET(v) != TEXT_UNREAD;
}

static int by_offset(const void *a, const void *b)
{
  return *(const int *)a - *(const int *)b;
}

/* Moves the texts still in use (on the stack) to the bottom of the heap,
 * in the order they were made, and points their values at them. */
static void texts_compact(game *g)
{
  int used[STACK_MAX], n = 0, top = 0;
  for (int i = 0; i < g->sp; i++)
    if (is_text(g->stack[i]))
      used[n++] = TEXT_OFFSET(g->stack[i]);
  qsort(used, (size_t)n, sizeof used[0], by_offset);
  for (int k = 0; k < n; k++) {
    if (k > 0 && used[k] == used[k - 1])
      continue;                  /* one text on the stack twice */
    int from = used[k], size = text_size(g, from);
    memmove(g->text + top, g->text + from, (size_t)size);
    for (int i = 0; i < g->sp; i++)
      if (is_text(g->stack[i]) && TEXT_OFFSET(g->stack[i]) == from)
        g->stack[i].v = STR_DYNAMIC | top;
    top += size;
  }
  g->text_top = (int16_t)top;
}

/* Pops the top n values and pushes the text they make: their parts, if
 * none is a text made earlier, else the text joined now. */
static void make_text(game *g, int n, int at)
{
  char buf[TEXT_MAX + 2];
  const value *parts = &g->stack[g->sp - n];
  size_t size = 2 + (size_t)n * sizeof(value);
  int wait = size <= TEXT_MAX;
  for (int i = 0; i < n && wait; i++)
    wait = !made_at_run_time(parts[i]);
  if (wait) {
    buf[0] = TEXT_PARTS;
    buf[1] = (char)n;
    memcpy(buf + 2, parts, size - 2);
  } else {
    buf[0] = TEXT_JOINED;
    join_values(g, parts, n, buf + 1);
    size = 2 + strlen(buf + 1);
  }
  g->sp -= n;
  if (g->text_top + (int)size > TEXT_HEAP)
    texts_compact(g);
  if (g->text_top + (int)size > TEXT_HEAP) {
    game_fail(g, at, "more than %d bytes of texts in use at once (calls each holding "
              "a text they were passed)", TEXT_HEAP);
    return;
  }
  memcpy(g->text + g->text_top, buf, size);
  PUSH(mkval(V_STR, STR_DYNAMIC | g->text_top));
  g->text_top = (int16_t)(g->text_top + (int)size);
}

/* Whether the text made by the instruction at pc goes unread: a line said
 * that nobody hears, an option's label in a world nobody reads. */
static int unread(const game *g, const vm_events *ev, int pc)
{
  int next = g->mod->code[pc];
  if (next == OP_SAY)
    return !event_wanted(ev, EV_SAY);
  if (next == OP_ANNOUNCED)
    return !event_wanted(ev, EV_ANNOUNCE);
  return g->unlabelled && (next == OP_OPTWORDS || next == OP_OPTLABEL);
}

/* Keeps the top n values as the parts of an option's label, in the
 * decision's text, to be written only when someone reads the label
 * (option_words); 0 if they cannot wait: a text made earlier is among
 * them, or there is no room. */
static int keep_parts(game *g, int n)
{
  decision *d = &g->dec;
  size_t size = (size_t)n * sizeof(value);
  if (n > UINT8_MAX || d->text_len + size > sizeof d->text)
    return 0;
  for (int i = g->sp - n; i < g->sp; i++)
    if (made_at_run_time(g->stack[i]))
      return 0;
  memcpy(d->text + d->text_len, &g->stack[g->sp - n], size);
  g->sp -= n;
  PUSH(mkval(V_STR, STR_PARTS | n << 16 | d->text_len));
  d->text_len = (int16_t)(d->text_len + size);
  return 1;
}

COLD_OP(FMT)
{
  int n = ARG();
  int next = g->mod->code[g->pc];
  if (unread(g, ev, g->pc)) {
    g->sp -= n;                /* a text nobody reads is not written */
    PUSH(mkval(V_STR, STR_DYNAMIC | TEXT_UNREAD));
  } else if (!((next == OP_OPTWORDS || next == OP_OPTLABEL) && keep_parts(g, n))) {
    make_text(g, n, at);       /* else a label, written when it is read */
  }
}

/* The text on top, said by the script (player -1) or by a player aloud. */
static void speak(game *g, const vm_events *ev, vm_event_kind k, int player)
{
  char text[TEXT_MAX];
  if (!event_wanted(ev, k)) {
    g->sp--;
    return;
  }
  value_str(g, POP(), text, sizeof text);
  event_emit(g, ev, k, player, 0, text);
}

COLD_OP(SAY)
{
  speak(g, ev, EV_SAY, -1);
}

COLD_OP(ANNOUNCED)
{
  speak(g, ev, EV_ANNOUNCE, g->current);
}
