# hoyle test: a scenario file that cannot be read gets a FAIL line, and the
# exit status is 66 (a file could not be read), as for the other commands.
. "$SRCDIR/tests/cli/common"
try test "$tmp/nothere.scn"
want_status 66
out_has "FAIL $tmp/nothere.scn: cannot read the scenario"
out_has "0 passed, 1 failed"
