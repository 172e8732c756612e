# All the errors of a script are reported in one run, each with its place,
# then "N errors"; run refuses to play such a script (exit 65, no transcript).
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >bad.hoyle <<'END'
zone stock : pile
var owed = 0
setup { shuffle stock }
turn {
  owed = true
  if owed { skip }
  draw 1 by nobody
}
END
for command in check run; do
  try $command bad.hoyle
  want_status 65
  out_empty
  err_has "bad.hoyle:5:10: error: cannot store a truth value in 'owed', which holds a number"
  err_has "bad.hoyle:6:6: error: the condition of 'if' must be a truth value, not a number"
  err_has "bad.hoyle:7:3: error: 'draw' needs a zone named 'hand'"
  err_has "bad.hoyle:7:13: error: unknown name 'nobody'"
  err_has "bad.hoyle: 4 errors"
done
