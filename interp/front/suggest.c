/* suggest.c: the nearest known name to a misspelt one; see suggest.h.
 * The distance is the optimal string alignment distance: insertions,
 * deletions, substitutions and swaps of two neighbouring letters each count
 * one. */
#include <string.h>
#include "front/suggest.h"

enum { LONGEST = 32 };     /* longer words are not compared */

/* The most edits a word of n letters may be off by. */
static int allowed(size_t n)
{
  return n < 3 ? 0 : n < 6 ? 1 : 2;
}

static int min3(int a, int b, int c)
{
  int m = a < b ? a : b;
  return m < c ? m : c;
}

static int distance(const char *a, size_t n, const char *b, size_t m)
{
  int d[LONGEST + 1][LONGEST + 1];
  for (size_t i = 0; i <= n; i++)
    d[i][0] = (int)i;
  for (size_t j = 0; j <= m; j++)
    d[0][j] = (int)j;
  for (size_t i = 1; i <= n; i++)
    for (size_t j = 1; j <= m; j++) {
      int cost = a[i - 1] != b[j - 1];
      d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
          && d[i - 2][j - 2] + 1 < d[i][j])
        d[i][j] = d[i - 2][j - 2] + 1;
    }
  return d[n][m];
}

void suggest_start(suggest *s, const char *word)
{
  *s = (suggest){ word, NULL, 0 };
}

void suggest_consider(suggest *s, const char *name)
{
  size_t n = strlen(s->word), m = name ? strlen(name) : 0;
  if (!name || n > LONGEST || m > LONGEST || strcmp(s->word, name) == 0)
    return;
  if ((n > m ? n - m : m - n) > (size_t)allowed(n))
    return;
  int d = distance(s->word, n, name, m);
  if (d <= allowed(n) && (!s->best || d < s->dist)) {
    s->best = name;
    s->dist = d;
  }
}

const char *suggest_best(const suggest *s)
{
  return s->best;
}
