/* scenario.c: reads a scenario file and plays its game step by step: the
 * game started (at a later deal, with variables set), the deck stacked (by
 * its top cards, or by zone through deckplan.h), the choices scripted and
 * the forced ones noted, each `expect` line checked at the point of the
 * file where it stands, and the trace of hoyle test -v.  See scenario.h and
 * hoyle(5). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/deckplan.h"
#include "play/scenario.h"
#include "load/script.h"
#include "play/session.h"
#include "play/transcript.h"
#include "run/names.h"
#include "run/zone.h"
#include "run/vm.h"


/* A line that acts while the game is played, in the order of the file;
 * src is the line as written, for the trace of hoyle test -v. */
typedef enum step_kind { STEP_STACK, STEP_CHOOSE, STEP_EXPECT, STEP_SET } step_kind;
typedef struct step { step_kind kind; int line, now; char *text, *src; } step;

typedef struct scenario {
  const char *path;
  char game_path[1024];
  int players, max_turns;
  uint64_t seed;
  char *settings[MAX_SETTINGS]; int nsettings;
  int setting_line[MAX_SETTINGS];
  step steps[SCENARIO_STEPS]; int nsteps;
  int stack_line[MAX_CARDS];  /* the line of each card of the game's stacked */
  int wants_error;            /* some line is `expect error` */
  int start_deal, start_line;  /* `start deal N`: N and its line, or 0 */
  int settled;                /* the game has run on past the last choice's own steps */
  char forced[SCENARIO_FORCED][LABEL_MAX];   /* forced choices since the last choose */
  int nforced;
  FILE *out;
  transcript log;             /* hoyle test -v: the trace, else log.out is NULL */
  char why[1024];
} scenario;

static int failf(scenario *sc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int failf(scenario *sc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(sc->why, sizeof sc->why, fmt, ap);
  va_end(ap);
  return -1;
}

/* "text" -> text (in place); NULL if not a quoted string. */
static char *unquote(char *s)
{
  size_t n = strlen(s);
  if (n < 2 || s[0] != '"' || s[n - 1] != '"')
    return NULL;
  s[n - 1] = 0;
  return s + 1;
}

static char *trim(char *s)
{
  while (isspace((unsigned char)*s))
    s++;
  size_t n = strlen(s);
  while (n && isspace((unsigned char)s[n - 1]))
    s[--n] = 0;
  return s;
}

static void set_game_path(scenario *sc, const char *rel)
{
  const char *slash = strrchr(sc->path, '/');
  if (rel[0] == '/' || !slash)
    snprintf(sc->game_path, sizeof sc->game_path, "%s", rel);
  else
    snprintf(sc->game_path, sizeof sc->game_path, "%.*s/%s", (int)(slash - sc->path), sc->path, rel);
}

static int same_card(card a, card b)
{
  return a.rank == b.rank && a.suit == b.suit;
}

/* How many of the cards of the game, or of the n first of list, are c. */
static int copies(const card *list, int n, card c)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    k += same_card(list[i], c);
  return k;
}

/* The index of the nth (from 1) copy of c among the n first of list. */
static int nth_copy(const card *list, int n, card c, int nth)
{
  for (int i = 0; i < n; i++)
    if (same_card(list[i], c) && --nth == 0)
      return i;
  return n - 1;
}

/* After a run that may shuffle the `pending` cards stacked before it:
 * -1 when the deck could not supply one (the VM notes the first in
 * stack_missed), naming the line that asked for it and why. */
static int check_stacked(scenario *sc, game *g, int pending)
{
  if (!g->stack_missed)
    return 0;
  int i = g->stack_missed - 1;
  card c = g->stacked[i];
  char name[CARD_NAME_MAX];
  card_name(g->mod, c, name);
  g->stack_missed = 0;
  int in_deck = copies(g->cards, g->ncards, c), stacked = copies(g->stacked, pending, c);
  if (in_deck == 0)
    return failf(sc, "line %d: %s is not in the deck of this game", sc->stack_line[i], name);
  if (stacked > in_deck)
    return failf(sc, "line %d: %s is stacked %d times for one shuffle; the deck has %d",
                 sc->stack_line[nth_copy(g->stacked, pending, c, in_deck + 1)], name, stacked,
                 in_deck);
  return failf(sc, "line %d: %s is not in the deck zone when it is shuffled",
               sc->stack_line[i], name);
}

/* The cards of a stack line, added below any stacked before; -1 on a bad
 * card or one the deck cannot supply. */
static int load_stack(scenario *sc, game *g, const step *st)
{
  char buf[SCENARIO_LINE], *save;
  snprintf(buf, sizeof buf, "%s", st->text);
  for (char *tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
    card c;
    if (g->nstacked == MAX_CARDS)
      return failf(sc, "line %d: too many stacked cards", st->line);
    if (card_parse(g->mod, tok, &c) != 0)
      return failf(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK)", st->line, tok);
    sc->stack_line[g->nstacked] = st->line;
    g->stacked[g->nstacked++] = c;
  }
  return 0;
}

