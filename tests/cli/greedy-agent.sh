# -a greedy puts cards down whenever it may: in Vändåtta it draws only when
# no card can be played (random players draw thousands of times in a deal),
# and an Ottawa deal, which random players never finish, ends with a winner.
. "$SRCDIR/tests/cli/common"
try run "$games/vandatta.hoyle" -s 1 -a greedy -D rounds=1 --log json
want_status 0
draws=$(grep -c '"label":"draw"' "$tmp/out")
[ "$draws" -lt 100 ] || fail "greedy players drew $draws times"
try run "$games/vandatta.hoyle" -s 1 -a random -D rounds=1 --log json
[ "$(grep -c '"label":"draw"' "$tmp/out")" -gt 1000 ] || fail "random players should draw often"
try run "$games/ottawa.hoyle" -s 1 -a greedy -D rounds=1
want_status 0
out_has "P4 wins the game after"
try run "$games/ottawa.hoyle" -s 1 -a random -D rounds=1
out_has "stopped in deal 1 after 5000 turns"
