# hoyle test: a scenario whose expectation does not hold gets a FAIL line with
# the reason, the totals count it, and the exit status is 1.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >wrong.scn <<END
game $games/crazy-eights.hoyle
players 2
seed 1
stack 8H 2C 3D 4H 5D 6D 7D 9S 10D JH QD KD 3S 4S 5S
choose "play 8H"
choose "clubs"
expect count hand of 1 = 7
END
sed '$d' wrong.scn >right.scn
echo 'expect count hand of 1 = 6' >>right.scn
try test wrong.scn right.scn
want_status 1
out_has "FAIL wrong.scn: line 7: expected count hand of 1 = 7, got 6"
out_has "ok right.scn"
out_has "1 passed, 1 failed"
try test right.scn
want_status 0
out_has "1 passed, 0 failed"
