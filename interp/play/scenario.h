/* scenario.h: scenario files (hoyle test): a stacked deck, scripted choices
 * and expectations about the state reached.  The format is in hoyle(5). */
#ifndef HOYLE_SCENARIO_H
#define HOYLE_SCENARIO_H

#include <stdio.h>

/* Runs one scenario; prints "ok PATH" or "FAIL PATH: why" (and details) to
 * out, and, when trace is not NULL, each line as it acts and the
 * onlooker's transcript to trace.  Returns 0 if it passed, 1 if it failed,
 * HOYLE_ENOINPUT if it or its script cannot be read, HOYLE_ESCRIPT if its
 * script has errors. */
int scenario_run(const char *path, FILE *out, FILE *trace);

#endif