static int add_step(scenario *sc, step_kind k, const char *text, int line, const char *src)
{
  if (sc->nsteps == SCENARIO_STEPS)
    return failf(sc, "line %d: too many stack, set, choose and expect lines (limit is %d)",
                 line, SCENARIO_STEPS);
  sc->steps[sc->nsteps++] = (step){ k, line, 0, mem_strdup(text), mem_strdup(src) };
  return 0;
}

/* An expect line: `now` at its end checks it right after the choice. */
static int add_expect(scenario *sc, char *rest, int line, const char *src)
{
  size_t n = strlen(rest);
  int now = n > 4 && strcmp(rest + n - 4, " now") == 0;
  if (now)
    rest[n - 4] = 0;
  sc->wants_error |= strncmp(rest, "error ", 6) == 0;
  if (add_step(sc, STEP_EXPECT, trim(rest), line, src) < 0)
    return -1;
  sc->steps[sc->nsteps - 1].now = now;
  return 0;
}

/* The number after a directive, from min to max; -1 (and why) if the text
 * is not one. */
static int whole_number(scenario *sc, const char *text, int line, const char *what,
                        unsigned long long min, unsigned long long max, unsigned long long *out)
{
  char *end;
  errno = 0;
  unsigned long long n = strtoull(text, &end, 10);
  if (!isdigit((unsigned char)*text) || *end || errno || n < min || n > max)
    return failf(sc, "line %d: '%s' takes a whole number from %llu to %llu, not '%s'", line,
                 what, min, max, text);
  *out = n;
  return 0;
}

static int parse_line(scenario *sc, char *s, int line)
{
  char src[SCENARIO_LINE];
  snprintf(src, sizeof src, "%s", s);
  char *rest = s + strcspn(s, " \t");
  if (*rest)
    *rest++ = 0;
  rest = trim(rest);
  unsigned long long n;
  if (strcmp(s, "game") == 0) set_game_path(sc, rest);
  else if (strcmp(s, "players") == 0) {
    if (whole_number(sc, rest, line, s, 1, MAX_PLAYERS, &n) < 0)
      return -1;
    sc->players = (int)n;
  } else if (strcmp(s, "seed") == 0) {
    if (whole_number(sc, rest, line, s, 0, ULLONG_MAX, &n) < 0)
      return -1;
    sc->seed = (uint64_t)n;
  } else if (strcmp(s, "max-turns") == 0) {
    if (whole_number(sc, rest, line, s, 1, INT_MAX, &n) < 0)
      return -1;
    sc->max_turns = (int)n;
  } else if (strcmp(s, "start") == 0) {
    if (strncmp(rest, "deal ", 5) != 0)
      return failf(sc, "line %d: write start deal N", line);
    if (whole_number(sc, trim(rest + 5), line, "start deal", 1, INT_MAX, &n) < 0)
      return -1;
    sc->start_deal = (int)n;
    sc->start_line = line;
  } else if (strcmp(s, "stack") == 0) return add_step(sc, STEP_STACK, rest, line, src);
  else if (strcmp(s, "set") == 0) {
    if (!strchr(rest, '='))
      return failf(sc, "line %d: write set NAME [of N] = VALUE", line);
    return add_step(sc, STEP_SET, rest, line, src);
  } else if (strcmp(s, "option") == 0) {
    if (sc->nsettings == MAX_SETTINGS)
      return failf(sc, "line %d: too many option lines (limit is %d)", line, MAX_SETTINGS);
    char *eq = strchr(rest, '=');
    if (!eq)
      return failf(sc, "line %d: write 'option name = value'", line);
    *eq = 0;
    char buf[SCENARIO_LINE];
    snprintf(buf, sizeof buf, "%s=%s", trim(rest), trim(eq + 1));
    sc->setting_line[sc->nsettings] = line;
    sc->settings[sc->nsettings++] = mem_strdup(buf);
  } else if (strcmp(s, "choose") == 0) {
    char *label = unquote(rest);
    if (!label)
      return failf(sc, "line %d: write choose \"label\"", line);
    return add_step(sc, STEP_CHOOSE, label, line, src);
  } else if (strcmp(s, "expect") == 0) {
    return add_expect(sc, rest, line, src);
  } else {
    return failf(sc, "line %d: unknown directive '%s' (game, players, seed, option, max-turns, "
                 "start, set, stack, choose, expect)", line, s);
  }
  return 0;
}

static int read_scenario(scenario *sc)
{
  FILE *f = fopen(sc->path, "r");
  if (!f)
    return failf(sc, "cannot read the scenario: %s", strerror(errno)), HOYLE_ENOINPUT;
  char buf[SCENARIO_LINE];
  int line = 0, r = 0;
  size_t bytes = 0;
  while (r == 0 && fgets(buf, sizeof buf, f)) {
    line++;
    if ((bytes += strlen(buf) + 1) > FILE_MAX) {
      r = failf(sc, "line %d: the file is larger than %u bytes, the limit of a file read",
                line, FILE_MAX);
      break;
    }
    if (!strchr(buf, '\n') && !feof(f)) {
      r = failf(sc, "line %d: too long (limit is %d bytes)", line, SCENARIO_LINE - 1);
      break;
    }
    char *s = trim(buf);
    if (*s && *s != '#')
      r = parse_line(sc, s, line);
  }
  fclose(f);
  if (r == 0 && !sc->game_path[0])
    return failf(sc, "no 'game' line names the script");
  return r;
}

