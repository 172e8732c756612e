/* scenario.c: reads a scenario file and plays its game step by step: the
 * deck stacked, the choices scripted, each `expect` line checked at the
 * point of the file where it stands.  See scenario.h and hoyle(5). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "play/scenario.h"
#include "load/script.h"
#include "play/session.h"
#include "run/names.h"
#include "run/zone.h"
#include "run/vm.h"


/* A line that acts while the game is played, in the order of the file. */
typedef enum step_kind { STEP_STACK, STEP_CHOOSE, STEP_EXPECT } step_kind;
typedef struct step { step_kind kind; int line; char *text; } step;

typedef struct scenario {
  const char *path;
  char game_path[1024];
  int players, max_turns;
  uint64_t seed;
  char *settings[MAX_SETTINGS]; int nsettings;
  step steps[SCENARIO_STEPS]; int nsteps;
  int stack_line[MAX_CARDS];  /* the line of each card of the game's stacked */
  int wants_error;            /* some line is `expect error` */
  FILE *out;
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
  char name[8];
  card_name(c, name);
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
    if (card_parse(tok, &c) != 0)
      return failf(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK)", st->line, tok);
    sc->stack_line[g->nstacked] = st->line;
    g->stacked[g->nstacked++] = c;
  }
  return 0;
}

static int add_step(scenario *sc, step_kind k, const char *text, int line)
{
  if (sc->nsteps == SCENARIO_STEPS)
    return failf(sc, "line %d: too many stack, choose and expect lines (limit is %d)",
                 line, SCENARIO_STEPS);
  sc->steps[sc->nsteps++] = (step){ k, line, mem_strdup(text) };
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
  } else if (strcmp(s, "stack") == 0) return add_step(sc, STEP_STACK, rest, line);
  else if (strcmp(s, "option") == 0) {
    if (sc->nsettings == MAX_SETTINGS)
      return failf(sc, "line %d: too many option lines (limit is %d)", line, MAX_SETTINGS);
    char *eq = strchr(rest, '=');
    if (!eq)
      return failf(sc, "line %d: write 'option name = value'", line);
    *eq = 0;
    char buf[SCENARIO_LINE];
    snprintf(buf, sizeof buf, "%s=%s", trim(rest), trim(eq + 1));
    sc->settings[sc->nsettings++] = mem_strdup(buf);
  } else if (strcmp(s, "choose") == 0) {
    char *label = unquote(rest);
    if (!label)
      return failf(sc, "line %d: write choose \"label\"", line);
    return add_step(sc, STEP_CHOOSE, label, line);
  } else if (strcmp(s, "expect") == 0) {
    sc->wants_error |= strncmp(rest, "error ", 6) == 0;
    return add_step(sc, STEP_EXPECT, rest, line);
  } else {
    return failf(sc, "line %d: unknown directive '%s' (game, players, seed, option, stack, "
                 "max-turns, choose, expect)", line, s);
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
      card_name(g->cards[k], c);
    else
      strcpy(c, "??");
    len += (size_t)snprintf(buf + len, n - len, "%s%s", i ? " " : "", c);
  }
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
  } else if (strcmp(what, "options") == 0) {
    if (g->status == GS_DECISION) list_labels(g, buf, n); else snprintf(buf, n, "none");
  } else if (strcmp(what, "count") == 0 && (slot = zone_arg(g, arg)) >= 0) {
    snprintf(buf, n, "%d", g->count[slot]);
  } else if (strcmp(what, "top") == 0 && (slot = zone_arg(g, arg)) >= 0) {
    if (g->count[slot]) card_name(g->cards[zone_top(g, slot)], buf); else snprintf(buf, n, "none");
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
                 "direction, turns, winner, options, count Z [of N], top Z, cards Z [of N], "
                 "known Z [of N] by N, var X [of N], error, offered \"L\", not offered \"L\")", line,
                 what, arg);
  }
  return 0;
}

/* The cards expected of top, cards and known: each a card ("??" too for
 * known), or the one word none. */
static int valid_cards(scenario *sc, const char *what, const char *want, int line)
{
  size_t w = strcspn(what, " ");
  int top = w == 3 && strncmp(what, "top", 3) == 0;
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
    if (!((known || cards) && strcmp(tok, "??") == 0) && card_parse(tok, &c) != 0)
      return failf(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK%s, or none)", line,
                   tok, known ? ", ?? for one not known" : cards ? ", ?? for any card" : "");
  }
  if (top && n != 1)
    return failf(sc, "line %d: 'top' is one card, or none", line);
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

