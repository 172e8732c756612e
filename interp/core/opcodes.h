/* opcodes.h: the bytecode instruction set, one X-macro list.
 *
 * An instruction is one opcode byte followed by 0 to 3 operands of 16 bits
 * each, in the machine's byte order (code is made at load time and never
 * written out, so one load fetches an operand):
 *
 *     +--------+--------+--------+--------+--------+--------+--------+
 *     | opcode |   operand A     |   operand B     |   operand C     |
 *     +--------+--------+--------+--------+--------+--------+--------+
 *
 * Jumps hold an absolute code offset in their last operand.  Besides the
 * plain stack instructions there are fused ones for the shapes every card
 * game's rules are full of, as Lua has EQK beside EQ: the rank or suit of a
 * local card (LRANK), of a shared zone's top card (ZRANK), and tests that
 * jump on a field of a local card against a constant, a shared variable or
 * the same field of a shared zone's top card (JRANKEQK, JRANKEQG, JRANKEQZ:
 * "does this card follow the pile?") without pushing anything.
 *
 * Every code byte has a place in the script, and an error is reported at
 * its instruction's place, except that JRANKEQZ and kin report an empty
 * zone at operand B's, which is the place of top(z).rank.
 *
 * The list below generates the opcode enum, the name table, operand counts,
 * the disassembler and the VM's dispatch.  Columns: name, operand count,
 * where the VM runs it, "stack effect: what it does".  HOT instructions run
 * inline in the loop of run/vm.c; COLD ones, off the hot path, each by a
 * function op_NAME of their own (run/ops.h).
 */
#ifndef HOYLE_OPCODES_H
#define OPT_WORDED 0x4000   /* OPTZONE: the arm has `as` words */
/* JORDLK's operand A: the local's slot (at most ORDLK_SLOT), the test
 * (ORDLK_LT, _LE, _GT, _GE) shifted left 8, and ORDLK_WHEN to jump when
 * the test holds (else when it does not); JORDK's, the same with no slot;
 * JORDL's, the same as JORDLK's. */
enum { ORDLK_LT, ORDLK_LE, ORDLK_GT, ORDLK_GE };
#define ORDLK_SLOT 0xff
#define ORDLK_WHEN 0x400
/* MEMOJ's operand A with this bit: jump to B when the part is true (else
 * when false). */
#define MEMO_WHEN 0x1000
/* The list instructions (LISTCLEAR ... LISTCOPY) take "the list at A": a
 * global slot, or, when A is LIST_DYN (limits.h), the list whose reference
 * was pushed last, above their other operands: a list each player has
 * (LISTP) or a local one (LISTL). */

#define HOYLE_OPCODES_H

