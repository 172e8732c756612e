# hoyle play --record in a pseudo-terminal (script(1)) at 80x24, then hoyle
# replay of the record, also in one: the replay tells the same passes,
# plays and tricks won as the game played, and stops where the record ends.
# The first screen is the Hearts pass in the game's words ("pass 3C to
# P2"), within 80 columns and 24 rows.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
esc=$(printf '\033')
# The lines that tell a move, without escapes, prompts or the indented
# repeats of "since your last turn".
moves() {
  sed "s/${esc}\[[0-9;]*[A-Za-z]//g; s/\r//" "$1" |
    sed -n 's/^\(.*: \)\{0,1\}\(P[1-4] \(passes\|plays\|wins\) .*\)$/\2/p'
}
cmd="hoyle play --record hearts at 80x24 (in a pseudo-terminal)"
{ yes 1 | head -n 20; printf 'q\n'; } >"$tmp/keys"
TERM=xterm LC_ALL=C script -qec "stty cols 80 rows 24; '$HOYLE' play -s 4 -a human,first --delay 0 \
  --record '$tmp/rec' '$games/hearts.hoyle'" /dev/null <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
[ "$(grep -c '^move ' "$tmp/rec")" -eq 20 ] || fail "the record does not hold the 20 answers"
sed "s/${esc}\[[0-9;]*[A-Za-z]//g; s/\r//" "$tmp/out" >"$tmp/plain"
sed -n '/^P1, your options:/,/^choose/p' "$tmp/plain" | head -n 6 >"$tmp/first"
grep -q '1) pass 3C to P2 ' "$tmp/first" || fail "the pass does not read 'pass 3C to P2'"
out_has "P1 passes 3C to P2"
awk 'length($0) > 80 { bad = 1 } END { exit bad }' "$tmp/plain" || fail "a line is wider than 80 columns"
awk -v clear="${esc}[2J" '
  index($0, clear) { rows = 1; shown = 1; next }
  shown { rows++ }
  /choose 1-|press Enter for it/ { if (shown && rows > 24) bad = 1; shown = 0 }
  END { exit bad }' "$tmp/out" || fail "a decision takes more than 24 rows"
moves "$tmp/out" >"$tmp/played"
[ "$(grep -c '^P1 passes ' "$tmp/played")" -ge 3 ] || fail "P1's passes are not told"
grep -q '^P[1-4] wins the trick' "$tmp/played" || fail "no trick was won"
cmd="hoyle replay of that record (in a pseudo-terminal)"
TERM=xterm LC_ALL=C script -qec "stty cols 80 rows 24; '$HOYLE' replay --delay 0 '$tmp/rec'" /dev/null \
  </dev/null >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "the record ends here"
moves "$tmp/out" >"$tmp/replayed"
cmp -s "$tmp/played" "$tmp/replayed" ||
  { diff "$tmp/played" "$tmp/replayed" | head; fail "the replay tells other moves than the game played"; }
exit 0
