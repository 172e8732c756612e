# bench/instructions.sh, the checker of make bench-check: against a copy of
# bench/instructions.txt with Crazy Eights' line lowered far below what is
# measured and Golf's line taken out, it fails (exit status 1) naming both
# games, the figure measured (the one --print gives) and the line; with
# the line raised far above, it passes.  Needs valgrind, and a build
# without AddressSanitizer (which valgrind cannot run: the checker says so).
. "$SRCDIR/tests/cli/common"
check=$SRCDIR/bench/instructions.sh
c8=$games/crazy-eights.hoyle golf=$games/golf.hoyle
run() {
  cmd="bench/instructions.sh $*"
  sh "$check" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

run "$HOYLE" "$tmp/no-such-table" "$c8"
want_status 2
err_has "cannot read the table $tmp/no-such-table"
if ! command -v valgrind >/dev/null; then
  skip "valgrind not found (apt-get install valgrind)"
fi
if grep -q __asan_init "$HOYLE"; then
  run --print "$HOYLE" "$c8"
  want_status 2
  err_has "is built with AddressSanitizer (--enable-sanitizers), which valgrind cannot run"
  skip "hoyle is built with AddressSanitizer, which valgrind cannot run"
fi

run --print "$HOYLE" "$c8"
want_status 0
out_has '# bench/instructions.txt: instructions a turn of `hoyle sim GAME -a random -j 1`'
got=$(sed -n 's/^crazy-eights  *\([0-9][0-9]*\)   # -n [0-9][0-9]*$/\1/p' "$tmp/out")
[ -n "$got" ] || fail "no line for crazy-eights"
[ "$got" -gt 100 ] || fail "crazy-eights at $got instructions a turn"

table=$tmp/table
grep -q '^golf ' "$SRCDIR/bench/instructions.txt" || fail "bench/instructions.txt has no line for golf"
sed -e 's/^crazy-eights .*/crazy-eights 10/' -e '/^golf /d' "$SRCDIR/bench/instructions.txt" >"$table"
run "$HOYLE" "$table" "$c8" "$golf"
want_status 1
pct=$(awk -v g="$got" 'BEGIN { printf "%.1f", (g / 10 - 1) * 100 }')
err_has "crazy-eights: $got instructions a turn, $pct% over its line of 10 in $table (10% allowed)"
err_has "golf: "
err_has " instructions a turn, and no line for it in $table"

sed 's/^crazy-eights .*/crazy-eights 100000000/' "$SRCDIR/bench/instructions.txt" >"$table"
run "$HOYLE" "$table" "$c8"
want_status 0
out_has "ok crazy-eights: $got instructions a turn (line 100000000): more than 10% under"
exit 0
