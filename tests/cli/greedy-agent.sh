# -a greedy takes the option that does best a little ahead, and puts cards
# down when that tells options apart no further: in Vändåtta it draws only
# when no card can be played (random players draw thousands of times in a
# deal), an Ottawa deal, which random players never finish, ends with a
# winner, and Cheat among greedy bots ends: a bot that claimed its whole
# hand at every turn was always challenged and no game ended.
. "$SRCDIR/tests/cli/common"
try run "$games/vandatta.hoyle" -s 1 -a greedy -D rounds=1 --log json
want_status 0
draws=$(grep -c '"label":"draw"' "$tmp/out")
[ "$draws" -lt 100 ] || fail "greedy players drew $draws times"
try run "$games/vandatta.hoyle" -s 1 -a random -D rounds=1 --log json
[ "$(grep -c '"label":"draw"' "$tmp/out")" -gt 1000 ] || fail "random players should draw often"
try run "$games/ottawa.hoyle" -s 1 -a greedy -D rounds=1
want_status 0
out_has "wins the game after"
try run "$games/ottawa.hoyle" -s 1 -a random -D rounds=1
out_has "stopped in deal 1 after 5000 turns"
try sim "$games/cheat.hoyle" -a greedy -n 12 -j 1 --max-turns 1500
want_status 0
out_has "draws 0, stopped by the turn cap 0, failed 0"
# Gin Rummy, where holding is neither good nor bad: greedy weighs the score
# and knocks when knocking scores, so each of these games to one point ends
# within a few hundred turns (when greedy knocked only by chance, they took
# 2,887 to 9,792).
try sim "$games/gin-rummy.hoyle" -a greedy -D target=1 -n 4 -s 1 -j 1
want_status 0
most=$(sed -n 's/.*turns per game:.* max \([0-9]*\).*/\1/p' "$tmp/out")
[ -n "$most" ] && [ "$most" -le 1000 ] || fail "greedy games of Gin Rummy to one point took up to '$most' turns"
# A race whose act leads to a choice of the seat's own (Spit's moment: act,
# then put a card on a pile): acting looks no better at once than letting
# it pass, and greedy acts then; when it let such races pass, it won 13 of
# these 40 games against a random seat.
try sim "$games/spit.hoyle" -a greedy,random -n 40 -s 1 -j 1
want_status 0
won=$(sed -n 's/^  P1 *\([0-9]*\) .*/\1/p' "$tmp/out")
[ -n "$won" ] && [ "$won" -ge 34 ] || fail "greedy won '$won' of 40 games of Spit against random"