static int check_expect(scenario *sc, const game *g, char *text, int line)
{
  char copy[SCENARIO_LINE], got[1024];
  snprintf(copy, sizeof copy, "%s", text);
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
  int any_card = strncmp(what, "cards ", 6) == 0;
  if (valid_cards(sc, what, want, line) < 0 || actual(sc, g, what, got, sizeof got, line) < 0)
    return -1;
  if (any_card ? !cards_match(want, got) : strcmp(got, want) != 0)
    return failf(sc, "line %d: expected %s = %s, got %s", line, shown, want, got);
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

/* The stack lines after step i, up to the next choice, go on the deck top
 * for the next shuffle of the deck zone. */
static int stack_ahead(scenario *sc, game *g, int i)
{
  for (; i < sc->nsteps && sc->steps[i].kind != STEP_CHOOSE; i++)
    if (sc->steps[i].kind == STEP_STACK && load_stack(sc, g, &sc->steps[i]) < 0)
      return -1;
  return 0;
}

static int make_choice(scenario *sc, game *g, const step *st)
{
  if (g->status == GS_OVER)
    return failf(sc, "line %d: the game is over; there is no choice to make", st->line);
  if (g->status != GS_DECISION)
    return failf(sc, "line %d: the game stopped with an error: %s", st->line, g->error);
  int i = find_label(g, st->text);
  if (i < 0) {
    char offered[1024], who[32];
    list_labels(g, offered, sizeof offered);
    chooser_name(g, who, sizeof who);
    return failf(sc, "line %d: \"%s\" is not offered to %s; the options are %s", st->line,
                 st->text, who, offered);
  }
  vm_choose(g, i);
  return 0;
}

/* Plays the steps in order: a choice is made and the game runs on to its
 * next decision; an expectation is checked where it stands. */
static int play_steps(scenario *sc, script *s, game *g)
{
  if (stack_ahead(sc, g, 0) < 0)
    return -1;
  int pending = g->nstacked;
  vm_run(g, NULL);
  if (check_stacked(sc, g, pending) < 0)
    return -1;
  for (int i = 0; i < sc->nsteps; i++) {
    const step *st = &sc->steps[i];
    if (unexpected_error(sc, s, g) < 0)
      return -1;
    if (st->kind == STEP_EXPECT && check_expect(sc, g, st->text, st->line) < 0)
      return -1;
    if (st->kind != STEP_CHOOSE)
      continue;
    if (make_choice(sc, g, st) < 0 || stack_ahead(sc, g, i + 1) < 0)
      return -1;
    pending = g->nstacked;
    vm_run(g, NULL);
    if (check_stacked(sc, g, pending) < 0)
      return -1;
  }
  return unexpected_error(sc, s, g);
}

/* The session of the scenario's game: players, seed, turn cap, options. */
static int set_session(scenario *sc, script *s, session *ss)
{
  ss->s = s;
  ss->players = sc->players ? sc->players : s->mod.default_players;
  ss->seed = sc->seed;
  ss->max_turns = sc->max_turns ? sc->max_turns : HOYLE_MAX_TURNS;
  if (ss->players < s->mod.min_players || ss->players > s->mod.max_players)
    return failf(sc, "the game takes %d to %d players, not %d", s->mod.min_players,
                 s->mod.max_players, ss->players);
  for (int i = 0; i < sc->nsettings; i++)
    if (script_setting(s, sc->settings[i], &ss->settings[ss->nsettings++], "hoyle test", sc->out) < 0)
      return failf(sc, "bad option '%s'", sc->settings[i]);
  return 0;
}

static int run_loaded(scenario *sc, script *s)
{
  struct { session ss; game g; } *t = mem_zalloc(sizeof *t);
  int r = set_session(sc, s, &t->ss);
  if (r == 0) {
    session_start(&t->ss, &t->g);
    r = play_steps(sc, s, &t->g);
    session_end(&t->ss);
  }
  free(t);
  return r;
}

static void free_scenario(scenario *sc)
{
  for (int i = 0; i < sc->nsettings; i++) free(sc->settings[i]);
  for (int i = 0; i < sc->nsteps; i++) free(sc->steps[i].text);
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

int scenario_run(const char *path, FILE *out)
{
  struct { scenario sc; script s; } *t = mem_zalloc(sizeof *t);
  t->sc.path = path;
  t->sc.out = out;
  int loaded = 0, r = run_scenario(&t->sc, &t->s, &loaded);
  if (r == 0)
    fprintf(out, "ok %s\n", path);
  else
    fprintf(out, "FAIL %s: %s\n", path, t->sc.why);
  free(t);
  return r == 0 ? 0 : r > 0 ? r : loaded ? loaded : 1;
}
