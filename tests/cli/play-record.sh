# hoyle play --record writes the seed, the setup and every answer (and the
# search bots seated by default, with the iterations timed for this
# machine, shown before the game); hoyle
# replay plays the same game back to where the record ends.  In a Hearts
# pass, u takes back the card just put down (and the record forgets it);
# once the others have moved, u is no longer offered.  A file that is not a
# record is refused with its line (exit 65), one that is missing with 66.
. "$SRCDIR/tests/cli/common"
cmd="hoyle play -s 4 --record hearts, answering 2 u 5 1 1 q"
printf '2\nu\n5\n1\n1\nq\n' | LC_ALL=C "$HOYLE" play -s 4 --record "$tmp/rec" -D target=50 \
  "$games/hearts.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has ", u undo,"
out_has "P1 takes the last answer back"
grep -qx "  passing of P1 (yours): 3D 3C" "$tmp/out" ||
  fail "the card taken back is still passed"
grep -q "r rules, u undo" "$tmp/out" || fail "u is not offered during the pass"
tail -n 3 "$tmp/out" | grep -q "u undo" && fail "u is offered after the others moved"
for want in "hoyle-record 1" "seed 4" "option target=50" "ask-forced 1"; do
  grep -qx "$want" "$tmp/rec" || fail "the record lacks the line: $want"
done
[ "$(grep -c '^move ' "$tmp/rec")" -eq 3 ] || fail "the record does not hold 3 answers"
bots=$(sed -n 's/^agents ismcts:iterations=\([0-9]*\)$/\1/p' "$tmp/rec")
[ -n "$bots" ] && [ "$bots" -ge 1 ] && [ "$bots" -le 800 ] ||
  fail "the record does not name search bots of 1 to 800 iterations: $(grep '^agents' "$tmp/rec")"
out_has "the bots: ismcts:iterations=$bots (about 0.2 s a decision on this machine)"
cp "$tmp/out" "$tmp/played"
cmd="hoyle replay"
LC_ALL=C "$HOYLE" replay "$tmp/rec" >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 0
out_has "P1 chooses 5: pass 3D to P2"
out_has "the record ends here"
# the replay tells the same moves as the game played, but the one taken back
grep 'P. passes\|P. plays' "$tmp/played" | sed 's/.*: P1 /P1 /; 1d' >"$tmp/a"
grep 'P. passes\|P. plays' "$tmp/out" | sed 's/.*: P1 /P1 /' >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b"; fail "the replay played other moves"; }
printf 'hoyle-record 1\nscript %s\nseed x\n' "$games/hearts.hoyle" >"$tmp/bad"
try replay "$tmp/bad"
want_status 65
err_has "bad:3: expected a line 'key value'"
try replay "$tmp/none"
want_status 66
err_has "cannot read"
# a record that cannot be written is refused before the game starts
try play --record "$tmp/no/such/dir/rec" "$games/hearts.hoyle"
want_status 66
err_has "cannot write the record to"
out_lacks "seed "
# the record keeps the script's absolute path: replayed from another
# directory, the game is found; a relative path (a record written by hand)
# is taken from the record's own directory
cmd="hoyle play --record from the source tree, with relative paths"
(cd "$SRCDIR" && printf '1\nq\n' | LC_ALL=C "$HOYLE" play -s 4 --record "$tmp/rel.rec" \
  games/hearts.hoyle) >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
grep -qx "script $(cd "$SRCDIR" && pwd -P)/games/hearts.hoyle" "$tmp/rel.rec" ||
  fail "the record does not keep the absolute path: $(grep '^script' "$tmp/rel.rec")"
mkdir "$tmp/elsewhere" "$tmp/recs" "$tmp/recs/games"
cmd="hoyle replay from another directory"
(cd "$tmp/elsewhere" && LC_ALL=C "$HOYLE" replay ../rel.rec) >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 0
out_has "P1 chooses 1: pass 3C to P2"
cp "$games/hearts.hoyle" "$tmp/recs/games/" && cp -r "$SRCDIR/stdlib" "$tmp/recs/"
sed 's|^script .*|script games/hearts.hoyle|' "$tmp/rel.rec" >"$tmp/recs/h.rec"
cmd="hoyle replay of a record whose script path is relative to the record"
(cd "$tmp/elsewhere" && LC_ALL=C "$HOYLE" replay ../recs/h.rec) >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 0
out_has "P1 chooses 1: pass 3C to P2"
# play again with --record: each game in a file of its own (h.rec, then
# h-2.rec), said on screen; the second game is headed apart from the first
# (the bot's iterations fixed, not timed: the same game in both runs)
bots2=human,ismcts:iterations=300
cmd="hoyle play -p 2 -s 5 --record h.rec crazy-eights, twice"
asked=$(yes 1 | head -n 300 | LC_ALL=C "$HOYLE" play -p 2 -s 5 -a "$bots2" "$games/crazy-eights.hoyle" 2>&1 |
  grep -oE '(choose 1-[0-9]+|press Enter for it) \(' | wc -l)
{ yes 1 | head -n "$asked"; echo y; echo q; } | LC_ALL=C "$HOYLE" play -p 2 -s 5 -a "$bots2" \
  --record "$tmp/h.rec" "$games/crazy-eights.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "this game is recorded in $tmp/h.rec"
out_has "this game is recorded in $tmp/h-2.rec"
grep -A 1 '^play again?' "$tmp/out" | head -n 2 >"$tmp/next"
printf 'play again? (y/n) \n== game 2 ==\n' | cmp -s - "$tmp/next" ||
  fail "the second game is not headed '== game 2 ==' on a line of its own: $(cat "$tmp/next")"
grep -q '^move ' "$tmp/h.rec" && [ "$(grep -c '^move ' "$tmp/h.rec")" -eq "$asked" ] ||
  fail "h.rec does not hold the first game's $asked answers"
grep -qx 'seed 5' "$tmp/h.rec" || fail "h.rec is not the first game's"
[ -f "$tmp/h-2.rec" ] && ! grep -qx 'seed 5' "$tmp/h-2.rec" || fail "h-2.rec is not the second game's"
exit 0
