/* main.c: the hoyle command: reads the command line (getopt_long) and hands
 * each subcommand to libhoyle through hoyle.h, its only interface.  See
 * hoyle(1). */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "cli/human.h"
#include "hoyle.h"

#define MAX_DEFINES 64

static const char usage_text[] =
  "usage: hoyle COMMAND [OPTIONS] FILE...\n"
  "\n"
  "commands:\n"
  "  check FILE...      check scripts for errors\n"
  "  run FILE           bots play one game; print the transcript\n"
  "  play FILE          play against bots in the terminal\n"
  "  sim FILE -n N      play N games with bots; print statistics\n"
  "  test SCENARIO...   run scenario files\n"
  "  disasm FILE        print the compiled bytecode\n"
  "\n"
  "Run 'hoyle COMMAND --help' for a command's options; see hoyle(1).\n";

/* The bots `play` seats by default: search, within a quarter of a second a
 * decision (a decision of Russian Crazy Sevens, the slowest game but
 * Ottawa, takes 0.18 s at 1,000 iterations on the machine of the man page's
 * measurement). */
#define PLAY_AGENTS "ismcts:iterations=1000:ms=250"

static const char common_help[] =
  "  -p, --players N     number of players (default: the script's)\n"
  "  -s, --seed S        random seed (default 1)\n"
  "  -a, --agents LIST   agents by seat, comma-separated: random, greedy, first,\n"
  "                      human, ismcts[:iterations=N][:ms=T][:rollout=greedy|random];\n"
  "                      the last one repeats (default random; for play\n"
  "                      " PLAY_AGENTS ")\n"
  "  -D NAME=VALUE       set one of the script's options\n"
  "      --max-turns N   stop a game when one deal lasts N turns (default 5000)\n"
  "      --window MS     how long a race stays open, in milliseconds (default 1500)\n"
  "      --reaction MS   the bots' mean reaction time in a race (default 600)\n"
  "  -h, --help          show this help\n";

typedef struct cmd_opts {
  const char *cmd;
  hoyle_setup setup;
  long games;
  int json;
  const char *defines[MAX_DEFINES];
} cmd_opts;

static int usage_error(const char *cmd, const char *fmt, const char *arg)
{
  fprintf(stderr, "hoyle%s%s: ", cmd ? " " : "", cmd ? cmd : "");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nRun 'hoyle %s --help' for usage.\n", cmd ? cmd : "");
  return HOYLE_EUSAGE;
}

static void command_help(const char *cmd)
{
  if (strcmp(cmd, "check") == 0)
    printf("usage: hoyle check FILE...\nChecks each script; prints errors as file:line:col.\n");
  else if (strcmp(cmd, "test") == 0)
    printf("usage: hoyle test SCENARIO...\nRuns scenario files; prints ok or FAIL for each "
           "and a line 'N passed, N failed'.\n");
  else if (strcmp(cmd, "disasm") == 0)
    printf("usage: hoyle disasm FILE\nPrints the bytecode with the source lines it came from.\n");
  else {
    printf("usage: hoyle %s [OPTIONS] FILE\n\noptions:\n%s", cmd, common_help);
    if (strcmp(cmd, "run") == 0)
      printf("      --log FORMAT    transcript as text (default) or json (JSON lines)\n"
             "      --view N        write the transcript as seat N sees it\n");
    if (strcmp(cmd, "sim") == 0)
      printf("  -n, --games N       number of games (default 1000)\n"
             "      --json          print the statistics as one JSON object\n");
    if (strcmp(cmd, "play") == 0)
      printf("      --seat N        the seat you play (default 1)\n");
  }
}

static int parse_count(const char *cmd, const char *what, const char *arg, long lo, long hi, long *out)
{
  char *end;
  long v = strtol(arg, &end, 10);
  if (!*arg || *end || v < lo || v > hi) {
    fprintf(stderr, "hoyle %s: %s must be a number from %ld to %ld, not '%s'\n", cmd, what, lo, hi, arg);
    return -1;
  }
  *out = v;
  return 0;
}

enum { OPT_MAX_TURNS = 256, OPT_LOG, OPT_JSON, OPT_SEAT, OPT_VIEW, OPT_WINDOW, OPT_REACTION };

