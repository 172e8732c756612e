/* main.c: the hoyle command: reads the command line (getopt_long), loads
 * the script and hands each subcommand to libhoyle.  See hoyle(1). */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <lua.h>
#include "disasm.h"
#include "hoyle.h"
#include "scenario.h"
#include "session.h"

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

static const char common_help[] =
  "  -p, --players N     number of players (default: the script's)\n"
  "  -s, --seed S        random seed (default 1)\n"
  "  -a, --agents LIST   agents by seat, comma-separated: random, first, human;\n"
  "                      the last one repeats (default random)\n"
  "  -D NAME=VALUE       set one of the script's options\n"
  "      --max-turns N   stop a game when one deal lasts N turns (default 5000)\n"
  "  -h, --help          show this help\n";

typedef struct cmd_opts {
  const char *cmd;
  int players, max_turns, games, seat, view, json, log_json;
  uint64_t seed;
  const char *agents;
  const char *defines[MAX_SETTINGS];
  int ndefines;
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

enum { OPT_MAX_TURNS = 256, OPT_LOG, OPT_JSON, OPT_SEAT, OPT_VIEW };

static int parse_option(cmd_opts *o, int c, const char *arg)
{
  long v;
  switch (c) {
  case 'p': if (parse_count(o->cmd, "--players", arg, 1, MAX_PLAYERS, &v)) return -1; o->players = (int)v; break;
  case 's': if (parse_count(o->cmd, "--seed", arg, 0, 2147483647L, &v)) return -1; o->seed = (uint64_t)v; break;
  case 'n': if (parse_count(o->cmd, "--games", arg, 1, 100000000L, &v)) return -1; o->games = (int)v; break;
  case OPT_MAX_TURNS: if (parse_count(o->cmd, "--max-turns", arg, 1, 100000000L, &v)) return -1; o->max_turns = (int)v; break;
  case OPT_SEAT: if (parse_count(o->cmd, "--seat", arg, 1, MAX_PLAYERS, &v)) return -1; o->seat = (int)v; break;
  case OPT_VIEW: if (parse_count(o->cmd, "--view", arg, 1, MAX_PLAYERS, &v)) return -1; o->view = (int)v; break;
  case 'a': o->agents = arg; break;
  case 'D':
    if (o->ndefines == MAX_SETTINGS) return usage_error(o->cmd, "too many -D options%s", ""), -1;
    o->defines[o->ndefines++] = arg;
    break;
  case OPT_JSON: o->json = 1; break;
  case OPT_LOG:
    if (strcmp(arg, "json") && strcmp(arg, "text"))
      return usage_error(o->cmd, "--log takes text or json, not '%s'", arg), -1;
    o->log_json = strcmp(arg, "json") == 0;
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
    { "view", required_argument, NULL, OPT_VIEW },
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
    script s;
    int r = script_load(&s, files[i], stderr);
    script_free(&s);
    if (r > status)
      status = r;
  }
  return status;
}

static int cmd_test(char **files, int n)
{
  int failed = 0;
  for (int i = 0; i < n; i++)
    failed += scenario_run(files[i], stdout);
  printf("%d passed, %d failed\n", n - failed, failed);
  return failed ? 1 : 0;
}

static int cmd_disasm(const char *file)
{
  script s;
  int r = script_load(&s, file, stderr);
  if (r == 0)
    disasm(&s, stdout);
  script_free(&s);
  return r;
}

static int setup_agents(const cmd_opts *o, session *ss)
{
  char buf[256];
  agent_kind k = AGENT_RANDOM;
  snprintf(buf, sizeof buf, "%s", o->agents ? o->agents : "random");
  char *tok = strtok(buf, ",");
  for (int p = 0; p < MAX_PLAYERS; p++) {
    if (tok && agent_parse(tok, &k) < 0)
      return usage_error(o->cmd, "unknown agent '%s' (random, first, human)", tok), -1;
    ss->agents[p] = (agent){ .kind = k, .in = stdin, .out = stdout };
    if (tok)
      tok = strtok(NULL, ",");
  }
  if (o->seat)
    ss->agents[o->seat - 1].kind = AGENT_HUMAN;
  return 0;
}

static int setup_session(const cmd_opts *o, script *s, session *ss)
{
  const module *m = &s->mod;
  memset(ss, 0, sizeof *ss);
  ss->s = s;
  ss->players = o->players ? o->players : m->default_players;
  ss->seed = o->seed;
  ss->max_turns = o->max_turns;
  if (ss->players < m->min_players || ss->players > m->max_players) {
    fprintf(stderr, "hoyle %s: %s takes %d to %d players, not %d\n", o->cmd, m->path,
            m->min_players, m->max_players, ss->players);
    return HOYLE_EUSAGE;
  }
  int seat = o->seat ? o->seat : o->view;
  if (seat > ss->players) {
    fprintf(stderr, "hoyle %s: there is no seat %d with %d players\n", o->cmd, seat, ss->players);
    return HOYLE_EUSAGE;
  }
  ss->observer = seat - 1;
  for (int i = 0; i < o->ndefines; i++)
    if (script_setting(s, o->defines[i], &ss->settings[ss->nsettings++], stderr) < 0)
      return HOYLE_EUSAGE;
  return setup_agents(o, ss) < 0 ? HOYLE_EUSAGE : 0;
}

static int cmd_run(const cmd_opts *o, session *ss)
{
  static game g;
  ss->log = stdout;
  ss->json = o->log_json;
  session_start(ss, &g);
  int r = session_play(ss, &g, stderr);
  if (r == 1) {
    printf("you left the game\n");
    return 0;
  }
  return r;
}

typedef struct sim_stats { long wins[MAX_PLAYERS], draws, capped, turns, turns_max; } sim_stats;

static void print_sim(const cmd_opts *o, const session *ss, const sim_stats *st, double secs)
{
  int n = o->games;
  double rate = secs > 0 ? n / secs : 0;
  if (o->json) {
    printf("{\"games\":%d,\"players\":%d,\"wins\":[", n, ss->players);
    for (int p = 0; p < ss->players; p++)
      printf("%s%ld", p ? "," : "", st->wins[p]);
    printf("],\"draws\":%ld,\"turns_mean\":%.2f,\"turns_max\":%ld,\"capped\":%ld,"
           "\"seconds\":%.3f,\"games_per_second\":%.1f}\n", st->draws, (double)st->turns / n,
           st->turns_max, st->capped, secs, rate);
    return;
  }
  printf("%s: %d games with %d players in %.2f s (%.0f games/s)\n", ss->s->mod.path, n,
         ss->players, secs, rate);
  for (int p = 0; p < ss->players; p++)
    printf("  P%d wins %ld (%.1f%%)\n", p + 1, st->wins[p], 100.0 * st->wins[p] / n);
  printf("  draws %ld, stopped by the turn cap %ld\n", st->draws, st->capped);
  printf("  turns: mean %.1f, max %ld\n", (double)st->turns / n, st->turns_max);
}

static int cmd_sim(const cmd_opts *o, session *ss)
{
  static game g;
  sim_stats st = { { 0 }, 0, 0, 0, 0 };
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint64_t seed = ss->seed;
  for (int i = 0; i < o->games; i++) {
    ss->seed = seed + (uint64_t)i;
    session_start(ss, &g);
    int r = session_play(ss, &g, stderr);
    if (r)
      return r;
    if (g.capped) st.capped++;
    else if (g.winner < 0) st.draws++;
    else st.wins[g.winner]++;
    st.turns += g.turns;
    if (g.turns > st.turns_max) st.turns_max = g.turns;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  ss->seed = seed;
  print_sim(o, ss, &st, (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
  return 0;
}

static int cmd_game(cmd_opts *o, char **files, int n)
{
  if (n != 1)
    return usage_error(o->cmd, "needs exactly one script%s", "");
  if (strcmp(o->cmd, "play") == 0 && !o->seat)
    o->seat = 1;
  static script s;
  static session ss;
  int r = script_load(&s, files[0], stderr);
  if (r == 0)
    r = setup_session(o, &s, &ss);
  if (r == 0)
    r = strcmp(o->cmd, "sim") == 0 ? cmd_sim(o, &ss) : cmd_run(o, &ss);
  script_free(&s);
  return r;
}

/* The Lua named is the one linked in, which will run the scripts' hooks. */
static void print_version(void)
{
  int lua = (int)lua_version(NULL);
  printf("hoyle %s (Lua %d.%d)\n", HOYLE_VERSION, lua / 100, lua % 100);
}

int main(int argc, char **argv)
{
  if (argc < 2)
    return fputs(usage_text, stderr), HOYLE_EUSAGE;
  const char *cmd = argv[1];
  if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0)
    return fputs(usage_text, stdout), HOYLE_OK;
  if (strcmp(cmd, "-V") == 0 || strcmp(cmd, "--version") == 0)
    return print_version(), HOYLE_OK;
  static const char *const cmds[] = { "check", "run", "play", "sim", "test", "disasm" };
  int known = 0;
  for (int i = 0; i < 6; i++)
    known |= strcmp(cmd, cmds[i]) == 0;
  if (!known)
    return fprintf(stderr, "hoyle: unknown command '%s'\n%s", cmd, usage_text), HOYLE_EUSAGE;
  cmd_opts o = { .cmd = cmd, .seed = 1, .max_turns = DEFAULT_MAX_TURNS, .games = 1000 };
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
