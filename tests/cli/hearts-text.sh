# Hearts as a person at the table reads it: the cards passed to a seat are
# named to it (and to the seat that passed them), counted to the others; a
# trick ends with one line, "P1 wins the trick with KC", not four moves of
# its cards into the taken pile (an internal zone: the script's
# bookkeeping); the table says "hearts broken: no" and "score: P1 0, P2 0",
# its first line has no turn counter, and one card is not "1 cards".
. "$SRCDIR/tests/cli/common"
try run -s 3 --view 3 "$games/hearts.hoyle"
want_status 0
# what P2 passed, as P2's own lines would say it, is what P3 is told it got
"$HOYLE" run -s 3 --view 2 "$games/hearts.hoyle" >"$tmp/p2" 2>&1
passed=$(sed -n 's/^P2 passes \([0-9JQKA]*[CDHS]\) to P3$/\1/p' "$tmp/p2" | head -n 3 | tr '\n' ' ')
[ -n "$passed" ] || fail "P2's view does not name the cards P2 passes"
out_has "${passed% } go from passing of P2 to hand of P3"
grep -q "^${passed% } go from passing of P2 to hand of P3" "$tmp/p2" ||
  fail "the seat that passed does not see its cards go"
out_has "3 cards go from passing of P4 to hand of P1"
grep -qE '^[0-9JQKA]+[CDHS] [0-9JQKA]+[CDHS] [0-9JQKA]+[CDHS] go from passing of P3 to hand of P4$' \
  "$tmp/out" || fail "P3 is not told the cards it passed"
out_lacks "to taken of"
tricks=$(grep -c '^P[1-4] wins the trick with ' "$tmp/out")
plays=$(grep -c '^P[1-4] plays ' "$tmp/out")
[ "$plays" -gt 0 ] && [ "$((tricks * 4))" -eq "$plays" ] ||
  fail "$tricks trick lines for $plays cards played"
cmd="hoyle play -s 3 hearts (answering 1, then q)"
printf '1\nq\n' | LC_ALL=C "$HOYLE" play -s 3 -a random "$games/hearts.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "  hearts broken: no"
out_has "  score: P1 0, P2 0, P3 0, P4 0"
out_has "deal 1: P1 to play, clockwise"
out_lacks ": false"
out_lacks "turn 0"
# the others' counts: "1 card" when each holds one
cmd="hoyle play -s 11 --auto -a random hearts, answering 1"
yes 1 | head -n 200 | LC_ALL=C "$HOYLE" play -s 11 --auto -D target=20 -a random "$games/hearts.hoyle" \
  >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "  hand: P2 1, P3 1, P4 1 card"
grep -q '[^0-9]1 cards$' "$tmp/out" && fail "one card counted as '1 cards'"
exit 0
