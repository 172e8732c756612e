# hoyle play: a race at a real terminal (a pseudo-terminal made by script(1)).
# The person presses a key within the window and beats a bot whose reaction
# time is 1500 ms give or take 500 (the bot always slaps: agent first); in the
# next race the person presses nothing, the bot slaps alone, and the window
# closes; in the third, q leaves the game.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
mkfifo "$tmp/in" || exit 1
: >"$tmp/out"       # there before script(1) runs, however late it starts
script -qfec "'$HOYLE' play -p 2 -s 1 -a human,first --window 3000 --reaction 1500 \
  '$games/slapjack.hoyle'" /dev/null <"$tmp/in" >"$tmp/out" 2>&1 &
pid=$!
exec 3>"$tmp/in"
cmd="hoyle play (in a pseudo-terminal)"
status=0
# Waits until the output holds TEXT at least N times (default 1), 20 s at most.
wait_for() {
  tries=0
  while [ "$(grep -c -F -e "$1" "$tmp/out" 2>/dev/null || true)" -lt "${2:-1}" ]; do
    tries=$((tries + 1))
    [ "$tries" -le 200 ] || { kill "$pid" 2>/dev/null; fail "no '$1' after 20 s"; }
    sleep 0.1
  done
}
wait_for "press a key to slap (3000 ms; q quits)"
printf s >&3
wait_for "you: slap! ("
wait_for "P1 is first to slap"
wait_for "P2 is next to slap"
wait_for "press a key to slap" 2
wait_for "P2 is first to slap"
wait_for "press a key to slap" 3
printf q >&3
exec 3>&-
wait "$pid"
status=$?
want_status 0
out_has "you left the game"
out_has "P2: slap! ("
# the keys typed are not echoed
out_lacks "sq"
