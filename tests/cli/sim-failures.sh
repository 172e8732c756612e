# Games that fail at run time do not stop hoyle sim: in a game where a
# random bot either wins or draws from an empty stock (an error), some games
# fail and the others are counted; the failed ones are counted and listed
# by seed with their message, the exit status is 70, and 'run' with a
# listed seed fails the same way.  Ctrl-C (SIGINT) stops a long run, which
# prints the figures so far and exits 130.  On a terminal (script(1)) a run
# longer than a second shows a progress line on standard error (and not
# when standard error is a file).
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >risky.hoyle <<'END'
game "Risky" { players 2..2 deck standard }
zone stock : pile
zone hand : each player, private
setup {
  shuffle stock
  deal 26 to each hand
}
turn {
  choose {
    "draw" { draw 1 }
    "win" { win current }
  }
}
END
try sim risky.hoyle -n 40 -j 2 --json
want_status 70
failed=$(sed -n 's/^"failed":\([0-9]*\),$/\1/p' "$tmp/out")
wins=$(sed -n 's/^"wins":\[\([0-9]*\),\([0-9]*\)\],$/\1+\2/p' "$tmp/out")
[ -n "$failed" ] && [ "$failed" -gt 0 ] && [ "$failed" -lt 40 ] || fail "expected some games, not all, to fail: $failed"
[ $(($wins + failed)) -eq 40 ] || fail "wins $wins and failed $failed do not make 40 games"
seed=$(sed -n 's/^"failures":\[{"seed":\([0-9]*\),.*/\1/p' "$tmp/out")
[ -n "$seed" ] || fail "no failed seed listed"
out_has '"error":"risky.hoyle:10:14: run-time error: taking a card from stock, which is empty'
err_has "hoyle sim: $failed of 40 games stopped with a run-time error; the first:"
try run risky.hoyle -s "$seed"
want_status 70
err_has "risky.hoyle:10:14: run-time error: taking a card from stock, which is empty"

"$HOYLE" sim "$SRCDIR/games/hearts.hoyle" -n 100000000 -j 1 >"$tmp/out" 2>"$tmp/err" </dev/null &
pid=$!
sleep 1
kill -INT $pid
wait $pid
status=$?
cmd="hoyle sim hearts -n 100000000, interrupted"
want_status 130
err_has "hoyle sim: interrupted after "
out_has "  seat    wins   share  95% interval"
err_lacks "games/s"

command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
timeout 4 script -qfec "'$HOYLE' sim '$SRCDIR/games/hearts.hoyle' -n 100000000 -j 1" /dev/null \
  >"$tmp/tty" 2>/dev/null </dev/null
grep -q '/100000000 games, [0-9]* games/s, [0-9]* s left' "$tmp/tty" ||
  { cat "$tmp/tty"; fail "no progress line on a terminal"; }
exit 0
