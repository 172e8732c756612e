# A pick arm's `as` words label its options, in the scenario and the
# transcript: "P1 bids 3", the first word in the third person.  A card the
# transcript's seat does not know is "a card" there, in text and in JSON.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/words.hoyle" <<'END'
# Pick words: each turn the player bids, names a card of the hand, asks another player.
game "Pick words" {
  players 2..3
  deck standard
}
zone stock : pile
zone hand : each player, private
var bid : each player = 0 "bid"
var named = none
var asked = none
setup {
  shuffle stock
  deal 3 to each hand
}
turn {
  choose {
    n among 0..count(hand of current) where n != 2 as "bid {n}" { bid of current = n }
  }
  choose { c among hand of current where c.suit != clubs as "name {c}" { named = c } }
  choose { p among others as "ask {p} for a card" { asked = p } }
  move top of hand of current to stock
  if count(hand of current) == 0 {
    win current
  }
}
END
cat >"$tmp/words.scn" <<'END'
game words.hoyle
players 3
seed 1
stack KH 2C 4C 3C AS 5C 7D 8D 9D
expect options = "bid 0", "bid 1", "bid 3"
choose "bid 3"
expect var bid of 1 = 3
expect options = "name KH", "name 7D"
choose "name 7D"
expect var named = 7D
expect options = "ask P2 for a card", "ask P3 for a card"
choose "ask P3 for a card"
expect var asked = P3
END
try test "$tmp/words.scn"
want_status 0
try run -s 2 -a first -p 3 "$tmp/words.hoyle"
want_status 0
for re in '^P1 bids [013]$' '^P1 names [0-9JQKA]+[DHS]$' '^P1 asks P2 for a card$'; do
  grep -Eq "$re" "$tmp/out" || fail "no line matches $re"
done
out_lacks "P1: bid"
try run -s 2 -a first -p 3 --view 2 "$tmp/words.hoyle"
want_status 0
out_has "P1 names a card"
grep -Eq '^P2 names [0-9JQKA]+[DHS]$' "$tmp/out" || fail "seat 2 is not told its own card"
try run -s 2 -a first -p 3 --view 2 --log json "$tmp/words.hoyle"
want_status 0
out_has '"player":1,"label":"name a card"'
out_has '"player":1,"label":"bid 0"'
exit 0
