/* module.c: freeing what the compiler allocated for a module. */
#include <stdlib.h>
#include "core/module.h"

void module_free(module *m)
{
  free(m->code);
  free(m->locs);
  free(m->consts);
  free(m->strs);
  m->code = NULL; m->locs = NULL; m->consts = NULL; m->strs = NULL;
}
