/* builtins.c: the table of builtin functions; see builtins.h. */
#include <string.h>
#include "check/builtins.h"

#define ONE(name, param, result, op) { name, 1, { param }, { NULL }, result, op, -1 }
#define STEP(name, operand) { name, 1, { T_RANK }, { NULL }, T_RANK, OP_RANKSTEP, operand }

const builtin builtins[BI__COUNT] = {
  [BI_TOP] = ONE("top", T_ZONE, T_CARD, OP_TOP),
  [BI_COUNT] = ONE("count", T_ZONE, T_INT, OP_COUNT),
  [BI_MIN] = { "min", 2, { T_INT, T_INT }, { "the argument", "the argument" }, T_INT, OP_MIN, -1 },
  [BI_MAX] = { "max", 2, { T_INT, T_INT }, { "the argument", "the argument" }, T_INT, OP_MAX, -1 },
  [BI_ABS] = { "abs", 1, { T_INT }, { "the argument" }, T_INT, OP_ABS, -1 },
  [BI_IFELSE] = { "ifelse", 3, { T_BOOL }, { "the condition of 'ifelse'" }, T_ERROR, .operand = -1 },
  [BI_NEXT_OF] = ONE("after", T_PLAYER, T_PLAYER, OP_NEXT),
  [BI_BEFORE] = ONE("before", T_PLAYER, T_PLAYER, OP_PREV),
  [BI_POINTS] = ONE("points", T_ZONE, T_INT, OP_ZPOINTS),
  [BI_KNOWS] = { "knows", 2, { T_PLAYER, T_CARD }, { NULL }, T_BOOL, OP_KNOWS, -1 },
  [BI_IN_PLAY] = { "in_play", 1, { T_PLAYER }, { "the argument" }, T_BOOL, OP_INPLAY, -1 },
  [BI_IN_GAME] = { "in_game", 1, { T_PLAYER }, { "the argument" }, T_BOOL, OP_INGAME, -1 },
  [BI_REMAINING] = { "remaining", 0, { T_VOID }, { NULL }, T_INT, OP_REMAINING, -1 },
  [BI_BEATS] = { "beats", 2, { T_SET, T_SET }, { NULL }, T_BOOL, OP_BEATS, -1 },
  [BI_HIGHEST] = { "highest", 1, { T_ZONE }, { NULL }, T_CARD, OP_ZEXTREME, 1 },
  [BI_LOWEST] = { "lowest", 1, { T_ZONE }, { NULL }, T_CARD, OP_ZEXTREME, 0 },
  [BI_PLACE] = ONE("place", T_PLAYER, T_INT, OP_PLACE),
  [BI_FINISHER] = ONE("finisher", T_INT, T_PLAYER, OP_FINISHER),
  /* RANKSTEP's operand: bit 0 down, bit 1 wrap around */
  [BI_RANK_AFTER] = STEP("rank_after", 0),
  [BI_RANK_BEFORE] = STEP("rank_before", 1),
  [BI_RANK_AFTER_WRAP] = STEP("rank_after_wrap", 2),
  [BI_RANK_BEFORE_WRAP] = STEP("rank_before_wrap", 3),
  [BI_AT] = { "at", 2, { T_ZONE, T_INT }, { NULL, "the position given to 'at'" }, T_CARD, OP_AT, -1 },
  [BI_LAST_ROUND] = { "last_round", 0, { T_VOID }, { NULL }, T_BOOL, OP_INLAST, -1 },
  [BI_SHUFFLE] = { "shuffle", 1, { T_ZONE }, { "what is shuffled" }, T_VOID, OP_SHUFFLE, -1 },
  /* WIN's operand 1: p loses, the others win */
  [BI_LOSE] = { "lose", 1, { T_PLAYER }, { "the loser" }, T_VOID, OP_WIN, 1 },
  /* TEAM's operand: 0 the team's number, 2 the next seat of the team */
  [BI_TEAM] = { "team", 1, { T_PLAYER }, { "the argument" }, T_INT, OP_TEAM, 0 },
  [BI_PARTNER] = { "partner", 1, { T_PLAYER }, { "the argument" }, T_PLAYER, OP_TEAM, 2 },
  /* the compiler gives AT the position 1 */
  [BI_BOTTOM] = ONE("bottom", T_ZONE, T_CARD, OP_AT),
  /* a family of zones made during play: the first of its zones with no
   * card, and (count of a family) how many hold cards */
  [BI_NEW] = { "new", 1, { T_FAMILY }, { NULL }, T_ZONE, OP_ZNEW, OPERAND_FAMILY },
  [BI_COUNT_MADE] = { "count", 1, { T_FAMILY }, { NULL }, T_INT, OP_ZMADE, OPERAND_FAMILY },
};

int builtin_find(const char *name)
{
  for (int i = 0; i < BI__COUNT; i++)
    if (strcmp(name, builtins[i].name) == 0)
      return i;
  return -1;
}
