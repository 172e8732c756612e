/* glue.c: what the web page calls in the WebAssembly build of libhoyle,
 * through hoyle.h alone.  Scripts live in Emscripten's in-memory file
 * system; what a call prints (transcript, errors, a view, statistics) goes
 * to files there whose paths the page gives, and the page reads them back.
 * A setup is given as flat arguments: seed, players, agents and the
 * script's options as "name=value" lines. */
#include <emscripten.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli/report.h"
#include "hoyle.h"

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
 * games of seeds seed, seed+1, ... as hoyle_sim plays them, summed. */
typedef struct web_sim {
  setup_box b;
  hoyle_script *s;
  hoyle_stats total;
} web_sim;

EMSCRIPTEN_KEEPALIVE web_sim *web_sim_new(const char *path, int seed, int players,
                                          const char *agents, const char *options,
                                          const char *errpath)
{
  FILE *err = fopen(errpath, "w");
  web_sim *w = calloc(1, sizeof *w);
  setup_fill(&w->b, "hoyle sim", seed, players, agents, options);
  if (hoyle_load(path, err, &w->s) != HOYLE_OK) {
    free(w);
    w = NULL;
  }
  fclose(err);
  return w;
}

static void stats_add(hoyle_stats *t, const hoyle_stats *st)
{
  t->players = st->players;
  t->games += st->games;
  for (int p = 0; p < st->players; p++)
    t->wins[p] += st->wins[p];
  t->draws += st->draws;
  t->capped += st->capped;
  t->turns += st->turns;
  if (st->turns_max > t->turns_max)
    t->turns_max = st->turns_max;
  t->seconds += st->seconds;
}

static double now_seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Plays the next n games.  With a turnspath, one hoyle_sim call a game so
 * that each game's length can be written there, a line each (the page's
 * histogram); without (""), one call for all n, as hoyle sim plays them.
 * The seconds counted are the whole chunk's.  0, or hoyle_sim's status. */
EMSCRIPTEN_KEEPALIVE int web_sim_more(web_sim *w, int n, const char *errpath, const char *turnspath)
{
  FILE *err = fopen(errpath, "w"), *turns = *turnspath ? fopen(turnspath, "w") : NULL;
  hoyle_setup su = w->b.su;
  hoyle_stats st;
  double t0 = now_seconds();
  int r = HOYLE_OK;
  for (int done = 0, k = turns ? 1 : n; done < n && r == HOYLE_OK; done += k) {
    su.seed = w->b.su.seed + (uint64_t)w->total.games;
    if ((r = hoyle_sim(w->s, &su, k, &st, err)) == HOYLE_OK) {
      st.seconds = 0;
      stats_add(&w->total, &st);
      if (turns)
        fprintf(turns, "%ld\n", st.turns);
    }
  }
  w->total.seconds += now_seconds() - t0;
  if (turns)
    fclose(turns);
  fclose(err);
  return r;
}

/* The figures so far, as hoyle sim --json prints them. */
EMSCRIPTEN_KEEPALIVE void web_sim_report(const web_sim *w, const char *outpath)
{
  FILE *out = fopen(outpath, "w");
  report_sim_json(out, &w->total);
  fclose(out);
}

EMSCRIPTEN_KEEPALIVE void web_sim_free(web_sim *w)
{
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
} web_game;

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

EMSCRIPTEN_KEEPALIVE int web_game_answer(web_game *w, int i) { return hoyle_game_answer(w->g, i); }

EMSCRIPTEN_KEEPALIVE int web_game_winner(const web_game *w) { return hoyle_game_winner(w->g); }

EMSCRIPTEN_KEEPALIVE void web_game_free(web_game *w)
{
  hoyle_game_free(w->g);
  hoyle_free(w->s);
  fclose(w->log);
  free(w);
}
