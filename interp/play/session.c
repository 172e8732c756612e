/* session.c: a setup made into a session (seats, agents, options, the
 * transcript), and a game run from decision to decision: bots decide on
 * their own (a random bot inside the VM when nothing reads the game
 * between decisions: vm_run_picking), a race by its order (race.c), a
 * person through the embedder's agent, or the run stops for the caller to
 * answer.  See session.h. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "lua/hooks.h"
#include "play/session.h"

_Static_assert(OPTIONS_MAX == HOYLE_MAX_OPTIONS, "hoyle_view holds every option");

enum { DECIDE_QUIT = -1, DECIDE_ASK = -2, DECIDE_FAIL = -3 };   /* decide(): no option */

/* The next agent's name of the list at *s into name (n bytes), *s moved
 * past it and its comma, NULL after the last; -1 (said on err) if the
 * name is empty or too long. */
static int next_agent(const char **s, char *name, size_t n, const char *prog, FILE *err)
{
  size_t len = strcspn(*s, ",");
  if (len == 0) {
    fprintf(err, "%s: -a: an empty agent name in '%.80s'\n", prog, *s);
    return -1;
  }
  if (len >= n) {
    fprintf(err, "%s: -a: an agent name longer than %zu bytes in '%.80s...'\n", prog, n - 1, *s);
    return -1;
  }
  memcpy(name, *s, len);
  name[len] = '\0';
  *s = (*s)[len] ? *s + len + 1 : NULL;
  return 0;
}

/* The agents of -a: one name per seat, the last repeating; a person's seat. */
static int set_agents(session *ss, const hoyle_setup *su, const char *prog, FILE *err)
{
  char name[EXEC_CMD_MAX + 64];
  agent a = { .kind = AGENT_RANDOM };
  int react = su->reaction_ms ? su->reaction_ms : HOYLE_REACTION_MS;
  const char *s = su->agents ? su->agents : "random";
  for (int p = 0; p < MAX_PLAYERS; p++) {
    if (s && (next_agent(&s, name, sizeof name, prog, err) < 0 || agent_parse(name, &a, prog, err) < 0))
      return HOYLE_EUSAGE;
    ss->agents[p] = a;
    ss->agents[p].react_ms = react;
    ss->agents[p].react_spread = react / 3;
  }
  if (s) {
    fprintf(err, "%s: -a names more agents than the %d seats a game may have\n", prog, MAX_PLAYERS);
    return HOYLE_EUSAGE;
  }
  if (su->human_seat)
    ss->agents[su->human_seat - 1].kind = AGENT_HUMAN;
  for (int p = 0; p < MAX_PLAYERS && su->ask_forced; p++)
    if (ss->agents[p].kind == AGENT_HUMAN)
      ss->ask_one |= (uint8_t)(1u << p);
  return HOYLE_OK;
}

/* The options set by the setup, checked against the script's. */
static int set_options(session *ss, const hoyle_setup *su, const char *prog, FILE *err)
{
  if (su->noptions > MAX_SETTINGS) {
    fprintf(err, "%s: too many options set (limit is %d)\n", prog, MAX_SETTINGS);
    return HOYLE_EUSAGE;
  }
  for (int i = 0; i < su->noptions; i++)
    if (script_setting(ss->s, su->options[i], &ss->settings[ss->nsettings++], prog, err) < 0)
      return HOYLE_EUSAGE;
  return HOYLE_OK;
}

