# A play arm's `as` words label its options and tell its plays: the
# transcript puts the player first and the first word in the third person
# (carry -> carries, touch -> touches, play -> plays, pass -> passes), and a
# card the transcript's seat does not know is "a card" there, in text and in
# JSON.  `as` stays a name elsewhere (the game below has a variable `as`).
. "$SRCDIR/tests/cli/common"
words=$tmp/words.hoyle
cat >"$words" <<'END'
# Words: each card is given to the other player, told in the words of its arm.
game "Words" {
  players 2..2
  deck standard
}
zone stock : pile
zone hand : each player, private
zone given : each player, face down
var as = 0 "turns"
setup {
  shuffle stock
  deal 26 to each hand
}
turn {
  as += 1
  choose {
    play c from hand to given of current where c.suit == hearts as "carry {c} to {after(current)}"
    play c from hand to given of current where c.suit == diamonds as "touch {c}"
    play c from hand to given of current where c.suit == clubs as "play {c} face down"
    play c from hand to given of current where c.suit == spades as "pass {c} on"
  }
  if count(hand of current) == 0 {
    win current
  }
}
END
try run -s 2 -a first "$words"
want_status 0
for re in '^P1 carries [0-9JQKA]+H to P2$' '^P2 carries [0-9JQKA]+H to P1$' '^P1 touches [0-9JQKA]+D$' \
          '^P1 plays [0-9JQKA]+C face down$' '^P1 passes [0-9JQKA]+S on$'; do
  grep -Eq "$re" "$tmp/out" || fail "no line matches $re"
done
out_lacks "to given of"
try run -s 2 -a first --view 2 "$words"
want_status 0
grep -Eq '^P1 carries a card to P2$' "$tmp/out" || fail "seat 2 is not told P1's card is a card"
grep -Eq '^P1 carries [0-9JQKA]' "$tmp/out" && fail "seat 2 is told P1's card"
grep -Eq '^P2 carries [0-9JQKA]+H to P1$' "$tmp/out" || fail "seat 2 is not told its own card"
try run -s 2 -a first --view 2 --log json "$words"
want_status 0
out_has '"player":1,"to":"given of P1","as":"carry a card to P2"}'
grep -Eq '"player":2,"to":"given of P2","card":"[0-9JQKA]+H","as":"carry [0-9JQKA]+H to P1"' "$tmp/out" ||
  fail "the JSON play lacks its words"
exit 0
