/* play.c: `hoyle play`: a seed chosen at random unless -s names one, and
 * shown so the game can be played again; the narration drawn with cards,
 * paced on a terminal and kept for the next "since your last turn"; at the
 * end the table, who won and "play again?", each game after the first
 * headed "== game 2 ==" and recorded in a file of its own. */
#define _GNU_SOURCE   /* fopencookie */
#include <ctype.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli/human.h"
#include "cli/play.h"
#include "cli/term.h"

/* The narration stream: the library writes it, whole lines are shown. */
typedef struct narrator {
  human *h;
  int delay_ms;
  char line[512];
  size_t len;
} narrator;

/* A line of narration shown; a pause after what another player did
 * ("P3 plays KS", "P3 wins the trick"), so that it can be followed. */
static void tell(narrator *n)
{
  const char *l = n->line;
  n->line[n->len] = 0;
  screen_line(&n->h->sc, l);
  human_heard(n->h, l);
  n->len = 0;
  fflush(n->h->out);
  if (l[0] == 'P' && isdigit((unsigned char)l[1]) && l[2] == ' ' && l[1] - '0' != n->h->last_seat)
    term_pause(n->delay_ms);
}

static ssize_t narrate(void *cookie, const char *buf, size_t size)
{
  narrator *n = cookie;
  for (size_t i = 0; i < size; i++) {
    if (buf[i] == '\n')
      tell(n);
    else if (n->len < sizeof n->line - 1)
      n->line[n->len++] = buf[i];
  }
  return (ssize_t)size;
}

/* The bots play seats by default: ismcts with as many iterations as
 * answer in about BOT_MS a decision on this machine, at most
 * BOT_ITERATIONS; a budget of iterations, not of time, so that --record
 * and replay give the same game. */
#define BOT_MS 200
#define BOT_ITERATIONS 800

const char *play_search_bots(hoyle_script *s, const hoyle_setup *su, char *buf, size_t n)
{
  hoyle_setup probe = *su;
  hoyle_game *g;
  probe.agents = "random";
  probe.log = NULL;
  probe.agent = (hoyle_agent){ 0 };
  if (hoyle_game_new(s, &probe, stderr, &g) != HOYLE_OK)
    return NULL;
  snprintf(buf, n, "ismcts:iterations=%d", hoyle_game_search_budget(g, BOT_MS, BOT_ITERATIONS));
  hoyle_game_free(g);
  return buf;
}

static uint64_t random_seed(void)
{
  uint32_t r = 0;
  int fd = open("/dev/urandom", O_RDONLY);
  if (fd < 0 || read(fd, &r, sizeof r) != (ssize_t)sizeof r)
    r = (uint32_t)time(NULL) ^ (uint32_t)getpid() << 16;
  if (fd >= 0)
    close(fd);
  return r & 0x7fffffff;
}

/* "standings: P1 0, P4 0, P3 1, P2 25", best first, in a game with a
 * score rule. */
static void standings(human *h, const hoyle_game *g)
{
  int score[HOYLE_MAX_PLAYERS], seat[HOYLE_MAX_PLAYERS], rule;
  int n = hoyle_game_scores(g, score, &rule);
  for (int p = 0; p < n; p++)
    seat[p] = p;
  for (int i = 1; i < n; i++)   /* insertion sort, stable: few seats */
    for (int j = i; j > 0 && score[seat[j]] * rule > score[seat[j - 1]] * rule; j--) {
      int t = seat[j];
      seat[j] = seat[j - 1];
      seat[j - 1] = t;
    }
  for (int i = 0; i < n; i++)
    fprintf(h->out, "%s P%d %d", i ? "," : "standings:", seat[i] + 1, score[seat[i]]);
  if (n)
    fprintf(h->out, " (the %s score wins)\n", rule < 0 ? "lowest" : "highest");
}

/* "P1 and P3 win: you lost.", and for one person the place they finished
 * in when there are more places than winning and losing. */
