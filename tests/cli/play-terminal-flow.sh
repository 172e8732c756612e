# hoyle play in a pseudo-terminal (script(1)), two people at one keyboard,
# answers typed ahead: a 300-character line is one wrong answer; u takes
# back the eight just played while its suit is asked; a privacy screen
# comes between the two seats; the game ends with the table, who won and
# "play again?", and the answer 1 (not y) leaves with exit status 0.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
cmd="hoyle play -p 2 -s 3 -a human,human crazy-eights (in a pseudo-terminal)"
{ printf '%0300d\n1\nu\n' 0; yes 1 | head -n 400; } >"$tmp/keys"
TERM=xterm LC_ALL=C script -qec "'$HOYLE' play -p 2 -s 3 -a human,human --delay 0 \
  '$games/crazy-eights.hoyle'" /dev/null <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
[ "$(grep -c "is not an option here" "$tmp/out")" -eq 1 ] || fail "the long line was not one answer"
out_has "P1 takes the last answer back"
out_has "pass to P2, and press Enter"
out_has "== the game is over =="
grep -qE "^P[12] wins!" "$tmp/out" || fail "no winner told (to both people, without 'you')"
out_has "play again? (y/n)"
