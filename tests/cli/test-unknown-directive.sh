# hoyle test: an unknown directive fails the scenario (exit 1), naming the
# line and the directives there are.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
printf 'game %s\nplayers 2\ndeal 5\n' "$games/crazy-eights.hoyle" >odd.scn
try test odd.scn
want_status 1
out_has "FAIL odd.scn: line 3: unknown directive 'deal' (game, players, seed, option, max-turns, start, set, stack, choose, expect)"
out_has "0 passed, 1 failed"
