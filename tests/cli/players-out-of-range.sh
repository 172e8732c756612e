# A player count outside the game's players line (said as one number when
# the game takes only one), or a seat beyond the players: usage error (64).
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
try run "$c8" -p 8
want_status 64
out_empty
err_has "hoyle run: $c8 takes 2 to 7 players, not 8"
try sim "$c8" -p 1
want_status 64
err_has "takes 2 to 7 players, not 1"
try play "$games/hearts.hoyle" -p 3
want_status 64
out_empty
err_has "hoyle play: $games/hearts.hoyle takes 4 players, not 3"
try run "$c8" --view 5
want_status 64
err_has "hoyle run: there is no seat 5 with 4 players"
try play "$c8" -p 3 --seat 4
want_status 64
err_has "hoyle play: there is no seat 4 with 3 players"
