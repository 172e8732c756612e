# Screw Your Neighbour with a negative cut_spread: a run-time error (70)
# that names the option, not the Lua call it would break.
. "$SRCDIR/tests/cli/common"
try run "$games/screw-your-neighbour.hoyle" -D cut_spread=-1
want_status 70
err_has "cut_spread must be 0 or more"
