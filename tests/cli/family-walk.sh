# A walk over a family of zones made during play (`for m in rows of p`,
# ZFIRST and ZSTEP) visits each zone of the owner's that holds cards, once, skipping
# the unmade ones: in a family each player has (many 3), in one of a single
# zone each (many 1, whose owners' zones are found by their place), and in
# a shared one with a zone unmade in the middle.  Each player's walk finds
# as many zones as count() says are made, each with its one card; a deal
# that empties a zone of a family unmakes it.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/fam.hoyle" <<'HOYLE'
game "Families" {
  players 3..3
  deck standard
  lowest score wins
}
var score : each player = 0
zone stock : pile
zone rows : each player, many 3
zone solo : each player, many 1
zone heaps : pile, many 4
setup {
  shuffle stock
  for p in players { move top of stock to new(solo of p) }
}
turn {
  if count(rows) == 3 { end game }
  move top of stock to new(rows)
  move top of stock to new(heaps)
  let i = 0
  for m in heaps {
    i += 1
    if i == 2 and count(heaps) == 3 { move all of m to stock }
  }
  for p in players {
    let n = 0
    let c = 0
    for m in rows of p { n += 1; c += count(m) }
    let s = 0
    for m in solo of p { s += count(m) }
    say "{p}: rows {n} {c} made {count(rows of p)} solo {s}"
  }
  let k = 0
  for m in heaps { k += count(m) }
  say "heaps {k} made {count(heaps)}"
}
fn standing(p) = score of p
HOYLE
for seed in 1 2; do
  try run "$tmp/fam.hoyle" -s $seed
  want_status 0
  grep -E '^P[123]: rows' "$tmp/out" >"$tmp/rows"
  [ "$(wc -l <"$tmp/rows")" -ge 12 ] || fail "expected each player's rows walked every turn"
  awk '$3 != $4 || $3 != $6 || $8 != 1 { exit 1 }' "$tmp/rows" ||
    fail "a walk of rows or solo missed or repeated a zone"
  awk '$3 == 3 { n++ } END { exit n == 0 }' "$tmp/rows" || fail "expected a player with 3 rows"
  grep -E '^heaps' "$tmp/out" | awk '$2 != $4 { exit 1 }' || fail "the walk of heaps missed or repeated a zone"
  out_has "heaps 2 made 2"
done

# A deal from a zone of a family that empties it unmakes the zone: count()
# and a walk of the family find none left.
cat >"$tmp/dealfam.hoyle" <<'HOYLE'
game "Deal from a family" { players 2..2 deck standard }
zone stock : pile
zone hand : each player
zone rows : pile, many 3
setup { shuffle stock }
turn {
  let r = new(rows)
  move top of stock to r
  move top of stock to r
  say "made {count(rows)}"
  deal 1 to each hand from r
  let n = 0
  for m in rows { n += 1 }
  say "after {count(rows)} walked {n}"
  win current
}
HOYLE
try run "$tmp/dealfam.hoyle" -s 1
want_status 0
out_has "made 1"
out_has "after 0 walked 0"
