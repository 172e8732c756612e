# A script that cannot be read: exit status 66 and "cannot read", for every
# command that reads one (check also when another file is fine).
. "$SRCDIR/tests/cli/common"
for command in check run sim play disasm; do
  try $command "$tmp/nothere.hoyle"
  want_status 66
  err_has "hoyle: cannot read $tmp/nothere.hoyle: No such file or directory"
  out_empty
done
try check "$games/crazy-eights.hoyle" "$tmp/nothere.hoyle"
want_status 66
err_has "cannot read $tmp/nothere.hoyle"
