/* report.c: the statistics of hoyle sim as one JSON object, the form
 * hoyle(1) documents for --json; the web page prints the same. */
#include "cli/report.h"

void report_sim_json(FILE *out, const hoyle_stats *st)
{
  long n = st->games;
  double rate = st->seconds > 0 ? (double)n / st->seconds : 0;
  fprintf(out, "{\"games\":%ld,\"players\":%d,\"wins\":[", n, st->players);
  for (int p = 0; p < st->players; p++)
    fprintf(out, "%s%ld", p ? "," : "", st->wins[p]);
  fprintf(out, "],\"draws\":%ld,\"turns_mean\":%.2f,\"turns_max\":%ld,\"capped\":%ld,"
          "\"seconds\":%.3f,\"games_per_second\":%.1f}\n", st->draws, (double)st->turns / (double)n,
          st->turns_max, st->capped, st->seconds, rate);
}