static int parse_option(cmd_opts *o, int c, const char *arg)
{
  hoyle_setup *su = &o->setup;
  long v;
  switch (c) {
  case 'p': if (parse_count(o->cmd, "--players", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->players = (int)v; break;
  case 's': if (parse_count(o->cmd, "--seed", arg, 0, 2147483647L, &v)) return -1; su->seed = (uint64_t)v; break;
  case 'n': if (parse_count(o->cmd, "--games", arg, 1, 100000000L, &v)) return -1; o->games = v; break;
  case OPT_MAX_TURNS: if (parse_count(o->cmd, "--max-turns", arg, 1, 100000000L, &v)) return -1; su->max_turns = (int)v; break;
  case OPT_SEAT: if (parse_count(o->cmd, "--seat", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->human_seat = (int)v; break;
  case OPT_VIEW: if (parse_count(o->cmd, "--view", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->view = (int)v; break;
  case OPT_WINDOW: if (parse_count(o->cmd, "--window", arg, 1, 60000, &v)) return -1; su->window_ms = (int)v; break;
  case OPT_REACTION: if (parse_count(o->cmd, "--reaction", arg, 1, 60000, &v)) return -1; su->reaction_ms = (int)v; break;
  case 'a': su->agents = arg; break;
  case 'D':
    if (su->noptions == MAX_DEFINES) return usage_error(o->cmd, "too many -D options%s", ""), -1;
    o->defines[su->noptions++] = arg;
    break;
  case OPT_JSON: o->json = 1; break;
  case OPT_LOG:
    if (strcmp(arg, "json") && strcmp(arg, "text"))
      return usage_error(o->cmd, "--log takes text or json, not '%s'", arg), -1;
    su->log_json = strcmp(arg, "json") == 0;
    break;
  default: return -1;
  }
  return 0;
}

/* Whether command cmd takes option c: check, test and disasm take none. */
static int option_fits(const char *cmd, int c)
{
  switch (c) {
  case 'n': case OPT_JSON: return strcmp(cmd, "sim") == 0;
  case OPT_LOG: case OPT_VIEW: return strcmp(cmd, "run") == 0;
  case OPT_SEAT: return strcmp(cmd, "play") == 0;
  default:
    return strcmp(cmd, "run") == 0 || strcmp(cmd, "play") == 0 || strcmp(cmd, "sim") == 0;
  }
}

/* "-p" for a short option, "--seat" for one that is only long. */
static const char *option_name(const struct option *longs, int c)
{
  static char buf[32];
  snprintf(buf, sizeof buf, "-%c", c);
  for (; c >= 256 && longs->name; longs++)
    if (longs->val == c)
      snprintf(buf, sizeof buf, "--%s", longs->name);
  return buf;
}

/* Returns the index of the first file argument, 0 after --help, -1 on error. */
static int parse_args(cmd_opts *o, int argc, char **argv)
{
  static const struct option longs[] = {
    { "players", required_argument, NULL, 'p' }, { "seed", required_argument, NULL, 's' },
    { "agents", required_argument, NULL, 'a' }, { "games", required_argument, NULL, 'n' },
    { "max-turns", required_argument, NULL, OPT_MAX_TURNS }, { "log", required_argument, NULL, OPT_LOG },
    { "json", no_argument, NULL, OPT_JSON }, { "seat", required_argument, NULL, OPT_SEAT },
    { "view", required_argument, NULL, OPT_VIEW }, { "window", required_argument, NULL, OPT_WINDOW },
    { "reaction", required_argument, NULL, OPT_REACTION },
    { "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 },
  };
  int c;
  opterr = 0;
  optind = 1;
  while ((c = getopt_long(argc, argv, ":p:s:a:n:D:h", longs, NULL)) != -1) {
    if (c == 'h') {
      command_help(o->cmd);
      return 0;
    }
    if (c == '?')
      return usage_error(o->cmd, "unknown option '%s'", argv[optind - 1]), -1;
    if (c == ':')
      return usage_error(o->cmd, "option '%s' needs a value", argv[optind - 1]), -1;
    if (!option_fits(o->cmd, c))
      return usage_error(o->cmd, "option '%s' does not apply to this command", option_name(longs, c)), -1;
    if (parse_option(o, c, optarg) < 0)
      return -1;
  }
  return optind;
}

/* ---- commands ---- */

static int cmd_check(char **files, int n)
{
  int status = 0;
  for (int i = 0; i < n; i++) {
    hoyle_script *s;
    int r = hoyle_load(files[i], stderr, &s);
    hoyle_free(s);
    if (r > status)
      status = r;
  }
  return status;
}

/* The exit status is the worst of the scenarios': 1 failed, 65, 66. */
static int cmd_test(char **files, int n)
{
  int failed = 0, status = 0;
  for (int i = 0; i < n; i++) {
    int r = hoyle_test(files[i], stdout);
    failed += r != 0;
    if (r > status)
      status = r;
  }
  printf("%d passed, %d failed\n", n - failed, failed);
  return status;
}

static int cmd_disasm(const char *file)
{
  hoyle_script *s;
  int r = hoyle_load(file, stderr, &s);
  if (r == 0)
    hoyle_disasm(s, stdout);
  hoyle_free(s);
  return r;
}

static void print_sim(const cmd_opts *o, const char *file, const hoyle_stats *st)
{
  long n = st->games;
  double rate = st->seconds > 0 ? (double)n / st->seconds : 0;
  if (o->json) {
    printf("{\"games\":%ld,\"players\":%d,\"wins\":[", n, st->players);
    for (int p = 0; p < st->players; p++)
      printf("%s%ld", p ? "," : "", st->wins[p]);
    printf("],\"draws\":%ld,\"turns_mean\":%.2f,\"turns_max\":%ld,\"capped\":%ld,"
           "\"seconds\":%.3f,\"games_per_second\":%.1f}\n", st->draws, (double)st->turns / (double)n,
           st->turns_max, st->capped, st->seconds, rate);
    return;
  }
  printf("%s: %ld games with %d players in %.2f s (%.0f games/s)\n", file, n, st->players,
         st->seconds, rate);
  for (int p = 0; p < st->players; p++)
    printf("  P%d wins %ld (%.1f%%)\n", p + 1, st->wins[p], 100.0 * (double)st->wins[p] / (double)n);
  printf("  draws %ld, stopped by the turn cap %ld\n", st->draws, st->capped);
  printf("  turns: mean %.1f, max %ld\n", (double)st->turns / (double)n, st->turns_max);
}

/* run, play and sim: load the script, then play one game or many. */
static int cmd_game(cmd_opts *o, char **files, int n)
{
  if (n != 1)
    return usage_error(o->cmd, "needs exactly one script%s", "");
  hoyle_setup *su = &o->setup;
  char prog[32];
  snprintf(prog, sizeof prog, "hoyle %s", o->cmd);
  su->prog = prog;
  su->options = o->defines;
  if (strcmp(o->cmd, "play") == 0 && !su->human_seat)
    su->human_seat = 1;
  if (strcmp(o->cmd, "play") == 0 && !su->agents)
    su->agents = PLAY_AGENTS;
  if (strcmp(o->cmd, "sim") != 0)
    su->log = stdout;
  human h = { stdin, stdout };
  su->agent = human_agent(&h);
  hoyle_script *s;
  int r = hoyle_load(files[0], stderr, &s);
  if (r == 0 && strcmp(o->cmd, "sim") == 0) {
    hoyle_stats st;
    if ((r = hoyle_sim(s, su, o->games, &st, stderr)) == 0)
      print_sim(o, files[0], &st);
  } else if (r == 0) {
    r = hoyle_play(s, su, stderr);
  }
  hoyle_free(s);
  if (r == HOYLE_EUSAGE)
    fprintf(stderr, "Run 'hoyle %s --help' for usage.\n", o->cmd);
  if (r == HOYLE_QUIT) {
    printf("you left the game\n");
    r = HOYLE_OK;
  }
  return r;
}

int main(int argc, char **argv)
{
  if (argc < 2)
    return fputs(usage_text, stderr), HOYLE_EUSAGE;
  const char *cmd = argv[1];
  if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0)
    return fputs(usage_text, stdout), HOYLE_OK;
  if (strcmp(cmd, "-V") == 0 || strcmp(cmd, "--version") == 0)
    return puts(hoyle_version()), HOYLE_OK;
  static const char *const cmds[] = { "check", "run", "play", "sim", "test", "disasm" };
  int known = 0;
  for (int i = 0; i < 6; i++)
    known |= strcmp(cmd, cmds[i]) == 0;
  if (!known)
    return fprintf(stderr, "hoyle: unknown command '%s'\n%s", cmd, usage_text), HOYLE_EUSAGE;
  cmd_opts o = { .cmd = cmd, .setup = { .seed = 1 }, .games = 1000 };
  int first = parse_args(&o, argc - 1, argv + 1);
  if (first <= 0)
    return first == 0 ? HOYLE_OK : HOYLE_EUSAGE;
  char **files = argv + 1 + first;
  int n = argc - 1 - first;
  if (n == 0)
    return usage_error(cmd, "needs a file%s", "");
  if (strcmp(cmd, "check") == 0) return cmd_check(files, n);
  if (strcmp(cmd, "test") == 0) return cmd_test(files, n);
  if (strcmp(cmd, "disasm") == 0)
    return n == 1 ? cmd_disasm(files[0]) : usage_error(cmd, "needs exactly one script%s", "");
  return cmd_game(&o, files, n);
}
