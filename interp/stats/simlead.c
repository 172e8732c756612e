/* simlead.c: how the lead went (see simlead.h and hoyle(1)): the mean
 * number of lead changes a game; drama, the share of won games whose
 * winner did not lead alone after half the turns, with Wilson's interval;
 * decisiveness, the mean share of the game played before the winner led
 * alone to the end (kept in thousandths, so that shards add up). */
#include <math.h>
#include "stats/simlead.h"

spread lead_changes(const lead_sums *l)
{
  spread s;
  stats_moments(l->games, (double)l->changes, (double)l->changes_sq, 1, &s);
  s.mean_ci = stats_within(s.mean_ci, 0, INFINITY);
  return s;
}

spread lead_clear(const lead_sums *l)
{
  spread s;
  stats_moments(l->games, (double)l->clear / 1000, (double)l->clear_sq / 1e6, 1, &s);
  s.mean_ci = stats_within(s.mean_ci, 0, 1);
  return s;
}

void lead_print_text(const lead_sums *l, FILE *out)
{
  if (!l->games)
    return;
  spread c = lead_changes(l), d = lead_clear(l);
  interval b = stats_wilson(l->behind, l->games);
  fprintf(out, "how the lead went (fn standing), over %ld won games:\n", l->games);
  fprintf(out, "  lead changes a game: mean %.2f [%.2f, %.2f], sd %.2f\n", c.mean, c.mean_ci.lo,
          c.mean_ci.hi, c.sd);
  fprintf(out, "  drama: the winner was not ahead at the half in %.1f%% [%.1f, %.1f] of games\n",
          100 * b.est, 100 * b.lo, 100 * b.hi);
  fprintf(out, "  decisiveness: the winner led for good after %.1f%% [%.1f, %.1f] of the game\n",
          100 * d.mean, 100 * d.mean_ci.lo, 100 * d.mean_ci.hi);
}

void lead_print_json(const lead_sums *l, FILE *out)
{
  if (!l->games) {
    fputs("\"standing\":null,\n", out);
    return;
  }
  spread c = lead_changes(l), d = lead_clear(l);
  interval b = stats_wilson(l->behind, l->games);
  fprintf(out, "\"standing\":{\"games\":%ld,\"behind\":%ld,\"changes\":%lld,\"changes_sq\":%lld,"
          "\"clear\":%lld,\"clear_sq\":%lld,\"lead_changes\":{\"mean\":%.6f,\"low\":%.6f,"
          "\"high\":%.6f},\"drama\":{\"share\":%.6f,\"low\":%.6f,\"high\":%.6f},"
          "\"decisiveness\":{\"mean\":%.6f,\"low\":%.6f,\"high\":%.6f}},\n", l->games, l->behind,
          l->changes, l->changes_sq, l->clear, l->clear_sq, c.mean, c.mean_ci.lo, c.mean_ci.hi,
          b.est, b.lo, b.hi, d.mean, d.mean_ci.lo, d.mean_ci.hi);
}

static long long member(const json *o, const char *key)
{
  const json *v = json_get(o, key);
  return v && v->kind == JSON_NUMBER ? v->integer : 0;
}

void lead_read_json(const json *doc, lead_sums *l)
{
  const json *s = json_get(doc, "standing");
  *l = (lead_sums){ (long)member(s, "games"), (long)member(s, "behind"), member(s, "changes"),
                    member(s, "changes_sq"), member(s, "clear"), member(s, "clear_sq") };
}
