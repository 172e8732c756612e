/* utf8.c: checking UTF-8 and writing text safely as JSON or for a
 * terminal.  See utf8.h. */
#include <string.h>
#include "core/utf8.h"

size_t utf8_char(const char *s, size_t n)
{
  const unsigned char *u = (const unsigned char *)s;
  if (n == 0)
    return 0;
  if (u[0] < 0x80)
    return 1;
  size_t len = u[0] >= 0xc2 && u[0] <= 0xdf ? 2 : u[0] >= 0xe0 && u[0] <= 0xef ? 3
             : u[0] >= 0xf0 && u[0] <= 0xf4 ? 4 : 0;
  if (len == 0 || n < len)
    return 0;
  for (size_t i = 1; i < len; i++)
    if ((u[i] & 0xc0) != 0x80)
      return 0;
  /* the second byte's range rules out overlong forms, surrogates and
   * code points past U+10FFFF */
  if ((u[0] == 0xe0 && u[1] < 0xa0) || (u[0] == 0xed && u[1] > 0x9f)
      || (u[0] == 0xf0 && u[1] < 0x90) || (u[0] == 0xf4 && u[1] > 0x8f))
    return 0;
  return len;
}

int utf8_is_control(const char *s, size_t len)
{
  const unsigned char *u = (const unsigned char *)s;
  if (len == 1)
    return u[0] < 0x20 || u[0] == 0x7f;
  return len == 2 && u[0] == 0xc2 && u[1] < 0xa0;
}

/* The code point of the control character of len bytes at s. */
static unsigned control_point(const char *s, size_t len)
{
  const unsigned char *u = (const unsigned char *)s;
  return len == 1 ? u[0] : u[1];
}

/* How many bytes at the start of s[0..n) may be written as they are:
 * printable ASCII (for JSON, not '"' or '\\') and characters past it that
 * are valid UTF-8 and not controls.  Writing such runs whole keeps the cost
 * of plain text near that of fputs. */
static size_t plain_run(const char *s, size_t n, int json)
{
  size_t i = 0;
  while (i < n) {
    unsigned char c = (unsigned char)s[i];
    size_t k;
    if (c >= 0x20 && c < 0x7f && !(json && (c == '"' || c == '\\')))
      i++;
    else if (c >= 0x80 && (k = utf8_char(s + i, n - i)) && !utf8_is_control(s + i, k))
      i += k;
    else
      break;
  }
  return i;
}

/* Writes s to f: its plain runs as they are (in_json: a JSON string's
 * plain runs), and each other character, of len bytes (0: a byte that
 * starts no character), by put. */
static void put_runs(FILE *f, const char *s, int in_json,
                     void (*put)(FILE *f, const char *c, size_t len))
{
  size_t n = strlen(s);
  while (n > 0) {
    size_t run = plain_run(s, n, in_json), len;
    fwrite(s, 1, run, f);
    s += run;
    n -= run;
    if (n == 0)
      break;
    len = utf8_char(s, n);
    put(f, s, len);
    len += len == 0;
    s += len;
    n -= len;
  }
}

static void put_json_char(FILE *f, const char *c, size_t len)
{
  if (len == 0)
    fputs("\\ufffd", f);
  else if (*c == '"' || *c == '\\')
    fprintf(f, "\\%c", *c);
  else
    fprintf(f, "\\u%04x", control_point(c, len));
}

static void put_shown_char(FILE *f, const char *c, size_t len)
{
  (void)len;
  fputc(*c == '\n' || *c == '\t' ? *c : '?', f);
}

void utf8_put_json(FILE *f, const char *s)
{
  fputc('"', f);
  put_runs(f, s, 1, put_json_char);
  fputc('"', f);
}

void utf8_put_shown(FILE *f, const char *s)
{
  put_runs(f, s, 0, put_shown_char);
}
