/* scenexpect.c: a scenario's expect lines checked against the game
 * (scenexpect.h), and the names its lines give: seats, zones, variables,
 * the options of a decision. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "play/scenexpect.h"
#include "run/lists.h"
#include "run/names.h"
#include "run/zone.h"
#include "run/vm.h"

int scenario_find_label(const game *g, const char *want)
{
  char label[LABEL_MAX];
  for (int i = 0; i < g->dec.nopts; i++) {
    vm_option_label(g, -1, i, label, sizeof label);
    if (strcmp(label, want) == 0)
      return i;
  }
  return -1;
}

void scenario_list_labels(const game *g, char *buf, size_t n)
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
void scenario_chooser(const game *g, char *buf, size_t n)
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
int scenario_zone_arg(const game *g, char *s)
{
  const module *m = g->mod;
  char *of = strstr(s, " of ");
  if (of)
    *of = 0;
  for (int z = 0; z < m->nzones; z++) {
    if (strcmp(m->zones[z].name, scenario_trim(s)) != 0)
      continue;
    if (!(m->zones[z].flags & ZONE_EACH))
      return of ? -1 : m->zones[z].base;
    int p = of ? seat_arg(g, of + 4) : -1;
    return p < 0 ? -1 : m->zones[z].base + p;
  }
  return -1;
}

int scenario_global_arg(const game *g, char *s)
{
  char *of = strstr(s, " of ");
  if (of)
    *of = 0;
  const global_info *gi = module_global(g->mod, scenario_trim(s));
  if (!gi)
    return -1;
  if (!gi->each)
    return of ? -1 : gi->slot;
  int p = of ? seat_arg(g, of + 4) : -1;
  return p < 0 ? -1 : gi->slot + p * global_stride(gi);
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
  *arg = scenario_trim(end);
  return (int)n;
}

/* "hand of 2 by 3": the slot into *slot and the seat after "by", or -1. */
static int zone_by_arg(const game *g, char *s, int *slot)
{
  char *by = strstr(s, " by ");
  if (!by)
    return -1;
  *by = 0;
  *slot = scenario_zone_arg(g, s);
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
int scenario_bad_subject(scenario *sc, const game *g, const char *what, const char *arg,
                                  int line)
{
  int zone = strcmp(what, "var") != 0;
  int len = (int)strcspn(arg, " ");
  if (!has_name(g, arg, zone) && has_name(g, arg, !zone))
    return scenario_fail(sc, "line %d: '%.*s' is a %s of the script, not a %s", line, len, arg,
                         zone ? "variable" : "zone", zone ? "zone" : "variable");
  if (!has_name(g, arg, zone))
    return scenario_fail(sc, "line %d: the script has no %s '%.*s'", line, zone ? "zone" : "variable",
                         (int)strcspn(arg, " "), arg);
  return scenario_fail(sc, "line %d: '%s %s' names no single %s: give 'of N' for a zone or variable "
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
    if (g->status == GS_DECISION) scenario_list_labels(g, buf, n); else snprintf(buf, n, "none");
  } else if (strcmp(what, "count") == 0 && (slot = scenario_zone_arg(g, arg)) >= 0) {
    snprintf(buf, n, "%d", g->count[slot]);
  } else if (strcmp(what, "top") == 0 && (slot = scenario_zone_arg(g, arg)) >= 0) {
    top_cards(g, slot, ntop ? ntop : 1, buf, n);
  } else if (strcmp(what, "cards") == 0 && (slot = scenario_zone_arg(g, arg)) >= 0) {
    zone_cards(g, slot, -1, buf, n);
  } else if (strcmp(what, "known") == 0 && (seat = zone_by_arg(g, arg, &slot)) >= 0) {
    zone_cards(g, slot, seat, buf, n);
  } else if (strcmp(what, "var") == 0 && (slot = scenario_global_arg(g, arg)) >= 0) {
    if (list_at(g->mod, slot))
      list_str(g, slot, buf, (int)n);
    else
      value_str(g, g->globals[slot], buf, (int)n);
  } else if (names_subject(what) && *arg_copy) {
    return scenario_bad_subject(sc, g, what, arg_copy, line);
  } else {
    return scenario_fail(sc, "line %d: cannot check '%s %s' (current, dealer, seating, out, chooser, deal, "
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
      return scenario_fail(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK%s, or none)", line,
                           tok, known ? ", ?? for one not known" : cards || ntop ? ", ?? for any card" : "");
  }
  if (top && n != (ntop ? ntop : 1))
    return scenario_fail(sc, "line %d: 'top%s' is %d card%s, or none", line, ntop ? " N" : "",
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
  char *label = scenario_unquote(scenario_trim(text + (negated ? 12 : 8)));
  if (!label)
    return scenario_fail(sc, "line %d: write expect %soffered \"label\"", line, negated ? "not " : "");
  int found = g->status == GS_DECISION && scenario_find_label(g, label) >= 0;
  if (found == !negated)
    return 0;
  char offered[1024] = "none", who[32] = "nobody (no decision is waiting)";
  if (g->status == GS_DECISION) {
    scenario_list_labels(g, offered, sizeof offered);
    scenario_chooser(g, who, sizeof who);
  }
  return scenario_fail(sc, "line %d: expected \"%s\" %sto be offered to %s; the options are %s", line,
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
    scenario_fail(sc, "line %d: '%s' holds %s%s, not '%s'", line, gi->name, gi->ty == T_BOOL ? "" : "a ",
                  gi->ty == T_BOOL ? "true or false" : type_name(gi->ty), want);
    return 1;
  }
  return 0;
}

/* expect forced "label": a decision offering only this option was taken
 * by itself since the last choose line. */
static int check_forced(scenario *sc, char *text, int line)
{
  char *label = scenario_unquote(scenario_trim(text));
  if (!label)
    return scenario_fail(sc, "line %d: write expect forced \"label\"", line);
  char taken[1024] = "none";
  size_t len = 0;
  for (int i = 0; i < sc->nforced; i++) {
    if (strcmp(sc->forced[i], label) == 0)
      return 0;
    if (len < sizeof taken)
      len += (size_t)snprintf(taken + len, sizeof taken - len, "%s\"%s\"", i ? ", " : "",
                              sc->forced[i]);
  }
  return scenario_fail(sc, "line %d: expected \"%s\" to be forced (the one option of a decision); the "
                       "forced choices since the last choose were %s", line, label, taken);
}

int scenario_expect(scenario *sc, const game *g, char *text, int line)
{
  char copy[SCENARIO_LINE], got[1024];
  snprintf(copy, sizeof copy, "%s", text);
  if (strncmp(copy, "forced ", 7) == 0)
    return check_forced(sc, copy + 7, line);
  if (strncmp(copy, "offered ", 8) == 0 || strncmp(copy, "not offered ", 12) == 0)
    return check_offered(sc, g, copy, line);
  if (strncmp(copy, "error ", 6) == 0) {
    char *want = scenario_unquote(scenario_trim(copy + 6));
    if (!want)
      return scenario_fail(sc, "line %d: write expect error \"text\"", line);
    if (g->status != GS_ERROR)
      return scenario_fail(sc, "line %d: expected the error \"%s\" but the game ran without one", line, want);
    if (!strstr(g->error, want))
      return scenario_fail(sc, "line %d: expected the error \"%s\", got \"%s\"", line, want, g->error);
    return 0;
  }
  char *eq = strchr(copy, '=');
  if (!eq)
    return scenario_fail(sc, "line %d: write expect WHAT = VALUE", line);
  *eq = 0;
  char *want = scenario_trim(eq + 1), *what = scenario_trim(copy);
  char shown[SCENARIO_LINE];
  snprintf(shown, sizeof shown, "%s", what);
  int any_card = strncmp(what, "cards ", 6) == 0
                 || (strncmp(what, "top ", 4) == 0 && isdigit((unsigned char)what[4]));
  if (valid_cards(sc, g, what, want, line) < 0 || actual(sc, g, what, got, sizeof got, line) < 0)
    return -1;
  if (any_card ? !cards_match(want, got) : strcmp(got, want) != 0)
    return strncmp(shown, "var ", 4) == 0 && bad_value(sc, g, shown + 4, want, line) ? -1
           : scenario_fail(sc, "line %d: expected %s = %s, got %s", line, shown, want, got);
  return 0;
}

/* A run-time error the file does not expect fails the scenario. */
int scenario_unexpected(scenario *sc, script *s, const game *g)
{
  if (g->status != GS_ERROR || sc->wants_error)
    return 0;
  loc at = s->mod.locs[g->error_pc];
  return scenario_fail(sc, "run-time error at %s:%d:%d: %s", at.file, at.line, at.col, g->error);
}
