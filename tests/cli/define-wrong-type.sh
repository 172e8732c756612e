# -D with a value of the wrong type for the option: usage error (64).
. "$SRCDIR/tests/cli/common"
try run "$games/vandatta.hoyle" -D rounds=two
want_status 64
out_empty
err_has "option 'rounds' takes a number from -1000000 to 1000000, not 'two'"
try run "$games/vandatta.hoyle" -D same_suit_first=1
want_status 64
err_has "option 'same_suit_first' takes true or false, not '1'"
try play "$games/russian-crazy-sevens.hoyle" -D jacks_reverse=yes
want_status 64
err_has "option 'jacks_reverse' takes true or false, not 'yes'"
