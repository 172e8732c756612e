# A scenario past a limit is refused at the line, not cut silently: a line
# longer than the limit, and more option lines than may be set.
. "$SRCDIR/tests/cli/common"
{ echo "game $games/crazy-eights.hoyle"; printf 'expect turn = 1 #'; head -c 600 /dev/zero | tr '\0' x; echo; } >"$tmp/long.scn"
try test "$tmp/long.scn"
want_status 1
out_has "line 2: too long (limit is 511 bytes)"
{ echo "game $games/crazy-eights.hoyle"; i=0; while [ $i -lt 65 ]; do echo "option x$i = 1"; i=$((i + 1)); done; } >"$tmp/options.scn"
try test "$tmp/options.scn"
want_status 1
out_has "line 66: too many option lines (limit is 64)"