/* ---- playing ---- */

static int find_label(const game *g, const char *want)
{
  char label[LABEL_MAX];
  for (int i = 0; i < g->dec.nopts; i++) {
    vm_option_label(g, -1, i, label, sizeof label);
    if (strcmp(label, want) == 0)
      return i;
  }
  return -1;
}

static void list_labels(const game *g, char *buf, size_t n)
{
  char label[LABEL_MAX];
  size_t len = 0;
  buf[0] = 0;
  for (int i = 0; i < g->dec.nopts && len < n; i++) {
    vm_option_label(g, -1, i, label, sizeof label);
    len += (size_t)snprintf(buf + len, n - len, "%s\"%s\"", i ? ", " : "", label);
  }
}

/* Who is choosing, as a message names them. */
static void chooser_name(const game *g, char *buf, size_t n)
{
  if (g->dec.who < 0)
    snprintf(buf, n, "the players racing");
  else
    snprintf(buf, n, "player %d", g->dec.who + 1);
}

/* ---- expectations ---- */

static int seat_arg(const game *g, const char *s)
{
  int n = atoi(s);
  return n >= 1 && n <= g->nplayers ? n - 1 : -1;
}

/* "hand of 2" or "discard": the zone slot, or -1. */
static int zone_arg(const game *g, char *s)
{
  const module *m = g->mod;
  char *of = strstr(s, " of ");
  if (of)
    *of = 0;
  for (int z = 0; z < m->nzones; z++) {
    if (strcmp(m->zones[z].name, trim(s)) != 0)
      continue;
    if (!(m->zones[z].flags & ZONE_EACH))
      return of ? -1 : m->zones[z].base;
    int p = of ? seat_arg(g, of + 4) : -1;
    return p < 0 ? -1 : m->zones[z].base + p;
  }
  return -1;
}

static int global_arg(const game *g, char *s)
{
  const module *m = g->mod;
  char *of = strstr(s, " of ");
  if (of)
    *of = 0;
  for (int i = 0; i < m->nglobals; i++) {
    if (strcmp(m->globals[i].name, trim(s)) != 0)
      continue;
    if (!m->globals[i].each)
      return of ? -1 : m->globals[i].slot;
    int p = of ? seat_arg(g, of + 4) : -1;
    return p < 0 ? -1 : m->globals[i].slot + p;
  }
  return -1;
}

/* The cards of a slot bottom first, as seat `seat` knows them ("??" for a
 * card it does not know; seat -1 knows all); "none" for an empty slot. */
static void zone_cards(const game *g, int slot, int seat, char *buf, size_t n)
{
  char c[8];
  size_t len = 0;
  snprintf(buf, n, "none");
  for (int i = 0; i < g->count[slot] && len < n; i++) {
    int k = g->zone[slot][i];
    if (seat < 0 || ((g->known[k] >> seat) & 1))
      card_name(g->mod, g->cards[k], c);
    else
      strcpy(c, "??");
    len += (size_t)snprintf(buf + len, n - len, "%s%s", i ? " " : "", c);
  }
}

/* The n top cards of a slot, top first ("none" when it is empty). */
static void top_cards(const game *g, int slot, int n, char *buf, size_t size)
{
  char c[8];
  size_t len = 0;
  snprintf(buf, size, "none");
  for (int i = 0; i < n && i < g->count[slot] && len < size; i++) {
    card_name(g->mod, g->cards[g->zone[slot][g->count[slot] - 1 - i]], c);
    len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? " " : "", c);
  }
}

/* The N of `top N zone`, with *arg moved past it; 0 for plain `top zone`. */
static int top_count(char **arg)
{
  if (!isdigit((unsigned char)**arg))
    return 0;
  char *end;
  long n = strtol(*arg, &end, 10);
  if (*end != ' ' || n < 1 || n > MAX_CARDS)
    return 0;
  *arg = trim(end);
  return (int)n;
}

/* "hand of 2 by 3": the slot into *slot and the seat after "by", or -1. */
static int zone_by_arg(const game *g, char *s, int *slot)
{
  char *by = strstr(s, " by ");
  if (!by)
    return -1;
  *by = 0;
  *slot = zone_arg(g, s);
  return *slot < 0 ? -1 : seat_arg(g, by + 4);
}

/* The seats in order of play round the table, or those sitting out. */
static void seat_list(const game *g, int out, char *buf, size_t n)
{
  size_t len = 0;
  snprintf(buf, n, "none");
  for (int i = 0; i < g->nplayers && len < n; i++) {
    int p = out ? i : g->order[i];
    if (!out || !game_in_play(g, p))
      len += (size_t)snprintf(buf + len, n - len, "%s%d", len ? " " : "", p + 1);
  }
}

/* Whether the script has a zone (or else a variable) named as `arg` begins,
 * up to " of " or " by ". */
static int has_name(const game *g, const char *arg, int zone)
{
  const module *m = g->mod;
  size_t len = strcspn(arg, " ");
  int n = zone ? m->nzones : m->nglobals;
  for (int i = 0; i < n; i++) {
    const char *name = zone ? m->zones[i].name : m->globals[i].name;
    if (strlen(name) == len && strncmp(name, arg, len) == 0)
      return 1;
  }
  return 0;
}

