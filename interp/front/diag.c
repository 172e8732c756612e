/* diag.c: error reports with file:line:col, the quoted line and a caret. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
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
    free(s);
    s = next;
  }
  d->sources = NULL;
}

static const char *remember(diag *d, const char *path, char *text)
{
  diag_source *s = mem_alloc(sizeof *s);
  s->path = mem_strdup(path ? path : "");
  s->text = text;
  s->next = d->sources;
  d->sources = s;
  return text;
}

const char *diag_load(diag *d, const char *path)
{
  FILE *f = fopen(path, "rb");
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
  return remember(d, path, buf);
}

const char *diag_add_text(diag *d, const char *path, const char *text)
{
  return remember(d, path, mem_strdup(text ? text : ""));
}

static const char *find_text(diag *d, const char *path)
{
  if (!path)
    return NULL;
  for (diag_source *s = d->sources; s; s = s->next)
    if (strcmp(s->path, path) == 0)
      return s->text;
  return NULL;
}

void diag_line(diag *d, loc at, char *buf, size_t size)
{
  const char *p = find_text(d, at.file);
  buf[0] = '\0';
  for (int l = 1; p && l < at.line; l++)
    if ((p = strchr(p, '\n')))
      p++;
  if (!p || at.line < 1)
    return;
  p += strspn(p, " \t");
  size_t len = strcspn(p, "\r\n");
  while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t'))
    len--;
  snprintf(buf, size, "%.*s", (int)len, p);
}

void diag_quote(diag *d, loc at)
{
  const char *text = find_text(d, at.file);
  if (!text || at.line < 1)
    return;
  const char *p = text;
  for (int l = 1; l < at.line; l++) {
    p = strchr(p, '\n');
    if (!p)
      return;
    p++;
  }
  size_t len = strcspn(p, "\n");
  if (len > 0 && p[len - 1] == '\r')
    len--;
  fprintf(d->out, "%.*s\n", (int)len, p);
  int col = at.col < 1 ? 1 : at.col;
  for (int c = 1; c < col; c++)
    fputc((size_t)(c - 1) < len && p[c - 1] == '\t' ? '\t' : ' ', d->out);
  fputc('^', d->out);
  for (int c = col + 1; c <= at.end_col; c++)
    fputc('~', d->out);
  fputc('\n', d->out);
}

static void report(diag *d, loc at, const char *what, const char *fmt, va_list ap)
{
  if (at.file && at.line > 0)
    fprintf(d->out, "%s:%d:%d: %s: ", at.file, at.line, at.col, what);
  else if (at.file)
    fprintf(d->out, "%s: %s: ", at.file, what);
  else
    fprintf(d->out, "hoyle: %s: ", what);
  vfprintf(d->out, fmt, ap);
  fputc('\n', d->out);
  diag_quote(d, at);
  fflush(d->out);
}

void diag_error(diag *d, loc at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  report(d, at, "error", fmt, ap);
  va_end(ap);
  d->errors++;
}

void diag_note(diag *d, loc at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  report(d, at, "note", fmt, ap);
  va_end(ap);
}