static void outcome(human *h, const int *place, int n, int seat)
{
  int firsts = 0, last = 1, one = !(h->seats & (h->seats - 1));
  for (int p = 0; p < n; p++) {
    firsts += place[p] == 1;
    last = place[p] > last ? place[p] : last;
  }
  for (int p = 0, k = 0; p < n; p++)
    if (place[p] == 1) {
      fprintf(h->out, "%sP%d", k == 0 ? "" : k == firsts - 1 ? " and " : ", ", p + 1);
      k++;
    }
  fputs(firsts == 1 ? " wins" : " win", h->out);
  if (!one)                        /* several people played */
    fputs("!\n", h->out);
  else
    fputs(place[seat - 1] == 1 ? ": you won!\n" : ": you lost.\n", h->out);
  if (one && last > 2)
    fprintf(h->out, "you finished in place %d of %d.\n", place[seat - 1], n);
}

static void summary(human *h, hoyle_game *g, int seat)
{
  int place[HOYLE_MAX_PLAYERS], n = hoyle_game_places(g, place), firsts = 0;
  for (int p = 0; p < n; p++)
    firsts += place[p] == 1;
  const char *table = hoyle_game_table(g, seat);
  const char *nl = strchr(table, '\n');   /* not its "P1 to play" line */
  fputs("\n== the game is over ==\n", h->out);
  const char *marks = hoyle_game_marks(g);
  screen_table(&h->sc, nl ? nl + 1 : table, nl && marks[0] ? marks + 1 : marks);
  standings(h, g);
  if (n == 0)
    fputs("no winner: the turn cap stopped the game.\n", h->out);
  else if (firsts == n)
    fputs("no winner: the game is drawn.\n", h->out);
  else
    outcome(h, place, n, seat);
}

static int again(human *h)
{
  fputs("play again? (y/n) ", h->out);
  fflush(h->out);
  const char *line = input_line(&h->in);
  if (!line)
    fputc('\n', h->out);
  return line && (strcmp(line, "y") == 0 || strcmp(line, "Y") == 0 || strcmp(line, "yes") == 0);
}

/* Runs *gp decision by decision, asking h; the game before the last
 * answer is kept, so that a person who answered and saw nothing but their
 * own move told may take it back. */
static int play_steps(hoyle_game **gp, human *h)
{
  hoyle_game *prev = NULL;
  hoyle_view v;
  int r;
  while ((r = hoyle_game_run(*gp, stderr)) == HOYLE_DECIDE) {
    hoyle_game_view(*gp, &v);
    h->can_undo = prev && hoyle_game_who(prev) == v.seat && !h->others_moved;
    h->game = *gp;
    int i = human_decide(h, &v);
    if (i == HUMAN_UNDO) {
      hoyle_game_free(*gp);
      *gp = prev;
      prev = NULL;
      fprintf(h->out, "P%d takes the last answer back\n", v.seat);
      continue;
    }
    if (i < 0) {
      r = HOYLE_QUIT;
      break;
    }
    hoyle_game_free(prev);
    prev = hoyle_game_copy(*gp);
    h->others_moved = 0;
    hoyle_game_answer(*gp, i);
  }
  hoyle_game_free(prev);
  return r;
}

/* A line about the game as a whole, shown now and again at the top of
 * the first decision's screen. */
static void announce(human *h, const char *line)
{
  fprintf(h->out, "%s\n", line);
  human_heard(h, line);
}

/* One game, the number-th of the session, recorded in rec_path (or NULL);
 * HOYLE_OK when it was played to its end.  What was told of the game
 * before is forgotten: its last lines are not this game's. */
