/* value.h: the tagged value every VM slot holds.  Types are checked before a
 * script runs; the tag exists so that `none` compares and prints right and
 * so that printing needs no type information. */
#ifndef HOYLE_VALUE_H
#define HOYLE_VALUE_H

#include <stdint.h>

typedef enum vtag {
  V_NONE, V_INT, V_BOOL, V_CARD, V_SUIT, V_RANK, V_PLAYER, V_ZONE, V_STR, V_SET
} vtag;

/* The tag is a full word, not a byte: a store through a character type may
 * alias anything, so a byte-wide tag made the compiler reload the game's
 * fields after every value written. */
typedef struct value { int32_t v; uint32_t tag; } value;

/* Strings made at run time live in the game's scratch text; their value has
 * this bit set, constants are indices into the module's string table. */
#define STR_DYNAMIC 0x40000000
/* A text not yet made: its parts, kept as values in the pending decision
 * (run/names.c), offset and count packed below this bit. */
#define STR_PARTS 0x20000000

static inline value mkval(vtag t, int32_t v) { value x = { v, (uint32_t)t }; return x; }

#endif
