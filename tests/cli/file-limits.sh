# Files Hoyle reads: every file (script, import, Lua file, scenario) stops at
# FILE_MAX (16 MiB, core/limits.h) with a clear error, and a symlink to
# /dev/zero, not a regular file, is refused unread; a Lua file is named from
# the script's directory downwards, and a refused one is not read (its
# contents never echoed); a script given without a directory finds the stdlib
# next to it; an error on every line of a large script is counted in time
# linear in its size, the first 50 shown.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1


ln -s /dev/zero zero.hoyle
limited 20 check zero.hoyle
want_status 66
err_has "hoyle: cannot read zero.hoyle: not a regular file (Hoyle reads no FIFO, device or directory)"

truncate -s 17M big.hoyle big.lua || fail "truncate failed"
limited 20 check big.hoyle
want_status 66
err_has "hoyle: cannot read big.hoyle: larger than 16 MiB, the limit of a file Hoyle reads"

cat >game.hoyle <<'END'
game "Limits" { players 2..2 deck standard }
import "zero"
zone stock : pile
setup { shuffle stock }
turn { win current }
END
limited 20 check game.hoyle
want_status 66
err_has "game.hoyle:2:1: error: cannot read ./zero.hoyle: not a regular file"
sed 's|import "zero"|import "big"|' game.hoyle >imports-big.hoyle
limited 20 check imports-big.hoyle
want_status 66
err_has "imports-big.hoyle:2:1: error: cannot read ./big.hoyle: larger than 16 MiB"

ln -s /dev/zero zero.lua
sed 's|import "zero"|lua "zero.lua"|' game.hoyle >hooked.hoyle
limited 20 check hooked.hoyle
want_status 66
err_has "hooked.hoyle:2:1: error: cannot read the Lua file zero.lua: not a regular file"
sed 's|import "zero"|lua "big.lua"|' game.hoyle >hooked-big.hoyle
limited 20 check hooked-big.hoyle
want_status 66
err_has "hooked-big.hoyle:2:1: error: cannot read the Lua file big.lua: larger than 16 MiB"

printf 'game %s\nseed 1\n' "$SRCDIR/games/crazy-eights.hoyle" >big.scn
head -c 17000000 /dev/zero | tr '\0' '\n' >>big.scn
limited 20 test big.scn
want_status 66
out_has "cannot read the scenario: larger than 16 MiB, the limit of a file Hoyle reads"

for path in /etc/passwd ../game.lua sub/../../game.lua ..; do
  sed "s|import \"zero\"|lua \"$path\"|" game.hoyle >confined.hoyle
  limited 20 check confined.hoyle
  want_status 65
  err_has "confined.hoyle:2:1: error: a Lua file is named from the script's directory downwards: no leading '/' and no '..'"
  err_lacks "root"
done

mkdir games stdlib
printf 'fn twice(n) = n + n\n' >stdlib/double.hoyle
sed -e 's|import "zero"|import "double"|' -e 's|win current|say "{twice(2)}" win current|' \
  game.hoyle >games/plain.hoyle
cd games || exit 1
limited 20 check plain.hoyle
want_status 0
cd .. || exit 1

# 100,000 lines (2.3 MB), each an error: all counted, the first 50 shown.
awk 'BEGIN { print "game \"Many\" { players 2..2 deck standard }"
             for (i = 0; i < 100000; i++) print "zone z" i " : nonsense" }' >many.hoyle
limited 20 check many.hoyle
want_status 65
err_has "many.hoyle:51:"
err_lacks "many.hoyle:52:"
err_has "many.hoyle: and 99950 more errors"
err_has "many.hoyle: 100000 errors"
