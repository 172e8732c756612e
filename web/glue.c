/* glue.c: what the web page calls in the WebAssembly build of libhoyle,
 * through hoyle.h and the statistics stage (interp/stats/), as the hoyle
 * command does.  Scripts live in Emscripten's in-memory file
 * system; what a call prints (transcript, errors, a view, statistics) goes
 * to files there whose paths the page gives, and the page reads them back.
 * A setup is given as flat arguments: seed, players, agents and the
 * script's options as "name=value" lines. */
#include <emscripten.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "hoyle.h"
#include "stats/cmprows.h"
#include "stats/simjson.h"
#include "stats/simrun.h"
#include "stats/simtext.h"

#define MAX_OPTIONS 64

/* A setup and the strings it points into. */
typedef struct setup_box {
  hoyle_setup su;
  char agents[256];
  char options[4096];
  const char *opt[MAX_OPTIONS];
} setup_box;

static void setup_fill(setup_box *b, const char *prog, int seed, int players, const char *agents,
                       const char *options)
{
  memset(b, 0, sizeof *b);
  b->su.prog = prog;
  b->su.seed = (uint64_t)seed;
  b->su.players = players;
  snprintf(b->agents, sizeof b->agents, "%s", agents);
  b->su.agents = b->agents[0] ? b->agents : NULL;
  snprintf(b->options, sizeof b->options, "%s", options);
  for (char *line = strtok(b->options, "\n"); line && b->su.noptions < MAX_OPTIONS;
       line = strtok(NULL, "\n"))
    b->opt[b->su.noptions++] = line;
  b->su.options = b->opt;
}

/* hoyle check: the script's errors, as file:line:col: message lines. */
EMSCRIPTEN_KEEPALIVE int web_check(const char *path, const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  hoyle_script *s;
  int r = hoyle_load(path, err, &s);
  hoyle_free(s);
  fclose(err);
  return r;
}

/* The cards of the script's deck, "NAME SUIT" lines (hoyle_deck_cards). */
EMSCRIPTEN_KEEPALIVE int web_deck(const char *path, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  hoyle_script *s;
  int r = hoyle_load(path, out, &s);   /* its errors, if any, are not read */
  if (r == HOYLE_OK)
    hoyle_deck_cards(s, out);
  hoyle_free(s);
  fclose(out);
  return r;
}

/* hoyle run: one game by bots; the transcript written for seat view (0: all). */
EMSCRIPTEN_KEEPALIVE int web_run(const char *path, int seed, int players, const char *agents,
                                 const char *options, int view, int json, const char *outpath,
                                 const char *errpath)
{
  FILE *out = fopen(outpath, "w"), *err = fopen(errpath, "w");
  setup_box b;
  setup_fill(&b, "hoyle run", seed, players, agents, options);
  b.su.log = out;
  b.su.view = view;
  b.su.log_json = json;
  hoyle_script *s;
  int r = hoyle_load(path, err, &s);
  if (r == HOYLE_OK)
    r = hoyle_play(s, &b.su, err);
  hoyle_free(s);
  fclose(out);
  fclose(err);
  return r;
}

/* hoyle test: one scenario file. */
EMSCRIPTEN_KEEPALIVE int web_test(const char *path, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  int r = hoyle_test(path, out);
  fclose(out);
  return r;
}

/* hoyle sim, a chunk at a time so that the page can show progress: the
 * games of seeds seed, seed+1, ... played by hoyle_sim_each on one thread
 * (WebAssembly here has none other) and added up by the statistics stage
 * the command uses (stats/simrun.c, stats/stats.c), so the figures are
 * hoyle sim's. */
typedef struct web_sim {
  setup_box b;
  char script[256];         /* the script's path, as the JSON names it */
  hoyle_script *s;
  sim_run r;
} web_sim;

/* A run of n games of the script at path (its name in the JSON). */
EMSCRIPTEN_KEEPALIVE web_sim *web_sim_new(const char *path, int seed, int players,
                                          const char *agents, const char *options, int n,
                                          const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  web_sim *w = calloc(1, sizeof *w);
  setup_fill(&w->b, "hoyle sim", seed, players, agents, options);
  if (hoyle_load(path, err, &w->s) != HOYLE_OK) {
    free(w);
    w = NULL;
  } else {
    sim_opts o = { .games = n, .json = 1, .jobs = 1 };
    snprintf(w->script, sizeof w->script, "%s", path);
    sim_header(&w->r, w->script, &w->b.su, &o);
    sim_begin(&w->r, w->s);
  }
  fclose(err);
  return w;
}

