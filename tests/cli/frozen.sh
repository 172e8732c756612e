# Libraries keep their word (tests/frozen/README): every game as it was
# written still checks against the current stdlib and plays exactly as it
# did with the stdlib it was written against: the same transcript for each
# seed and agents, with HOYLE_PATH naming the current stdlib, or unset so
# that the frozen copy beside the games (tests/frozen/stdlib) is found.
. "$SRCDIR/tests/cli/common"
frozen=$SRCDIR/tests/frozen
n=0
for g in "$frozen"/games/*.hoyle; do
  HOYLE_PATH=$SRCDIR/stdlib try check "$g"
  want_status 0
  for run in "-s 1 -a random" "-s 2 -a random" "-s 3 -a first"; do
    # shellcheck disable=SC2086
    HOYLE_PATH= try run "$g" $run
    want_status 0
    cp "$tmp/out" "$tmp/then"
    # shellcheck disable=SC2086
    HOYLE_PATH=$SRCDIR/stdlib try run "$g" $run
    want_status 0
    cmp -s "$tmp/then" "$tmp/out" || {
      diff "$tmp/then" "$tmp/out" | head -20
      fail "$(basename "$g") plays otherwise with the current stdlib (diff above: < then, > now)"
    }
    n=$((n + 1))
  done
done
[ "$n" -ge 48 ] || fail "expected the frozen games (16 or more), ran $n games"
exit 0