/* Why `what arg` names nothing: an unknown zone or variable, or a seat
 * missing or out of range. */
static int bad_subject(scenario *sc, const game *g, const char *what, const char *arg, int line)
{
  int zone = strcmp(what, "var") != 0;
  int len = (int)strcspn(arg, " ");
  if (!has_name(g, arg, zone) && has_name(g, arg, !zone))
    return failf(sc, "line %d: '%.*s' is a %s of the script, not a %s", line, len, arg,
                 zone ? "variable" : "zone", zone ? "zone" : "variable");
  if (!has_name(g, arg, zone))
    return failf(sc, "line %d: the script has no %s '%.*s'", line, zone ? "zone" : "variable",
                 (int)strcspn(arg, " "), arg);
  return failf(sc, "line %d: '%s %s' names no single %s: give 'of N' for a zone or variable "
               "each player has, N from 1 to %d%s", line, what, arg, zone ? "zone" : "variable",
               g->nplayers, strcmp(what, "known") == 0 ? ", and 'by N'" : "");
}

/* Whether an expectation of `what` names a zone or variable after it. */
static int names_subject(const char *what)
{
  static const char *const kinds[] = { "count", "top", "cards", "known", "var" };
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (strcmp(what, kinds[i]) == 0)
      return 1;
  return 0;
}

/* Works out the actual value the expectation `what` talks about. */
static int actual(scenario *sc, const game *g, char *what, char *buf, size_t n, int line)
{
  char *arg = what + strcspn(what, " ");
  if (*arg)
    *arg++ = 0;
  int ntop = strcmp(what, "top") == 0 ? top_count(&arg) : 0;
  char arg_copy[SCENARIO_LINE];
  snprintf(arg_copy, sizeof arg_copy, "%s", arg);
  int slot, seat;
  if (strcmp(what, "current") == 0) snprintf(buf, n, "%d", g->current + 1);
  else if (strcmp(what, "dealer") == 0) snprintf(buf, n, "%d", g->dealer + 1);
  else if (strcmp(what, "seating") == 0) seat_list(g, 0, buf, n);
  else if (strcmp(what, "out") == 0) seat_list(g, 1, buf, n);
  else if (strcmp(what, "deal") == 0)     /* the deal played, or the last one */
    snprintf(buf, n, "%d", (int)g->deal_no + !(g->status == GS_OVER && !g->capped));
  else if (strcmp(what, "chooser") == 0) {
    if (g->status != GS_DECISION) snprintf(buf, n, "none");
    else if (g->dec.who < 0) snprintf(buf, n, "race");
    else snprintf(buf, n, "%d", g->dec.who + 1);
  }
  else if (strcmp(what, "direction") == 0) snprintf(buf, n, "%d", g->dir);
  else if (strcmp(what, "turns") == 0) snprintf(buf, n, "%d", (int)g->turns);
  else if (strcmp(what, "winner") == 0) {
    if (g->winner >= 0) snprintf(buf, n, "%d", g->winner + 1);
    else snprintf(buf, n, "none");
  } else if (strcmp(what, "places") == 0) {      /* "2 1 1 1": each seat's place */
    size_t len = 0;
    snprintf(buf, n, "none");
    for (int p = 0; g->status == GS_OVER && !g->capped && p < g->nplayers && len < n; p++)
      len += (size_t)snprintf(buf + len, n - len, "%s%d", p ? " " : "", g->ranked[p]);
  } else if (strcmp(what, "options") == 0) {
    if (g->status == GS_DECISION) list_labels(g, buf, n); else snprintf(buf, n, "none");
  } else if (strcmp(what, "count") == 0 && (slot = zone_arg(g, arg)) >= 0) {
    snprintf(buf, n, "%d", g->count[slot]);
  } else if (strcmp(what, "top") == 0 && (slot = zone_arg(g, arg)) >= 0) {
    top_cards(g, slot, ntop ? ntop : 1, buf, n);
  } else if (strcmp(what, "cards") == 0 && (slot = zone_arg(g, arg)) >= 0) {
    zone_cards(g, slot, -1, buf, n);
  } else if (strcmp(what, "known") == 0 && (seat = zone_by_arg(g, arg, &slot)) >= 0) {
    zone_cards(g, slot, seat, buf, n);
  } else if (strcmp(what, "var") == 0 && (slot = global_arg(g, arg)) >= 0) {
    value_str(g, g->globals[slot], buf, (int)n);
  } else if (names_subject(what) && *arg_copy) {
    return bad_subject(sc, g, what, arg_copy, line);
  } else {
    return failf(sc, "line %d: cannot check '%s %s' (current, dealer, seating, out, chooser, deal, "
                 "direction, turns, winner, places, options, count Z [of N], top [N] Z, cards Z [of N], "
                 "known Z [of N] by N, var X [of N], error, offered \"L\", not offered \"L\", "
                 "forced \"L\")", line,
                 what, arg);
  }
  return 0;
}

/* The cards expected of top, cards and known: each a card ("??" too for
 * known, cards and top N), or the one word none. */
