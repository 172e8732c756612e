# Numbers run from -2147483648 to 2147483647 (hoyle(5)): a sum, difference,
# product, negation, abs or quotient past that range stops the game with a
# run-time error at the expression (exit 70), never a crash (SIGFPE) or a
# wrapped number; the lowest number modulo -1 is 0.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# calc NAME EXPR: a game whose first turn says EXPR, with low the lowest number; runs it.
calc() {
  cat >"$1.hoyle" <<END
game "Calc" { players 2..2 deck standard }
zone stock : pile
var low = 0 - 2147483647 - 1
var high = 2147483647
setup { shuffle stock }
turn {
  say "{$2}"
  win current
}
END
  try run "$1.hoyle"
}

# too_large NAME EXPR: EXPR is past the range; the error points at it.
too_large() {
  calc "$1" "$2"
  want_status 70
  err_has "$1.hoyle:7:9: run-time error: number too large: the result does not fit in -2147483648 to 2147483647"
  out_lacks "wins"
}

too_large div 'low / (0 - 1)'
too_large add 'high + 1'
too_large literal '2147483647 + 1'
too_large sub 'low - 1'
too_large mul '65536 * 65536'
too_large neg '-low'
too_large abs 'abs(low)'
too_large assign 'high + (high - 1)'

calc mod 'low % (0 - 1)'
want_status 0
grep -qx 0 "$tmp/out" || fail "the game did not say 0"
calc edge '(low + high) * (0 - 1) + (high - 1) + (abs(low + 1) + (low + 1))'
want_status 0
grep -qx 2147483647 "$tmp/out" || fail "the game did not say 2147483647"
