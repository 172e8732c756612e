# The same command line gives the same game byte for byte, as text and as
# JSON; another seed gives another game.
. "$SRCDIR/tests/cli/common"
rcs=$games/russian-crazy-sevens.hoyle
for log in text json; do
  try run "$rcs" -p 5 -s 99 --log $log
  want_status 0
  cp "$tmp/out" "$tmp/first"
  try run "$rcs" -p 5 -s 99 --log $log
  cmp -s "$tmp/first" "$tmp/out" || fail "a second run with --log $log differs"
  [ "$(wc -l <"$tmp/out")" -gt 10 ] || fail "expected a transcript"
  try run "$rcs" -p 5 -s 100 --log $log
  cmp -s "$tmp/first" "$tmp/out" && fail "seeds 99 and 100 give the same game"
done
exit 0
