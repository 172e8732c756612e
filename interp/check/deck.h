/* deck.h: a custom deck declaration (`deck suits ... ranks ...`) read into
 * the module's deck tables, its rank order and points. */
#ifndef HOYLE_CHECK_DECK_H
#define HOYLE_CHECK_DECK_H

#include "front/ast.h"
#include "front/diag.h"
#include "core/module.h"

/* Fills m's deck from the words of `deck` (an N_DECK with words),
 * reporting each fault to d. */
void deck_declare(module *m, const node *deck, diag *d);

#endif
