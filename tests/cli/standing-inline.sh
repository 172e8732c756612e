# fn standing(p) of one expression is compiled in place for each seat after
# every turn (no call, p the seat as a constant), and seats below the
# script's fewest players are not tested against the players there are:
# for players 2..4, main tests seats 3 and 4 only (NPLAYERS twice, after a
# turn and at the end) and calls nothing.  A standing that walks a zone
# (hidden locals) is still called.  Both give the same places and the same
# account of the lead, for each number of players.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >lead.hoyle <<'END'
game "Lead" {
  players 2..4
  deck standard
  highest score wins
}
zone stock : pile
zone hand : each player, private
var score : each player = 0
setup { shuffle stock }
turn {
  move top of stock to hand of current
  score of current += count(c in hand of current where c.suit == hearts)
  if count(stock) < 4 { end game }
}
fn standing(p) = score of p
END
sed 's/^fn standing(p) = .*/fn standing(p) = score of p + 0 * count(c in hand of p where c.suit == spades)/' \
  lead.hoyle >called.hoyle
main_ops() { sed -n '/^main/,/HALT/p' "$tmp/out" | grep -c -e "$1"; }
try disasm lead.hoyle
want_status 0
[ "$(main_ops 'CALL ')" -eq 0 ] || fail "standing(p) is called, not compiled in place"
[ "$(main_ops NPLAYERS)" -eq 4 ] || fail "expected seats 3 and 4 tested, twice"
[ "$(main_ops 'GETP ')" -eq 8 ] || fail "expected score of p read for 4 seats, twice"
try disasm called.hoyle
want_status 0
[ "$(main_ops 'CALL ')" -eq 8 ] || fail "a standing(p) that walks is called for 4 seats, twice"
for p in 2 3 4; do
  try sim lead.hoyle -n 30 -p $p -s 3 --json
  want_status 0
  grep -e '^"standing":' -e '^"places":' "$tmp/out" >inline.txt
  [ "$(wc -l <inline.txt)" -eq 2 ] || fail "expected the standing and the places"
  grep -q '"lead_changes"' inline.txt || fail "expected an account of the lead"
  try sim called.hoyle -n 30 -p $p -s 3 --json
  want_status 0
  grep -e '^"standing":' -e '^"places":' "$tmp/out" >called.txt
  cmp -s inline.txt called.txt || fail "standing in place and called differ with $p players"
done
