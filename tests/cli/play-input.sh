# hoyle play: answers are whole lines, trimmed: "1   " is option 1; a
# 300-character line is one wrong answer, not three; bytes that are not
# UTF-8 are echoed as '?'; Q, quit and the end of the input leave (exit 0,
# the last with a newline).
. "$SRCDIR/tests/cli/common"
run() {
  printf "$1" | LC_ALL=C "$HOYLE" play -p 2 -s 3 "$games/crazy-eights.hoyle" >"$tmp/out" 2>"$tmp/err"
  status=$?
  cmd="hoyle play with input '$1'"
}
long=$(printf '%0300d' 0)
run "1   \n\377\376\n$long\nQ\n"
want_status 0
out_has "P1 plays 8H"
out_has "'??' is not an option here."
[ "$(grep -c 'is not an option here' "$tmp/out")" -eq 2 ] || fail "a long line was read as several answers"
out_has "'0000000000000000000000000000000000000000...' is not an option here."
out_has "you left the game"
run "quit\n"
want_status 0
out_has "you left the game"
out_lacks "P1 plays"
run "1"
want_status 0
tail -n 1 "$tmp/out" | grep -qx "you left the game" || fail "the end of the input did not leave on a line of its own"
# Nothing at all, junk bytes (control characters, NUL, an escape), and an
# 8 MB line with no newline: a clean end each time, no hang, and the long
# line is one wrong answer held in a bounded buffer.
"$HOYLE" play -p 2 -s 3 "$games/crazy-eights.hoyle" </dev/null >"$tmp/out" 2>"$tmp/err"
status=$?
cmd="hoyle play </dev/null"
want_status 0
out_has "you left the game"
run '\033[2J\001\000\n\n'
want_status 0
out_lacks "$(printf '\033')"
out_has "you left the game"
head -c 8000000 /dev/zero | tr '\0' 7 | LC_ALL=C "$HOYLE" play -p 2 -s 3 "$games/crazy-eights.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
cmd="hoyle play with an 8 MB line"
want_status 0
[ "$(grep -c 'is not an option here' "$tmp/out")" -eq 1 ] || fail "the long line was not one wrong answer"
out_has "you left the game"
exit 0
