# A zone marked `internal` is the script's bookkeeping: hoyle play never
# shows it, though it holds cards; one marked `shown` is shown even when
# empty; an unmarked empty zone is left out as before.  The marks reach
# bots too: exec agents get "marks", one character per line of "table".
. "$SRCDIR/tests/cli/common"
cat >"$tmp/marks.hoyle" <<'END'
# Marks: a made-up game to show which zones a table shows.
game "Marks" {
  players 2..2
  deck standard
}
zone stock  : pile
zone hand   : each player, private
zone ledger : pile, face up, internal
zone board  : pile, face up, shown
zone spare  : pile
setup {
  shuffle stock
  deal 3 to each hand
  move top of stock to ledger
}
turn {
  choose {
    play c from hand to board
  }
  if count(hand of current) == 0 {
    win current
  }
}
END
cmd="hoyle play marks, answering q"
printf 'q\n' | LC_ALL=C "$HOYLE" play -s 1 "$tmp/marks.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "  board: 0 cards"
grep -q "^  ledger" "$tmp/out" && fail "the internal zone is shown"
grep -q "^  spare" "$tmp/out" && fail "an unmarked empty zone is shown"
out_has "  stock: 45 cards"
logging_bot
try run "$tmp/marks.hoyle" -s 1 -a "exec:sh $tmp/bot.sh"
want_status 0
grep -q '"table":"deal 1: P1 to play, clockwise\\u000a  stock: 45 cards\\u000a  hand of P1 (yours): [^"]*\\u000a  hand of P2: 3 cards\\u000a  ledger: [0-9JQKA]*[CDHS] on top, 1 card\\u000a  board: 0 cards\\u000a  spare: 0 cards\\u000a","marks":"-zzzisz"' "$LOG" ||
  { head -c 600 "$LOG"; fail "the first decision's table and marks are not as expected"; }
exit 0
