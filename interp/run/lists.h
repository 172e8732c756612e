/* lists.h: lists (var seen : list of rank, var seen : each player list of
 * card, let held : list of card) kept in value slots, their length first
 * (lists.c; the instructions on them are in ops.h). */
#ifndef HOYLE_LISTS_H
#define HOYLE_LISTS_H

#include "run/game.h"

/* The items of the list kept from global slot: "7 K", or "none". */
void list_str(const game *g, int slot, char *buf, int n);
/* The list variable whose list (or one of whose lists, one each player
 * has) is kept from global slot, or NULL. */
const global_info *list_at(const module *m, int slot);
/* The game fails at `at`: the list at ref (its global slot, or negative
 * for a local list) is full. */
void list_full(game *g, int at, int ref);

#endif
