/* table.c: one table of `hoyle serve` (see table.h).  The game runs here
 * and only here: a seat is sent the table as that seat sees it
 * (hoyle_game_table, as --view N writes it) and its options when it must
 * decide; an onlooker the table as a seat that knows only the cards every
 * seat knows.  A move names the decision it answers (the count of moves
 * taken), so a late or doubled click is refused, not taken twice. */
#define _GNU_SOURCE   /* fopencookie */
#include <fcntl.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include <unistd.h>
#include "cli/table.h"

static void new_key(char *key)
{
  unsigned char raw[TABLE_KEY / 2];
  int fd = open("/dev/urandom", O_RDONLY);
  if (fd < 0 || read(fd, raw, sizeof raw) != (ssize_t)sizeof raw)
    abort();   /* no randomness: keys that could be guessed are worse than none */
  close(fd);
  for (size_t i = 0; i < sizeof raw; i++)
    snprintf(key + 2 * i, 3, "%02x", raw[i]);
}

/* Each line the library writes to a seat's transcript, kept in its ring. */
static ssize_t log_write(void *cookie, const char *buf, size_t size)
{
  seat_log *l = cookie;
  for (size_t i = 0; i < size; i++) {
    if (buf[i] != '\n') {
      if (l->len < sizeof l->cur - 1)
        l->cur[l->len++] = buf[i];
      continue;
    }
    memcpy(l->lines[l->n++ % TABLE_LOG_LINES], l->cur, l->len);
    l->lines[(l->n - 1) % TABLE_LOG_LINES][l->len] = 0;
    l->len = 0;
  }
  return (ssize_t)size;
}

static void open_logs(table *t)
{
  for (int p = 0; p <= t->players; p++) {
    seat_log *l = &t->logs[p];
    l->f = fopencookie(l, "w", (cookie_io_functions_t){ NULL, log_write, NULL, NULL });
    if (!l->f)
      abort();
    setvbuf(l->f, NULL, _IONBF, 0);
    t->su.seat_logs[p] = l->f;
  }
}

/* Opens game number t->game_no: its transcript, its record, the game. */
static int start_game(table *t)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/table-%d-game-%d.log", t->dir, t->id, t->game_no);
  if (!(t->log = fopen(path, "w"))) {
    fprintf(stderr, "hoyle serve: cannot write %s\n", path);
    return -1;
  }
  setvbuf(t->log, NULL, _IOLBF, 0);
  t->su.log = t->log;
  t->su.agents = t->agents;
  t->moves = 0;
  t->error[0] = 0;
  for (int p = 0; p <= t->players; p++)
    t->logs[p].n = t->logs[p].len = 0;
  t->status = HOYLE_DECIDE;
  record_start(&t->rec, t->script, &t->su);
  if (hoyle_game_new(t->s, &t->su, stderr, &t->g) != HOYLE_OK) {
    fclose(t->log);
    record_free(&t->rec);
    return -1;
  }
  return 0;
}

int table_open(table *t)
{
  size_t n = 0;
  for (int p = 1; p <= t->players; p++) {
    const char *a = p <= t->people ? "human" : t->bots;
    n += (size_t)snprintf(t->agents + n, sizeof t->agents - n, "%s%s", p > 1 ? "," : "", a);
    if (n >= sizeof t->agents)
      return fprintf(stderr, "hoyle serve: the bots' agent is too long\n"), -1;
    if (p <= t->people)
      new_key(t->key[p]);
  }
  t->su.human_seat = 0;
  t->su.ask_forced = 0;   /* a move with no choice is taken without asking */
  t->su.every_person_races = 1;
  pthread_mutex_init(&t->lock, NULL);
  open_logs(t);
  t->game_no = 1;
  return start_game(t);
}

/* The game is over or failed: its record written beside its transcript. */
static void end_game(table *t)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/table-%d-game-%d.rec", t->dir, t->id, t->game_no);
  record_write(&t->rec, path, stderr);
  record_free(&t->rec);
  fclose(t->log);
  t->log = NULL;
}

int table_rematch(table *t)
{
  if (t->status == HOYLE_DECIDE || t->status < 0)
    return -1;
  hoyle_game_free(t->g);
  t->g = NULL;
  t->game_no++;
  t->su.seed++;
  return start_game(t);
}

void table_close(table *t)
{
  while (t->status < 0 && !table_collect(t))   /* the bots' thread ends its run first */
    nanosleep(&(struct timespec){ 0, 10000000 }, NULL);
  if (t->log)
    end_game(t);
  hoyle_game_free(t->g);
  for (int p = 0; p <= t->players; p++)
    if (t->logs[p].f)
      fclose(t->logs[p].f);
  pthread_mutex_destroy(&t->lock);
}

