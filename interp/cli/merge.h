/* merge.h: hoyle merge, the JSON of a run's shards added up into the
 * whole run's.  See hoyle(1). */
#ifndef HOYLE_CLI_MERGE_H
#define HOYLE_CLI_MERGE_H

/* hoyle merge FILE...: the shards' JSON combined; the exit status. */
int merge_command(char **files, int n);

#endif