static int valid_cards(scenario *sc, const game *g, const char *what, const char *want, int line)
{
  size_t w = strcspn(what, " ");
  int top = w == 3 && strncmp(what, "top", 3) == 0;
  char what_copy[SCENARIO_LINE], *arg = what_copy;
  snprintf(what_copy, sizeof what_copy, "%s", what + w + (what[w] != 0));
  int ntop = top ? top_count(&arg) : 0;
  int known = w == 5 && strncmp(what, "known", 5) == 0;
  int cards = w == 5 && strncmp(what, "cards", 5) == 0;
  if (!top && !known && !cards)
    return 0;
  if (strcmp(want, "none") == 0)
    return 0;
  char buf[SCENARIO_LINE], *save;
  snprintf(buf, sizeof buf, "%s", want);
  int n = 0;
  for (char *tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save), n++) {
    card c;
    if (!((known || cards || ntop) && strcmp(tok, "??") == 0) && card_parse(g->mod, tok, &c) != 0)
      return failf(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK%s, or none)", line,
                   tok, known ? ", ?? for one not known" : cards || ntop ? ", ?? for any card" : "");
  }
  if (top && n != (ntop ? ntop : 1))
    return failf(sc, "line %d: 'top%s' is %d card%s, or none", line, ntop ? " N" : "",
                 ntop ? ntop : 1, ntop > 1 ? "s" : "");
  return 0;
}

/* Whether the cards got are those wanted, where "??" wants any one card. */
static int cards_match(const char *want, const char *got)
{
  for (;;) {
    size_t w = strcspn(want, " "), g = strcspn(got, " ");
    if (!((w == g && strncmp(want, got, w) == 0)
          || (w == 2 && strncmp(want, "??", 2) == 0 && g > 0 && strncmp(got, "none", g) != 0)))
      return 0;
    want += w, got += g;
    if (!*want || !*got)
      return !*want && !*got;
    want += strspn(want, " "), got += strspn(got, " ");
  }
}

/* expect [not] offered "label": whether the decision now offers it. */
static int check_offered(scenario *sc, const game *g, char *text, int line)
{
  int negated = strncmp(text, "not ", 4) == 0;
  char *label = unquote(trim(text + (negated ? 12 : 8)));
  if (!label)
    return failf(sc, "line %d: write expect %soffered \"label\"", line, negated ? "not " : "");
  int found = g->status == GS_DECISION && find_label(g, label) >= 0;
  if (found == !negated)
    return 0;
  char offered[1024] = "none", who[32] = "nobody (no decision is waiting)";
  if (g->status == GS_DECISION) {
    list_labels(g, offered, sizeof offered);
    chooser_name(g, who, sizeof who);
  }
  return failf(sc, "line %d: expected \"%s\" %sto be offered to %s; the options are %s", line,
               label, negated ? "not " : "", who, offered);
}

/* Whether want is no value of the variable `name [of N]` can have (then
 * why says so). */
static int bad_value(scenario *sc, const game *g, const char *name, const char *want, int line)
{
  size_t len = strcspn(name, " ");
  value v;
  for (int i = 0; i < g->mod->nglobals; i++) {
    const global_info *gi = &g->mod->globals[i];
    if (strlen(gi->name) != len || strncmp(gi->name, name, len) != 0)
      continue;
    if (gi->ty != T_INT && gi->ty != T_BOOL && gi->ty != T_SUIT && gi->ty != T_RANK)
      return 0;
    if (script_value(g->mod, gi->ty, want, &v) == 0)
      return 0;
    failf(sc, "line %d: '%s' holds %s%s, not '%s'", line, gi->name, gi->ty == T_BOOL ? "" : "a ",
          gi->ty == T_BOOL ? "true or false" : type_name(gi->ty), want);
    return 1;
  }
  return 0;
}

/* expect forced "label": a decision offering only this option was taken
 * by itself since the last choose line. */
static int check_forced(scenario *sc, char *text, int line)
{
  char *label = unquote(trim(text));
  if (!label)
    return failf(sc, "line %d: write expect forced \"label\"", line);
  char taken[1024] = "none";
  size_t len = 0;
  for (int i = 0; i < sc->nforced; i++) {
    if (strcmp(sc->forced[i], label) == 0)
      return 0;
    if (len < sizeof taken)
      len += (size_t)snprintf(taken + len, sizeof taken - len, "%s\"%s\"", i ? ", " : "",
                              sc->forced[i]);
  }
  return failf(sc, "line %d: expected \"%s\" to be forced (the one option of a decision); the "
               "forced choices since the last choose were %s", line, label, taken);
}

