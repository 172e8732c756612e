/* types.c: the names of static types, as messages print them. */
#include "core/types.h"

const char *type_name(type t)
{
  switch (t) {
  case T_ERROR: return "error";
  case T_NONE: return "none";
  case T_INT: return "number";
  case T_BOOL: return "truth value";
  case T_CARD: return "card";
  case T_SUIT: return "suit";
  case T_RANK: return "rank";
  case T_PLAYER: return "player";
  case T_ZONE: return "zone";
  case T_FAMILY: return "family of zones";
  case T_STR: return "string";
  case T_VOID: return "nothing";
  case T_SET: return "set";
  case T_LIST: return "list";
  }
  return "?";
}
