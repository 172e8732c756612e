# A function whose body is a single `return expr` is compiled in place at a
# call, as `fn f(x) = expr` is: fn twos holds no CALL of fn wild, and the
# game plays as before (scripts such as Canasta write their tests so).  So
# is a call whose arguments are a zone of a player or its top card
# (red(top(hand of p)), as Spit's goes(up1 of p)), and it gives the value
# the call gives.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/inline.hoyle" <<'HOYLE'
game "Inline" {
  players 2..2
  deck standard
  lowest score wins
}
var score : each player = 0
zone stock : pile
zone hand : each player
fn wild(c) { return c.rank == 2 }
fn twos(p) = count(c in hand of p where wild(c))
fn red(c) { return c.suit == hearts or c.suit == diamonds }
fn top_red(p) = red(top(hand of p))
fn top_red_called(p) { let c = top(hand of p); return c.suit == hearts or c.suit == diamonds }
setup { shuffle stock; deal 5 to each hand }
turn {
  score of current += twos(current)
  say "top: {top_red(current)} {top_red_called(current)}"
  end game
}
fn standing(p) = score of p
HOYLE
try disasm "$tmp/inline.hoyle"
want_status 0
sed -n '/^fn twos:/,/^$/p' "$tmp/out" >"$tmp/twos"
grep -q '; 9: fn wild' "$tmp/twos" || fail "fn twos does not hold fn wild's code"
if grep -q CALL "$tmp/twos"; then fail "fn twos calls fn wild instead of comparing in place"; fi
sed -n '/^fn top_red:/,/^$/p' "$tmp/out" >"$tmp/top"
grep -q '; 11: fn red' "$tmp/top" || fail "fn top_red does not hold fn red's code"
if grep -q CALL "$tmp/top"; then fail "fn top_red calls fn red instead of testing in place"; fi
seen=
for seed in 1 2 3 4 5 6 7 8; do
  try run "$tmp/inline.hoyle" -s $seed
  want_status 0
  line=$(grep '^top: ' "$tmp/out")
  case $line in
    "top: true true") seen="$seen t" ;;
    "top: false false") seen="$seen f" ;;
    *) fail "the call in place and the call differ: $line" ;;
  esac
done
case $seen in *t*f*|*f*t*) ;; *) fail "the top card was red at every seed or at none: the test cannot tell the values apart" ;; esac
