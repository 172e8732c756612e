# Measuring does not change play: Crazy Eights with fn standing(p) added
# (fewest cards leads) is played by a search seat and two greedy seats the
# same way as without it, seed by seed; only the places line that standing
# adds at the end differs.  Before, the search played for second place
# against third where standing ranked the losers, and its games changed
# (seeds 1, 2, 4 and 5 of 1 to 8; 98 wins of 200 fell to 83).
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
cp "$games/crazy-eights.hoyle" plain.hoyle || exit 1
grep -q 'fn standing' plain.hoyle && fail "crazy-eights.hoyle has a standing of its own now"
cp plain.hoyle stood.hoyle
echo 'fn standing(p) = 0 - count(hand of p)' >>stood.hoyle
agents=ismcts:iterations=200,greedy,greedy
for s in 1 2 3 4 5 6 7 8; do
  try run plain.hoyle -p 3 -s $s -a $agents --log json
  want_status 0
  grep -v '"places"' "$tmp/out" >plain.log
  try run stood.hoyle -p 3 -s $s -a $agents --log json
  want_status 0
  grep -v '"places"' "$tmp/out" >stood.log
  [ "$(wc -l <plain.log)" -gt 20 ] || fail "seed $s: a game of fewer than 20 events"
  cmp -s plain.log stood.log || { diff plain.log stood.log | head; fail "seed $s: another game with fn standing"; }
done
try sim plain.hoyle -p 3 -n 30 -a $agents --json
sed -n 's/^"wins":\(.*\),$/\1/p' "$tmp/out" >plain.wins
try sim stood.hoyle -p 3 -n 30 -a $agents --json
sed -n 's/^"wins":\(.*\),$/\1/p' "$tmp/out" >stood.wins
[ -s plain.wins ] || fail "no wins in the JSON"
cmp -s plain.wins stood.wins || fail "wins $(cat plain.wins) without standing, $(cat stood.wins) with it"
exit 0