static int play_one(hoyle_script *s, const hoyle_setup *su, human *h, int number,
                    const char *rec_path)
{
  hoyle_game *g;
  char line[PATH_MAX + 64];
  h->nrecent = h->dropped = 0;
  if (number > 1) {
    fputc('\n', h->out);
    snprintf(line, sizeof line, "== game %d ==", number);
    announce(h, line);
  }
  snprintf(line, sizeof line, "seed %llu (hoyle play -s %llu plays this game again)",
           (unsigned long long)su->seed, (unsigned long long)su->seed);
  announce(h, line);
  if (rec_path) {
    snprintf(line, sizeof line, "this game is recorded in %s", rec_path);
    announce(h, line);
  }
  int r = hoyle_game_new(s, su, stderr, &g);
  if (r == 0)
    r = play_steps(&g, h);
  fflush(su->log);
  if (r == HOYLE_OK)
    summary(h, g, su->human_seat);
  hoyle_game_free(g);
  h->seats = 0;
  return r;
}

/* The record of the number-th game of --record FILE: FILE itself for the
 * first, then FILE with "-2", "-3" ... before its extension ("h.rec",
 * "h-2.rec"; "rec", "rec-2"), so that no game overwrites another. */
static void record_path(const char *file, int number, char *buf, size_t n)
{
  const char *base = strrchr(file, '/'), *dot;
  base = base ? base + 1 : file;
  dot = strrchr(base, '.');
  if (number == 1)
    snprintf(buf, n, "%s", file);
  else if (dot && dot > base)
    snprintf(buf, n, "%.*s-%d%s", (int)(dot - file), file, number, dot);
  else
    snprintf(buf, n, "%s-%d", file, number);
}

/* One game, the number-th, written to its record when asked; a record
 * that cannot be written is refused before the game, not after. */
static int play_recorded(hoyle_script *s, const hoyle_setup *su, human *h, const play_opts *po,
                         int number)
{
  record rec;
  char path[PATH_MAX];
  if (!po->record)
    return play_one(s, su, h, number, NULL);
  record_path(po->record, number, path, sizeof path);
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "hoyle play: cannot write the record to %s\n", path);
    return HOYLE_ENOINPUT;
  }
  fclose(f);
  record_start(&rec, po->path, su);
  h->rec = &rec;
  int r = play_one(s, su, h, number, path);
  if (record_write(&rec, path, stderr) < 0 && r == HOYLE_OK)
    r = HOYLE_ENOINPUT;
  record_free(&rec);
  h->rec = NULL;
  return r;
}

int play_games(hoyle_script *s, hoyle_setup *su, const play_opts *po)
{
  char bots[64];
  if (!su->agents && !po->replay) {
    if (!(su->agents = play_search_bots(s, su, bots, sizeof bots)))
      return HOYLE_EUSAGE;
    printf("the bots: %s (about %.1f s a decision on this machine)\n", bots, BOT_MS / 1e3);
  }
  human *h = calloc(1, sizeof *h);
  narrator n = { h, 0, { 0 }, 0 };
  h->in.in = stdin;
  h->out = stdout;
  h->script_path = po->path;
  h->replay = po->replay;
  screen_init(&h->sc, stdout, s, po->no_color);
  n.delay_ms = h->delay_ms = isatty(STDOUT_FILENO) ? po->delay_ms : 0;
  su->agent = human_agent(h);
  su->agent.choose = NULL;   /* decisions are stepped (play_steps), races raced */
  su->ask_forced = !po->auto_play;
  su->log = fopencookie(&n, "w", (cookie_io_functions_t){ NULL, narrate, NULL, NULL });
  setvbuf(su->log, NULL, _IOLBF, 0);
  term_catch_interrupt();
  if (!po->seeded)
    su->seed = random_seed();
  int r, number = 1;
  while ((r = play_recorded(s, su, h, po, number)) == HOYLE_OK && !po->replay && again(h)) {
    su->seed = random_seed();
    number++;
  }
  fclose(su->log);
  input_free(&h->in);
  free(h);
  if (r == HOYLE_QUIT) {
    printf("%s\n", po->replay ? "the replay stops" : "you left the game");
    r = HOYLE_OK;
  }
  return r;
}
