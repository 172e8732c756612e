# A function whose body is a single `return expr` is compiled in place at a
# call, as `fn f(x) = expr` is: fn twos holds no CALL of fn wild, and the
# game plays as before (scripts such as Canasta write their tests so).
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
setup { deal 5 to each hand }
turn { score of current += twos(current); end game }
fn standing(p) = score of p
HOYLE
try disasm "$tmp/inline.hoyle"
want_status 0
sed -n '/^fn twos:/,/^$/p' "$tmp/out" >"$tmp/twos"
grep -q '; 9: fn wild' "$tmp/twos" || fail "fn twos does not hold fn wild's code"
if grep -q CALL "$tmp/twos"; then fail "fn twos calls fn wild instead of comparing in place"; fi
try check "$tmp/inline.hoyle"
want_status 0
