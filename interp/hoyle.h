/* hoyle.h: the public interface of libhoyle, the Hoyle rules language.
 *
 * A script is loaded once (parsed, checked, compiled into an immutable
 * module) and can then drive any number of games.  A game is one flat block
 * of memory: copy it with memcpy.  The game runs until it needs a decision,
 * ends, or fails; the caller (an agent, a scenario, the terminal) answers
 * decisions with hoyle_choose.
 */
#ifndef HOYLE_H
#define HOYLE_H

#include <stdint.h>
#include <stdio.h>

#define HOYLE_VERSION "0.1.0"

/* Exit statuses, after sysexits(3). */
enum hoyle_status {
  HOYLE_OK = 0,
  HOYLE_EUSAGE = 64,     /* bad command line or option value */
  HOYLE_ESCRIPT = 65,    /* the script has errors */
  HOYLE_ENOINPUT = 66,   /* a file cannot be read */
  HOYLE_ERUNTIME = 70    /* a rule failed while running */
};

#endif
