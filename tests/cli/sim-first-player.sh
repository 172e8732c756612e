# sim's first player's advantage counts every game with winners.  Known by
# hand: the first to decide (P1, left of the first dealer) loses alone with
# `lose`, so of 40 games it wins none while two of three seats win each: a
# fair share of 66.7%.  With two teams of two, the first to decide wins for
# its team, so its team wins all 40, against a fair share of 50%.  With one
# winner a game the fair share stays 1 / players.  Shards merge exactly.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >loser.hoyle <<'END'
game "Loser" { players 3..3 }
zone stock : pile
setup { shuffle stock }
turn {
  choose { "stay" { } "go" { } }
  lose(current)
}
END
try sim loser.hoyle -n 40
want_status 0
out_has "  first to play won 0.0% of 40 won games (fair share 66.7%): advantage -66.7 points [-66.7, -57.9], p = 3.74e-19, significant"
try sim loser.hoyle -n 40 --json
out_has '"first_player":{"won":0,"of":40,"winners":80,"spread":80,'
sed 's/players 3..3/players 4..4 teams 2/; s/lose(current)/win current/' loser.hoyle >teams.hoyle
try sim teams.hoyle -n 40
want_status 0
out_has "  first to play (its team) won 100.0% of 40 won games (fair share 50.0%): advantage +50.0 points [+41.2, +50.0], p = 2.54e-10, significant"
sed 's/lose(current)/win current/' loser.hoyle >winner.hoyle
try sim winner.hoyle -n 40
want_status 0
out_has "  first to play won 100.0% of 40 won games (fair share 33.3%)"
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
try sim teams.hoyle -n 40 --json
untimed "$tmp/out" >whole
for k in 1 2; do "$HOYLE" sim teams.hoyle -n 40 --json --shard $k/2 >s$k.json; done
try merge s1.json s2.json
untimed "$tmp/out" | cmp -s whole - || fail "the merged first player's figures differ from the whole run"
exit 0
