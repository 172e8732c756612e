# Choosing several cards (Cheat's `play several`): after the first card the
# screen says which card is asked for and how many there may be ("card 2
# of up to 3" with max_cards=3), "stop" is always answered by s, whatever
# the number of cards left (the number that was stop's is no option), and
# a replay tells the answer s again.
. "$SRCDIR/tests/cli/common"
cmd="hoyle play -s 2 -D max_cards=3 cheat, answering 1 13 1 s q"
printf '1\n13\n1\ns\nq\n' | LC_ALL=C "$HOYLE" play -s 2 -a random -D max_cards=3 --record "$tmp/rec" \
  "$games/cheat.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "P1, your options:"
out_has "P1, your options for card 2 of up to 3:"
out_has "P1, your options for card 3 of up to 3:"
out_has "s) stop"
out_has "choose 1-12 or s to stop ("
out_has "choose 1-11 or s to stop ("
out_has "'13' is not an option here."
out_has "P1: stop"
out_has "P1 claims 2 of rank A"
grep -q '^ *[0-9]*) stop' "$tmp/out" && fail "stop has a number"
cmd="hoyle replay of that game"
LC_ALL=C "$HOYLE" replay "$tmp/rec" >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 0
out_has "P1 chooses s: stop"
exit 0