int session_setup(session *ss, script *s, const hoyle_setup *su, FILE *err)
{
  const module *m = &s->mod;
  const char *prog = su->prog ? su->prog : "hoyle";
  memset(ss, 0, sizeof *ss);
  ss->s = s;
  ss->players = su->players ? su->players : m->default_players;
  ss->seed = su->seed;
  ss->max_turns = su->max_turns ? su->max_turns : HOYLE_MAX_TURNS;
  ss->max_steps = su->max_steps;
  ss->max_deals = su->max_deals;
  ss->race.window_ms = su->window_ms ? su->window_ms : HOYLE_WINDOW_MS;
  ss->race.every_person = su->every_person_races;
  ss->person = su->agent;
  ss->max_game_steps = su->max_game_steps;
  ss->log = (transcript){ su->log, su->log_json, -1,
                          su->max_output ? su->max_output : OUTPUT_MAX, 0, 0 };
  if (ss->players < m->min_players || ss->players > m->max_players) {
    char takes[24];
    fprintf(err, "%s: %s takes %s players, not %d\n", prog, m->path,
            module_players_text(m, takes, sizeof takes), ss->players);
    return HOYLE_EUSAGE;
  }
  int seat = su->human_seat ? su->human_seat : su->view;
  if (seat < 0 || seat > ss->players) {
    fprintf(err, "%s: there is no seat %d with %d players\n", prog, seat, ss->players);
    return HOYLE_EUSAGE;
  }
  ss->log.observer = seat - 1;
  ss->nseat_logs = 0;
  for (int p = 0; p <= ss->players; p++)
    if (su->seat_logs[p])
      ss->seat_logs[ss->nseat_logs++] = (transcript){ su->seat_logs[p], su->log_json,
                                                      p ? p - 1 : VIEW_PUBLIC, 0, 0, 0 };
  int r = set_options(ss, su, prog, err);
  return r ? r : set_agents(ss, su, prog, err);
}

/* Whether an agent or the transcript reads the options' labels. */
static int labels_read(const session *ss)
{
  for (int p = 0; p < ss->players; p++)
    if (agent_needs_view(&ss->agents[p]))
      return 1;
  return ss->log.out != NULL || ss->nseat_logs > 0;
}

void session_start(session *ss, game *g)
{
  game_init(g, &ss->s->mod, ss->players, ss->seed);
  if (ss->s->mod.lua_text && !ss->hooks)
    ss->hooks = hooks_open(&ss->s->mod);
  g->hooks = hooks_for_game(ss->hooks);
  g->max_turns = ss->max_turns;
  if (ss->max_steps)
    g->max_steps = ss->max_steps;
  if (ss->max_deals)
    g->max_deals = ss->max_deals;
  if (ss->max_game_steps)
    g->max_game_steps = ss->max_game_steps;
  ss->log.lines = 0;
  g->ask_one = ss->ask_one;
  g->unlabelled = ss->unread && !labels_read(ss);
  for (int i = 0; i < ss->nsettings; i++)
    g->globals[ss->settings[i].slot] = ss->settings[i].v;
  for (int p = 0; p < g->nplayers; p++) {   /* no other seat plays */
    agent *a = &ss->agents[p];
    rng_seed(&a->rng, ss->seed ^ (0x9e3779b97f4a7c15u * (uint64_t)(p + 1)));
    a->keeps_root = !ss->unread;
    a->root.nopts = 0;
    if (a->kind == AGENT_ISMCTS && a->search.infer && !a->seen)
      a->seen = mem_alloc(sizeof *a->seen);
    if (a->seen) {
      a->seen->n = 0;
      if (!ss->before)
        ss->before = mem_alloc(sizeof *ss->before);
    }
  }
  for (int p = 0; p < g->nplayers; p++)
    if (ss->agents[p].kind == AGENT_EXEC) {
      exec_forget_events(&ss->agents[p].exec);
      ss->agents[p].exec.seen.observer = p;
    }
  rng_seed(&ss->race.rng, ss->seed ^ 0xd1b54a32d192ed03u);
  ss->asking = -1;
  ss->first = -1;
  ss->explained = -1;
  ss->race.person = -1;
}

void session_end(session *ss)
{
  for (int p = 0; p < MAX_PLAYERS; p++) {
    exec_stop(&ss->agents[p].exec);
    free(ss->agents[p].seen);
    ss->agents[p].seen = NULL;
  }
  free(ss->before);
  ss->before = NULL;
  hooks_close(ss->hooks);
  ss->hooks = NULL;
}

/* Asks the embedder's agent for the person at seat: the option it takes,
 * DECIDE_QUIT, or DECIDE_ASK when the agent has no function for it. */
