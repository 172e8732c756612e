/* json.h: a small JSON reader for hoyle merge, which reads back what
 * hoyle sim --json wrote: objects, arrays, numbers, strings, true, false
 * and null, into a tree of values; and strings written as JSON. */
#ifndef HOYLE_STATS_JSON_H
#define HOYLE_STATS_JSON_H

#include <stdio.h>

typedef enum json_kind { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_kind;

typedef struct json {
  json_kind kind;
  double num;                 /* JSON_NUMBER, JSON_BOOL */
  long long integer;          /* JSON_NUMBER, exact when it has no fraction */
  char *str;                  /* JSON_STRING; the raw text of a JSON_NUMBER */
  char *key;                  /* the member's name in its object, or NULL */
  struct json *items;         /* JSON_ARRAY, JSON_OBJECT */
  int nitems;
} json;

/* Parses text into *out; 0, or -1 with *err set to what was wrong and
 * *at to the byte offset. */
int json_parse(const char *text, json *out, const char **err, long *at);
void json_free(json *v);
/* The member called key of an object, or NULL. */
const json *json_get(const json *obj, const char *key);

/* Writes s as a JSON string, quoted and escaped. */
void json_put_string(const char *s, FILE *out);

#endif
