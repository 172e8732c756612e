/* main.c: the hoyle command: reads the command line (getopt_long) and hands
 * each subcommand to libhoyle through hoyle.h, its only interface.  See
 * hoyle(1). */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "cli/compare.h"
#include "cli/human.h"
#include "cli/merge.h"
#include "cli/play.h"
#include "cli/record.h"
#include "cli/serve.h"
#include "cli/sim.h"
#include "hoyle.h"

#define MAX_DEFINES 64

static const char usage_text[] =
  "usage: hoyle COMMAND [OPTIONS] FILE...\n"
  "\n"
  "commands:\n"
  "  check FILE...      check scripts for errors\n"
  "  run FILE           bots play one game; print the transcript\n"
  "  play FILE          play against bots in the terminal\n"
  "  replay RECORD      play back a game recorded with hoyle play --record\n"
  "  serve FILE         host tables of a game for browsers (HTTP and WebSocket)\n"
  "  rules FILE         print the rules a script follows (its header comment)\n"
  "  options FILE       print a script's -D options, defaults and descriptions\n"
  "  sim FILE -n N      play N games with bots; print statistics\n"
  "  compare A [-- B]   the statistics of two scripts or settings side by side\n"
  "  merge FILE...      combine the JSON of sim --shard runs\n"
  "  test SCENARIO...   run scenario files\n"
  "  disasm FILE        print the compiled bytecode\n"
  "\n"
  "Run 'hoyle COMMAND --help' for a command's options; see hoyle(1).\n";

static const char common_help[] =
  "  -p, --players N     number of players (default: the script's)\n"
  "  -s, --seed S        random seed (default 1; play: a random one, shown)\n"
  "  -a, --agents LIST   agents by seat, comma-separated: random, greedy, first,\n"
  "                      human, ismcts[:iterations=N][:ms=T][:rollout=greedy|random],\n"
  "                      exec:[timeout=MS:]COMMAND (a program; hoyle-agent(5));\n"
  "                      the last one repeats (default random; for play\n"
  "                      ismcts, as many iterations as answer in 0.2 s, to 800)\n"
  "  -D NAME=VALUE       set one of the script's options\n"
  "      --max-turns N   stop a game when one deal lasts N turns (default 5000)\n"
  "      --max-steps N   a run-time error after N steps without a decision\n"
  "                      (default 10000000: an endless rule)\n"
  "      --max-deals N   a run-time error when a match passes N deals (default 1000)\n"
  "      --max-game-steps N  a run-time error when a game passes N steps\n"
  "                      (default 100000000: a game that would run for minutes)\n"
  "      --max-output N  a run-time error when a game's transcript passes N lines\n"
  "                      (default 2000000)\n"
  "      --window MS     how long a race stays open, in milliseconds (default 1500)\n"
  "      --reaction MS   the bots' mean reaction time in a race (default 600)\n"
  "  -h, --help          show this help\n";

