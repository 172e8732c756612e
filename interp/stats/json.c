/* json.c: a recursive-descent JSON reader (RFC 8259, without \u escapes
 * beyond ASCII), enough to read back hoyle sim --json output. */
#include <stdlib.h>
#include <string.h>
#include "hoyle.h"
#include "stats/json.h"

typedef struct reader { const char *s, *p, *err; int depth; } reader;

static int parse_value(reader *r, json *out);

static void skip_space(reader *r)
{
  while (*r->p == ' ' || *r->p == '\n' || *r->p == '\t' || *r->p == '\r')
    r->p++;
}

static int fail(reader *r, const char *why)
{
  if (!r->err)
    r->err = why;
  return -1;
}

static void *grow(void *p, size_t n, size_t size)
{
  void *q = realloc(p, n * size);
  if (!q)
    abort();
  return q;
}

/* string = '"' chars '"' */
static int parse_string(reader *r, char **out)
{
  size_t cap = 16, len = 0;
  char *b = grow(NULL, cap, 1);
  for (r->p++; *r->p != '"'; r->p++) {
    char c = *r->p;
    if (c == '\0' || (unsigned char)c < 0x20)
      return free(b), fail(r, "an unterminated string");
    if (c == '\\') {
      c = *++r->p;
      const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t", *at = c ? strchr(from, c) : NULL;
      if (c == 'u' && strspn(r->p + 1, "0123456789abcdefABCDEF") >= 4) {
        c = (char)strtol((char[]){ r->p[1], r->p[2], r->p[3], r->p[4], 0 }, NULL, 16);
        r->p += 4;
      } else if (!at) {
        return free(b), fail(r, "a bad escape in a string");
      } else {
        c = to[at - from];
      }
    }
    if (len + 2 > cap)
      b = grow(b, cap *= 2, 1);
    b[len++] = c;
  }
  r->p++;
  b[len] = '\0';
  *out = b;
  return 0;
}

static int parse_number(reader *r, json *out)
{
  char *end;
  out->kind = JSON_NUMBER;
  out->num = strtod(r->p, &end);
  if (end == r->p)
    return fail(r, "a value");
  size_t len = (size_t)(end - r->p);
  out->str = grow(NULL, len + 1, 1);
  memcpy(out->str, r->p, len);
  out->str[len] = '\0';
  out->integer = strtoll(r->p, NULL, 10);
  r->p = end;
  return 0;
}

/* array = '[' [value {',' value}] ']'; object = '{' [string ':' value {...}] '}' */
static int parse_items(reader *r, json *out, char close)
{
  out->kind = close == ']' ? JSON_ARRAY : JSON_OBJECT;
  if (++r->depth > 64)
    return fail(r, "less nesting");
  r->p++;
  skip_space(r);
  if (*r->p == close)
    return r->p++, r->depth--, 0;
  for (;;) {
    out->items = grow(out->items, (size_t)out->nitems + 1, sizeof *out->items);
    json *v = &out->items[out->nitems++];
    memset(v, 0, sizeof *v);
    skip_space(r);
    if (close == '}') {
      if (*r->p != '"' || parse_string(r, &v->key) < 0)
        return fail(r, "a member name");
      skip_space(r);
      if (*r->p++ != ':')
        return fail(r, "':'");
    }
    if (parse_value(r, v) < 0)
      return -1;
    skip_space(r);
    if (*r->p == close)
      return r->p++, r->depth--, 0;
    if (*r->p++ != ',')
      return fail(r, close == ']' ? "',' or ']'" : "',' or '}'");
  }
}

static int parse_value(reader *r, json *out)
{
  skip_space(r);
  if (*r->p == '{' || *r->p == '[')
    return parse_items(r, out, *r->p == '{' ? '}' : ']');
  if (*r->p == '"')
    return out->kind = JSON_STRING, parse_string(r, &out->str);
  static const char *const words[] = { "null", "false", "true" };
  for (int i = 0; i < 3; i++)
    if (strncmp(r->p, words[i], strlen(words[i])) == 0) {
      out->kind = i ? JSON_BOOL : JSON_NULL;
      out->num = i == 2;
      r->p += strlen(words[i]);
      return 0;
    }
  return parse_number(r, out);
}

int json_parse(const char *text, json *out, const char **err, long *at)
{
  reader r = { text, text, NULL, 0 };
  memset(out, 0, sizeof *out);
  int rc = parse_value(&r, out);
  skip_space(&r);
  if (rc == 0 && *r.p)
    rc = fail(&r, "the end of the text");
  *err = r.err;
  *at = (long)(r.p - text);
  return rc;
}

void json_free(json *v)
{
  for (int i = 0; i < v->nitems; i++)
    json_free(&v->items[i]);
  free(v->items);
  free(v->str);
  free(v->key);
  memset(v, 0, sizeof *v);
}

void json_put_string(const char *s, FILE *out)
{
  hoyle_json_string(s, out);
}

const json *json_get(const json *obj, const char *key)
{
  if (!obj || obj->kind != JSON_OBJECT)
    return NULL;
  for (int i = 0; i < obj->nitems; i++)
    if (strcmp(obj->items[i].key, key) == 0)
      return &obj->items[i];
  return NULL;
}