static int ask_person(session *ss, game *g, int seat)
{
  int in_race = g->dec.who < 0;
  int (*ask)(void *, const hoyle_view *) = in_race ? ss->person.race : ss->person.choose;
  hoyle_view v;
  ss->asking = seat;
  if (!ask)
    return DECIDE_ASK;
  session_view(ss, g, &v);
  int r = ask(ss->person.ctx, &v);
  ss->asking = -1;
  if (!in_race)
    return r >= 0 && r < g->dec.nopts ? r : DECIDE_QUIT;
  if (r == HOYLE_RACE_QUIT)
    return DECIDE_QUIT;
  race_join(&ss->race, r);
  return ss->race.person >= 0 ? ask_person(ss, g, ss->race.person) : race_answer(&ss->race, g);
}

/* Stops g with a run-time error if an exec bot at one of the seats in
 * `seats` (bits) failed; DECIDE_FAIL then, else 0. */
static int exec_failed(session *ss, game *g, unsigned seats)
{
  for (int p = 0; p < g->nplayers; p++) {
    exec_bot *b = &ss->agents[p].exec;
    if (((seats >> p) & 1) && ss->agents[p].kind == AGENT_EXEC && b->error[0]) {
      game_fail(g, g->pc, "the agent of P%d (exec:%s) %s; seed %llu", p + 1, b->cmd,
                b->error, (unsigned long long)ss->seed);
      return DECIDE_FAIL;
    }
  }
  return 0;
}

/* What a seat's bot learnt of the game (lookahead.h) the bots of the other
 * seats know too: it depends only on the game, its players and options. */
static void share_learning(session *ss, const agent *a)
{
  if (!a->memo.held_sign)       /* nothing learnt (a random bot learns nothing) */
    return;
  for (int p = 0; p < MAX_PLAYERS; p++)
    if (!ss->agents[p].memo.held_sign)
      ss->agents[p].memo = a->memo;
}

/* The option g's decision takes.  A race opens on its first decision and
 * is answered by its order once the person in it, if any, has raced. */
static int decide(session *ss, game *g)
{
  int who = g->dec.who;
  if (who < 0) {
    if (g->dec.acted == 0 && ss->race.person < 0) {   /* not a race persons are still joining */
      race_open(&ss->race, g, ss->agents);
      if (exec_failed(ss, g, ~0u))
        return DECIDE_FAIL;
    }
    if (ss->race.person < 0)
      return race_answer(&ss->race, g);
    who = ss->race.person;
  }
  if (ss->first < 0)
    ss->first = who;
  agent *a = &ss->agents[who];
  if (agent_needs_view(a)) {
    view_build(g, who, &ss->view);
  } else {                      /* a bot that picks blindly or by the game */
    ss->view.seat = who;
    ss->view.nopts = g->dec.nopts;
  }
  if (a->kind == AGENT_HUMAN)
    return ask_person(ss, g, who);
  int i = agent_choose(a, g, &ss->view);
  if (a->kind == AGENT_ISMCTS && a->root.nopts)
    ss->explained = who;
  share_learning(ss, a);
  return i < 0 ? exec_failed(ss, g, 1u << who) : i;
}

/* Notes for each agent that reads the other seats' choices (infer.h)
 * that g's decider, another seat, takes option i. */
static void note_choice(session *ss, const game *g, int i)
{
  if (!ss->before || g->dec.who < 0 || g->dec.nopts < 2)
    return;
  for (int p = 0; p < g->nplayers; p++)
    if (p != g->dec.who && ss->agents[p].seen)
      seen_note(ss->agents[p].seen, ss->before, g, i);
}

/* Tells the exec bots how g ended. */
static void tell_end(session *ss, const game *g)
{
  for (int p = 0; p < g->nplayers; p++)
    if (ss->agents[p].kind == AGENT_EXEC)
      exec_tell_end(&ss->agents[p].exec, g, p);
}

/* Stops g with a run-time error: its transcript went past its bound (the
 * error comes first: the game went on unrecorded). */
