# How the lead went, in a game whose lead is known by hand: turn t adds t
# points to the player on turn, fn standing(p) is p's points, and P2 wins on
# turn 6.  After turns 1..5 the leaders are P1 P2 P1 P2 P1 (the winning
# turn ends the game before it is counted): 4 lead changes; after half the
# turns (3 of 5) P1, not the winner, leads (drama); P2 never leads for good,
# so decisiveness is 100%.  Three shards of a game with a random lead merge
# into the whole run, and compare shows the three figures.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >lead.hoyle <<'END'
game "Lead" { players 2..2 deck standard }
zone stock : pile
zone hand : each player, private
var pts : each player = 0
var t = 0
setup { shuffle stock }
turn {
  t += 1
  pts of current += t
  if t == 6 { win current }
}
fn standing(p) = pts of p
END
try sim lead.hoyle -n 4
want_status 0
out_has "how the lead went (fn standing), over 4 won games:"
out_has "  lead changes a game: mean 4.00 [3.51, 4.49], sd 0.00"
out_has "  drama: the winner was not ahead at the half in 100.0% [51.0, 100.0] of games"
out_has "  decisiveness: the winner led for good after 100.0% [51.0, 100.0] of the game"
try sim lead.hoyle -n 4 --json
out_has '"standing":{"games":4,"behind":4,"changes":16,"changes_sq":64,"clear":4000,"clear_sq":4000000,'

sed 's/^fn standing(p) = .*//' lead.hoyle >plain.hoyle
try sim plain.hoyle -n 4 --json
out_has '"standing":null,'

cp "$SRCDIR/games/russian-crazy-sevens.hoyle" rcs.hoyle
echo 'fn standing(p) = 0 - count(hand of p)' >>rcs.hoyle
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
try sim rcs.hoyle -n 90 --json -j 2
untimed "$tmp/out" >whole
for k in 1 2 3; do "$HOYLE" sim rcs.hoyle -n 90 --json --shard $k/3 >s$k.json; done
try merge s1.json s2.json s3.json
untimed "$tmp/out" | cmp -s whole - || fail "the merged standing differs from the whole run"
try compare rcs.hoyle -n 90 -- -D pack_count=2
want_status 0
out_has "  lead changes, mean"
out_has "  drama, %"
out_has "  decisiveness, %"
exit 0
