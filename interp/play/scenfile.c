/* scenfile.c: a scenario file read (scenfile.h): its directives checked
 * and kept, the lines that act while the game is played (stack, set,
 * choose, expect) in the order of the file; and the trace of hoyle test -v
 * naming each as it acts.  The format is in hoyle(5). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"
#include "front/diag.h"
#include "play/scenfile.h"

int scenario_fail(scenario *sc, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(sc->why, sizeof sc->why, fmt, ap);
  va_end(ap);
  return -1;
}

/* "text" -> text (in place); NULL if not a quoted string. */
char *scenario_unquote(char *s)
{
  size_t n = strlen(s);
  if (n < 2 || s[0] != '"' || s[n - 1] != '"')
    return NULL;
  s[n - 1] = 0;
  return s + 1;
}

char *scenario_trim(char *s)
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

static int add_step(scenario *sc, step_kind k, const char *text, int line, const char *src)
{
  if (sc->nsteps == SCENARIO_STEPS)
    return scenario_fail(sc, "line %d: too many stack, set, choose and expect lines (limit is %d)",
                         line, SCENARIO_STEPS);
  sc->steps[sc->nsteps++] = (step){ k, line, 0, mem_strdup(text), mem_strdup(src) };
  return 0;
}

/* An expect line: `now` at its end checks it right after the choice. */
static int add_expect(scenario *sc, char *rest, int line, const char *src)
{
  size_t n = strlen(rest);
  int now = n > 4 && strcmp(rest + n - 4, " now") == 0;
  if (now)
    rest[n - 4] = 0;
  sc->wants_error |= strncmp(rest, "error ", 6) == 0;
  if (add_step(sc, STEP_EXPECT, scenario_trim(rest), line, src) < 0)
    return -1;
  sc->steps[sc->nsteps - 1].now = now;
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
    return scenario_fail(sc, "line %d: '%s' takes a whole number from %llu to %llu, not '%s'", line,
                         what, min, max, text);
  *out = n;
  return 0;
}

static int parse_line(scenario *sc, char *s, int line)
{
  char src[SCENARIO_LINE];
  snprintf(src, sizeof src, "%s", s);
  char *rest = s + strcspn(s, " \t");
  if (*rest)
    *rest++ = 0;
  rest = scenario_trim(rest);
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
  } else if (strcmp(s, "start") == 0) {
    if (strncmp(rest, "deal ", 5) != 0)
      return scenario_fail(sc, "line %d: write start deal N", line);
    if (whole_number(sc, scenario_trim(rest + 5), line, "start deal", 1, INT_MAX, &n) < 0)
      return -1;
    sc->start_deal = (int)n;
    sc->start_line = line;
  } else if (strcmp(s, "stack") == 0) return add_step(sc, STEP_STACK, rest, line, src);
  else if (strcmp(s, "set") == 0) {
    if (!strchr(rest, '='))
      return scenario_fail(sc, "line %d: write set NAME [of N] = VALUE", line);
    return add_step(sc, STEP_SET, rest, line, src);
  } else if (strcmp(s, "option") == 0) {
    if (sc->nsettings == MAX_SETTINGS)
      return scenario_fail(sc, "line %d: too many option lines (limit is %d)", line, MAX_SETTINGS);
    char *eq = strchr(rest, '=');
    if (!eq)
      return scenario_fail(sc, "line %d: write 'option name = value'", line);
    *eq = 0;
    char buf[SCENARIO_LINE];
    snprintf(buf, sizeof buf, "%s=%s", scenario_trim(rest), scenario_trim(eq + 1));
    sc->setting_line[sc->nsettings] = line;
    sc->settings[sc->nsettings++] = mem_strdup(buf);
  } else if (strcmp(s, "choose") == 0) {
    char *label = scenario_unquote(rest);
    if (!label)
      return scenario_fail(sc, "line %d: write choose \"label\"", line);
    return add_step(sc, STEP_CHOOSE, label, line, src);
  } else if (strcmp(s, "expect") == 0) {
    return add_expect(sc, rest, line, src);
  } else {
    return scenario_fail(sc, "line %d: unknown directive '%s' (game, players, seed, option, max-turns, "
                         "start, set, stack, choose, expect)", line, s);
  }
  return 0;
}

int scenario_read(scenario *sc)
{
  FILE *f = diag_open_regular(sc->path);
  if (!f)
    return scenario_fail(sc, "cannot read the scenario: %s", diag_load_failure(errno)), HOYLE_ENOINPUT;
  char buf[SCENARIO_LINE];
  int line = 0, r = 0;
  size_t bytes = 0;
  while (r == 0 && fgets(buf, sizeof buf, f)) {
    line++;
    if ((bytes += strlen(buf) + 1) > FILE_MAX) {
      r = scenario_fail(sc, "line %d: the file is larger than %u bytes, the limit of a file read",
                        line, FILE_MAX);
      break;
    }
    if (!strchr(buf, '\n') && !feof(f)) {
      r = scenario_fail(sc, "line %d: too long (limit is %d bytes)", line, SCENARIO_LINE - 1);
      break;
    }
    char *s = scenario_trim(buf);
    if (*s && *s != '#')
      r = parse_line(sc, s, line);
  }
  fclose(f);
  if (r == 0 && !sc->game_path[0])
    return scenario_fail(sc, "no 'game' line names the script");
  return r;
}

/* hoyle test -v: a line of the scenario, as it acts. */
void scenario_trace(scenario *sc, const step *st)
{
  if (sc->log.out)
    fprintf(sc->log.out, "%s:%d: %s\n", sc->path, st->line, st->src);
}

void scenario_free(scenario *sc)
{
  for (int i = 0; i < sc->nsettings; i++) free(sc->settings[i]);
  for (int i = 0; i < sc->nsteps; i++) {
    free(sc->steps[i].text);
    free(sc->steps[i].src);
  }
}
