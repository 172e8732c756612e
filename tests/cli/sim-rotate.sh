# sim --rotate deals each seed once a seat, the agents moved one seat on
# each time, and sets the agents' figures apart from the seats'.
# - Known by hand: in Pass, agent `first` always takes "pass" and never
#   wins, so with the seats rotated `first` wins 0 of its games while every
#   seat wins some; without --rotate, P1 (first's seat) wins none.
# - The cards are the same in every rotation: the sim checks the cards'
#   places at each game's first choice against the seed's first rotation,
#   and the transcripts of the rotations of a seed deal the same hands.
# - by_agent adds up: each Crazy Eights game has one winner, so the agents'
#   wins and the seats' wins both sum to the games played.
# - Red, a lottery: the first seat in turn order dealt a red card wins
#   (P1 after three turns of none), whatever the agents choose.  Rotated,
#   the same seat wins all three games of a seed, so each seat's wins over
#   a seed are 0 or 3 of 3: the design effect of the test of equal seats is
#   3n / (n - 1) = 90 / 29 = 3.1034 on n = 30 seeds, and chi2 is divided by
#   it (the seats' counts are 60 21 9 whatever the agents, chi2 = 47.4 /
#   3.1034 = 15.2733).  Each agent wins exactly one game of a seed's three:
#   `first` wins 30 of 90, its fair share, an edge of 0: no skill shows.
#   P1 moves first in every game and wins 60 of 90, so the first player's
#   share, and P1's share of the first place, have P1's interval, Wilson's
#   at 90 / 3.1034 = 29 games ([48.5, 81.0], not [56.4, 75.6] as if the
#   90 games were independent), and the advantage's z is 3.81 (not 6.71).
# - Shards of a rotated run merge into the whole run; compare --rotate
#   shows the skill figure of both sides.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >pass.hoyle <<'END'
game "Pass" { players 3..3 }
zone stock : pile
setup { shuffle stock }
turn {
  choose { "pass" { } "win" { win current } }
}
END
try sim pass.hoyle -n 30 -a first,random --rotate --json
want_status 0
out_has '"played":90,'
out_has '"rotation":{"rotated":true,"games_a_seed":3,"seeds":30,"same_deal":30},'
out_has '{"agent":"first","seats":1,"games":90,"wins":0,"share":0.000000,'
out_has '{"agent":"random","seats":2,"games":90,"wins":90,"share":1.000000,'
out_has '"fair":0.333333,"edge":-0.333333,'
out_has '"skill":{"agent":"first","share":0.000000,'
wins=$(sed -n 's/^"wins":\[\(.*\)\],$/\1/p' out)
case ",$wins," in *,0,*) fail "with the seats rotated a seat won no game: $wins" ;; esac
try sim pass.hoyle -n 30 -a first,random --rotate
out_has "pass.hoyle: 90 games (seeds 1 to 30, each dealt once a seat, the agents rotated)"
out_has "  by agent, seats rotated: 30 seeds dealt 3 times each (30 saw the same cards in every rotation)"
out_has "  skill: first wins 0.0% [0.0, 4.1] of the games against random, seats rotated, -33.3 points [-33.3, -29.2]"
try sim pass.hoyle -n 30 -a first,random --json
out_has '"wins":[0,'
out_has '"rotation":{"rotated":false,"games_a_seed":1,"seeds":30,"same_deal":30},'
out_has '"skill":null,'
try sim pass.hoyle -n 30 -a first,random
out_has "  by agent, seats not rotated: each agent's figure holds its seats' edge too"

