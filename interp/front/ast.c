/* ast.c: the node arena and small helpers for the syntax tree. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdalign.h>
#include <stddef.h>

#include "core/mem.h"
#include "front/ast.h"

/* An arena is a chain of big chunks; nodes and strings are carved out of the
 * newest chunk and only freed all together. */
enum { CHUNK_SIZE = 64 * 1024 };

typedef struct chunk {
  struct chunk *prev;
  size_t used, size;
  alignas(max_align_t) unsigned char data[];
} chunk;

struct ast_arena {
  chunk *head;
};

static chunk *new_chunk(size_t size)
{
  chunk *c = mem_alloc(sizeof *c + size);
  c->prev = NULL;
  c->used = 0;
  c->size = size;
  return c;
}

ast_arena *ast_arena_new(void)
{
  ast_arena *ar = mem_alloc(sizeof *ar);
  ar->head = new_chunk(CHUNK_SIZE);
  return ar;
}

void ast_arena_free(ast_arena *ar)
{
  if (!ar)
    return;
  chunk *c = ar->head;
  while (c) {
    chunk *prev = c->prev;
    free(c);
    c = prev;
  }
  free(ar);
}

static void *arena_alloc(ast_arena *ar, size_t n)
{
  const size_t align = alignof(max_align_t);
  n = (n + align - 1) & ~(align - 1);
  chunk *c = ar->head;
  if (c->size - c->used < n) {
    if (n > CHUNK_SIZE / 4) {
      /* a big block gets a chunk of its own, kept behind the current one */
      chunk *big = new_chunk(n);
      big->used = n;
      big->prev = c->prev;
      c->prev = big;
      return big->data;
    }
    c = new_chunk(CHUNK_SIZE);
    c->prev = ar->head;
    ar->head = c;
  }
  void *p = c->data + c->used;
  c->used += n;
  return p;
}

node *ast_new(ast_arena *ar, node_kind k, loc where)
{
  node *n = arena_alloc(ar, sizeof *n);
  memset(n, 0, sizeof *n);
  n->kind = k;
  n->where = where;
  return n;
}

const char *ast_strdup(ast_arena *ar, const char *s, size_t n)
{
  char *p = arena_alloc(ar, n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

node *ast_append(node *list, node *item)
{
  if (!list)
    return item;
  if (!item)
    return list;
  node *t = list;
  while (t->next)
    t = t->next;
  t->next = item;
  return list;
}
