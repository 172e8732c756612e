# A choose's second arm `"draw" when not (any x in Z where P(x))` after a
# first arm `play c from Z where P(c)` is answered by the options the first
# made (JOPTS, as an else arm), not by a second walk of Z: only when the
# two are written alike, and the play is the same as the walk's, seed by
# seed, as a condition written otherwise (`and true`, which keeps the walk).
. "$SRCDIR/tests/cli/common"
cat >"$tmp/follow.hoyle" <<'HOYLE'
game "Follow" {
  players 3..3
  deck standard
}
zone stock : pile, face down
zone discard : pile, face up, shown
zone hand : each player, private
fn fits(c) = c.rank == top(discard).rank or c.suit == top(discard).suit
setup { shuffle stock; deal 5 to each hand; move top of stock to discard }
turn {
  if count(stock) == 0 { end game }
  choose {
    play c from hand of current where fits(c)
    "draw" when not (any x in hand of current where fits(x)) { draw 1 }
  }
}
when hand of p is empty { win p }
HOYLE
sed 's/where fits(x))/where fits(x) and true)/' "$tmp/follow.hoyle" >"$tmp/walked.hoyle"
try disasm "$tmp/follow.hoyle"
want_status 0
out_has JOPTS
[ "$(grep -c WALKSTART "$tmp/out")" -eq 1 ] || fail "expected one walk of the hand"
try disasm "$tmp/walked.hoyle"
want_status 0
out_lacks JOPTS
for seed in 1 2 3 4 5 6; do
  try run "$tmp/walked.hoyle" -s $seed
  want_status 0
  grep -q draw "$tmp/out" || fail "expected a draw"
  mv "$tmp/out" "$tmp/want"
  try run "$tmp/follow.hoyle" -s $seed
  want_status 0
  cmp -s "$tmp/want" "$tmp/out" || fail "the play differs from the walk's at seed $seed"
done
# A label arm between them: its option counts too, so the walk stays.
sed 's/^    "draw" when/    "knock" when false { }\n&/' "$tmp/follow.hoyle" >"$tmp/between.hoyle"
try disasm "$tmp/between.hoyle"
want_status 0
out_lacks JOPTS
