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
# 'y' to play again: the second game's first screen tells that game from
# its heading on, not the end of the first
cmd="hoyle play -p 2 -s 5 crazy-eights, played again (in a pseudo-terminal)"
asked=$(yes 1 | head -n 300 | LC_ALL=C "$HOYLE" play -p 2 -s 5 -a random "$games/crazy-eights.hoyle" 2>&1 |
  grep -oE '(choose 1-[0-9]+|press Enter for it) \(' | wc -l)
{ yes 1 | head -n "$asked"; printf 'y\nq\n'; } >"$tmp/keys"
TERM=xterm LC_ALL=C script -qec "'$HOYLE' play -p 2 -s 5 -a random --delay 0 \
  '$games/crazy-eights.hoyle'" /dev/null <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
esc=$(printf '\033')
sed "s/\r//" "$tmp/out" | awk -v clear="${esc}[2J" '
  index($0, clear) { screen = "" }
  { screen = screen $0 "\n" }
  /== game 2 ==/ { found = 1 }
  found && /^(choose 1-|press Enter for it)/ { printf "%s", screen; exit }' >"$tmp/screen"
grep -q '^  == game 2 ==$' "$tmp/screen" || fail "the second game's first screen lacks its heading"
grep -q 'wins the game\|the game is over' "$tmp/screen" &&
  fail "the second game's first screen tells the end of the first: $(head -n 5 "$tmp/screen")"
exit 0