static int check_expect(scenario *sc, const game *g, char *text, int line)
{
  char copy[SCENARIO_LINE], got[1024];
  snprintf(copy, sizeof copy, "%s", text);
  if (strncmp(copy, "forced ", 7) == 0)
    return check_forced(sc, copy + 7, line);
  if (strncmp(copy, "offered ", 8) == 0 || strncmp(copy, "not offered ", 12) == 0)
    return check_offered(sc, g, copy, line);
  if (strncmp(copy, "error ", 6) == 0) {
    char *want = unquote(trim(copy + 6));
    if (!want)
      return failf(sc, "line %d: write expect error \"text\"", line);
    if (g->status != GS_ERROR)
      return failf(sc, "line %d: expected the error \"%s\" but the game ran without one", line, want);
    if (!strstr(g->error, want))
      return failf(sc, "line %d: expected the error \"%s\", got \"%s\"", line, want, g->error);
    return 0;
  }
  char *eq = strchr(copy, '=');
  if (!eq)
    return failf(sc, "line %d: write expect WHAT = VALUE", line);
  *eq = 0;
  char *want = trim(eq + 1), *what = trim(copy);
  char shown[SCENARIO_LINE];
  snprintf(shown, sizeof shown, "%s", what);
  int any_card = strncmp(what, "cards ", 6) == 0
                 || (strncmp(what, "top ", 4) == 0 && isdigit((unsigned char)what[4]));
  if (valid_cards(sc, g, what, want, line) < 0 || actual(sc, g, what, got, sizeof got, line) < 0)
    return -1;
  if (any_card ? !cards_match(want, got) : strcmp(got, want) != 0)
    return strncmp(shown, "var ", 4) == 0 && bad_value(sc, g, shown + 4, want, line) ? -1
           : failf(sc, "line %d: expected %s = %s, got %s", line, shown, want, got);
  return 0;
}

/* A run-time error the file does not expect fails the scenario. */
static int unexpected_error(scenario *sc, script *s, const game *g)
{
  if (g->status != GS_ERROR || sc->wants_error)
    return 0;
  loc at = s->mod.locs[g->error_pc];
  return failf(sc, "run-time error at %s:%d:%d: %s", at.file, at.line, at.col, g->error);
}

/* hoyle test -v: a line of the scenario, as it acts. */
static void trace_step(scenario *sc, const step *st)
{
  if (sc->log.out)
    fprintf(sc->log.out, "%s:%d: %s\n", sc->path, st->line, st->src);
}

/* Runs g to its next stop: a decision (of one option too), a pause, the
 * end; the onlooker's transcript goes to the trace.  -1 when a card
 * stacked for a shuffle in the run could not be supplied. */
static int run(scenario *sc, game *g)
{
  vm_events ev = { transcript_event, &sc->log, 0 };
  int pending = g->nstacked;
  vm_run(g, sc->log.out ? &ev : NULL);
  return check_stacked(sc, g, pending);
}

/* A decision of one option, taken without a choose line: noted for
 * `expect forced`. */
static void take_forced(scenario *sc, game *g)
{
  char label[LABEL_MAX];
  vm_option_label(g, -1, 0, label, sizeof label);
  if (sc->nforced < SCENARIO_FORCED)
    snprintf(sc->forced[sc->nforced++], LABEL_MAX, "%s", label);
  if (sc->log.out)
    fprintf(sc->log.out, "(forced: \"%s\" is the one option of P%d)\n", label, g->dec.who + 1);
  vm_choose(g, 0);
}

/* Runs on from a pause, and through forced decisions, to a decision of
 * more than one option (or a race), or the end. */
static int settle(scenario *sc, game *g)
{
  sc->settled = 1;
  g->pause = 0;
  for (;;) {
    if (g->status == GS_PAUSED)
      g->status = GS_RUNNING;
    else if (g->status == GS_DECISION && g->dec.nopts == 1 && g->dec.who >= 0)
      take_forced(sc, g);
    else
      return 0;
    if (run(sc, g) < 0)
      return -1;
  }
}

