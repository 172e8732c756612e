/* diag.h: error reports that name file:line:col, quote the line (or a
 * window of a long one) and put a caret under the spot.  A diag remembers
 * the text of every file it has seen, so any later pass can quote source
 * lines.
 */
#ifndef HOYLE_DIAG_H
#define HOYLE_DIAG_H

#include <stdio.h>
#include "front/ast.h"

typedef struct diag_source {
  const char *path;
  char *text;
  size_t len;                /* bytes of text (a NUL among them is an error's) */
  size_t *lines;             /* offset in text of the start of each line */
  int nlines;
  struct diag_source *next;
} diag_source;

typedef struct diag {
  FILE *out;
  int errors;
  diag_source *sources;
} diag;

void diag_init(diag *d, FILE *out);
void diag_free(diag *d);
/* Reads a whole file and remembers it, with a NUL after it; sets *len to
 * its bytes (a NUL among them is the caller's to refuse).  NULL (and errno
 * set) on failure: EFBIG for a file past FILE_MAX bytes (read no further),
 * EINVAL for what is not a regular file: a FIFO, a device or a directory
 * is refused unread, so nothing waits on a writer. */
/* Opens path for reading if it is a regular file of at most FILE_MAX
 * bytes: opened without waiting (a FIFO would wait for a writer), then
 * looked at; NULL with errno set if not (diag_load_failure says why). */
FILE *diag_open_regular(const char *path);
const char *diag_load(diag *d, const char *path, size_t *len);
/* Why diag_load failed, from its errno: strerror, the size limit, or not
 * a regular file. */
const char *diag_load_failure(int err);
/* Remembers text already in memory under a name (for tests and -e). */
const char *diag_add_text(diag *d, const char *path, const char *text);
/* Copies the line of the script at `at` into buf, without its leading and
 * trailing blanks; "" when the text is not known. */
void diag_line(const diag *d, loc at, char *buf, size_t size);
/* Reports an error; only the first DIAG_ERRORS_SHOWN (core/limits.h) are
 * written, every one is counted in d->errors. */
void diag_error(diag *d, loc at, const char *fmt, ...)
  __attribute__((format(printf, 3, 4)));
void diag_note(diag *d, loc at, const char *fmt, ...)
  __attribute__((format(printf, 3, 4)));
/* The last lines of a report of errors: "PATH: and N more errors" when
 * some were not written, then "PATH: N errors". */
void diag_summary(const diag *d, const char *path);
/* Prints to out the quoted line and caret for a location (used by run-time
 * errors).  Writes nothing to d, so threads sharing d may call it at once. */
void diag_quote(const diag *d, FILE *out, loc at);

#endif
