/* utf8.c: checking UTF-8 and writing text safely as JSON or for a
 * terminal.  See utf8.h. */
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

void utf8_put_json(FILE *f, const char *s)
{
  size_t n = 0;
  while (s[n])
    n++;
  fputc('"', f);
  while (n > 0) {
    size_t len = utf8_char(s, n);
    if (len == 0)
      fputs("\\ufffd", f);
    else if (*s == '"' || *s == '\\')
      fprintf(f, "\\%c", *s);
    else if (utf8_is_control(s, len))
      fprintf(f, "\\u%04x", control_point(s, len));
    else
      fwrite(s, 1, len, f);
    len += len == 0;
    s += len;
    n -= len;
  }
  fputc('"', f);
}

void utf8_put_shown(FILE *f, const char *s)
{
  size_t n = 0;
  while (s[n])
    n++;
  while (n > 0) {
    size_t len = utf8_char(s, n);
    if (len == 0 || (utf8_is_control(s, len) && *s != '\n' && *s != '\t'))
      fputc('?', f);
    else
      fwrite(s, 1, len, f);
    len += len == 0;
    s += len;
    n -= len;
  }
}
