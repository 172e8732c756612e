# hoyle merge of the three shards of a run, played side by side by GNU
# parallel, gives exactly the JSON of the whole run (but for the timing
# members); so do shards given in another order.  A missing, repeated or
# foreign shard is refused with exit status 65; so is a file that is not
# JSON (65) or cannot be read (66).  A shard with no games merges too.
. "$SRCDIR/tests/cli/common"
command -v parallel >/dev/null || skip "hoyle merge of shards run by GNU parallel: parallel not found (apt-get install parallel)"
hearts=$games/hearts.hoyle
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
try sim "$hearts" --json -n 301 -s 7 -D target=50 -j 1
want_status 0
untimed "$tmp/out" >"$tmp/whole"
cp "$tmp/out" "$tmp/whole.json"
parallel --will-cite -j 3 "'$HOYLE' sim '$hearts' --json -n 301 -s 7 -D target=50 -j 1 --shard {}/3 >'$tmp/shard{}.json'" ::: 1 2 3 ||
  fail "the shards did not run"
grep -q '^"shard":\[2,3\],$' "$tmp/shard2.json" || fail "shard 2 does not say it is 2/3"
try merge "$tmp/shard1.json" "$tmp/shard2.json" "$tmp/shard3.json"
want_status 0
untimed "$tmp/out" >"$tmp/merged"
cmp -s "$tmp/whole" "$tmp/merged" || { diff "$tmp/whole" "$tmp/merged"; fail "the merge differs from the whole run"; }
try merge "$tmp/shard3.json" "$tmp/shard1.json" "$tmp/shard2.json"
untimed "$tmp/out" | cmp -s "$tmp/whole" - || fail "the merge depends on the order of the files"

# Two games in three shards: the first shard has none, and the merge is
# still the whole run.
for k in 1 2 3; do "$HOYLE" sim "$hearts" --json -n 2 --shard $k/3 >"$tmp/small$k.json"; done
try sim "$hearts" --json -n 2
untimed "$tmp/out" >"$tmp/whole"
try merge "$tmp/small1.json" "$tmp/small2.json" "$tmp/small3.json"
want_status 0
untimed "$tmp/out" | cmp -s "$tmp/whole" - || fail "an empty shard changes the merge"

try merge "$tmp/shard1.json" "$tmp/shard3.json"
want_status 65
err_has "hoyle merge: shard 2/3 is missing"
try merge "$tmp/shard1.json" "$tmp/shard1.json"
want_status 65
err_has "shard 1/3 is given twice"
"$HOYLE" sim "$hearts" --json -n 301 -s 8 -D target=50 --shard 2/3 >"$tmp/other.json"
try merge "$tmp/shard1.json" "$tmp/other.json"
want_status 65
err_has "is a shard of another run"
try merge "$tmp/whole.json"
want_status 65
err_has "is not a shard"
try merge "$tmp/none.json"
want_status 66
err_has "hoyle merge: cannot read $tmp/none.json: No such file or directory"
printf '{"shard":[1,' >"$tmp/cut.json"
try merge "$tmp/cut.json"
want_status 65
err_has "hoyle merge: $tmp/cut.json: byte 12: expected a value"
try sim "$hearts" --shard 1/3
want_status 64
err_has "--shard writes JSON for hoyle merge: add --json"
try sim "$hearts" --json --shard 4/3
want_status 64
err_has "--shard takes K/N with 1 <= K <= N, not '4/3'"
exit 0