static void output_spent(const session *ss, game *g)
{
  game_fail(g, ss->log.over_pc, "the game wrote more than its budget of %ld lines of "
            "transcript (--max-output raises it)", ss->log.max_lines);
}

/* Whether an exec bot plays one of g's seats: it is told the events. */
static int execs_told(const session *ss, const game *g)
{
  for (int p = 0; p < g->nplayers; p++)
    if (ss->agents[p].kind == AGENT_EXEC)
      return 1;
  return 0;
}

/* Each event, to the transcript (or else to the watcher), to each seat's
 * transcript, and to each exec bot as its seat sees it (exec.h). */
static void fan_out(void *ctx, const game *g, const vm_event *e)
{
  session *ss = ctx;
  if (ss->log.out)
    transcript_event(&ss->log, g, e);
  else if (ss->watch && event_wanted(ss->watch, e->kind))
    ss->watch->event(ss->watch->ctx, g, e);
  for (int i = 0; i < ss->nseat_logs; i++)
    transcript_event(&ss->seat_logs[i], g, e);
  for (int p = 0; p < g->nplayers; p++)
    if (ss->agents[p].kind == AGENT_EXEC)
      exec_event(&ss->agents[p].exec, g, e);
}

/* Each choice, to the watcher, when the events fan out (its counts or its
 * chose: hoyle sim counts decisions and notes the first mover with them). */
static void fan_chose(void *ctx, const game *g, int at)
{
  const session *ss = ctx;
  event_chose(g, ss->watch, at, g->dec.nopts);
}

/* The seats the VM answers itself (vm_run_picking): the random bots', as
 * decide() would, when nothing is done between decisions: no transcript
 * (its bound is checked after each run) and no bot that reads the other
 * seats' choices (ss->before); NULL if there are none. */
static const vm_pickers *pickers(session *ss, const game *g, vm_pickers *pk)
{
  int any = 0;
  if (ss->log.out || ss->before)
    return NULL;
  for (int p = 0; p < MAX_PLAYERS; p++) {
    agent *a = &ss->agents[p];
    pk->seat[p] = p < g->nplayers && a->kind == AGENT_RANDOM ? &a->rng : NULL;
    any |= pk->seat[p] != NULL;
  }
  return any ? pk : NULL;
}

int session_run(session *ss, game *g, FILE *err)
{
  vm_pickers pk;
  const vm_pickers *pick = pickers(ss, g, &pk);
  vm_events ev = { .event = transcript_event, .ctx = &ss->log };
  const vm_events *evp = ss->log.out ? &ev : ss->watch;
  if (ss->nseat_logs || execs_told(ss, g))
    ev = (vm_events){ .event = fan_out, .ctx = ss, .chose = ss->watch ? fan_chose : NULL },
    evp = &ev;
  if (ss->asking >= 0)
    return HOYLE_DECIDE;
  for (;;) {
    while (g->status == GS_RUNNING) {   /* again: a choice picked on a new budget */
      if (ss->before)
        memcpy(ss->before, g, sizeof *g);
      vm_run_picking(g, evp, ss->first >= 0 ? pick : NULL);   /* decide() notes the first */
      if (ss->log.lines > ss->log.max_lines)
        output_spent(ss, g);
    }
    if (g->status != GS_DECISION)
      break;
    int i = decide(ss, g);
    if (i == DECIDE_FAIL)
      break;
    if (i < 0)
      return i == DECIDE_ASK ? HOYLE_DECIDE : HOYLE_QUIT;
    note_choice(ss, g, i);
    vm_choose(g, i);
  }
  tell_end(ss, g);
  if (g->status == GS_ERROR) {
    if (ss->log.out)
      fflush(ss->log.out);
    if (err)
      script_report(ss->s, g, err);
    return HOYLE_ERUNTIME;
  }
  return 0;
}

