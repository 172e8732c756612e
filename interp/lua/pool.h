/* pool.h: the small blocks of one Lua state (pool.c).  Lua makes and
 * frees many small objects at each hook call (tables, closures, upvalues);
 * a pool keeps the freed blocks of each size in a list of its own and
 * gives them back first, so that a call costs a few instructions a block
 * instead of a trip through malloc and free, and reuses memory still in
 * the cache.  Blocks come from chunks freed all at once with the pool. */
#ifndef HOYLE_POOL_H
#define HOYLE_POOL_H

#include <stddef.h>

#define POOL_MAX 256            /* the largest block a pool gives */
#define POOL_GRAIN 16           /* block sizes are multiples of this */

typedef struct pool {
  void *free[POOL_MAX / POOL_GRAIN];   /* freed blocks, by size */
  char *next, *end;                    /* what is left of the newest chunk */
  void *chunks;                        /* every chunk, each linked to the one before */
} pool;

/* Whether blocks of sizes a and b (at most POOL_MAX, above 0) are the same. */
static inline int pool_same(size_t a, size_t b)
{
  return (a - 1) / POOL_GRAIN == (b - 1) / POOL_GRAIN;
}

/* A block of n bytes (1 to POOL_MAX); NULL when out of memory. */
void *pool_alloc(pool *p, size_t n);
/* Gives back block b of n bytes, as it was asked for. */
void pool_free(pool *p, void *b, size_t n);
/* Frees every chunk; the pool is empty and may be used again. */
void pool_release(pool *p);

#endif
