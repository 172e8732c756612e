/* human.c: a person's decisions at the terminal.  Each decision shows what
 * happened since their last one, the table and the options; an answer is
 * read until it is one of them (a number; s for an option "stop", wherever
 * it stands; ? shows the table again, r the rules, u
 * takes the last answer back when it may be, w shows what the last search
 * bot to move weighed, q leaves, as does the end of the input); a move with no choice, when the library asks it
 * (hoyle_setup.ask_forced), waits for Enter.  When the seat asked changes,
 * a privacy screen hides the last hand until the next person presses
 * Enter.  A race is raced with keys (keypress.c).  In a replay the answers
 * come from the record instead. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "cli/human.h"
#include "cli/keypress.h"
#include "cli/term.h"

void human_heard(human *h, const char *line)
{
  if (h->nrecent == RECENT_LINES) {
    memmove(h->recent[0], h->recent[1], sizeof h->recent[0] * (RECENT_LINES - 1));
    h->nrecent--;
    h->dropped++;
  }
  snprintf(h->recent[h->nrecent++], RECENT_WIDTH, "%s", line);
  char mine[16];
  snprintf(mine, sizeof mine, "P%d ", h->last_seat);
  h->others_moved |= strncmp(line, mine, strlen(mine)) != 0;
}

int human_rules(const char *path, FILE *out)
{
  FILE *f = fopen(path, "r");
  char *line = NULL;
  size_t cap = 0;
  if (!f)
    return -1;
  while (getline(&line, &cap, f) > 0 && line[0] == '#') {
    const char *text = line + 1 + (line[1] == ' ');
    screen_text(out, text, strlen(text));
  }
  free(line);
  fclose(f);
  return 0;
}

/* On a cleared screen the narration has gone: the last of it is shown
 * again, in as many rows as there are. */
static void show_recent(human *h, int rows)
{
  if (!h->sc.clear || !h->nrecent || rows < 2)
    return;
  int first = h->nrecent > rows - 1 ? h->nrecent - (rows - 1) : 0;
  fprintf(h->out, "since your last turn%s:\n", h->dropped || first ? " (the last lines)" : "");
  for (int i = first; i < h->nrecent; i++) {
    fputs("  ", h->out);
    screen_line(&h->sc, h->recent[i]);
  }
}

/* "P1, your options:"; in a `play several`, which card is asked for, and
 * how many there may be in all, by the bound and the cards offered now:
 * "P1, your options for card 2 of up to 4:". */
static void show_decision(human *h, const hoyle_view *v, const int *order)
{
  int most = v->card_no - 1 + v->nopts - 1;
  if (v->card_max > 0 && v->card_max < most)
    most = v->card_max;
  screen_table(&h->sc, v->table, v->marks);
  fprintf(h->out, "P%d, your %s", v->seat, v->nopts == 1 ? "only move" : "options");
  if (v->card_no > 0)
    fprintf(h->out, " for card %d of up to %d", v->card_no, most);
  fputs(":\n", h->out);
  screen_options(&h->sc, v, order);
}

/* The table and the options, and above them what happened since the
 * last decision, as much as fits on the screen with the prompt. */
static void show_screen(human *h, const hoyle_view *v, const int *order)
{
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len), *out = h->out;
  h->out = h->sc.out = mem;
  show_decision(h, v, order);
  fclose(mem);
  h->out = h->sc.out = out;
  int rows = 1;   /* the prompt's */
  for (size_t i = 0; i < len; i++)
    rows += text[i] == '\n';
  show_recent(h, h->sc.height - rows);
  h->nrecent = h->dropped = 0;
  fputs(text, out);
  free(text);
}

/* The rules, through $PAGER (or less) on a terminal, where they would
 * scroll past. */
static void show_rules(human *h)
{
  const char *pager = getenv("PAGER");
  FILE *p = h->sc.clear ? popen(pager && *pager ? pager : "less", "w") : NULL;
  fflush(h->out);
  if (human_rules(h->script_path, p ? p : h->out) < 0)
    fprintf(h->out, "the rules cannot be read from %s\n", h->script_path);
  if (p && pclose(p) != 0)   /* no pager there: plain text after all */
    human_rules(h->script_path, h->out);
  screen_clear(&h->sc);
}

/* Whether a search bot's move can be explained ('w'). */
static int can_explain(const human *h, int seat)
{
  return h->game && hoyle_game_explain(h->game, seat, NULL) == 0;
}

/* One option's row: its visits, their mean result for the bot with a 95%
 * interval, and its label, marked * when it is the option taken. */
static void why_row(human *h, const hoyle_explain *e, int i)
{
  if (e->value[i] < 0)
    fprintf(h->out, "  %7d  %-18s", e->visits[i], "-");
  else
    fprintf(h->out, "  %7d  %.2f [%.2f, %.2f]", e->visits[i], e->value[i], e->lo[i], e->hi[i]);
  fputs(i == e->taken ? "  * " : "    ", h->out);
  screen_line(&h->sc, e->labels[i]);
}

/* 'w': what the search bot that moved last by searching weighed, as the
 * person's seat may read it: counts, and the options as the seat sees
 * them (a card it does not know is "??"). */
