/* input.c: lines read whole with getline (a long line is one answer, not
 * several), trimmed, and the few answers every prompt understands. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "cli/input.h"

const char *input_line(input *i)
{
  ssize_t n = getline(&i->buf, &i->cap, i->in);
  if (n < 0)
    return NULL;
  char *s = i->buf;
  while (n > 0 && isspace((unsigned char)s[n - 1]))
    s[--n] = 0;
  while (*s == ' ' || *s == '\t')
    s++;
  return s;
}

int input_quits(const char *line)
{
  return strcasecmp(line, "q") == 0 || strcasecmp(line, "quit") == 0;
}

void input_echo(FILE *out, const char *line)
{
  size_t n = strlen(line);
  fputc('\'', out);
  for (size_t k = 0; k < n && k < 40; k++) {
    unsigned char c = (unsigned char)line[k];
    fputc(c >= 0x20 && c < 0x7f ? c : '?', out);
  }
  fputs(n > 40 ? "...'" : "'", out);
}

void input_free(input *i)
{
  free(i->buf);
  i->buf = NULL;
  i->cap = 0;
}