/* A race as the person in it sees it: act now or let it pass. */
static void race_view(const session *ss, const game *g, hoyle_view *out)
{
  const race *r = &ss->race;
  out->is_race = 1;
  out->race.act = g->dec.label >= 0 ? g->mod->strs[g->dec.label] : "be first";
  out->race.window_ms = r->window_ms;
  out->race.nbots = r->nbots;
  for (int i = 0; i < r->nbots; i++) {
    out->race.seats[i] = r->seat[i] + 1;
    out->race.times_ms[i] = r->ms[i];
  }
  out->nopts = 2;
  out->labels[0] = out->race.act;
  out->labels[1] = "let it pass";
}

void session_view(const session *ss, const game *g, hoyle_view *out)
{
  memset(out, 0, sizeof *out);
  out->seat = ss->view.seat + 1;
  out->table = ss->view.table;
  out->marks = ss->view.marks;
  if (g->dec.who < 0) {
    race_view(ss, g, out);
    return;
  }
  out->nopts = ss->view.nopts;
  for (int i = 0; i < out->nopts; i++)
    out->labels[i] = ss->view.labels[i];
  out->card_no = g->dec.card_no;
  out->card_max = g->dec.card_max;
}

/* The 95% interval of a mean v of n results between 0 and 1: Wilson's
 * score interval (hoyle.h: hoyle_explain). */
static void wilson(double v, int n, double *lo, double *hi)
{
  const double z = 1.959964;
  if (v < 0 || n <= 0) {
    *lo = 0, *hi = 1;
    return;
  }
  double d = 1 + z * z / n, mid = (v + z * z / (2.0 * n)) / d;
  double half = z / d * sqrt(v * (1 - v) / n + z * z / (4.0 * n * n));
  *lo = fmax(0, mid - half);
  *hi = fmin(1, mid + half);
}

int session_explain(const session *ss, const game *g, int viewer, hoyle_explain *out)
{
  if (ss->explained < 0 || !out)
    return ss->explained < 0 ? -1 : 0;
  const agent *a = &ss->agents[ss->explained];
  const search_root *r = &a->root;
  game *then = mem_alloc(sizeof *then);   /* the game now, with the decision searched */
  game_copy(then, g);
  then->dec = a->root_dec;
  memset(out, 0, sizeof *out);
  out->seat = ss->explained + 1;
  out->turn = a->root_turn;
  out->taken = a->root_taken;
  out->iterations = r->iterations;
  out->unknown = r->unknown;
  out->weighed = r->weighed;
  out->nopts = r->nopts;
  for (int i = 0; i < r->nopts; i++) {
    out->visits[i] = r->visits[i];
    out->value[i] = r->value[i];
    wilson(r->value[i], r->visits[i], &out->lo[i], &out->hi[i]);
    vm_option_label(then, viewer, i, out->labels[i], sizeof out->labels[i]);
  }
  free(then);
  return 0;
}

/* A copy of the n bytes at p, or NULL for NULL. */
static void *copy_of(const void *p, size_t n)
{
  return p ? memcpy(mem_alloc(n), p, n) : NULL;
}

void session_copied(session *ss)
{
  ss->before = copy_of(ss->before, sizeof *ss->before);
  for (int p = 0; p < MAX_PLAYERS; p++) {
    exec_forget(&ss->agents[p].exec);
    ss->agents[p].seen = copy_of(ss->agents[p].seen, sizeof *ss->agents[p].seen);
  }
}

int session_race(session *ss, game *g, int ms)
{
  if (ss->asking < 0 || g->dec.who >= 0 || (ms < 0 && ms != HOYLE_RACE_PASS))
    return -1;
  ss->asking = -1;
  race_join(&ss->race, ms > ss->race.window_ms ? HOYLE_RACE_PASS : ms);
  if (ss->race.person >= 0)
    return 0;   /* the next person races: hoyle_game_run asks */
  return vm_choose(g, race_answer(&ss->race, g));
}

int session_answer(session *ss, game *g, int i)
{
  if (g->dec.who < 0)
    return i == 0 || i == 1 ? session_race(ss, g, i == 0 ? 0 : HOYLE_RACE_PASS) : -1;
  if (ss->asking < 0 || i < 0 || i >= g->dec.nopts)
    return -1;
  ss->asking = -1;
  note_choice(ss, g, i);
  return vm_choose(g, i);
}
