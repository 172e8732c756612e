/* human.c: a person's decisions at the terminal: the table and the options
 * are shown, and a number is read until it is one of them (? lists them
 * again, q or the end of the input leaves the game); a race is raced
 * with keys (keypress.c). */
#include <stdlib.h>
#include <string.h>
#include "cli/human.h"
#include "cli/keypress.h"

static void show_options(FILE *out, const hoyle_view *v)
{
  for (int i = 0; i < v->nopts; i++)
    fprintf(out, "  %d) %s\n", i + 1, v->labels[i]);
}

/* Asks until the answer is a number in range, 'q' or the end of input. */
static int choose(void *ctx, const hoyle_view *v)
{
  const human *h = ctx;
  char line[128];
  fprintf(h->out, "\n%s", v->table);
  fprintf(h->out, "P%d, your options:\n", v->seat);
  show_options(h->out, v);
  for (;;) {
    fprintf(h->out, "choose 1-%d (? lists the options, q quits): ", v->nopts);
    fflush(h->out);
    if (!fgets(line, sizeof line, h->in))
      return -1;
    line[strcspn(line, "\r\n")] = 0;
    if (strcmp(line, "q") == 0)
      return -1;
    if (strcmp(line, "?") == 0) {
      show_options(h->out, v);
      continue;
    }
    char *end;
    long n = strtol(line, &end, 10);
    if (*line && !*end && n >= 1 && n <= v->nopts)
      return (int)n - 1;
    fprintf(h->out, "'%s' is not an option here.\n", line);
  }
}

static int race(void *ctx, const hoyle_view *v)
{
  const human *h = ctx;
  return keypress_window(h->in, h->out, v);
}

hoyle_agent human_agent(human *h) { return (hoyle_agent){ choose, race, h }; }
