/* main.c: the hoyle command: parses the command line and hands each
 * subcommand to libhoyle. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include "hoyle.h"

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

int main(int argc, char **argv)
{
  if (argc < 2) {
    fputs(usage_text, stderr);
    return HOYLE_EUSAGE;
  }
  if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
    fputs(usage_text, stdout);
    return HOYLE_OK;
  }
  if (strcmp(argv[1], "-V") == 0 || strcmp(argv[1], "--version") == 0) {
    printf("hoyle %s\n", HOYLE_VERSION);
    return HOYLE_OK;
  }
  fprintf(stderr, "hoyle: unknown command '%s'\n%s", argv[1], usage_text);
  return HOYLE_EUSAGE;
}
