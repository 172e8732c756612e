# sim counts places and teams.  A game whose outcome is known by hand: on
# turn 1 the player on turn (P1, left of the first dealer, P4) loses alone,
# so each of 5 games is a win for P2, P3 and P4, none a draw, and P1 is
# 4th every time.  With two teams the loser's partner loses too: team 2
# (P2 P4) wins all 5.  Shards of a ranked game merge into the whole run.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >loser.hoyle <<'END'
game "Loser" { players 4..4 }
zone stock : pile
setup { shuffle stock }
turn { lose(current) }
END
try sim loser.hoyle -n 5
want_status 0
out_has "  P1         0    0.0%"
out_has "  P2         5  100.0%"
out_has "  draws 0,"
out_has "places over 5 finished games (5 ranked)"
out_has "  P1    4.00 [3.57, 4.00]  1st 0.0% [0.0, 43.4]  2nd 0.0% [0.0, 43.4]  3rd 0.0% [0.0, 43.4]  4th 100.0% [56.6, 100.0]"
try sim loser.hoyle -n 5 --json
out_has '"wins":[0,5,5,5],'
out_has '"counts":[0,0,0,5]'
sed 's/players 4..4/players 4..4 teams 2/' loser.hoyle >teams.hoyle
try sim teams.hoyle -n 5
out_has "  team 1 (P1 P3)       0    0.0%"
out_has "  team 2 (P2 P4)       5  100.0%  [56.6%, 100.0%]"
out_lacks "places over"
try sim teams.hoyle -n 5 --json
out_has '"teams":2,'
out_has '"team_wins":[{"seats":[1,3],"wins":0,'
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
try sim "$games/scum.hoyle" -n 60 --json
untimed "$tmp/out" >whole
for k in 1 2 3; do "$HOYLE" sim "$games/scum.hoyle" -n 60 --json --shard $k/3 >s$k.json; done
try merge s1.json s2.json s3.json
untimed "$tmp/out" | cmp -s whole - || fail "the merged places differ from the whole run"
exit 0
