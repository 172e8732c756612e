/* scenario.c: a scenario played (hoyle test): the file read (scenfile.c),
 * the game started (at a later deal, with variables set), the deck stacked
 * (by its top cards, or by zone through deckplan.h), the choices scripted
 * and the forced ones noted, and each expect line checked (scenexpect.c)
 * at the point of the file where it stands.  See scenario.h and hoyle(5). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "load/script.h"
#include "play/deckplan.h"
#include "play/scenario.h"
#include "play/scenexpect.h"
#include "play/scenfile.h"
#include "play/session.h"
#include "play/transcript.h"
#include "run/names.h"
#include "run/vm.h"
#include "run/zone.h"

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
    return scenario_fail(sc, "line %d: %s is not in the deck of this game", sc->stack_line[i], name);
  if (stacked > in_deck)
    return scenario_fail(sc, "line %d: %s is stacked %d times for one shuffle; the deck has %d",
                         sc->stack_line[nth_copy(g->stacked, pending, c, in_deck + 1)], name, stacked,
                         in_deck);
  return scenario_fail(sc, "line %d: %s is not in the deck zone when it is shuffled",
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
      return scenario_fail(sc, "line %d: too many stacked cards", st->line);
    if (card_parse(g->mod, tok, &c) != 0)
      return scenario_fail(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK)", st->line, tok);
    sc->stack_line[g->nstacked] = st->line;
    g->stacked[g->nstacked++] = c;
  }
  return 0;
}

/* Runs g to its next stop: a decision (of one option too), a pause, the
 * end; the onlooker's transcript goes to the trace.  -1 when a card
 * stacked for a shuffle in the run could not be supplied. */