cat >red.hoyle <<'END'
game "Red" {
  players 3..3
  deck standard
}
zone stock : pile
zone hand : each player, private
var turn_no = 0
setup {
  shuffle stock
  deal 1 to each hand
}
turn {
  turn_no += 1
  choose { "stay" { } "go" { } }
  if turn_no > 3 or (any c in hand of current where c.suit == hearts or c.suit == diamonds) {
    win current
  }
}
END
try sim red.hoyle -n 30 --rotate -a first,random --json
want_status 0
out_has '"counts":[60,21,9],"chi2":15.2733,"df":2,'
out_has '"method":"Rao-Scott","design_effect":3.1034,"seeds":30,'
out_has '{"agent":"first","seats":1,"games":90,"wins":30,"share":0.333333,'
out_has '"skill":{"agent":"first","share":0.333333,"low":0.244535,"high":0.435777,"fair":0.333333,"edge":0.000000,'
out_has '"wins":[60,21,9],'
out_has '"win_share":[{"share":0.666667,"low":0.484773,"high":0.809570},'
out_has '"first_player":{"won":60,"of":90,"winners":90,"spread":180,"share":0.666667,"low":0.484773,"high":0.809570,"fair":0.333333,"advantage":0.333333,"z":3.8079,'
out_has '"counts":[60,30,0],"mean":1.333333,"mean_low":1.160802,"mean_high":1.505865,"shares":[{"share":0.666667,"low":0.484773,"high":0.809570},'

# The same cards in each rotation, as the sim checks them and as the
# transcripts of the rotations show them.
c8=$games/crazy-eights.hoyle
try sim "$c8" -n 12 -a greedy,random --rotate --json
want_status 0
out_has '"rotation":{"rotated":true,"games_a_seed":4,"seeds":12,"same_deal":12},'
out_has '"played":48,'
sum() { tr ',' '\n' | awk '{ s += $1 } END { print s }'; }
seat_sum=$(sed -n 's/^"wins":\[\(.*\)\],$/\1/p' out | sum)
agent_sum=$(sed -n 's/^{"agent":"[a-z]*","seats":[0-9]*,"games":[0-9]*,"wins":\([0-9]*\),.*/\1/p' out | sum)
[ "$seat_sum" = 48 ] || fail "the seats' wins sum to $seat_sum, not the 48 games"
[ "$agent_sum" = 48 ] || fail "the agents' wins sum to $agent_sum, not the 48 games"
for seed in 3 7; do
  for a in greedy,random random,greedy,random random,random,greedy,random random,random,random,greedy; do
    "$HOYLE" run "$c8" -s $seed -a $a | sed -n '/is dealt/p; /goes from stock/{p;q;}' >"deal-$a"
  done
  [ -s deal-greedy,random ] || fail "no deal in the transcript of seed $seed"
  for a in random,greedy,random random,random,greedy,random random,random,random,greedy; do
    cmp -s deal-greedy,random "deal-$a" || fail "seed $seed deals other cards with -a $a"
  done
done

# compare --rotate passes the rotation on and sets the skill figure of A
# and B side by side: `first` wins none in either.
try compare pass.hoyle -n 10 -a first,random --rotate -- pass.hoyle
want_status 0
out_has "A: pass.hoyle: 30 games (seeds 1 to 10, each dealt once a seat, the agents rotated)"
out_has "  skill: agent 1 wins, %        0.000      0.000"
# Its seats' and first player's rows take each side's Wilson interval at
# the games over its design effect: in Red, P1's 60 of 90 on both sides is
# [48.5, 81.0] a side, the difference +-23.1 points (+-13.6 as if the
# games were independent).
try compare red.hoyle -n 30 --rotate -- red.hoyle
want_status 0
out_has "  P1 wins, %                   66.667     66.667     +0.000  [-23.132, +23.132]  1"
out_has "  first to play wins, %        66.667     66.667     +0.000  [-23.132, +23.132]  1"

untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
try sim "$c8" -n 12 -a greedy,random --rotate --json
untimed "$tmp/out" >whole
for k in 1 2; do "$HOYLE" sim "$c8" -n 12 -a greedy,random --rotate --json --shard $k/2 >s$k.json; done
try merge s1.json s2.json
untimed "$tmp/out" | cmp -s whole - || { untimed "$tmp/out" | diff whole - | head; fail "the merged rotated run differs from the whole run"; }
# A shard of a rotated run does not merge with one of a run not rotated.
"$HOYLE" sim "$c8" -n 12 -a greedy,random --json --shard 2/2 >plain2.json
try merge s1.json plain2.json
want_status 65
err_has "is a shard of another run than"
exit 0
