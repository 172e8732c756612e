/* input.c: lines read whole (a long line is one answer, not several: its
 * bytes past INPUT_MAX - 1 are read and dropped), trimmed, and the few
 * answers every prompt understands. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "cli/input.h"

const char *input_line(input *i)
{
  if (!i->buf && !(i->buf = malloc(i->cap = INPUT_MAX)))
    return NULL;
  size_t n = 0;
  int c, any = 0;
  while ((c = getc_unlocked(i->in)) != EOF && c != '\n') {
    any = 1;
    if (n < i->cap - 1)
      i->buf[n++] = (char)c;
  }
  if (c == EOF && !any)
    return NULL;
  i->buf[n] = 0;
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