typedef struct run_job {
  table *t;
  void (*wake)(void *);
  void *ctx;
} run_job;

static void *run_thread(void *arg)
{
  run_job job = *(run_job *)arg;
  free(arg);
  int r = hoyle_game_run(job.t->g, job.t->log);
  pthread_mutex_lock(&job.t->lock);
  job.t->ran_status = r;
  job.t->ran = 1;
  pthread_mutex_unlock(&job.t->lock);
  job.wake(job.ctx);
  return NULL;
}

int table_run(table *t, void (*wake)(void *), void *ctx)
{
  pthread_t th;
  run_job *job = malloc(sizeof *job);
  t->status = -1;
  if (t->people < t->players && job) {
    *job = (run_job){ t, wake, ctx };
    if (pthread_create(&th, NULL, run_thread, job) == 0) {
      pthread_detach(th);
      return 1;
    }
  }
  free(job);
  t->status = hoyle_game_run(t->g, t->log);
  return 0;
}

int table_collect(table *t)
{
  pthread_mutex_lock(&t->lock);
  int ran = t->ran;
  if (ran)
    t->status = t->ran_status;
  t->ran = 0;
  pthread_mutex_unlock(&t->lock);
  return ran;
}

/* Answers the race for the person it asks: ms into it, or a pass. */
static void race_answer(table *t, long ms)
{
  hoyle_game_race(t->g, (int)ms);
  record_race(&t->rec, (int)ms);
  t->moves++;
}

int table_settle(table *t, long now_ms)
{
  hoyle_view v;
  int who = t->status == HOYLE_DECIDE ? hoyle_game_who(t->g) : 0;
  int is_race = who && hoyle_game_view(t->g, &v) == 0 && v.is_race;
  if (!is_race)
    t->race_asked = 0;
  else if (who <= t->race_asked || !t->race_asked) {   /* persons are asked in seat order */
    t->race_opened_ms = now_ms;
    t->race_at = t->moves;
    for (int p = 0; p <= HOYLE_MAX_PLAYERS; p++)
      t->acted[p] = -3;
  }
  if (is_race && t->race_asked != who) {
    t->race_asked = who;
    if (t->acted[who] != -3) {
      race_answer(t, t->acted[who]);
      return 1;
    }
  }
  if (t->status == HOYLE_ERUNTIME)
    snprintf(t->error, sizeof t->error, "the game stopped with a run-time error (see %s/table-%d-game-%d.log)",
             t->dir, t->id, t->game_no);
  if (t->status != HOYLE_DECIDE && t->log)
    end_game(t);
  return 0;
}

int table_turn(const table *t)
{
  return t->status == HOYLE_DECIDE ? hoyle_game_who(t->g) : 0;
}

int table_race_window(const table *t)
{
  hoyle_view v;
  if (t->status != HOYLE_DECIDE || !t->race_asked || hoyle_game_view(t->g, &v) != 0 || !v.is_race)
    return 0;
  return v.race.window_ms;
}

/* A person's move in a race: kept, and answered when it is theirs. */
static int race_move(table *t, int seat, long at, int i, long now_ms, int window)
{
  if (i != 0 && i != 1)
    return TABLE_BAD_OPTION;
  if (at < t->race_at || at > t->moves)
    return TABLE_STALE;
  if (seat > t->people || t->acted[seat] != -3)
    return TABLE_NOT_YOURS;
  long ms = now_ms - t->race_opened_ms;
  t->acted[seat] = i == 1 || ms > window ? HOYLE_RACE_PASS : ms;
  if (seat != t->race_asked)
    return TABLE_NOTED;
  race_answer(t, t->acted[seat]);
  return TABLE_TAKEN;
}

int table_move(table *t, int seat, long at, int i, long now_ms)
{
  if (t->status < 0)
    return TABLE_BUSY;
  if (t->status != HOYLE_DECIDE)
    return TABLE_OVER;
  int window = table_race_window(t);
  if (window)
    return race_move(t, seat, at, i, now_ms, window);
  if (hoyle_game_who(t->g) != seat)
    return TABLE_NOT_YOURS;
  if (at != t->moves)
    return TABLE_STALE;
  if (hoyle_game_answer(t->g, i) != 0)
    return TABLE_BAD_OPTION;
  record_push(&t->rec, i);
  t->moves++;
  return TABLE_TAKEN;
}

int table_race_pass(table *t)
{
  if (!table_race_window(t))
    return -1;
  race_answer(t, HOYLE_RACE_PASS);
  return 0;
}

int table_seat_of(const table *t, const char *key)
{
  for (int p = 1; p <= t->people; p++)
    if (strlen(key) == TABLE_KEY && strcmp(key, t->key[p]) == 0)
      return p;
  return -1;
}

