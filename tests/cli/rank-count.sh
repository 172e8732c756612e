# count(x in z where x.rank == r) is one instruction (RANKCOUNT), and counts
# what the walk counts: for every rank of the deck, the joker, a shared
# variable and none, the same numbers as the same count written so that it
# walks (`and true` keeps the walk), over several deals; and with the rank
# of a card variable (x.rank == t.rank), which is one instruction too, and
# counts 0 in an empty zone when the card is none, as the walk does.  So are
# points(c in z where true) and count(c in z where true) (ZPOINTS, COUNT).
. "$SRCDIR/tests/cli/common"
cat >"$tmp/count.hoyle" <<'HOYLE'
game "Count" {
  players 2..2
  deck standard packs 2, jokers 2
  lowest score wins
}
var score : each player = 0
var asked = none
zone stock : pile
zone hand : each player
zone empty : pile
fn fast(r) = count(c in hand of current where c.rank == r)
fn walked(r) = count(c in hand of current where c.rank == r and true)
setup { shuffle stock; deal 30 to each hand }
turn {
  for r in ranks { say "{r}: {fast(r)} {walked(r)}" }
  say "joker: {count(c in hand of current where c.rank == joker)} {walked(joker)}"
  asked = top(hand of current).rank
  say "asked: {count(c in hand of current where c.rank == asked)} {walked(asked)}"
  say "none: {fast(none)} {walked(none)}"
  let t = bottom(hand of current)
  say "card: {count(c in hand of current where c.rank == t.rank)} {walked(t.rank)}"
  let gone = top(empty)
  say "gone: {count(c in empty where c.rank == gone.rank)} {count(c in empty where c.rank == gone.rank and true)}"
  say "points: {points(c in hand of current where true)} {points(c in hand of current where true and true)}"
  say "count: {count(c in hand of current where true)} {count(c in hand of current where true and true)}"
  end game
}
fn standing(p) = score of p
HOYLE
try disasm "$tmp/count.hoyle"
want_status 0
out_has RANKCOUNT
[ "$(grep -c RANKCOUNT "$tmp/out")" -eq 5 ] || fail "expected 5 RANKCOUNT: fast, joker, asked, card, gone"
out_has ZPOINTS
for seed in 1 2 3 4 5; do
  try run "$tmp/count.hoyle" -s $seed
  want_status 0
  grep -E '^(.*): [0-9]+ [0-9]+$' "$tmp/out" >"$tmp/counts"
  [ "$(wc -l <"$tmp/counts")" -eq 20 ] || fail "expected 20 counts"
  awk '$2 != $3 { exit 1 }' "$tmp/counts" || fail "RANKCOUNT differs from the walk"
  awk '$2 > 0 { n++ } END { exit n < 5 }' "$tmp/counts" || fail "too few cards counted"
done
