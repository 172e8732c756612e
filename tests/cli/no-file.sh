# No command, no file, or two files where one is wanted: usage error (64).
. "$SRCDIR/tests/cli/common"
try
want_status 64
out_empty
err_has "usage: hoyle COMMAND [OPTIONS] FILE..."
for command in check run play sim test disasm; do
  try $command
  want_status 64
  out_empty
  err_has "hoyle $command: needs a file"
done
for command in run play sim disasm; do
  try $command "$games/crazy-eights.hoyle" "$games/vandatta.hoyle"
  want_status 64
  err_has "hoyle $command: needs exactly one script"
done