static int add_game(void *ctx, const hoyle_record *r)
{
  sim_add(ctx, r);
  return 0;
}

static double now_seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Plays the next k games; the seconds counted are the chunks' own.  The
 * status of hoyle_sim_each. */
EMSCRIPTEN_KEEPALIVE int web_sim_more(web_sim *w, int k, const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  hoyle_setup su = w->b.su;
  su.seed = w->r.seed + (uint64_t)w->r.st.games;
  double t0 = now_seconds();
  int r = hoyle_sim_each(w->s, &su, k, 1, add_game, &w->r.st, err);
  w->r.st.seconds += now_seconds() - t0;
  if (!w->r.st.players)
    w->r.st.players = su.players;
  fclose(err);
  return r;
}

/* The figures so far as hoyle sim prints them: JSON (--json) or text. */
EMSCRIPTEN_KEEPALIVE void web_sim_report(const web_sim *w, int json, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  if (json)
    sim_print_json(&w->r, out);
  else
    sim_print_text(&w->r, out);
  fclose(out);
}

/* hoyle compare --json of two runs played on the same seeds: the rows,
 * intervals, Holm's correction and headline of the statistics stage
 * (stats/cmprows.c), as the command prints them. */
EMSCRIPTEN_KEEPALIVE void web_compare(const web_sim *a, const web_sim *b, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  cmp_table t = { 0 };
  cmp_build(&t, &a->r, &b->r);
  cmp_print_json(&t, &a->r, &b->r, out);
  cmp_free(&t);
  fclose(out);
}

EMSCRIPTEN_KEEPALIVE void web_sim_free(web_sim *w)
{
  sim_free(&w->r);
  hoyle_free(w->s);
  free(w);
}

/* hoyle play, a decision at a time: a game with a person at seat, whose
 * transcript (as that seat sees it) is written to logpath as it goes. */
typedef struct web_game {
  setup_box b;
  hoyle_script *s;
  hoyle_game *g;
  FILE *log;
  char question[256];   /* web_game_question's */
} web_game;

/* The bots when none are named, as hoyle play chooses them (cli/play.c):
 * the search, with as many iterations as answer in about 200 ms a
 * decision here, at most 800.  0, or -1 when the game does not start. */
static int search_bots(web_game *w, FILE *err)
{
  hoyle_setup probe = w->b.su;
  hoyle_game *g;
  probe.agents = "random";
  probe.log = NULL;
  if (hoyle_game_new(w->s, &probe, err, &g) != HOYLE_OK)
    return -1;
  snprintf(w->b.agents, sizeof w->b.agents, "ismcts:iterations=%d",
           hoyle_game_search_budget(g, 200, 800));
  hoyle_game_free(g);
  w->b.su.agents = w->b.agents;
  return 0;
}

EMSCRIPTEN_KEEPALIVE web_game *web_game_new(const char *path, int seed, int players,
                                            const char *agents, const char *options, int seat,
                                            const char *logpath, const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  web_game *w = calloc(1, sizeof *w);
  setup_fill(&w->b, "hoyle play", seed, players, agents, options);
  w->log = fopen(logpath, "w");
  w->b.su.log = w->log;
  w->b.su.view = seat;
  w->b.su.human_seat = seat;
  int r = hoyle_load(path, err, &w->s);
  if (r == HOYLE_OK && !w->b.su.agents && search_bots(w, err) < 0)
    r = HOYLE_EUSAGE;
  if (r == HOYLE_OK)
    r = hoyle_game_new(w->s, &w->b.su, err, &w->g);
  fclose(err);
  if (r != HOYLE_OK) {
    hoyle_free(w->s);
    fclose(w->log);
    free(w);
    return NULL;
  }
  return w;
}

/* The bots' names by seat, "random,ismcts:iterations=300" (the last repeats). */
EMSCRIPTEN_KEEPALIVE const char *web_game_agents(const web_game *w)
{
  return w->b.agents;
}

