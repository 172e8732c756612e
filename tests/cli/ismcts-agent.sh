# -a ismcts: the same seed gives the same transcript; its options are
# checked (a wrong one is a usage error naming it); a search seat in seat 1
# wins more Crazy Eights against random seats than a random seat 1 does
# (30% of 2,000 games, seed 1; the games are fixed by the seed, so the
# test cannot fail by chance); in Cheat, a search seat that reads the
# other seats' choices, with short play-outs, plays the same game twice
# from the same seed and wins 4 of 20 games against greedy seats (seeds
# 1 to 20), where the search without them (ismcts:infer=0:horizon=0, the
# default before they were) wins none of 300 (bench/strength-table.txt).
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
try run "$c8" -s 4 -a ismcts:iterations=200:rollout=random,greedy
want_status 0
first=$(cat "$tmp/out")
try run "$c8" -s 4 -a ismcts:iterations=200:rollout=random,greedy
[ "$(cat "$tmp/out")" = "$first" ] || fail "a second run with the same seed differs"
for bad in ismcts:iterations=0 ismcts:ms=x ismcts:depth=3 ismcts:rollout=ismcts ismcts:; do
  try run "$c8" -a "$bad"
  want_status 64
  err_has "hoyle run: bad ismcts option"
done
try run "$c8" -a greedy:iterations=5
want_status 64
err_has "hoyle run: agent 'greedy' takes no options ('greedy:iterations=5')"
try sim "$c8" -n 200 -a ismcts:iterations=150,random --json
want_status 0
wins=$(sed -n 's/.*"wins":\[\([0-9]*\),.*/\1/p' "$tmp/out")
[ "${wins:-0}" -ge 70 ] || fail "ismcts won $wins of 200 against random seats (random: about 61)"
cheat=$games/cheat.hoyle
reading=ismcts:iterations=300:infer=16:horizon=4
try run "$cheat" -s 7 -a $reading,greedy
want_status 0
first=$(cat "$tmp/out")
try run "$cheat" -s 7 -a $reading,greedy
[ "$(cat "$tmp/out")" = "$first" ] || fail "a second Cheat run with the same seed differs"
try sim "$cheat" -n 20 -a $reading,greedy --json
want_status 0
wins=$(sed -n 's/.*"wins":\[\([0-9]*\),.*/\1/p' "$tmp/out")
[ "${wins:-0}" -ge 3 ] || fail "ismcts reading choices won $wins of 20 Cheat games against greedy"
exit 0
