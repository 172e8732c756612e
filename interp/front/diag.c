/* diag.c: error reports with file:line:col, the quoted line and a caret.
 * Each file's line starts are indexed once when it is remembered, so quoting
 * a line costs the line, not the file before it; and a report costs little
 * however large its input: a long line is quoted as a window around the
 * column, a message is cut, and errors past DIAG_ERRORS_SHOWN are only
 * counted. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/limits.h"
#include "core/mem.h"
#include "core/utf8.h"
#include "front/diag.h"

void diag_init(diag *d, FILE *out)
{
  d->out = out ? out : stderr;
  d->errors = 0;
  d->sources = NULL;
}

void diag_free(diag *d)
{
  diag_source *s = d->sources;
  while (s) {
    diag_source *next = s->next;
    free((char *)s->path);
    free(s->text);
    free(s->lines);
    free(s);
    s = next;
  }
  d->sources = NULL;
}

/* The offsets of the starts of the lines of s->text (a NUL among them
 * counted as any other byte). */
static void index_lines(diag_source *s)
{
  const char *end = s->text + s->len;
  int n = 1;
  for (const char *p = s->text; (p = memchr(p, '\n', (size_t)(end - p))); p++)
    n++;
  s->lines = mem_alloc((size_t)n * sizeof *s->lines);
  s->nlines = 0;
  s->lines[s->nlines++] = 0;
  for (const char *p = s->text; (p = memchr(p, '\n', (size_t)(end - p))); p++)
    s->lines[s->nlines++] = (size_t)(p + 1 - s->text);
}

static const char *remember(diag *d, const char *path, char *text, size_t len)
{
  diag_source *s = mem_alloc(sizeof *s);
  s->path = mem_strdup(path ? path : "");
  s->text = text;
  s->len = len;
  index_lines(s);
  s->next = d->sources;
  d->sources = s;
  return text;
}

FILE *diag_open_regular(const char *path)
{
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  struct stat st;
  if (fd < 0)
    return NULL;
  int e = fstat(fd, &st) < 0 ? errno : !S_ISREG(st.st_mode) ? EINVAL
        : st.st_size > (off_t)FILE_MAX ? EFBIG : 0;
  FILE *f = e ? NULL : fdopen(fd, "rb");
  if (!f) {
    e = e ? e : errno;
    close(fd);
    errno = e;
  }
  return f;
}

const char *diag_load(diag *d, const char *path, size_t *len_out)
{
  FILE *f = diag_open_regular(path);
  if (!f)
    return NULL;
  size_t cap = 8192, len = 0;
  char *buf = mem_alloc(cap);
  for (;;) {
    if (cap - len < 4096) {
      buf = mem_realloc(buf, cap * 2);
      cap *= 2;
    }
    size_t n = fread(buf + len, 1, cap - len - 1, f);
    len += n;
    if (len > FILE_MAX) {          /* it grew since it was looked at */
      free(buf);
      fclose(f);
      errno = EFBIG;
      return NULL;
    }
    if (n == 0) {
      if (ferror(f)) {
        int e = errno ? errno : EIO;
        free(buf);
        fclose(f);
        errno = e;
        return NULL;
      }
      break;
    }
  }
  fclose(f);
  buf[len] = '\0';
  *len_out = len;
  return remember(d, path, buf, len);
}

_Static_assert(FILE_MAX == 16u << 20, "diag_load_failure names FILE_MAX");

const char *diag_load_failure(int err)
{
  if (err == EFBIG)
    return "larger than 16 MiB, the limit of a file Hoyle reads";
  if (err == EINVAL)
    return "not a regular file (Hoyle reads no FIFO, device or directory)";
  return strerror(err);
}

const char *diag_add_text(diag *d, const char *path, const char *text)
{
  char *copy = mem_strdup(text ? text : "");
  return remember(d, path, copy, strlen(copy));
}

static const diag_source *find_source(const diag *d, const char *path)
{
  if (!path)
    return NULL;
  for (const diag_source *s = d->sources; s; s = s->next)
    if (strcmp(s->path, path) == 0)
      return s;
  return NULL;
}

void diag_line(const diag *d, loc at, char *buf, size_t size)
{
  const diag_source *s = find_source(d, at.file);
  buf[0] = '\0';
  if (!s || at.line < 1 || at.line > s->nlines)
    return;
  const char *p = s->text + s->lines[at.line - 1];
  p += strspn(p, " \t");
  size_t len = strcspn(p, "\r\n");
  while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t'))
    len--;
  snprintf(buf, size, "%.*s", (int)len, p);
}

/* The bytes of the character at p (of n), counting a byte that is not
 * UTF-8 as one. */
static size_t char_len(const char *p, size_t n)
{
  size_t k = utf8_char(p, n);
  return k ? k : 1;
}

/* The characters of p[from..to) as a terminal shows them: a tab stays a
 * tab, a control character or a byte that is not UTF-8 becomes '?'. */