static void show_why(human *h, int seat)
{
  hoyle_explain *e = malloc(sizeof *e);
  if (!e || hoyle_game_explain(h->game, seat, e) < 0) {
    fputs("no search bot has moved yet: w tells what the last one weighed\n", h->out);
    free(e);
    return;
  }
  fprintf(h->out, "why P%d chose as it did (turn %d): %d iterations, each a world with the %d "
          "card%s P%d did not know dealt at random", e->seat, e->turn, e->iterations, e->unknown,
          e->unknown == 1 ? "" : "s", e->seat);
  if (e->weighed)
    fprintf(h->out, " (drawn from %d worlds weighed by the others' choices)", e->weighed);
  fputs(", played out (* the option taken):\n   visits  value [95% interval]    option\n",
        h->out);
  for (int i = 0; i < e->nopts; i++)
    why_row(h, e, i);
  fprintf(h->out, "value: P%d's mean result in the iterations that began with the option, "
          "0 lost to 1 won; interval: Wilson's score interval over the visits\n", e->seat);
  free(e);
}

/* Between two people at one keyboard: the screen cleared until the next
 * presses Enter.  0, or -1 when the input ends. */
static int privacy(human *h, int seat)
{
  int changed = h->last_seat && h->last_seat != seat;
  h->last_seat = seat;
  h->seats |= 1u << (seat - 1);
  if (!changed || h->replay)
    return 0;
  screen_clear(&h->sc);
  fprintf(h->out, "\n\n   pass to P%d, and press Enter\n", seat);
  fflush(h->out);
  const char *line = input_line(&h->in);
  return line && !input_quits(line) ? 0 : -1;
}

/* The answer to one prompt: an option (from 0), -1 to leave, -2 to ask
 * again. */
static int answer(human *h, const hoyle_view *v, const int *order, const char *line)
{
  if (!line) {
    fputc('\n', h->out);
    return -1;
  }
  if (input_quits(line))
    return -1;
  if (strcmp(line, "?") == 0) {
    show_decision(h, v, order);
    return -2;
  }
  if (strcmp(line, "r") == 0 || strcmp(line, "R") == 0) {
    show_rules(h);
    show_decision(h, v, order);
    return -2;
  }
  if ((strcmp(line, "u") == 0 || strcmp(line, "U") == 0) && h->can_undo)
    return HUMAN_UNDO;
  if (strcmp(line, "w") == 0 || strcmp(line, "W") == 0) {
    show_why(h, v->seat);
    return -2;
  }
  if (v->nopts == 1 && !*line)
    return 0;
  int stop = screen_stop(v);
  if (stop >= 0 && (strcmp(line, "s") == 0 || strcmp(line, "S") == 0))
    return stop;
  char *end;
  long n = strtol(line, &end, 10);
  if (*line && !*end && n >= 1 && n <= v->nopts - (stop >= 0))
    return order[n - 1];
  input_echo(h->out, line);
  fputs(" is not an option here.\n", h->out);
  return -2;
}

/* The next answer of the record played back, shown as if typed. */
static int replayed(human *h, const hoyle_view *v, const int *order)
{
  int i = record_next(h->replay, &h->replayed, 0);
  if (i < 0 || i >= v->nopts) {
    fputs("the record ends here\n", h->out);
    return -1;
  }
  int k = 0;
  while (order[k] != i)
    k++;
  if (i == screen_stop(v))
    fprintf(h->out, "P%d chooses s: ", v->seat);
  else
    fprintf(h->out, "P%d chooses %d: ", v->seat, k + 1);
  screen_line(&h->sc, v->labels[i]);
  fflush(h->out);
  term_pause(h->delay_ms);
  return i;
}

/* "choose 1-12 (? table ...)"; with a stop, "choose 1-12 or s to stop";
 * u and w offered when they may be used. */
static void prompt(const human *h, const hoyle_view *v)
{
  const char *undo = h->can_undo ? (can_explain(h, v->seat) ? ", u undo, w why" : ", u undo")
                                 : can_explain(h, v->seat) ? ", w why" : "";
  int stop = screen_stop(v) >= 0, n = v->nopts - stop;
  if (v->nopts == 1)
    fprintf(h->out, "press Enter for it (? table, r rules%s, q quit): ", undo);
  else if (n == 1)
    fprintf(h->out, "choose 1 or s to stop (? table, r rules%s, q quit): ", undo);
  else
    fprintf(h->out, "choose 1-%d%s (? table, r rules%s, q quit): ", n, stop ? " or s to stop" : "", undo);
}

int human_decide(human *h, const hoyle_view *v)
{
  int order[HOYLE_MAX_OPTIONS];
  if (privacy(h, v->seat) < 0)
    return -1;
  screen_clear(&h->sc);
  screen_order(&h->sc, v, order);
  show_screen(h, v, order);
  if (h->replay)
    return replayed(h, v, order);
  for (;;) {
    prompt(h, v);
    fflush(h->out);
    int r = answer(h, v, order, input_line(&h->in));
    if (r >= 0 && h->rec)
      record_push(h->rec, r);
    if (r == HUMAN_UNDO && h->rec)
      record_pop(h->rec);
    if (r != -2)
      return r;
  }
}

static int choose(void *ctx, const hoyle_view *v) { return human_decide(ctx, v); }

static int race(void *ctx, const hoyle_view *v)
{
  human *h = ctx;
  if (privacy(h, v->seat) < 0)
    return HOYLE_RACE_QUIT;
  fputc('\n', h->out);
  screen_table(&h->sc, v->table, v->marks);
  h->nrecent = h->dropped = 0;
  if (h->replay) {
    int ms = record_next(h->replay, &h->replayed, 1);
    if (ms >= 0)
      fprintf(h->out, "you: %s! (%d ms)\n", v->race.act, ms);
    return ms == -2 ? HOYLE_RACE_QUIT : ms;
  }
  int ms = keypress_window(&h->in, h->out, v);
  if (ms != HOYLE_RACE_QUIT && h->rec)
    record_race(h->rec, ms);
  return ms;
}

hoyle_agent human_agent(human *h) { return (hoyle_agent){ choose, race, h }; }
