/* mem.h: memory that cannot run out, Hoyle's one way of meeting exhaustion.
 *
 * A machine out of memory cannot play a card game sensibly, and every
 * caller checking for it would hide the rules behind error paths; so, as in
 * jq and git, these allocate or stop the process with "hoyle: out of
 * memory" on standard error and abort().  The Lua sandbox is the exception
 * by design: a hook that passes its memory bound fails its game with a
 * run-time error (lua/hooks.c), since that bound is a rule, not exhaustion.
 */
#ifndef HOYLE_MEM_H
#define HOYLE_MEM_H

#include <stddef.h>

void *mem_alloc(size_t n);
void *mem_zalloc(size_t n);                 /* zero-filled */
void *mem_realloc(void *p, size_t n);
char *mem_strdup(const char *s);
/* Stops the process: memory is exhausted. */
_Noreturn void mem_exhausted(void);

#endif