const char *table_refusal_text(int why)
{
  static const char *const text[] = {
    "taken", "it is not your turn", "that move answers a decision already taken",
    "no such option", "the bots are still playing", "the game is over",
    "noted: the race is being decided",
  };
  return text[why];
}

/* "seats":[{"seat":1,"person":true,"connected":1},...] */
static void seats_json(const table *t, FILE *out)
{
  fprintf(out, "\"seats\":[");
  for (int p = 1; p <= t->players; p++)
    fprintf(out, "%s{\"seat\":%d,\"person\":%s,\"connected\":%d}", p > 1 ? "," : "", p,
            p <= t->people ? "true" : "false", p <= t->people ? t->connected[p] : 0);
  fprintf(out, "],\"onlookers\":%d,\"bots\":", t->connected[0]);
  hoyle_json_string(t->bots, out);
}

/* The end: winner, places and scores. */
static void result_json(const table *t, FILE *out)
{
  int places[HOYLE_MAX_PLAYERS], scores[HOYLE_MAX_PLAYERS], rule;
  int n = hoyle_game_places(t->g, places);
  fprintf(out, ",\"winner\":%d,\"places\":[", hoyle_game_winner(t->g));
  for (int p = 0; p < n; p++)
    fprintf(out, "%s%d", p ? "," : "", places[p]);
  n = hoyle_game_scores(t->g, scores, &rule);
  fprintf(out, "],\"scores\":[");
  for (int p = 0; p < n; p++)
    fprintf(out, "%s%d", p ? "," : "", scores[p]);
  fprintf(out, "],\"score_rule\":%d", rule);
}

/* The decision, for the seat that must take it: its options and its
 * question ("P1, play a card"), and the race if it is one. */
static void options_json(const table *t, FILE *out)
{
  hoyle_view v;
  if (hoyle_game_view(t->g, &v) != 0)
    return;
  fprintf(out, ",\"options\":[");
  for (int i = 0; i < v.nopts; i++) {
    fprintf(out, "%s", i ? "," : "");
    hoyle_json_string(v.labels[i], out);
  }
  fprintf(out, "],\"question\":");
  char q[256];
  hoyle_game_question(t->g, q, sizeof q);
  hoyle_json_string(q, out);
  if (v.is_race) {
    fprintf(out, ",\"race\":{\"act\":");
    hoyle_json_string(v.race.act, out);
    fprintf(out, ",\"window_ms\":%d}", v.race.window_ms);
  }
}

/* "log": the seat's latest lines of transcript, oldest first. */
static void log_json(const seat_log *l, FILE *out)
{
  long first = l->n > TABLE_LOG_LINES ? l->n - TABLE_LOG_LINES : 0;
  fprintf(out, ",\"log\":[");
  for (long i = first; i < l->n; i++) {
    fprintf(out, "%s", i > first ? "," : "");
    hoyle_json_string(l->lines[i % TABLE_LOG_LINES], out);
  }
  fprintf(out, "]");
}

void table_state_json(table *t, int seat, FILE *out)
{
  fprintf(out, "{\"type\":\"state\",\"table\":%d,\"game\":%d,\"seat\":%d,\"players\":%d,"
          "\"moves\":%ld,", t->id, t->game_no, seat, t->players, t->moves);
  seats_json(t, out);
  if (t->status < 0) {   /* the bots' thread has the game: nothing of it is read */
    fprintf(out, ",\"thinking\":true}\n");
    return;
  }
  int who = table_turn(t);
  fprintf(out, ",\"thinking\":false,\"turn\":%d,\"over\":%s,\"view\":", who,
          t->status == HOYLE_DECIDE ? "false" : "true");
  hoyle_json_string(hoyle_game_table(t->g, seat), out);
  fprintf(out, ",\"marks\":");
  hoyle_json_string(hoyle_game_marks(t->g), out);
  if (who && (who == seat || (t->race_asked && seat >= 1 && seat <= t->people && t->acted[seat] == -3)))
    options_json(t, out);   /* a race is offered to every person in it who has not acted */
  if (t->status != HOYLE_DECIDE)
    result_json(t, out);
  log_json(&t->logs[seat], out);
  if (t->error[0]) {
    fprintf(out, ",\"error\":");
    hoyle_json_string(t->error, out);
  }
  fprintf(out, "}\n");
}

void table_status_json(const table *t, FILE *out)
{
  fprintf(out, "{\"id\":%d,\"game\":%d,\"players\":%d,\"moves\":%ld,", t->id, t->game_no,
          t->players, t->moves);
  seats_json(t, out);
  fprintf(out, ",\"thinking\":%s,\"turn\":%d,\"over\":%s}", t->status < 0 ? "true" : "false",
          t->status < 0 ? 0 : table_turn(t),
          t->status < 0 || t->status == HOYLE_DECIDE ? "false" : "true");
}
