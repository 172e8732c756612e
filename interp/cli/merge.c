/* merge.c: hoyle merge, which reads shards' JSON (hoyle sim --shard K/N
 * --json), checks that they are the slices of one run, adds their counts
 * and writes what the whole run writes (stats/simjson.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/merge.h"
#include "stats/json.h"
#include "stats/simjson.h"

static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0, got;
  char *b = malloc(cap);
  while (b && (got = fread(b + len, 1, cap - len - 1, f)) > 0)
    if ((len += got) + 1 == cap)
      b = realloc(b, cap *= 2);
  fclose(f);
  if (b)
    b[len] = '\0';
  return b;
}

/* The header members every shard must share, as text.  The players are
 * left out: a shard with no games does not know them. */
static void header_key(const json *doc, char *buf, size_t size)
{
  static const char *const keys[] = { "script", "seed", "games", "agents", "max_turns", "rotate" };
  size_t len = 0;
  for (int i = 0; i < 6 && len < size; i++) {
    const json *v = json_get(doc, keys[i]);
    const char *text = !v ? "?" : v->kind == JSON_BOOL ? (v->num != 0 ? "true" : "false")
                                : v->str ? v->str : "?";
    len += (size_t)snprintf(buf + len, size - len, "%s=%s;", keys[i], text);
  }
  const json *d = json_get(doc, "defines");
  for (int i = 0; d && i < d->nitems && len < size; i++)
    len += (size_t)snprintf(buf + len, size - len, "-D %s;", d->items[i].str);
}

typedef struct merging {
  json *docs;
  int n, shards;
  char *seen;              /* a flag per shard number */
  char key[4096];
} merging;

/* Reads and checks file i; 0, or an exit status after a message. */
static int merge_read(merging *m, const char *path, int i)
{
  char *text = read_file(path), key[4096];
  const char *err;
  long at;
  if (!text)
    return fprintf(stderr, "hoyle merge: cannot read %s: %s\n", path, strerror(errno)), HOYLE_ENOINPUT;
  int bad = json_parse(text, &m->docs[i], &err, &at);
  free(text);
  if (bad)
    return fprintf(stderr, "hoyle merge: %s: byte %ld: expected %s\n", path, at, err), 65;
  const json *sh = json_get(&m->docs[i], "shard");
  if (!sh || sh->nitems != 2)
    return fprintf(stderr, "hoyle merge: %s is not a shard (hoyle sim --shard K/N --json)\n", path), 65;
  int k = (int)sh->items[0].integer, n = (int)sh->items[1].integer;
  header_key(&m->docs[i], key, sizeof key);
  if (i == 0) {
    m->shards = n;
    m->seen = calloc((size_t)n + 1, 1);
    snprintf(m->key, sizeof m->key, "%s", key);
  }
  if (n != m->shards || strcmp(key, m->key) != 0)
    return fprintf(stderr, "hoyle merge: %s is a shard of another run than %s's\n", path, "the first file"), 65;
  if (k < 1 || k > n || m->seen[k])
    return fprintf(stderr, "hoyle merge: %s: shard %d/%d %s\n", path, k, n,
                   k < 1 || k > n ? "is out of range" : "is given twice"), 65;
  m->seen[k] = 1;
  return 0;
}

/* Adds the shards up and prints the whole; 0, or 65 after a message. */
static int merge_print(merging *m, char **files)
{
  const char *defines[256];
  sim_run r, one_r;
  sim_read_header(&m->docs[0], &r, defines, 256);
  int players = 0, rc = 0;
  for (int i = 0; i < m->n; i++) {
    sim_read_header(&m->docs[i], &one_r, defines, 0);
    players = one_r.players > players ? one_r.players : players;
  }
  stats_init(&r.st, players);
  for (int i = 0; i < m->n && rc == 0; i++) {
    sim_stats one;
    stats_init(&one, r.st.players);
    if (sim_read_counts(&m->docs[i], &r, &one) < 0)
      rc = (fprintf(stderr, "hoyle merge: %s: the rules' counts do not fit the first file's\n",
                    files[i]), 65);
    if (i == 0 && rc == 0)
      stats_rules_init(&r.st, r.counters, r.ncounters);
    sim_merge(&r.st, &one);
    stats_free(&one);
  }
  if (rc == 0)
    sim_print_json(&r, stdout);
  stats_free(&r.st);
  free(r.counters);
  return rc;
}

int merge_command(char **files, int n)
{
  merging m = { .docs = calloc((size_t)n, sizeof(json)), .n = n };
  int rc = 0;
  for (int i = 0; i < n && rc == 0; i++)
    rc = merge_read(&m, files[i], i);
  for (int k = 1; rc == 0 && k <= m.shards; k++)
    if (!m.seen[k])
      rc = (fprintf(stderr, "hoyle merge: shard %d/%d is missing\n", k, m.shards), 65);
  if (rc == 0)
    rc = merge_print(&m, files);
  for (int i = 0; i < n; i++)
    json_free(&m.docs[i]);
  free(m.docs);
  free(m.seen);
  return rc;
}
