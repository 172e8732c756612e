/* order.h: what makes a hook's results the same for the same seed (see
 * hoyle-lua(3)): pairs and next that visit keys in a defined order, a
 * stable table.sort, and tostring and string.format that never print an
 * address. */
#ifndef HOYLE_ORDER_H
#define HOYLE_ORDER_H

#include <lua.h>

/* Puts pairs, next and tostring into the sandbox's base (at index base),
 * and replaces table.sort and string.format in the libraries.  pairs and
 * next sort keys with the function on top of the stack, which it pops:
 * order_sorted_keys, bounded in time as the sandbox sees fit. */
void order_open(lua_State *L, int base);

/* sorted_keys(t): an array of t's keys in order, numbers first (by value),
 * then strings (bytewise), then false and true, and how many; or nil and
 * the type of a key that has no order but by address (a table, a
 * function). */
int order_sorted_keys(lua_State *L);

/* Pushes the text of the value at idx, as the sandbox's tostring makes it. */
void order_push_string(lua_State *L, int idx);

#endif
