# Hoyle reads only regular files: a FIFO given as the script, found as an
# import or named as the Lua file, or a scenario given to hoyle test, is
# refused at once with a clear error
# (opening one once waited forever for a writer), as is a directory.  Each
# run is under `timeout 10`, so that a regression fails instead of hanging.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1


mkfifo fifo.hoyle fifo.lua || fail "mkfifo failed"
limited 10 check fifo.hoyle
want_status 66
err_has "hoyle: cannot read fifo.hoyle: not a regular file (Hoyle reads no FIFO, device or directory)"

cat >game.hoyle <<'END'
game "Regular" { players 2..2 deck standard }
import "fifo"
zone stock : pile
setup { shuffle stock }
turn { win current }
END
limited 10 check game.hoyle
want_status 66
err_has "game.hoyle:2:1: error: cannot read ./fifo.hoyle: not a regular file"

sed 's|import "fifo"|lua "fifo.lua"|' game.hoyle >hooked.hoyle
limited 10 check hooked.hoyle
want_status 66
err_has "hooked.hoyle:2:1: error: cannot read the Lua file fifo.lua: not a regular file"

mkdir dir.hoyle
limited 10 check dir.hoyle
want_status 66
err_has "hoyle: cannot read dir.hoyle: not a regular file"

limited 10 run fifo.hoyle
want_status 66
err_has "hoyle: cannot read fifo.hoyle: not a regular file"

mkfifo fifo.scn || fail "mkfifo failed"
limited 10 test fifo.scn
want_status 66
out_has "FAIL fifo.scn: cannot read the scenario: not a regular file (Hoyle reads no FIFO, device or directory)"
