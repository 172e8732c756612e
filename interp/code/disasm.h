/* disasm.h: printing a module's bytecode with the source lines it came from. */
#ifndef HOYLE_DISASM_H
#define HOYLE_DISASM_H

#include <stdio.h>
#include "load/script.h"

void disasm(script *s, FILE *out);

#endif
