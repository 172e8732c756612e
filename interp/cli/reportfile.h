/* reportfile.h: the file of the HTML page of hoyle sim and compare
 * (--report), whose contents stats/report.h writes. */
#ifndef HOYLE_CLI_REPORTFILE_H
#define HOYLE_CLI_REPORTFILE_H

#include <stdio.h>

/* Opens path for writing before a run: NULL after a message naming cmd. */
FILE *report_open(const char *path, const char *cmd);
/* Closes the page; 0, or HOYLE_ENOINPUT after a message when it could
 * not be written. */
int report_close(FILE *f, const char *path, const char *cmd);
/* Closes the page of a run that played, or removes it when the run did
 * not play; the exit status: rc, or report_close's when rc is 0. */
int report_finish(FILE *f, int played, const char *path, const char *cmd, int rc);

#endif
