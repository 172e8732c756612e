/* play.c: a program that embeds Hoyle, built against the installed library
 * (pkg-config hoyle) by make check.  Plays the script FILE with seed SEED,
 * taking the first option for every seat through the stepping API; prints
 * the transcript, then "winner: P2" or "winner: none".
 *   usage: play FILE SEED */
#include <stdio.h>
#include <stdlib.h>
#include <hoyle.h>

int main(int argc, char **argv)
{
  if (argc != 3) {
    fprintf(stderr, "usage: play FILE SEED\n");
    return HOYLE_EUSAGE;
  }
  hoyle_setup su = { .agents = "human", .seed = strtoull(argv[2], NULL, 10), .log = stdout };
  hoyle_script *s;
  hoyle_game *g = NULL;
  int r = hoyle_load(argv[1], stderr, &s);
  if (r == HOYLE_OK)
    r = hoyle_game_new(s, &su, stderr, &g);
  if (r == HOYLE_OK) {
    while ((r = hoyle_game_run(g, stderr)) == HOYLE_DECIDE)
      hoyle_game_answer(g, 0);
  }
  if (r == HOYLE_OK && hoyle_game_winner(g))
    printf("winner: P%d\n", hoyle_game_winner(g));
  else if (r == HOYLE_OK)
    printf("winner: none\n");
  hoyle_game_free(g);
  hoyle_free(s);
  return r;
}
