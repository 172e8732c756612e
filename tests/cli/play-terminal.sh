# hoyle play in a pseudo-terminal (script(1)): hearts and diamonds in red
# and suit symbols in a UTF-8 locale; no colour with --no-color or NO_COLOR,
# letters in the C locale; the screen is cleared before each decision and
# what happened since is shown again; Ctrl-C leaves with a newline, exit
# status 130; nothing of a decision is wider than 80 columns.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
esc=$(printf '\033')
# Plays with the keys in $1 (printf format), the options in the rest.
play() {
  keys=$1
  shift
  cmd="hoyle play $* (in a pseudo-terminal)"
  printf "$keys" >"$tmp/keys"
  script -qec "'$HOYLE' play -s 3 --delay 0 $* '$games/hearts.hoyle'" /dev/null \
    <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
  status=$?
}
TERM=xterm LANG=C.UTF-8 play 'q\n'
want_status 0
out_has "${esc}[31m"
out_has "♥"
out_has "${esc}[2J"
out_has "since your last turn:"
TERM=xterm LANG=C.UTF-8 play 'q\n' --no-color
want_status 0
out_lacks "${esc}[31m"
out_has "♠"
NO_COLOR=1 TERM=xterm LANG=C.UTF-8 play 'q\n'
want_status 0
out_lacks "${esc}[31m"
TERM=xterm LC_ALL=C play 'q\n'
want_status 0
out_lacks "♠"
grep -qE 'hand of P1 \(yours\): .*[0-9JQKA]S' "$tmp/out" || fail "no cards in letters"
# within 80 columns (the escapes do not count)
sed "s/${esc}\[[0-9;]*[A-Za-z]//g; s/\r//" "$tmp/out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }' ||
  fail "a line is wider than 80 columns"
# r shows the rules through $PAGER on a terminal
PAGER=cat TERM=xterm LC_ALL=C play 'r\nq\n'
want_status 0
out_has "Source: "
# each decision's screen, from the clearing to the prompt, fits in 24 rows
TERM=xterm LANG=C.UTF-8 play '1\n1\n1\n1\n1\n1\n1\n1\n1\n1\nq\n'
want_status 0
sed "s/\r//" "$tmp/out" | awk -v clear="${esc}[2J" '
  index($0, clear) { rows = 1; shown = 1; next }
  shown { rows++ }
  /choose 1-|press Enter for it/ { if (shown && rows > 24) bad = 1; shown = 0 }
  END { exit bad }' || fail "a decision takes more than 24 rows"
# a terminal of 50x20: the hand wraps, the options take fewer columns, and
# each screen fits
cmd="hoyle play at 50x20"
printf '1\n1\n1\n1\n1\n1\nq\n' >"$tmp/keys"
TERM=xterm LC_ALL=C script -qec "stty cols 50 rows 20; '$HOYLE' play -s 3 --delay 0 \
  '$games/hearts.hoyle'" /dev/null <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
sed "s/\r//; s/${esc}\[[0-9;]*m//g" "$tmp/out" | awk -v clear="${esc}[2J" '
  index($0, clear) { rows = 1; shown = 1; next }
  /choose 1-|press Enter for it/ { if (shown && rows + 1 > 20) bad = 1; shown = 0; next }
  shown { rows++; if (length($0) > 50) bad = 1 }
  END { exit bad }' || fail "a screen is wider than 50 columns or taller than 20 rows"
# Ctrl-C at the prompt, typed once the prompt is there
mkfifo "$tmp/in" || exit 1
cmd="hoyle play, Ctrl-C at the prompt"
rm -f "$tmp/out"   # the prompt looked for must be this game's, not an earlier one's
TERM=xterm LC_ALL=C script -qec "'$HOYLE' play -s 3 --delay 0 '$games/hearts.hoyle'" /dev/null \
  <"$tmp/in" >"$tmp/out" 2>"$tmp/err" &
pid=$!
exec 3>"$tmp/in"
tries=0
until grep -q "choose 1-" "$tmp/out"; do
  tries=$((tries + 1))
  [ "$tries" -le 100 ] || { kill "$pid"; fail "no prompt after 10 s"; }
  sleep 0.1
done
printf '\003' >&3
tries=0
while kill -0 "$pid" 2>/dev/null; do
  tries=$((tries + 1))
  [ "$tries" -le 100 ] || { kill "$pid"; fail "still running 10 s after Ctrl-C"; }
  sleep 0.1
done
wait "$pid"
status=$?
exec 3>&-
want_status 130
tail -n 1 "$tmp/out" | grep -q "^you left the game" || fail "Ctrl-C did not leave on a line of its own"