typedef struct cmd_opts {
  const char *cmd;
  hoyle_setup setup;
  sim_opts sim;
  play_opts play;
  serve_opts serve;
  const char *defines[MAX_DEFINES];
  int verbose;          /* test -v: trace each scenario */
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
    printf("usage: hoyle test [-v] SCENARIO...\nRuns scenario files; prints ok or FAIL for each "
           "and a line 'N passed, N failed'.\n  -v  print each line of the scenario as it acts, "
           "between the lines of the game's transcript\n");
  else if (strcmp(cmd, "merge") == 0)
    printf("usage: hoyle merge FILE...\nCombines the JSON of 'hoyle sim --shard K/N --json' runs "
           "into the JSON of the whole run.\n");
  else if (strcmp(cmd, "replay") == 0)
    printf("usage: hoyle replay [OPTIONS] RECORD\nPlays back a game recorded with 'hoyle play "
           "--record'.\n\noptions:\n"
           "      --delay MS      pause after each move (default 400; none off a terminal)\n"
           "      --no-color      cards without colour (as NO_COLOR does)\n");
  else if (strcmp(cmd, "rules") == 0)
    printf("usage: hoyle rules FILE\nPrints the script's header comment: the rules it follows.\n");
  else if (strcmp(cmd, "options") == 0)
    printf("usage: hoyle options FILE\nPrints the script's options (-D NAME=VALUE), each with its\n"
           "default and description.\n");
  else if (strcmp(cmd, "disasm") == 0)
    printf("usage: hoyle disasm FILE\nPrints the bytecode with the source lines it came from.\n");
  else {
    printf("usage: hoyle %s [OPTIONS] %s\n\noptions:\n%s", cmd, strcmp(cmd, "compare") == 0 ?
           "A.hoyle [B.hoyle | -- [B.hoyle] [-D NAME=VALUE]...]" : "FILE", common_help);
    if (strcmp(cmd, "run") == 0)
      printf("      --log FORMAT    transcript as text (default) or json (JSON lines)\n"
             "      --view N        write the transcript as seat N sees it\n");
    if (strcmp(cmd, "sim") == 0 || strcmp(cmd, "compare") == 0)
      printf("  -n, --games N       number of games (default 1000)\n"
             "  -j, --jobs N        threads to play on (default: one per processor)\n"
             "      --report FILE   also write the figures as one HTML page with charts\n"
             "      --rotate        deal each seed once a seat, the agents rotated through\n"
             "                      the seats (duplicate play): N seeds, N x players games\n");
    if (strcmp(cmd, "sim") == 0)
      printf("      --json          print the statistics as one JSON object\n"
             "      --shard K/N     play the K-th of N equal slices of the seeds (with --json)\n");
    if (strcmp(cmd, "compare") == 0)
      printf("      --json          print the headline and every row as one JSON object\n"
             "  --                  then B: a script, -D options or both; A's other options\n"
             "                      apply to B too\n");
    if (strcmp(cmd, "serve") == 0)
      printf("      --port N        the port to listen on (default 8080; 0: any free one, printed)\n"
             "      --bind ADDR     the address to listen on (default 127.0.0.1: this machine\n"
             "                      only; 0.0.0.0 lets the whole network in, see hoyle(1))\n"
             "      --records DIR   where each game's record and transcript go\n"
             "                      (default hoyle-tables)\n"
             "  -a names the bots' agent (default the search, as in hoyle play)\n");
    if (strcmp(cmd, "play") == 0)
      printf("      --seat N        the seat you play (default 1)\n"
             "      --delay MS      pause after each move of another player (default 400)\n"
             "      --auto          take a move that is the only one without asking\n"
             "      --no-color      cards without colour (as NO_COLOR does)\n"
             "      --record FILE   write each game (seed, setup, answers) to FILE;\n"
             "                      a second game to FILE-2 (h.rec, h-2.rec ...)\n");
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

enum { OPT_MAX_TURNS = 256, OPT_MAX_STEPS, OPT_MAX_DEALS, OPT_MAX_GAME_STEPS, OPT_MAX_OUTPUT, OPT_LOG, OPT_JSON, OPT_SEAT, OPT_VIEW, OPT_WINDOW, OPT_REACTION,
       OPT_SHARD, OPT_DELAY, OPT_AUTO, OPT_NO_COLOR, OPT_RECORD, OPT_REPORT, OPT_ROTATE, OPT_PORT,
       OPT_BIND, OPT_RECORDS };

static int parse_option(cmd_opts *o, int c, const char *arg)
{
  hoyle_setup *su = &o->setup;
  long v;
  switch (c) {
  case 'p': if (parse_count(o->cmd, "--players", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->players = (int)v; break;
  case 's':
    if (parse_count(o->cmd, "--seed", arg, 0, 2147483647L, &v)) return -1;
    su->seed = (uint64_t)v;
    o->play.seeded = o->serve.seeded = 1;
    break;
  case 'n': if (parse_count(o->cmd, "--games", arg, 1, 100000000L, &v)) return -1; o->sim.games = v; break;
  case 'j': if (parse_count(o->cmd, "--jobs", arg, 1, 256, &v)) return -1; o->sim.jobs = (int)v; break;
  case OPT_SHARD: return sim_parse_shard(arg, &o->sim);
  case OPT_DELAY: if (parse_count(o->cmd, "--delay", arg, 0, 10000, &v)) return -1; o->play.delay_ms = (int)v; break;
  case OPT_AUTO: o->play.auto_play = 1; break;
  case OPT_NO_COLOR: o->play.no_color = 1; break;
  case OPT_RECORD: o->play.record = arg; break;
  case OPT_REPORT: o->sim.report = arg; break;
  case OPT_ROTATE: su->rotate = 1; break;
  case OPT_PORT: if (parse_count(o->cmd, "--port", arg, 0, 65535, &v)) return -1; o->serve.port = (int)v; break;
  case OPT_BIND: o->serve.bind = arg; break;
  case OPT_RECORDS: o->serve.records = arg; break;
  case 'v': o->verbose = 1; break;
  case OPT_MAX_TURNS: if (parse_count(o->cmd, "--max-turns", arg, 1, 100000000L, &v)) return -1; su->max_turns = (int)v; break;
  case OPT_MAX_STEPS: if (parse_count(o->cmd, "--max-steps", arg, 1, 2000000000L, &v)) return -1; su->max_steps = (int)v; break;
  case OPT_MAX_DEALS: if (parse_count(o->cmd, "--max-deals", arg, 1, 1000000L, &v)) return -1; su->max_deals = (int)v; break;
  case OPT_MAX_GAME_STEPS:
    if (parse_count(o->cmd, "--max-game-steps", arg, 1, 2000000000L, &v)) return -1;
    su->max_game_steps = (int)v;
    break;
  case OPT_MAX_OUTPUT: if (parse_count(o->cmd, "--max-output", arg, 1, 2000000000L, &v)) return -1; su->max_output = (int)v; break;
  case OPT_SEAT: if (parse_count(o->cmd, "--seat", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->human_seat = (int)v; break;
  case OPT_VIEW: if (parse_count(o->cmd, "--view", arg, 1, HOYLE_MAX_PLAYERS, &v)) return -1; su->view = (int)v; break;
  case OPT_WINDOW: if (parse_count(o->cmd, "--window", arg, 1, 60000, &v)) return -1; su->window_ms = (int)v; break;
  case OPT_REACTION: if (parse_count(o->cmd, "--reaction", arg, 1, 60000, &v)) return -1; su->reaction_ms = (int)v; break;
  case 'a': su->agents = arg; break;
  case 'D':
    if (su->noptions == MAX_DEFINES) return usage_error(o->cmd, "too many -D options%s", ""), -1;
    o->defines[su->noptions++] = arg;
    break;
  case OPT_JSON: o->sim.json = 1; break;
  case OPT_LOG:
    if (strcmp(arg, "json") && strcmp(arg, "text"))
      return usage_error(o->cmd, "--log takes text or json, not '%s'", arg), -1;
    su->log_json = strcmp(arg, "json") == 0;
    break;
  default: return -1;
  }
  return 0;
}

/* Whether command cmd takes option c: check and disasm take none, test -v. */
static int option_fits(const char *cmd, int c)
{
  switch (c) {
  case 'v': return strcmp(cmd, "test") == 0;
  case 'n': case 'j': case OPT_REPORT: case OPT_ROTATE: return strcmp(cmd, "sim") == 0 || strcmp(cmd, "compare") == 0;
  case OPT_JSON: return strcmp(cmd, "sim") == 0 || strcmp(cmd, "compare") == 0;
  case OPT_SHARD: return strcmp(cmd, "sim") == 0;
  case OPT_LOG: case OPT_VIEW: return strcmp(cmd, "run") == 0;
  case OPT_SEAT: case OPT_AUTO: case OPT_RECORD: return strcmp(cmd, "play") == 0;
  case OPT_PORT: case OPT_BIND: case OPT_RECORDS: return strcmp(cmd, "serve") == 0;
  case OPT_DELAY: case OPT_NO_COLOR: return strcmp(cmd, "play") == 0 || strcmp(cmd, "replay") == 0;
  default:
    return strcmp(cmd, "run") == 0 || strcmp(cmd, "play") == 0 || strcmp(cmd, "sim") == 0 ||
           strcmp(cmd, "compare") == 0 || strcmp(cmd, "serve") == 0;
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
    { "reaction", required_argument, NULL, OPT_REACTION }, { "jobs", required_argument, NULL, 'j' },
    { "shard", required_argument, NULL, OPT_SHARD }, { "delay", required_argument, NULL, OPT_DELAY },
    { "auto", no_argument, NULL, OPT_AUTO }, { "no-color", no_argument, NULL, OPT_NO_COLOR },
    { "record", required_argument, NULL, OPT_RECORD }, { "report", required_argument, NULL, OPT_REPORT },
    { "rotate", no_argument, NULL, OPT_ROTATE },
    { "max-steps", required_argument, NULL, OPT_MAX_STEPS },
    { "max-deals", required_argument, NULL, OPT_MAX_DEALS },
    { "max-game-steps", required_argument, NULL, OPT_MAX_GAME_STEPS },
    { "max-output", required_argument, NULL, OPT_MAX_OUTPUT },
    { "port", required_argument, NULL, OPT_PORT }, { "bind", required_argument, NULL, OPT_BIND },
    { "records", required_argument, NULL, OPT_RECORDS },
    { "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 },
  };
  int c;
  opterr = 0;
  optind = 1;
  while ((c = getopt_long(argc, argv, ":p:s:a:n:j:D:vh", longs, NULL)) != -1) {
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
static int cmd_test(char **files, int n, int verbose)
{
  int failed = 0, status = 0;
  for (int i = 0; i < n; i++) {
    int r = hoyle_test_trace(files[i], stdout, verbose ? stdout : NULL);
    failed += r != 0;
    if (r > status)
      status = r;
  }
  printf("%d passed, %d failed\n", n - failed, failed);
  return status;
}

/* disasm and options: what a loaded script shows of itself. */
static int cmd_show(const char *cmd, const char *file)
{
  hoyle_script *s;
  int r = hoyle_load(file, stderr, &s);
  if (r == 0 && strcmp(cmd, "disasm") == 0)
    hoyle_disasm(s, stdout);
  else if (r == 0 && hoyle_options(s, stdout) == 0)
    printf("%s has no options\n", file);
  hoyle_free(s);
  return r;
}

/* replay: the recorded game played again, its answers read from the
 * record. */
static int cmd_replay(cmd_opts *o, const char *file)
{
  record rec;
  hoyle_script *s = NULL;
  int r = record_read(&rec, file, stderr);
  if (r == 0)
    r = hoyle_load(rec.script, stderr, &s);
  if (r == 0) {
    rec.setup.prog = "hoyle replay";
    o->play.path = rec.script;
    o->play.seeded = 1;
    o->play.replay = &rec;
    o->play.auto_play = !rec.setup.ask_forced;
    r = play_games(s, &rec.setup, &o->play);
  }
  hoyle_free(s);
  record_free(&rec);
  return r;
}

/* serve: tables of the script for browsers, when built with libwebsockets. */
static int cmd_serve(cmd_opts *o, const char *file)
{
#ifdef HOYLE_SERVE
  o->setup.options = o->defines;
  return serve_command(file, &o->setup, &o->serve);
#else
  (void)o;
  fprintf(stderr, "hoyle serve: this hoyle was built without libwebsockets (apt-get install "
          "libwebsockets-dev, then ./configure again): %s cannot be served\n", file);
  return 69;   /* EX_UNAVAILABLE */
#endif
}

static int cmd_rules(const char *file)
{
  if (human_rules(file, stdout) == 0)
    return HOYLE_OK;
  fprintf(stderr, "hoyle rules: cannot read %s\n", file);
  return HOYLE_ENOINPUT;
}

/* run and play: load the script, then play one game, or games for a person. */
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
  if (strcmp(o->cmd, "sim") == 0)
    return sim_command(su, &o->sim, files[0]);
  su->log = stdout;
  human h = { .in = { stdin, NULL, 0 }, .out = stdout, .script_path = files[0] };
  su->agent = human_agent(&h);
  hoyle_script *s;
  int r = hoyle_load(files[0], stderr, &s);
  screen_init(&h.sc, stdout, s, 1);
  o->play.path = files[0];
  if (r == 0 && strcmp(o->cmd, "play") == 0)
    r = play_games(s, su, &o->play);
  else if (r == 0)
    r = hoyle_play(s, su, stderr);
  hoyle_free(s);
  input_free(&h.in);
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
  static const char *const cmds[] = { "check", "run", "play", "sim", "test", "disasm", "compare",
                                      "merge", "rules", "options", "replay", "serve" };
  int known = 0;
  for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++)
    known |= strcmp(cmd, cmds[i]) == 0;
  if (!known)
    return fprintf(stderr, "hoyle: unknown command '%s'\n%s", cmd, usage_text), HOYLE_EUSAGE;
  cmd_opts o = { .cmd = cmd, .setup = { .seed = 1 }, .sim = { .games = 1000 },
                 .play = { .delay_ms = 400 },
                 .serve = { .port = 8080, .bind = "127.0.0.1", .records = "hoyle-tables" } };
  int split = argc;   /* compare: where B's side begins, after "--" */
  for (int i = 2; strcmp(cmd, "compare") == 0 && i < argc; i++)
    if (strcmp(argv[i], "--") == 0 && split == argc)
      split = i;
  int first = parse_args(&o, split - 1, argv + 1);
  if (first <= 0)
    return first == 0 ? HOYLE_OK : HOYLE_EUSAGE;
  char **files = argv + 1 + first;
  int n = split - 1 - first;
  if (n == 0)
    return usage_error(cmd, "needs a file%s", "");
  if (strcmp(cmd, "check") == 0) return cmd_check(files, n);
  if (strcmp(cmd, "test") == 0) return cmd_test(files, n, o.verbose);
  if (strcmp(cmd, "merge") == 0) return merge_command(files, n);
  if (strcmp(cmd, "compare") == 0) {
    o.setup.options = o.defines;
    int nb = split < argc ? argc - split - 1 : 0;
    return compare_command(&o.setup, &o.sim, files, n, argv + split + (nb > 0), nb);
  }
  if (strcmp(cmd, "serve") == 0)
    return n == 1 ? cmd_serve(&o, files[0]) : usage_error(cmd, "needs exactly one script%s", "");
  if (strcmp(cmd, "replay") == 0)
    return n == 1 ? cmd_replay(&o, files[0]) : usage_error(cmd, "needs exactly one record%s", "");
  if (strcmp(cmd, "disasm") == 0 || strcmp(cmd, "options") == 0 || strcmp(cmd, "rules") == 0) {
    if (n != 1)
      return usage_error(cmd, "needs exactly one script%s", "");
    return strcmp(cmd, "rules") == 0 ? cmd_rules(files[0]) : cmd_show(cmd, files[0]);
  }
  return cmd_game(&o, files, n);
}
