/* input.h: a person's answers read as whole lines, however long, with the
 * surrounding blanks trimmed (see input.c); only a line's first INPUT_MAX - 1
 * bytes are kept, so that no line, however long, fills the memory. */
#ifndef HOYLE_INPUT_H
#define HOYLE_INPUT_H

#include <stdio.h>

#define INPUT_MAX 1024

typedef struct input { FILE *in; char *buf; size_t cap; } input;

/* The next line without its newline and surrounding blanks, or NULL at the
 * end of the input.  The text lasts until the next call. */
const char *input_line(input *i);
/* Whether the answer asks to leave: q, Q, quit (any case). */
int input_quits(const char *line);
/* Writes an answer back quoted, at most 40 characters, anything not
 * printable ASCII as '?', so junk typed cannot garble the screen. */
void input_echo(FILE *out, const char *line);
void input_free(input *i);

#endif
