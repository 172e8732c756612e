# hoyle compare: two identical settings on the same seeds differ in nothing
# and nothing is marked significant; a change that shows (Russian Crazy
# Sevens with three packs: shorter games) is marked, between two settings or
# two scripts.  B takes a script and -D options only.
. "$SRCDIR/tests/cli/common"
rcs=$games/russian-crazy-sevens.hoyle
try compare "$rcs" -n 300 -j 2 -D jacks_reverse=true -- -D jacks_reverse=true
want_status 0
out_has "A: $rcs: 300 games (seeds 1 to 300), 4 players, agents random, turn cap 5000, -D jacks_reverse=true"
out_has "B: $rcs: 300 games (seeds 1 to 300), 4 players, agents random, turn cap 5000, -D jacks_reverse=true"
out_has "  P1 wins, %"
out_has "  turns, mean"
sed 1,3d "$tmp/out" | grep -q '\*' && fail "identical settings marked significant"
grep '\[' "$tmp/out" | grep -v '+0\.000  \[' | grep -q . && fail "identical settings differ"
cd "$tmp" || exit 1
try compare "$rcs" -n 300 -- -D pack_count=3
want_status 0
grep -q '^  turns, mean .* \*$' "$tmp/out" || fail "three packs: game length not marked significant"
sed 's/^option pack_count = 1 /option pack_count = 3 /' "$rcs" >packs.hoyle
grep -q '^option pack_count = 3 ' packs.hoyle || fail "the script's pack_count option changed its wording"
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
try compare "$rcs" packs.hoyle -n 300 -s 5
want_status 0
out_has "B: packs.hoyle: 300 games (seeds 5 to 304)"
grep -q '^  turns, mean .* \*$' "$tmp/out" || fail "three packs: game length not marked significant"
try compare "$rcs" -n 10 -- -n 5
want_status 64
err_has "after --, B takes a script and -D options, not '-n'"
try compare "$rcs" -n 10
want_status 64
err_has "give A and B"
exit 0
