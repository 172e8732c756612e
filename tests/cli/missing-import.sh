# An import that cannot be found is a script error (65) naming the import;
# the same script checks once HOYLE_PATH holds the library.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
mkdir lib
printf 'import "house"\nzone stock : pile\nsetup { shuffle stock }\nturn { deal_one() }\n' >game.hoyle
printf 'fn deal_one() { skip }\n' >lib/house.hoyle
try check game.hoyle
want_status 65
err_has 'game.hoyle:1:1: error: cannot find "house" to import (looked in HOYLE_PATH, next to the script, its ../stdlib and '
err_has 'game.hoyle: 1 error'
HOYLE_PATH=$tmp/nowhere:$tmp/lib try check game.hoyle
want_status 0
