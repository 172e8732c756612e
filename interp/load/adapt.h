/* adapt.h: a library adapted by the script that imports it:
 *   import "tricks" with beats, tricks_taken = tricks
 * leaves the library's beats and tricks_taken out; the script's own beats
 * takes the place of the first, and its tricks of the second (the checker
 * reads the library's name tricks_taken as tricks).
 */
#ifndef HOYLE_ADAPT_H
#define HOYLE_ADAPT_H

#include "front/ast.h"
#include "front/diag.h"

/* Returns the library's declarations `lib` less those the import `imp`
 * names after 'with', once the script's own declarations `own` are found
 * to hold, for each, one of the same kind (a function with as many
 * parameters) under the name given; reports to d each name that does not
 * fit. */
node *adapt_library(diag *d, const node *imp, node *lib, const node *own);

#endif
