# bottom(z) is the bottom card of a zone (at(z, 1)), or none when it is
# empty; a text naming it names the card only to a seat that knows it, as
# one naming top(z) does.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/bottom.hoyle" <<'END'
# Bottom: each says the bottom cards of the hand and the stock.
game "Bottom" {
  players 2..2
}
zone stock : pile
zone discard : pile, face up
zone hand : each player, private
var mine = none
var stock_bottom = none
var empty_is_none = false
setup {
  shuffle stock
  deal 2 to each hand
}
turn {
  mine = bottom(hand of current)
  stock_bottom = bottom(stock)
  empty_is_none = bottom(discard) == none
  say "my bottom card is {bottom(hand of current)}, the stock's is {bottom(stock)}"
  move top of stock to discard
  if bottom(discard) == top(discard) { win current }
}
END
cat >"$tmp/bottom.scn" <<'END'
game bottom.hoyle
players 2
seed 1
# P1 is dealt 2C 4C, P2 3C 5C; the stock is 6C ... from the top, 7C at its bottom
stack 2C 3C 4C 5C 6C 8C 9C 10C JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD
stack 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 7C
expect var mine = 2C
expect var stock_bottom = 7C
expect var empty_is_none = true
expect cards discard = 6C
END
try test "$tmp/bottom.scn"
want_status 0
try run -s 1 "$tmp/bottom.hoyle"
want_status 0
grep -Eq "^my bottom card is [0-9JQKA]+[CDHS], the stock's is [0-9JQKA]+[CDHS]$" "$tmp/out" ||
  fail "the onlooker is not told both cards"
try run -s 1 --view 1 "$tmp/bottom.hoyle"
want_status 0
grep -Eq "^my bottom card is [0-9JQKA]+[CDHS], the stock's is \?\?$" "$tmp/out" ||
  fail "seat 1 is told the stock's bottom card, or not its own"
try run -s 1 --view 2 "$tmp/bottom.hoyle"
want_status 0
out_has "my bottom card is ??, the stock's is ??"
exit 0
