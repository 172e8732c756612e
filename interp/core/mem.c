/* mem.c: allocation that stops the process when memory is exhausted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/mem.h"

_Noreturn void mem_exhausted(void)
{
  fputs("hoyle: out of memory\n", stderr);
  abort();
}

void *mem_alloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (!p)
    mem_exhausted();
  return p;
}

void *mem_zalloc(size_t n)
{
  void *p = calloc(1, n ? n : 1);
  if (!p)
    mem_exhausted();
  return p;
}

void *mem_realloc(void *p, size_t n)
{
  void *q = realloc(p, n ? n : 1);
  if (!q)
    mem_exhausted();
  return q;
}

char *mem_strdup(const char *s)
{
  size_t n = strlen(s) + 1;
  return memcpy(mem_alloc(n), s, n);
}