#define OPCODES(OP) \
  OP(CONST,      1, HOT,  "-- k: push constant A") \
  OP(NONE,       0, HOT,  "-- none") \
  OP(GETG,       1, HOT,  "-- v: push global slot A") \
  OP(SETG,       1, HOT,  "v --: store into global slot A") \
  OP(GETP,       1, HOT , "p -- v: per-player variable A of player p") \
  OP(SETP,       1, HOT , "v p --: store into per-player variable A of p") \
  OP(GETL,       1, HOT,  "-- v: push local A of the current frame") \
  OP(GETL2,      2, HOT,  "-- a b: push local A, then local B (x + y, f(x, y))") \
  OP(SETL,       1, HOT,  "v --: store into local A") \
  OP(POP,        0, HOT,  "v --") \
  OP(DUP,        0, HOT,  "v -- v v") \
  OP(ADD,        0, HOT,  "a b -- a+b") \
  OP(SUB,        0, HOT,  "a b -- a-b") \
  OP(ADDK,       1, HOT,  "a -- a+k: add A, a number from -32767 to 32767 (x + 1, x - 2, x += 3)") \
  OP(ADDL,       2, HOT,  "--: add B, a number from -32767 to 32767, to local A (a loop's count)") \
  OP(MUL,        0, HOT,  "a b -- a*b") \
  OP(DIV,        0, COLD, "a b -- a/b (error on zero)") \
  OP(MOD,        0, COLD, "a b -- a%b (error on zero)") \
  OP(MIN,        0, HOT,  "a b -- min(a,b)") \
  OP(MAX,        0, HOT,  "a b -- max(a,b)") \
  OP(ABS,        0, HOT,  "a -- |a|") \
  OP(NEG,        0, HOT,  "a -- -a") \
  OP(NOT,        0, HOT,  "a -- !a") \
  OP(EQ,         0, HOT,  "a b -- a==b (tag and value)") \
  OP(NE,         0, HOT,  "a b -- a!=b") \
  OP(LT,         0, HOT,  "a b -- a<b (ranks by the deck's order)") \
  OP(LE,         0, HOT,  "a b -- a<=b") \
  OP(GT,         0, HOT,  "a b -- a>b") \
  OP(GE,         0, HOT,  "a b -- a>=b") \
  OP(COALESCE,   0, HOT,  "a b -- a if a is not none, else b") \
  OP(JMP,        1, HOT,  "--: jump to A") \
  OP(TALLY,      1, HOT,  "--: branch A of an if taken, counted for hoyle sim") \
  OP(JF,         1, HOT,  "b --: jump to A if b is false") \
  OP(JT,         1, HOT,  "b --: jump to A if b is true") \
  OP(JFK,        1, HOT,  "b -- b: jump to A keeping b if false, else pop (and)") \
  OP(JTK,        1, HOT,  "b -- b: jump to A keeping b if true, else pop (or)") \
  OP(JEQ,        1, HOT,  "a b --: jump to A if a == b") \
  OP(JNE,        1, HOT,  "a b --: jump to A if a != b") \
  OP(JEQK,       2, HOT,  "a --: jump to B if a equals constant A") \
  OP(JNEK,       2, HOT,  "a --: jump to B if a differs from constant A") \
  OP(JEQG,       2, HOT,  "a --: jump to B if a equals global slot A") \
  OP(JNEG,       2, HOT,  "a --: jump to B if a differs from global slot A") \
  OP(JOPTS,      1, HOT,  "--: jump to A if the choice being built has an option") \
  OP(CALL,       2, HOT,  "args -- r: call function A with B arguments") \
  OP(CALLV,      2, HOT,  "args --: call function A with B arguments for its effect; drop its result") \
  OP(RET,        0, HOT,  "r --: return r to the caller") \
  OP(RETNONE,    0, HOT,  "--: return none to the caller") \
  OP(RANK,       0, HOT,  "c -- r: rank of card c") \
  OP(RANKSTEP,   1, HOT,  "r -- r': the rank after r in the deck's order (before if A&1; round the ends if A&2), or none") \
  OP(LRANK,      1, HOT,  "-- r: rank of the card in local A") \
  OP(LSUIT,      1, HOT,  "-- s: suit of the card in local A") \
  OP(JRANKEQK,   3, HOT,  "--: jump to C if the card in local A has rank B (a rank's number, not a constant's index)") \
  OP(JRANKNEK,   3, HOT,  "--: jump to C if the card in local A has not rank B") \
  OP(JSUITEQK,   3, HOT,  "--: jump to C if the card in local A has suit B (a suit's number)") \
  OP(JSUITNEK,   3, HOT,  "--: jump to C if the card in local A has not suit B") \
  OP(JRANKEQG,   3, HOT,  "--: jump to C if the rank of the card in local A equals global slot B") \
  OP(JRANKNEG,   3, HOT,  "--: jump to C if the rank of the card in local A differs from global slot B") \
  OP(JSUITEQG,   3, HOT,  "--: jump to C if the suit of the card in local A equals global slot B") \
  OP(JSUITNEG,   3, HOT,  "--: jump to C if the suit of the card in local A differs from global slot B") \
  OP(JRANKEQZ,   3, HOT,  "--: jump to C if the card in local A has the rank of the top card of zone slot B (a shared zone's)") \
  OP(JRANKNEZ,   3, HOT,  "--: jump to C if the card in local A has not the rank of the top card of zone slot B (a shared zone's)") \
  OP(JSUITEQZ,   3, HOT,  "--: jump to C if the card in local A has the suit of the top card of zone slot B (a shared zone's)") \
  OP(JSUITNEZ,   3, HOT,  "--: jump to C if the card in local A has not the suit of the top card of zone slot B (a shared zone's)") \
  OP(EQK,        1, HOT,  "a -- a==k: compare with constant A") \
  OP(ZTOP,       1, HOT,  "-- c: top card of the shared zone of slot A, or none") \
  OP(ZRANK,      1, HOT,  "-- r: rank of the top card of the shared zone of slot A (error if empty)") \
  OP(JORDLK,     3, HOT,  "--: jump to C when the number in local A & 255 tested against int constant B by (A >> 8) & 3 (<, <=, >, >=) is A & ORDLK_WHEN (error on none)") \
  OP(JORDL,      2, HOT,  "--: jump to B when local A & 255 tested against local (A & 255) + 1 by (A >> 8) & 3 (<, <=, >, >=) is A & ORDLK_WHEN, as LT and kin order them (a loop's count against its bound)") \
  OP(JORDK,      3, HOT,  "n --: jump to C when n tested against int constant B by (A >> 8) & 3 (<, <=, >, >=) is A & ORDLK_WHEN (error on none)") \
  OP(ZSUIT,      1, HOT,  "-- s: suit of the top card of the shared zone of slot A (error if empty)") \
  OP(SUIT,       0, HOT,  "c -- s: suit of card c") \
  OP(POINTS,     0, HOT,  "c -- n: points of card c by the deck's table") \
  OP(ZONE,       1, HOT,  "-- z: the shared zone of slot A") \
  OP(ZONEP,      1, HOT,  "p -- z: player p's zone of the zone whose first slot is A") \
  OP(ZONEC,      1, HOT,  "-- z: the current player's zone of the zone whose first slot is A") \
  OP(ZCOUNT,     1, HOT,  "-- n: number of cards in the shared zone of slot A (ZONE and COUNT: count(stock))") \
  OP(ZCOUNTC,    1, HOT,  "-- n: number of cards in the current player's zone of the zone whose first slot is A (count(hand))") \
  OP(ZCOUNTP,    1, HOT,  "p -- n: number of cards in player p's zone of the zone whose first slot is A (count(hand of p))") \
  OP(TOP,        0, HOT,  "z -- c: top card of z, or none") \
  OP(COUNT,      0, HOT,  "z -- n: number of cards in z") \
  OP(AT,         0, HOT , "z n -- c: the card at position n of z (1 is the bottom), or none") \
  OP(WALKSTART,  2, HOT,  "z --: walk z: z into local A, place 0 into A+1; the first card into A+2, or jump to B if none") \
  OP(WALKSTARTC, 3, HOT,  "--: as WALKSTART into local B, jumping to C, of the current player's zone of the zone whose first slot is A (ZONEC A; WALKSTART B C: for c in hand)") \
  OP(WALK,       2, HOT,  "--: while the zone in local A has cards left (place in A+1): the next into A+2, jump to B") \
  OP(WALKB,      2, HOT,  "--: as WALK, after a step back if the card in A+2 has left its place (a for loop whose body may move it)") \
  OP(WALKR,      2, HOT,  "--: as WALK, to the next card whose rank passes the test at B, the walk's first (JRANKOUT, JRANKEQK, JRANKNEK, JRANKINL or JRANKOUTL of the card in A+2, jumping back here when it fails): jump past that test") \
  OP(MEMOCLEAR,  1, HOT,  "--: forget the parts of a walk's condition worked out once (compile.c's memo): none into the A >> 8 locals from local A & 255") \
  OP(MEMO,       2, HOT,  "-- [v]: the part kept in local A, if known (not none): push it, jump to B") \
  OP(MEMOJ,      3, HOT,  "--: the part kept in local A & 255, if known (as MEMO): jump to B if it is true and A has MEMO_WHEN, or false and not; else to C") \
  OP(MEMOSET,    1, HOT,  "v -- v: keep v as the part in local A, known from now unless none") \
  OP(MEMOK,      2, HOT,  "--: the part kept in local A, if known (not none): jump to B, pushing nothing (a field jump reads it)") \
  OP(SETSTART,   2, COLD, "z --: walk the sets of z: z into local A, place into A+1; the first set into A+2, or jump to B if none") \
  OP(SETWALK,    2, COLD, "--: while the zone in local A has sets left (place in A+1): the next into A+2, jump to B") \
  OP(SETCARD,    1, COLD, "-- c: the first card of the set in local A still in the set's zone, or none") \
  OP(SETRANK,    0, COLD, "s -- r: the rank of set s") \
  OP(SETSIZE,    0, COLD, "s -- n: the number of cards of set s") \
  OP(BEATS,      0, COLD, "s t -- b: s beats t (t none, or the same size and a higher rank)") \
  OP(PLACE,      0, COLD, "p -- n: the place p went out in this deal (1 first), 0 if still in") \
  OP(FINISHER,   0, COLD, "n -- p: the player who went out n-th this deal, or none") \
  OP(ZEXTREME,   1, COLD, "z -- c: the highest (A=1) or lowest (A=0) card of z by rank order, or none") \
  OP(ZPOINTS,    0, COLD, "z -- n: the points of all cards in z") \
  OP(RANKCOUNT,  1, HOT , "z r -- n: number of cards in z of rank r (of card r's rank if A)") \
  OP(RANKCOUNTL, 1, HOT , "z -- n: number of cards in z of the rank of the card in local A (0 if z is empty, whatever A holds)") \
  OP(ZNEW,       1, HOT,  "f -- z: the first zone of family f (its first zone's index A) holding no card") \
  OP(ZMADE,      1, HOT,  "f -- n: the zones of family f (first zone A) holding cards") \
  OP(DEALER,     0, HOT,  "-- p: the dealer of this deal") \
  OP(WINNER,     0, COLD, "-- p: the winner of the deal that just ended") \
  OP(CURRENT,    0, HOT,  "-- p: the player whose turn it is") \
  OP(NEXT,       0, HOT , "p -- p': the player after p in the direction of play") \
  OP(PREV,       0, COLD, "p -- p': the player before p in the direction of play") \
  OP(NPLAYERS,   0, HOT,  "-- n: number of players") \
  OP(NLOOP,      1, COLD, "-- s: the players in play from the current one (A=0) or the next (A=1), in turn order, packed") \
  OP(PNEXT,      0, HOT , "s -- p s': the first player of the packed set s, and the rest of s") \
  OP(FACE,       0, COLD, "c -- n: the card's face, rank * 4 + suit (0: a joker, -1: none)") \
  OP(NTH,        1, HOT,  "i -- x: the i-th rank by the deck's order, lowest first (A=0), or suit (A=1)") \
  OP(INPLAY,     0, HOT , "p -- b: p neither sits out nor is eliminated") \
  OP(INGAME,     0, HOT , "p -- b: p is not eliminated") \
  OP(REMAINING,  0, HOT , "-- n: the number of players in play") \
  OP(KNOWS,      0, COLD, "p c -- b: player p knows card c") \
  OP(SHOW,       1, HOT,  "c [p] --: p knows card c (A=1), or everyone does (A=0)") \
  OP(OUT,        1, COLD, "p --: p sits out the deal (A=0) or is out of the game (A=1)") \
  OP(SEATAFTER,  0, COLD, "p q --: p moves to sit right after q") \
  OP(SETDEALER,  0, COLD, "p --: p is the dealer (of the next deal, if set between deals)") \
  OP(TURNTO,     0, HOT , "p --: the next turn goes to p") \
  OP(END,        1, COLD, "--: the deal ends (A=0) or the game does (A=1)") \
  OP(DRAW,       0, HOT,  "p -- ok: move the top of the stock to p's hand; false if none") \
  OP(DRAWZ,      0, COLD, "p src dst -- ok: p moves the top of src onto dst; false if none") \
  OP(SHUFFLE,    0, COLD, "z --: shuffle z") \
  OP(DEAL,       1, COLD, "n src --: deal n cards one at a time to zone A of each player (n none: all of src)") \
  OP(MOVETOP,    1, COLD, "src dst --: move the top card of src onto dst (A=1: under its cards)") \
  OP(MOVECARD,   1, COLD, "c dst --: move card c onto dst (A=1: under its cards)") \
  OP(MOVEALL,    2, COLD, "src dst --: move all cards of src but the top A onto dst (B: 1 under its cards, 2 turned over)") \
  OP(REPLACE,    0, COLD, "old new dst --: new takes the place of old in its zone; old goes onto dst") \
  OP(PLAY,       0, COLD, "c --: move card c to the play pile and run 'when played'") \
  OP(PLAYL,      1, HOT,  "--: play the card in local A, as PLAY does") \
  OP(PLAYTO,     0, HOT,  "c z --: move card c onto z and run 'when played'") \
  OP(SKIP,       0, HOT , "n --: the next n players lose their turn") \
  OP(REVERSE,    0, COLD, "--: reverse the direction of play") \
  OP(AGAIN,      0, COLD, "--: the current player takes another turn") \
  OP(LASTROUND,  0, COLD, "--: the deal ends when every other player in play has had one more turn") \
  OP(INLAST,     0, HOT , "-- b: is a last round under way") \
  OP(WIN,        1, COLD, "p --: p wins the deal (A 1: loses it, the others winning); the deal ends") \
  OP(FMT,        1, COLD, "parts -- s: join A values into a string") \
  OP(SAYSKIP,    1, HOT,  "--: when nobody listens for what the script says, jump to A past a say's text and SAY") \
  OP(SAY,        0, COLD, "s --: write s to the transcript") \
  OP(DECIDE,     0, HOT,  "p --: begin a decision for player p") \
  OP(DECIDEC,    0, HOT,  "--: begin a decision for the current player") \
  OP(OPTCARD,    3, HOT,  "--: offer the card in local B as an option of arm A; for a seat offered only the first card that fits (game.h first_card), jump to C past the walk") \
  OP(OPTZONE,    2, HOT,  "z -- | z -- z: offer every card of z as an option of arm A and jump to B; A | OPT_WORDED, an arm with words, in a game whose labels are read: keep z for the walk that follows, which labels each card") \
  OP(OPTSLOT,    2, HOT,  "--: offer the position of the card in local B, labelled 'slot N', as an option of arm A") \
  OP(OPTLABEL,   1, COLD, "s --: offer label s as option of arm A") \
  OP(WORDSKIP,   1, HOT , "--: in a game whose labels nobody reads, the option offered last is left unwritten and its words skipped: jump to A") \
  OP(OPTWORDS,   0, COLD, "s --: s labels the option offered last (a play or pick arm's 'as')") \
  OP(OPTSTR,     2, HOT,  "--: offer the script's string B as the label of an option of arm A") \
  OP(OPTVAL,     2, HOT , "--: offer the value in local B, labelled by it, as an option of arm A") \
  OP(SEVERAL,    0, HOT,  "k n --: the decision asks for card k+1 of a play several, of at most n (0: no bound)") \
  OP(WAIT,       0, HOT,  "-- v: suspend until the decision is made; push its value") \
  OP(ARM,        1, HOT,  "--: jump to the arm chosen: A entries follow, one per arm") \
  OP(RACE,       1, COLD, "--: a decision open to all players (A=0) or the others (A=1)") \
  OP(WINDOW,     2, COLD, "--: a race all players (B odd: the others) not in the set in local A may join; B/2 labels it") \
  OP(WITHSEAT,   0, HOT , "set p -- set': add player p to a set of seats") \
  OP(ANNOUNCED,  0, COLD, "s --: the current player says s aloud") \
  OP(LUA,        2, COLD, "args --: call the Lua hook named by string A with B arguments") \
  OP(VEIL,       0, COLD, "p --: a part of 'simultaneously': only p learns cards or sees choices") \
  OP(UNVEIL,     0, COLD, "--: 'simultaneously' is over: every seat learns what it may") \
  OP(DEALS,      1, COLD, "n --: the match has n deals; with A=1, deals until the game ends") \
  OP(DEALSTART,  0, COLD, "--: gather the cards, move the dealer, reset turn order") \
  OP(DECK,       0, COLD, "packs jokers --: build the deck once, at match start") \
  OP(TURNSTART,  1, HOT,  "--: count a turn; jump to A if this deal reached the turn cap") \
  OP(TURNEND,    1, HOT,  "--: pass the turn on (skips, direction, again); jump to A") \
  OP(DEALEND,    1, COLD, "--: jump to A while deals remain") \
  OP(STANDINGS,  1, COLD, "v1..v8 --: how seats 1..8 stand, kept for the places; after a turn (A 0) tell who leads") \
  OP(TEAM,       1, HOT , "p -- x: p's team number (A 0), its first seat (A 1: where its zones and variables are), its next seat (A 2); A 3: n -- p, team n's first seat (n from 0)") \
  OP(HALT,       0, COLD, "--: the match is over") \
  OP(MARK,       1, COLD, "c -- b: card c bears the mark kept from global slot A") \
  OP(SETMARK,    1, COLD, "b c --: card c bears the mark kept from global slot A (b true) or not") \
  OP(INZONE,     0, COLD, "c z -- b: card c lies in zone z (none lies nowhere)") \
  OP(LISTCLEAR,  1, COLD, "--: empty the list kept from global slot A (its length; LIST_MAX items follow)") \
  OP(LISTADD,    1, HOT,  "v --: add v at the end of the list at A (error when full)") \
  OP(LRANKADD,   2, HOT,  "--: add the rank of the card in local B at the end of the shared list kept from global slot A (l += c.rank; error when full, or at B when the card is none)") \
  OP(LISTDEL,    1, COLD, "v --: take the first item equal to v out of the list at A, if any") \
  OP(LISTLEN,    1, COLD, "-- n: the number of items of the list at A") \
  OP(LISTGET,    1, COLD, "n -- v: item n of the list at A (0 the first: the loops' count), none past its end") \
  OP(LISTAT,     1, COLD, "n -- v: item n of the list at A (1 the first: at(l, n)), none outside it") \
  OP(LISTHAS,    1, HOT , "v -- b: v is an item of the list at A") \
  OP(LISTZONE,   1, COLD, "z --: the list at A holds the cards of z, bottom first (error past LIST_MAX)") \
  OP(LISTP,      1, COLD, "p -- ref: the list of seat p of the list each player has from global slot A") \
  OP(LISTL,      1, COLD, "-- ref: the local list kept from local A of the current frame") \
  OP(LISTCOPY,   1, COLD, "ref --: the list at A takes a copy of the items of the list ref") \
  OP(JRANKIN,    3, HOT,  "--: jump to C if the rank of the card in local A is in the set of int constant B (bit r for rank r)") \
  OP(JRANKOUT,   3, HOT,  "--: jump to C if the rank of the card in local A is not in the set of int constant B") \
  OP(LRANKIN,    2, HOT,  "-- b: whether the rank of the card in local A is in the set of int constant B") \
  OP(ZFIRST,     3, HOT,  "z --: the first zone of family A at z holding cards into local B; jump to C if none") \
  OP(ZSTEP,      3, HOT,  "--: the zone of family A after the one in local B holding cards into local B; jump to C if there is one") \
  OP(LZRANK,     2, HOT,  "-- r: rank of the top card (B=0) or bottom card (B=1) of the zone in local A (error if empty)") \
  OP(ZONET,      1, HOT,  "p -- z: the zone of p's team (kept at its first seat) of the zone whose first slot is A") \
  OP(ZONECT,     1, HOT,  "-- z: the zone of the current player's team of the zone whose first slot is A") \
  OP(GETT,       1, HOT,  "p -- v: the variable each team has from global slot A, of p's team (kept at its first seat)") \
  OP(JFL,        2, HOT,  "--: jump to B if local A is false") \
  OP(JTL,        2, HOT,  "--: jump to B if local A is true") \
  OP(JEQL,       2, HOT,  "a --: jump to B if a equals local A") \
  OP(JNEL,       2, HOT,  "a --: jump to B if a differs from local A") \
  OP(JRANKINL,   3, HOT,  "--: jump to C if the rank of the card in local A is an item of the shared list kept from global slot B") \
  OP(JRANKOUTL,  3, HOT,  "--: jump to C if the rank of the card in local A is not an item of the shared list kept from global slot B") \
  OP(JRANKEQL,   3, HOT,  "--: jump to C if the rank of the card in local A equals local B") \
  OP(JRANKNEL,   3, HOT,  "--: jump to C if the rank of the card in local A differs from local B")

#include <stdint.h>
#include <string.h>

/* The flags operand of MOVETOP, MOVECARD and MOVEALL. */
enum { MOVE_UNDER = 1, MOVE_TURNED = 2 };

static inline int operand_at(const uint8_t *p)
{
  uint16_t v;
  memcpy(&v, p, sizeof v);
  return v;
}

static inline void operand_put(uint8_t *p, int v)
{
  uint16_t x = (uint16_t)v;
  memcpy(p, &x, sizeof x);
}

typedef enum opcode {
#define OP_ENUM(name, n, where, doc) OP_##name,
  OPCODES(OP_ENUM)
#undef OP_ENUM
  OP__COUNT
} opcode;

extern const char *const opcode_names[];
extern const unsigned char opcode_operands[];
extern const char *const opcode_docs[];

#endif
