# Each zone keeps how many cards of each rank it holds, so that
# count(c in z where c.rank == r) (RANKCOUNT) costs one look-up: the counts
# follow every kind of move.  After a deal, a draw, single cards, the top
# and the bottom of a zone, all of a zone, all but the top, all where,
# turned over, a replace, and a second deal (the cards gathered), each
# zone's count of every rank is the walk's.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/moves.hoyle" <<'HOYLE'
game "Moves" {
  players 2..2
  deck standard packs 2, jokers 2
  deals 2
  lowest score wins
}
var score : each player = 0
zone stock : pile
zone hand : each player
zone pile : pile
zone side : pile
fn check(z) {
  let bad = 0
  for r in ranks {
    if count(c in z where c.rank == r) != count(c in z where c.rank == r and true) { bad += 1 }
  }
  if count(c in z where c.rank == joker) != count(c in z where c.rank == joker and true) { bad += 1 }
  return bad
}
fn all_zones() = check(stock) + check(pile) + check(side) + check(hand of current) + check(hand of next)
setup { shuffle stock; deal 20 to each hand }
turn {
  say "dealt {all_zones()}"
  draw 1
  say "drawn {all_zones()}"
  move top(hand of current) to pile
  move top of stock to pile
  move bottom of stock to side
  say "single {all_zones()}"
  move all c in hand of current where c.rank == 5 or c.rank == joker to side
  say "where {all_zones()}"
  move all but top 3 of pile to side
  say "all but top {all_zones()}"
  move all of side turned over to pile
  say "turned {all_zones()}"
  replace top(pile) with bottom(hand of current) to side
  say "replaced {all_zones()}"
  move all of hand of current to stock
  say "all {all_zones()} {count(c in stock where c.rank == 5)} {count(c in stock where c.rank == 5 and true)}"
  end deal
}
fn standing(p) = score of p
HOYLE
try disasm "$tmp/moves.hoyle"
want_status 0
[ "$(grep -c RANKCOUNT "$tmp/out")" -ge 3 ] || fail "expected the counts by rank to be RANKCOUNT"
for seed in 1 2 3; do
  try run "$tmp/moves.hoyle" -s $seed
  want_status 0
  [ "$(grep -c -E '^(dealt|drawn|single|where|all but top|turned|replaced) 0$' "$tmp/out")" -eq 14 ] ||
    fail "a zone's count of a rank differs from the walk's (or a step is missing)"
  grep -E '^all 0 ([0-9]+) \1$' "$tmp/out" | awk '$3 > 0 { n++ } END { exit n != 2 }' ||
    fail "expected the stock's fives counted after each deal"
done
