/* reportfile.c: the file of an HTML page (--report): opened before a run,
 * so that a path that cannot be written is told before the games; closed
 * after it, or removed when the run did not play. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "cli/reportfile.h"
#include "hoyle.h"

FILE *report_open(const char *path, const char *cmd)
{
  FILE *f = fopen(path, "w");
  if (!f)
    fprintf(stderr, "hoyle %s: --report: cannot write '%s': %s\n", cmd, path, strerror(errno));
  return f;
}

int report_close(FILE *f, const char *path, const char *cmd)
{
  int bad = ferror(f);
  if (fclose(f) != 0 || bad) {
    fprintf(stderr, "hoyle %s: --report: could not write '%s'\n", cmd, path);
    return HOYLE_ENOINPUT;
  }
  return 0;
}

int report_finish(FILE *f, int played, const char *path, const char *cmd, int rc)
{
  if (!played) {
    fclose(f);
    remove(path);
    return rc;
  }
  int wr = report_close(f, path, cmd);
  return rc ? rc : wr;
}
