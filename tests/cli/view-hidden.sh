# run --view 2 shows the game as seat 2 sees it: the other seats' draws and
# dealt hands are "a card" and "7 cards", seat 2's own are named; the plays
# are the same as without --view, where every card is named.
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
try run "$c8" -s 3
want_status 0
cp "$tmp/out" "$tmp/all"
grep -q 'draws a card' "$tmp/all" && fail "a draw is hidden without --view"
grep -Eq '^P[134] draws ' "$tmp/all" || fail "expected draws by other seats in this game"
grep -Eq '^P1 is dealt( [0-9JQKA]+[CDHS]){7}$' "$tmp/all" || fail "the onlooker is not told P1's dealt cards"
try run "$c8" -s 3 --view 2
want_status 0
grep -Eq '^P[134] draws [0-9JQKA]' "$tmp/out" && fail "another seat's drawn card is named"
grep -Eq '^P[134] draws a card$' "$tmp/out" || fail "other seats' draws are missing"
grep -Eq '^P2 draws [0-9JQKA]' "$tmp/out" || fail "seat 2's own draws are not named"
grep -Eq '^P1 is dealt 7 cards$' "$tmp/out" || fail "another seat's dealt hand is not counted"
grep -Eq '^P2 is dealt( [0-9JQKA]+[CDHS]){7}$' "$tmp/out" || fail "seat 2's dealt cards are not named"
grep -Ev ' draws | is dealt ' "$tmp/all" >"$tmp/rest-all"
grep -Ev ' draws | is dealt ' "$tmp/out" >"$tmp/rest-view"
cmp -s "$tmp/rest-all" "$tmp/rest-view" || fail "the view changes more than the draws"
try run "$c8" -s 3 --view 2 --log json
grep -Eq '"event":"draw","turn":[0-9]+,"player":[134],"to":"[^"]*","card"' "$tmp/out" && fail "JSON view names another seat's card"
grep -Eq '"event":"draw","turn":[0-9]+,"player":2,"to":"[^"]*","card"' "$tmp/out" || fail "JSON view hides seat 2's own card"
exit 0