/* The number of players: the seats hoyle_game_table knows. */
EMSCRIPTEN_KEEPALIVE int web_game_players(web_game *w)
{
  int n = 0;
  while (n < HOYLE_MAX_PLAYERS && hoyle_game_table(w->g, n + 1))
    n++;
  return n;
}

/* Runs to the person's next decision (HOYLE_DECIDE) or the end. */
EMSCRIPTEN_KEEPALIVE int web_game_run(web_game *w, const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  int r = hoyle_game_run(w->g, err);
  fclose(err);
  fflush(w->log);
  return r;
}

/* The decision as JSON (hoyle_game_view_json), with the race's bots and
 * their times added when it is a race: {"window_ms":1500,"bots":[[2,431]]}
 * on a second line. */
EMSCRIPTEN_KEEPALIVE int web_game_view(const web_game *w, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  hoyle_view v;
  int r = hoyle_game_view_json(w->g, out);
  if (r == 0 && hoyle_game_view(w->g, &v) == 0 && v.is_race) {
    fprintf(out, "{\"window_ms\":%d,\"bots\":[", v.race.window_ms);
    for (int i = 0; i < v.race.nbots; i++)
      fprintf(out, "%s[%d,%d]", i ? "," : "", v.race.seats[i], v.race.times_ms[i]);
    fputs("]}\n", out);
  }
  fclose(out);
  return r;
}

/* What the last search bot to move weighed, as the person's seat may read
 * it (hoyle_game_explain_json); -1 when no search bot has moved yet.  With
 * no path, only whether one has. */
EMSCRIPTEN_KEEPALIVE int web_game_explain(const web_game *w, const char *outpath)
{
  if (!outpath)
    return hoyle_game_explain(w->g, w->b.su.human_seat, NULL);
  FILE *out = fopen(outpath, "w");
  int r = hoyle_game_explain_json(w->g, w->b.su.human_seat, out);
  fclose(out);
  return r;
}

/* The decision's question, as a person is asked it (hoyle_game_question):
 * "P1, play a card"; "" when no seat must decide. */
EMSCRIPTEN_KEEPALIVE const char *web_game_question(web_game *w)
{
  if (hoyle_game_question(w->g, w->question, sizeof w->question) < 0)
    w->question[0] = '\0';
  return w->question;
}

/* The end as the person's seat sees it, one JSON object: the final table
 * and its marks (hoyle_game_table), the winner, each seat's place
 * (hoyle_game_places; none when the turn cap stopped the game) and score
 * (hoyle_game_scores; none without a score rule) and the score rule. */
EMSCRIPTEN_KEEPALIVE void web_game_end(web_game *w, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  int places[HOYLE_MAX_PLAYERS], scores[HOYLE_MAX_PLAYERS], rule;
  fputs("{\"table\":", out);
  hoyle_json_string(hoyle_game_table(w->g, w->b.su.human_seat), out);
  fputs(",\"marks\":", out);
  hoyle_json_string(hoyle_game_marks(w->g), out);
  int n = hoyle_game_places(w->g, places);
  fprintf(out, ",\"winner\":%d,\"places\":[", hoyle_game_winner(w->g));
  for (int p = 0; p < n; p++)
    fprintf(out, "%s%d", p ? "," : "", places[p]);
  n = hoyle_game_scores(w->g, scores, &rule);
  fputs("],\"scores\":[", out);
  for (int p = 0; p < n; p++)
    fprintf(out, "%s%d", p ? "," : "", scores[p]);
  fprintf(out, "],\"score_rule\":%d}\n", rule);
  fclose(out);
}

EMSCRIPTEN_KEEPALIVE int web_game_answer(web_game *w, int i) { return hoyle_game_answer(w->g, i); }

/* A race answered with the person's time in ms, or HOYLE_RACE_PASS. */
EMSCRIPTEN_KEEPALIVE int web_game_race(web_game *w, int ms) { return hoyle_game_race(w->g, ms); }

EMSCRIPTEN_KEEPALIVE int web_game_winner(const web_game *w) { return hoyle_game_winner(w->g); }

EMSCRIPTEN_KEEPALIVE void web_game_free(web_game *w)
{
  hoyle_game_free(w->g);
  hoyle_free(w->s);
  fclose(w->log);
  free(w);
}
