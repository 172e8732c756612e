# hoyle play: a whole game answered from a pipe ends with the table, who
# won and "you won!" or "you lost.", then asks "play again?"; 'y' deals a
# new game with a new seed.  -s replays a game exactly; without it the seed
# is random and shown.
. "$SRCDIR/tests/cli/common"
cmd="hoyle play -p 2 -s 5 crazy-eights (answering 1 or Enter)"
answers() { yes 1 | head -n 300; }
answers | LC_ALL=C "$HOYLE" play -p 2 -s 5 "$games/crazy-eights.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "seed 5 (hoyle play -s 5 plays this game again)"
out_has "== the game is over =="
out_has "play again? (y/n)"
grep -qE '^P[12] wins: you (won!|lost\.)$' "$tmp/out" || fail "no line 'Pn wins: you won!/lost.'"
answers | LC_ALL=C "$HOYLE" play -p 2 -s 5 "$games/crazy-eights.hoyle" >"$tmp/again" 2>&1
cmp -s "$tmp/out" "$tmp/again" || fail "the same seed played a different game"
# 'y' to play again: a second game with a seed of its own
asked=$(grep -oE '(choose 1-[0-9]+|press Enter for it) \(' "$tmp/out" | wc -l)
{ yes 1 | head -n "$asked"; echo y; echo q; } | LC_ALL=C "$HOYLE" play -p 2 -s 5 "$games/crazy-eights.hoyle" \
  >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
[ "$(grep -c 'seed [0-9]* (hoyle play -s' "$tmp/out")" -eq 2 ] || fail "play again did not start a second game"
out_has "you left the game"
# a game with scores ends with the standings, best first
cmd="hoyle play -s 11 --auto -D target=20 -a random hearts"
yes 1 | head -n 200 | LC_ALL=C "$HOYLE" play -s 11 --auto -D target=20 -a random "$games/hearts.hoyle" \
  >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "standings: P1 0, P4 0, P3 1, P2 25 (the lowest score wins)"
# without -s: a random seed, shown, different from run to run
printf 'q\n' | "$HOYLE" play "$games/crazy-eights.hoyle" >"$tmp/a" 2>&1
printf 'q\n' | "$HOYLE" play "$games/crazy-eights.hoyle" >"$tmp/b" 2>&1
a=$(sed -n 's/^seed \([0-9]*\) .*/\1/p' "$tmp/a")
b=$(sed -n 's/^seed \([0-9]*\) .*/\1/p' "$tmp/b")
[ -n "$a" ] && [ -n "$b" ] || fail "no seed shown"
[ "$a" != "$b" ] || fail "two games without -s had the same seed $a"
