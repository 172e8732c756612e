/* compare.h: hoyle compare, two variants on the same seeds side by side. */
#ifndef HOYLE_CLI_COMPARE_H
#define HOYLE_CLI_COMPARE_H

#include "stats/simrun.h"

/* hoyle compare: A's script (files[0]) and options are in su; B's side
 * (after "--") holds at most a script and -D options; or two scripts and
 * no "--".  The exit status. */
int compare_command(hoyle_setup *su, const sim_opts *o, char **files, int nfiles,
                    char **bside, int nb);

#endif