/* `stack ZONE = cards`: the cards into w, the zone's slot found. */
static int zone_want(scenario *sc, const game *g, const step *st, deck_want *w)
{
  char buf[SCENARIO_LINE], *save;
  snprintf(buf, sizeof buf, "%s", st->text);
  char *eq = strchr(buf, '=');
  *eq = 0;
  char *zone = trim(buf), name[SCENARIO_LINE];
  snprintf(name, sizeof name, "%s", zone);
  *w = (deck_want){ .line = st->line };
  snprintf(w->zone, sizeof w->zone, "%.63s", name);
  if ((w->slot = zone_arg(g, zone)) < 0)
    return bad_subject(sc, g, "stack", name, st->line);
  for (char *tok = strtok_r(eq + 1, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
    if (w->n == MAX_CARDS)
      return failf(sc, "line %d: too many stacked cards", st->line);
    if (card_parse(g->mod, tok, &w->cards[w->n++]) != 0)
      return failf(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK)", st->line, tok);
  }
  if (w->n == 0)
    return failf(sc, "line %d: write stack ZONE = card ...", st->line);
  return 0;
}

/* The stack lines from step i, up to the next choice: plain ones go on
 * the deck top at its next shuffle; those naming a zone have the whole deck
 * ordered (deckplan.h) so that the deal puts their cards there. */
static int stack_ahead(scenario *sc, game *g, int i)
{
  deck_want *w = mem_alloc(sizeof *w * MAX_ZONES);
  int nw = 0, plain = 0, r = 0;
  for (; r == 0 && i < sc->nsteps && sc->steps[i].kind != STEP_CHOOSE; i++) {
    const step *st = &sc->steps[i];
    if (st->kind != STEP_STACK)
      continue;
    trace_step(sc, st);
    if (!strchr(st->text, '='))
      r = load_stack(sc, g, st), plain = st->line;
    else if (nw == MAX_ZONES)
      r = failf(sc, "line %d: too many stack lines for one deal", st->line);
    else
      r = zone_want(sc, g, st, &w[nw++]);
  }
  if (r == 0 && nw && (plain || g->nstacked))
    r = failf(sc, "line %d: a deal is stacked by zone or by the deck's top cards, not both",
              plain ? plain : w[0].line);
  int n;
  if (r == 0 && nw && (r = deckplan_make(g, w, nw, g->stacked, &n, sc->why, sizeof sc->why)) == 0) {
    g->nstacked = (uint16_t)n;
    for (int k = 0; k < n; k++)
      sc->stack_line[k] = w[0].line;
  }
  free(w);
  return r;
}

/* Why a choice is not offered; a label taken earlier as a forced choice
 * is pointed out. */
static int not_offered(scenario *sc, const game *g, const step *st)
{
  char offered[1024], who[32], hint[256] = "";
  list_labels(g, offered, sizeof offered);
  chooser_name(g, who, sizeof who);
  for (int k = 0; k < sc->nforced; k++)
    if (strcmp(sc->forced[k], st->text) == 0)
      snprintf(hint, sizeof hint, " (\"%s\" was the one option of an earlier decision, taken "
               "without a choose line: write expect forced \"%s\")", st->text, st->text);
  return failf(sc, "line %d: \"%s\" is not offered to %s; the options are %s%s", st->line,
               st->text, who, offered, hint);
}

static int make_choice(scenario *sc, game *g, const step *st)
{
  if (g->status == GS_OVER)
    return failf(sc, "line %d: the game is over; there is no choice to make", st->line);
  if (g->status != GS_DECISION)
    return failf(sc, "line %d: the game stopped with an error: %s", st->line, g->error);
  int i = find_label(g, st->text);
  if (i < 0)
    return not_offered(sc, g, st);
  vm_choose(g, i);
  sc->nforced = 0;
  sc->settled = 0;
  return 0;
}

/* The value of a `set NAME [of N] = VALUE` line into the variable. */
static int apply_set(scenario *sc, game *g, const step *st)
{
  char buf[SCENARIO_LINE], name[SCENARIO_LINE];
  snprintf(buf, sizeof buf, "%s", st->text);
  char *eq = strchr(buf, '=');
  *eq = 0;
  char *val = trim(eq + 1);
  snprintf(name, sizeof name, "%s", trim(buf));
  int slot = global_arg(g, trim(buf));
  if (slot < 0)
    return bad_subject(sc, g, "var", name, st->line);
  const global_info *gi = g->mod->globals;
  while (slot < gi->slot || slot >= gi->slot + (gi->each ? g->nplayers : 1))
    gi++;
  if (script_value(g->mod, gi->ty, val, &g->globals[slot]) < 0)
    return failf(sc, "line %d: '%s' takes %s%s, not '%s'", st->line, gi->name,
                 gi->ty == T_BOOL ? "" : "a ", gi->ty == T_BOOL ? "true or false" :
                 type_name(gi->ty), val);
  return 0;
}

/* `start deal N` and the set lines: the game runs up to its first deal,
 * which becomes deal N (the dealer moved on as for N-1 deals before), and
 * the variables are set. */
static int start_state(scenario *sc, game *g)
{
  int sets = 0;
  for (int i = 0; i < sc->nsteps; i++)
    sets |= sc->steps[i].kind == STEP_SET;
  if (!sets && !sc->start_deal)
    return 0;
  g->pause = PAUSE_DEAL;
  if (run(sc, g) < 0 || g->status == GS_ERROR)
    return 0;
  if (g->status != GS_PAUSED)
    return failf(sc, "the game ends before its first deal, so there is nothing to start or set");
  g->status = GS_RUNNING;
  if (sc->start_deal > g->ndeals)
    return failf(sc, "line %d: the game has %d deal%s; there is no deal %d", sc->start_line,
                 (int)g->ndeals, g->ndeals == 1 ? "" : "s", sc->start_deal);
  if (sc->start_deal > g->max_deals)
    return failf(sc, "line %d: a match may have at most %d deals; there is no deal %d",
                 sc->start_line, (int)g->max_deals, sc->start_deal);
  if (sc->start_deal > 2)          /* the first deal moves the dealer on once more */
    g->dealer = (uint8_t)game_next_seat(g, g->dealer, sc->start_deal - 2);
  if (sc->start_deal > 1)
    g->deal_no = sc->start_deal - 1;
  for (int i = 0; i < sc->nsteps; i++)
    if (sc->steps[i].kind == STEP_SET) {
      trace_step(sc, &sc->steps[i]);
      if (apply_set(sc, g, &sc->steps[i]) < 0)
        return -1;
    }
  return 0;
}

/* An expectation where it stands: after the game has run on to its next
 * decision of more than one option, or, with `now`, right where the last
 * choice left it. */
static int expect_step(scenario *sc, game *g, const step *st)
{
  if (st->now && sc->settled)
    return failf(sc, "line %d: 'now' checks right after a choice: put it before the expect "
                 "lines without 'now' that follow the choose", st->line);
  if (!st->now && settle(sc, g) < 0)
    return -1;
  trace_step(sc, st);
  return check_expect(sc, g, st->text, st->line);
}

/* Plays the steps in order: a choice is made and the game runs on to the
 * end of its turn; an expectation is checked where it stands. */
static int play_steps(scenario *sc, script *s, game *g)
{
  if (start_state(sc, g) < 0 || stack_ahead(sc, g, 0) < 0 || run(sc, g) < 0)
    return -1;
  for (int i = 0; i < sc->nsteps; i++) {
    const step *st = &sc->steps[i];
    if (unexpected_error(sc, s, g) < 0)
      return -1;
    if (st->kind == STEP_EXPECT && expect_step(sc, g, st) < 0)
      return -1;
    if (st->kind != STEP_CHOOSE)
      continue;
    if (settle(sc, g) < 0)
      return -1;
    trace_step(sc, st);
    if (make_choice(sc, g, st) < 0 || stack_ahead(sc, g, i + 1) < 0)
      return -1;
    g->pause = PAUSE_TURN;
    if (run(sc, g) < 0)
      return -1;
  }
  if (settle(sc, g) < 0)
    return -1;
  return unexpected_error(sc, s, g);
}

/* An option line the script refuses: -1, with the script's reasons (one
 * line each) joined into why. */
static int bad_setting(scenario *sc, script *s, const char *text, setting *out, int line)
{
  char *msg = NULL, prog[32];
  size_t len = 0;
  FILE *f = open_memstream(&msg, &len);
  if (!f)
    return failf(sc, "line %d: cannot read the option: %s", line, strerror(errno));
  snprintf(prog, sizeof prog, "line %d", line);
  int r = script_setting(s, text, out, prog, f);
  fclose(f);
  if (r < 0) {                /* "line N: why\nline N: more\n" -> "line N: why; more" */
    size_t n = 0, skip = strlen(prog) + 2;
    for (char *l = msg; *l && n < sizeof sc->why;) {
      char *nl = l + strcspn(l, "\n");
      int last = !*nl;
      *nl = 0;
      n += (size_t)snprintf(sc->why + n, sizeof sc->why - n, "%s%s", n ? "; " : "",
                            n && strlen(l) > skip ? l + skip : l);
      l = last ? nl : nl + 1;
    }
  }
  free(msg);
  return r;
}

/* The session of the scenario's game: players, seed, turn cap, options. */
static int set_session(scenario *sc, script *s, session *ss)
{
  ss->s = s;
  ss->players = sc->players ? sc->players : s->mod.default_players;
  ss->seed = sc->seed;
  ss->max_turns = sc->max_turns ? sc->max_turns : HOYLE_MAX_TURNS;
  char takes[24];
  if (ss->players < s->mod.min_players || ss->players > s->mod.max_players)
    return failf(sc, "the game takes %s players, not %d",
                 module_players_text(&s->mod, takes, sizeof takes), ss->players);
  for (int i = 0; i < sc->nsettings; i++)
    if (bad_setting(sc, s, sc->settings[i], &ss->settings[ss->nsettings++], sc->setting_line[i]))
      return -1;
  return 0;
}

static int run_loaded(scenario *sc, script *s)
{
  struct { session ss; game g; } *t = mem_zalloc(sizeof *t);
  int r = set_session(sc, s, &t->ss);
  if (r == 0) {
    session_start(&t->ss, &t->g);
    t->g.ask_one = 0xff;      /* forced decisions stop, to be seen and noted */
    r = play_steps(sc, s, &t->g);
    session_end(&t->ss);
  }
  free(t);
  return r;
}

static void free_scenario(scenario *sc)
{
  for (int i = 0; i < sc->nsettings; i++) free(sc->settings[i]);
  for (int i = 0; i < sc->nsteps; i++) {
    free(sc->steps[i].text);
    free(sc->steps[i].src);
  }
}

/* Reads the scenario, loads its script and plays it: 0, -1 (sc->why says
 * why) or the status of a failed load in *loaded. */
static int run_scenario(scenario *sc, script *s, int *loaded)
{
  int r = read_scenario(sc);
  if (r == 0 && (*loaded = script_load(s, sc->game_path, sc->out)) != 0)
    r = failf(sc, "the script %s does not load", sc->game_path);
  else if (r == 0)
    r = run_loaded(sc, s);
  script_free(s);
  free_scenario(sc);
  return r;
}

int scenario_run(const char *path, FILE *out, FILE *trace)
{
  struct { scenario sc; script s; } *t = mem_zalloc(sizeof *t);
  t->sc.path = path;
  t->sc.out = out;
  t->sc.log = (transcript){ trace, 0, -1, 0, 0, 0 };
  int loaded = 0, r = run_scenario(&t->sc, &t->s, &loaded);
  if (r == 0)
    fprintf(out, "ok %s\n", path);
  else
    fprintf(out, "FAIL %s: %s\n", path, t->sc.why);
  free(t);
  return r == 0 ? 0 : r > 0 ? r : loaded ? loaded : 1;
}