static void put_excerpt(FILE *out, const char *p, size_t from, size_t to)
{
  while (from < to) {
    size_t n = utf8_char(p + from, to - from);
    if (n == 0 || (utf8_is_control(p + from, n) && p[from] != '\t'))
      fputc('?', out);
    else
      fwrite(p + from, 1, n, out);
    from += n ? n : 1;
  }
}

/* Under p[from..to), one mark a character: a blank (a tab under a tab, so
 * that the caret lines up) or, when !blank, a '~'. */
static void put_marks(FILE *out, const char *p, size_t from, size_t to, int blank)
{
  for (; from < to; from += char_len(p + from, to - from))
    fputc(!blank ? '~' : p[from] == '\t' ? '\t' : ' ', out);
}

/* Whether byte c continues a UTF-8 character: a window's edge moves back
 * off it, by 3 bytes at most (a line of such bytes is no text). */
static int continues(char c)
{
  return ((unsigned char)c & 0xc0) == 0x80;
}

/* Where the quoted window of a line of len bytes starts: 0 for a line of
 * DIAG_QUOTE_WIDTH bytes or fewer, else about half the width before byte
 * `at`, moved back off the middle of a character. */
static size_t window_start(const char *p, size_t len, size_t at)
{
  if (len <= DIAG_QUOTE_WIDTH || at < DIAG_QUOTE_WIDTH / 2)
    return 0;
  size_t w = at - DIAG_QUOTE_WIDTH / 2;
  if (w > len - DIAG_QUOTE_WIDTH)
    w = len - DIAG_QUOTE_WIDTH;
  for (int k = 0; k < 3 && w > 0 && continues(p[w]); k++)
    w--;
  return w;
}

void diag_quote(const diag *d, FILE *out, loc at)
{
  const diag_source *s = find_source(d, at.file);
  if (!s || at.line < 1 || at.line > s->nlines)
    return;
  size_t start = s->lines[at.line - 1], rest = s->len - start;
  const char *p = s->text + start, *nl = memchr(p, '\n', rest);
  size_t len = nl ? (size_t)(nl - p) : rest;
  if (len > 0 && p[len - 1] == '\r')
    len--;
  size_t col = at.col < 1 ? 0 : (size_t)at.col - 1;
  size_t end = at.end_col > at.col ? (size_t)at.end_col : col + 1;
  size_t from = window_start(p, len, col);
  size_t to = len - from > DIAG_QUOTE_WIDTH ? from + DIAG_QUOTE_WIDTH : len;
  for (int k = 0; k < 3 && to > from && to < len && continues(p[to]); k++)
    to--;
  fputs(from > 0 ? "..." : "", out);
  put_excerpt(out, p, from, to);
  fputs(to < len ? "...\n" : "\n", out);
  fputs(from > 0 ? "   " : "", out);
  put_marks(out, p, from, col < to ? col : to, 1);
  for (size_t c = to; c < col; c++)      /* past the end of the line */
    fputc(' ', out);
  fputc('^', out);
  if (col < to)
    put_marks(out, p, col + char_len(p + col, to - col), end < to ? end : to, 0);
  fputc('\n', out);
}

/* One report: where, what, the message (cut at DIAG_MESSAGE_MAX bytes),
 * the line. */
static void report(diag *d, loc at, const char *what, const char *fmt, va_list ap)
{
  char msg[DIAG_MESSAGE_MAX + 1];
  if (vsnprintf(msg, sizeof msg, fmt, ap) >= (int)sizeof msg) {
    size_t n = DIAG_MESSAGE_MAX - 3;
    while (n > 0 && ((unsigned char)msg[n] & 0xc0) == 0x80)
      n--;
    strcpy(msg + n, "...");
  }
  if (at.file && at.line > 0)
    fprintf(d->out, "%s:%d:%d: %s: ", at.file, at.line, at.col, what);
  else if (at.file)
    fprintf(d->out, "%s: %s: ", at.file, what);
  else
    fprintf(d->out, "hoyle: %s: ", what);
  put_excerpt(d->out, msg, 0, strlen(msg));
  fputc('\n', d->out);
  diag_quote(d, d->out, at);
  fflush(d->out);
}

void diag_error(diag *d, loc at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  if (d->errors < DIAG_ERRORS_SHOWN)
    report(d, at, "error", fmt, ap);
  va_end(ap);
  d->errors++;
}

void diag_note(diag *d, loc at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  if (d->errors <= DIAG_ERRORS_SHOWN)     /* a note goes with the error before it */
    report(d, at, "note", fmt, ap);
  va_end(ap);
}

void diag_summary(const diag *d, const char *path)
{
  if (d->errors > DIAG_ERRORS_SHOWN)
    fprintf(d->out, "%s: and %d more errors\n", path, d->errors - DIAG_ERRORS_SHOWN);
  fprintf(d->out, "%s: %d error%s\n", path, d->errors, d->errors == 1 ? "" : "s");
}
