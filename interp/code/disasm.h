/* disasm.h: printing a module's bytecode with the source lines it came from. */
#ifndef HOYLE_DISASM_H
#define HOYLE_DISASM_H

#include <stdio.h>
#include "core/module.h"
#include "front/diag.h"

/* Lists m's code to out, quoting the source lines that d has read. */
void disasm(const module *m, const diag *d, FILE *out);

#endif
