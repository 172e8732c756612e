# hoyle play: the table's first line names the seat that decides when it is
# not the turn's player (a challenge in Cheat, a pass in Hearts), and while
# passing in the second deal of Hearts the trick counts are this deal's
# (all 0), not the last deal's.
. "$SRCDIR/tests/cli/common"
cmd="hoyle play -s 4 --seat 2 cheat"
printf 'q\n' | LC_ALL=C "$HOYLE" play -s 4 --seat 2 "$games/cheat.hoyle" >"$tmp/out" 2>&1
status=$?
want_status 0
out_has "deal 1: P1 to play, clockwise; P2 decides"
cmd="hoyle play -s 4 --auto hearts, into the second deal"
yes 1 | head -n 120 | LC_ALL=C "$HOYLE" play -s 4 --auto "$games/hearts.hoyle" >"$tmp/out" 2>&1
sed -n '/^== deal 2/,$p' "$tmp/out" >"$tmp/deal2"
grep -q "passes three cards" "$tmp/deal2" || fail "no passing in the second deal"
line=$(grep -m 1 "tricks taken this deal" "$tmp/deal2")
[ "$line" = "  tricks taken this deal: P1 0, P2 0, P3 0, P4 0" ] || fail "while passing: $line"
grep -q "; P1 decides" "$tmp/deal2" || fail "the pass does not say P1 decides"
