# A type error: the message names both types and the caret marks the value.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >bad.hoyle <<'END'
zone stock : pile
var owed = 0
setup { shuffle stock }
turn { owed = hearts }
END
try check bad.hoyle
want_status 65
err_is <<'END'
bad.hoyle:4:15: error: cannot store a suit in 'owed', which holds a number
turn { owed = hearts }
              ^~~~~~
bad.hoyle: 1 error
END