static int run(scenario *sc, game *g)
{
  vm_events ev = { .event = transcript_event, .ctx = &sc->log };
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
  char *zone = scenario_trim(buf), name[SCENARIO_LINE];
  snprintf(name, sizeof name, "%s", zone);
  *w = (deck_want){ .line = st->line };
  snprintf(w->zone, sizeof w->zone, "%.63s", name);
  if ((w->slot = scenario_zone_arg(g, zone)) < 0)
    return scenario_bad_subject(sc, g, "stack", name, st->line);
  for (char *tok = strtok_r(eq + 1, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
    if (w->n == MAX_CARDS)
      return scenario_fail(sc, "line %d: too many stacked cards", st->line);
    if (card_parse(g->mod, tok, &w->cards[w->n++]) != 0)
      return scenario_fail(sc, "line %d: '%s' is not a card (write 8H, 10D, QS, JK)", st->line, tok);
  }
  if (w->n == 0)
    return scenario_fail(sc, "line %d: write stack ZONE = card ...", st->line);
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
    scenario_trace(sc, st);
    if (!strchr(st->text, '='))
      r = load_stack(sc, g, st), plain = st->line;
    else if (nw == MAX_ZONES)
      r = scenario_fail(sc, "line %d: too many stack lines for one deal", st->line);
    else
      r = zone_want(sc, g, st, &w[nw++]);
  }
  if (r == 0 && nw && (plain || g->nstacked))
    r = scenario_fail(sc, "line %d: a deal is stacked by zone or by the deck's top cards, not both",
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
  scenario_list_labels(g, offered, sizeof offered);
  scenario_chooser(g, who, sizeof who);
  for (int k = 0; k < sc->nforced; k++)
    if (strcmp(sc->forced[k], st->text) == 0)
      snprintf(hint, sizeof hint, " (\"%s\" was the one option of an earlier decision, taken "
               "without a choose line: write expect forced \"%s\")", st->text, st->text);
  return scenario_fail(sc, "line %d: \"%s\" is not offered to %s; the options are %s%s", st->line,
                       st->text, who, offered, hint);
}

static int make_choice(scenario *sc, game *g, const step *st)
{
  if (g->status == GS_OVER)
    return scenario_fail(sc, "line %d: the game is over; there is no choice to make", st->line);
  if (g->status != GS_DECISION)
    return scenario_fail(sc, "line %d: the game stopped with an error: %s", st->line, g->error);
  int i = scenario_find_label(g, st->text);
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
  char *val = scenario_trim(eq + 1);
  snprintf(name, sizeof name, "%s", scenario_trim(buf));
  int slot = scenario_global_arg(g, scenario_trim(buf));
  if (slot < 0)
    return scenario_bad_subject(sc, g, "var", name, st->line);
  const global_info *gi = g->mod->globals;
  while (slot < gi->slot || slot >= gi->slot + (gi->each ? g->nplayers : 1) * global_stride(gi))
    gi++;
  if (script_value(g->mod, gi->ty, val, &g->globals[slot]) < 0)
    return scenario_fail(sc, "line %d: '%s' takes %s%s, not '%s'", st->line, gi->name,
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
    return scenario_fail(sc, "the game ends before its first deal, so there is nothing to start or set");
  g->status = GS_RUNNING;
  if (sc->start_deal > g->ndeals)
    return scenario_fail(sc, "line %d: the game has %d deal%s; there is no deal %d", sc->start_line,
                         (int)g->ndeals, g->ndeals == 1 ? "" : "s", sc->start_deal);
  if (sc->start_deal > g->max_deals)
    return scenario_fail(sc, "line %d: a match may have at most %d deals; there is no deal %d",
                         sc->start_line, (int)g->max_deals, sc->start_deal);
  if (sc->start_deal > 2)          /* the first deal moves the dealer on once more */
    g->dealer = (uint8_t)game_next_seat(g, g->dealer, sc->start_deal - 2);
  if (sc->start_deal > 1)
    g->deal_no = sc->start_deal - 1;
  for (int i = 0; i < sc->nsteps; i++)
    if (sc->steps[i].kind == STEP_SET) {
      scenario_trace(sc, &sc->steps[i]);
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
    return scenario_fail(sc, "line %d: 'now' checks right after a choice: put it before the expect "
                         "lines without 'now' that follow the choose", st->line);
  if (!st->now && settle(sc, g) < 0)
    return -1;
  scenario_trace(sc, st);
  return scenario_expect(sc, g, st->text, st->line);
}

/* Plays the steps in order: a choice is made and the game runs on to the
 * end of its turn; an expectation is checked where it stands. */
static int play_steps(scenario *sc, script *s, game *g)
{
  if (start_state(sc, g) < 0 || stack_ahead(sc, g, 0) < 0 || run(sc, g) < 0)
    return -1;
  for (int i = 0; i < sc->nsteps; i++) {
    const step *st = &sc->steps[i];
    if (scenario_unexpected(sc, s, g) < 0)
      return -1;
    if (st->kind == STEP_EXPECT && expect_step(sc, g, st) < 0)
      return -1;
    if (st->kind != STEP_CHOOSE)
      continue;
    if (settle(sc, g) < 0)
      return -1;
    scenario_trace(sc, st);
    if (make_choice(sc, g, st) < 0 || stack_ahead(sc, g, i + 1) < 0)
      return -1;
    g->pause = PAUSE_TURN;
    if (run(sc, g) < 0)
      return -1;
  }
  if (settle(sc, g) < 0)
    return -1;
  return scenario_unexpected(sc, s, g);
}

/* An option line the script refuses: -1, with the script's reasons (one
 * line each) joined into why. */
static int bad_setting(scenario *sc, script *s, const char *text, setting *out, int line)
{
  char *msg = NULL, prog[32];
  size_t len = 0;
  FILE *f = open_memstream(&msg, &len);
  if (!f)
    return scenario_fail(sc, "line %d: cannot read the option: %s", line, strerror(errno));
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
    return scenario_fail(sc, "the game takes %s players, not %d",
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

/* Reads the scenario, loads its script and plays it: 0, -1 (sc->why says
 * why) or the status of a failed load in *loaded. */
static int run_scenario(scenario *sc, script *s, int *loaded)
{
  int r = scenario_read(sc);
  if (r == 0 && (*loaded = script_load(s, sc->game_path, sc->out)) != 0)
    r = scenario_fail(sc, "the script %s does not load", sc->game_path);
  else if (r == 0)
    r = run_loaded(sc, s);
  script_free(s);
  scenario_free(sc);
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
