/* lists.h: list variables (var seen : list of rank) kept in global slots,
 * their length first (lists.c; the instructions on them are in ops.h). */
#ifndef HOYLE_LISTS_H
#define HOYLE_LISTS_H

#include "run/game.h"

/* The items of the list kept from global slot: "7 K", or "none". */
void list_str(const game *g, int slot, char *buf, int n);
/* The list variable kept from global slot, or NULL. */
const global_info *list_at(const module *m, int slot);

#endif
