/* types.h: the small types every stage shares: a place in a script's source
 * and a static type, as the checker works them out and the module keeps them. */
#ifndef HOYLE_TYPES_H
#define HOYLE_TYPES_H

typedef struct loc { const char *file; int line, col, end_col; } loc;

/* Static types, filled in by the checker. */
typedef enum type {
  T_ERROR, T_NONE, T_INT, T_BOOL, T_CARD, T_SUIT, T_RANK, T_PLAYER,
  T_ZONE, T_STR, T_VOID, T_SET,
  T_FAMILY,       /* a family of zones made during play (zone meld : ..., many 8) */
  T_LIST          /* a list variable (var l : list of rank): its items' type apart */
} type;

/* How a zone was declared: one per player (or per team), face up, private to
 * its owner; and how a table shows it: never (internal: bookkeeping) or always. */
enum zone_flags { ZONE_EACH = 1, ZONE_FACE_UP = 2, ZONE_PRIVATE = 4, ZONE_TEAM = 8,
                  ZONE_INTERNAL = 16, ZONE_SHOWN = 32, ZONE_KEPT = 64 };
/* `many n` (a family of n zones made during play) rides on the parsed flags
 * above these bits. */
#define ZONE_MANY_SHIFT 8

/* "int", "card", ...: the name a script would use. */
const char *type_name(type t);

#endif
