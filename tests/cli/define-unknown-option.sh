# -D with a name the script does not declare, or without '=': usage error (64),
# listing the options there are; no game is played.
. "$SRCDIR/tests/cli/common"
try run "$games/vandatta.hoyle" -D jokers_wild=true
want_status 64
out_empty
err_has "has no option 'jokers_wild'"
err_has "are: rounds same_suit_first no_ace_on_ace lappen_one_card_only"
try sim "$games/crazy-eights.hoyle" -D hand_size=5
want_status 64
err_has "has no option 'hand_size'"
err_has "are: (none)"
try run "$games/vandatta.hoyle" -D rounds
want_status 64
err_has "-D needs name=value, not 'rounds'"
