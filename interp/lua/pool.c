/* pool.c: the small blocks of one Lua state (see pool.h). */
#include <stdlib.h>
#include <string.h>
#include "lua/pool.h"

#define CHUNK (64 * 1024)       /* bytes a chunk holds, its link first */

static size_t class_of(size_t n)
{
  return (n - 1) / POOL_GRAIN;
}

void *pool_alloc(pool *p, size_t n)
{
  size_t k = class_of(n), size = (k + 1) * POOL_GRAIN;
  void *b = p->free[k];
  if (b) {
    memcpy(&p->free[k], b, sizeof b);
    return b;
  }
  if ((size_t)(p->end - p->next) < size) {
    char *c = malloc(CHUNK);
    if (!c)
      return NULL;
    memcpy(c, &p->chunks, sizeof p->chunks);
    p->chunks = c;
    p->next = c + POOL_GRAIN;   /* the link, kept to the grain */
    p->end = c + CHUNK;
  }
  b = p->next;
  p->next += size;
  return b;
}

void pool_free(pool *p, void *b, size_t n)
{
  size_t k = class_of(n);
  memcpy(b, &p->free[k], sizeof b);
  p->free[k] = b;
}

void pool_release(pool *p)
{
  while (p->chunks) {
    void *c = p->chunks;
    memcpy(&p->chunks, c, sizeof c);
    free(c);
  }
  memset(p, 0, sizeof *p);
}
