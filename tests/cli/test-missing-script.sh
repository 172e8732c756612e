# hoyle test: a scenario whose game line names a script that does not exist
# fails with a FAIL line that names the script; the exit status is 66, as for
# any file that cannot be read.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
printf 'game nothere.hoyle\nplayers 2\nexpect turns = 0\n' >lost.scn
try test lost.scn
want_status 66
out_has "FAIL lost.scn: the script nothere.hoyle does not load"
out_has "0 passed, 1 failed"
