# The end of a game at the terminal: a hand of another seat known card by
# card (Cheat, where the hands are shown when the game ends) is sorted as
# your own hand is, suits apart, and wrapped to the terminal's width (here
# 50 columns) under its first card.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
esc=$(printf '\033')
cmd="hoyle play -s 1 --auto -a random cheat at 50x20 (in a pseudo-terminal)"
yes 1 | head -n 600 >"$tmp/keys"
TERM=xterm LC_ALL=C script -qec "stty cols 50 rows 20; '$HOYLE' play -s 1 --auto -a random --delay 0 \
  '$games/cheat.hoyle'" /dev/null <"$tmp/keys" >"$tmp/raw" 2>"$tmp/err"
status=$?
want_status 0
sed "s/\r//; s/${esc}\[[0-9;]*[A-Za-z]//g" "$tmp/raw" | sed -n '/^== the game is over ==/,/^play again/p' >"$tmp/out"
out_has "== the game is over =="
grep -q '^  hand of P2: ' "$tmp/out" || fail "the end shows no hand of P2"
awk 'length($0) > 50 { bad = 1 } END { exit bad }' "$tmp/out" || fail "a line of the end is wider than 50 columns"
# P2's hand, its wrapped lines joined: the suits in the game's order
# (clubs, diamonds, hearts, spades), each set apart by three spaces
sed -n '/^  hand of P2: /,/^  [a-z]/p' "$tmp/out" | sed '$d' | sed 's/^  hand of P2: //; s/^ *//' |
  tr '\n' ' ' >"$tmp/p2"
[ "$(sed -n '/^  hand of P2: /,/^  [a-z]/p' "$tmp/out" | wc -l)" -gt 2 ] || fail "P2's hand is not wrapped"
suits=$(tr ' ' '\n' <"$tmp/p2" | sed -n 's/^[0-9JQKA]*\([CDHS]\)$/\1/p' | tr -d '\n')
sorted=$(echo "$suits" | fold -w 1 | sort -k1,1 | tr -d '\n')
[ "$suits" = "$sorted" ] || fail "P2's hand is not sorted by suit: $(cat "$tmp/p2")"
grep -q '^  hand of P2: .*[CDHS]   [0-9JQKA]' "$tmp/out" || fail "P2's suits are not set apart"
exit 0
