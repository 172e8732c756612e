# A card played by a player other than its owner (Bridge's declarer plays
# the dummy's cards, choose by declarer) is told as the chooser's, in the
# words of the arm: the text reads "P1 plays QH from the dummy", and the
# JSON play event keeps the owner as player and gives the chooser as by.
# Before, the words were dropped and the play told as the dummy's own
# ("P3 plays QH to trick of P3"). A play by the card's owner has no by.
. "$SRCDIR/tests/cli/common"
bridge=$games/bridge.hoyle
try run "$bridge" -s 4 -a random,first
want_status 0
grep -q '^the contract is 7H by P1; P3 is dummy$' "$tmp/out" || fail "expected P1 to declare with P3 as dummy in this game"
grep -Eq '^P1 plays [0-9JQKA]+[CDHS] from the dummy$' "$tmp/out" || fail "the declarer's plays from the dummy are not told as the declarer's"
grep -Eq '^P3 plays ' "$tmp/out" && fail "a play from the dummy is told as the dummy's own"
try run "$bridge" -s 4 -a random,first --log json
want_status 0
grep -Eq '"event":"play","turn":[0-9]+,"player":3,"to":"trick of P3","card":"[^"]*","as":"play [^"]* from the dummy","by":1[},]' "$tmp/out" \
  || fail "the JSON play from the dummy does not give the declarer as by"
grep -Eq '"event":"play","turn":[0-9]+,"player":[124],[^}]*"by"' "$tmp/out" && fail "a play by the card's owner has a by"
exit 0
