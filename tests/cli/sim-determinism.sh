# Two identical sim --json runs agree on every member but the timing
# (seconds, games_per_second, each on a line of its own); so do runs on 1, 2
# and 3 threads (each game depends only on its seed); another seed changes
# the numbers.  The JSON records the script, seed, agents, players and -D.
. "$SRCDIR/tests/cli/common"
rcs=$games/russian-crazy-sevens.hoyle
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$tmp/out"; }
try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true -j 1
want_status 0
out_has '"script":"'
out_has '"seed":1,'
out_has '"games":500,'
out_has '"players":3,'
out_has '"agents":"random",'
out_has '"defines":["jacks_reverse=true"],'
out_has '"seconds":'
first=$(untimed)
case $first in *seconds*|*games_per_second*) fail "timing members not where expected" ;; esac
for jobs in 1 2 3; do
  try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true -j $jobs
  [ "$(untimed)" = "$first" ] || fail "a run on $jobs threads differs"
done
try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true -s 1000
[ "$(untimed)" = "$first" ] && fail "another seed gives the same statistics"
# So does a game of lists each player has, local lists and marks with its
# Lua hooks, under greedy seats (whose look-ahead plays copies of the game).
lm=$SRCDIR/tests/scenarios/listmore/listmore.hoyle
try sim "$lm" --json -n 100 -a greedy -j 1
want_status 0
out_has '"games":100,'
lists=$(untimed)
try sim "$lm" --json -n 100 -a greedy -j 2
[ "$(untimed)" = "$lists" ] || fail "listmore: a run on 2 threads differs"
# The text says the same as the JSON.
try sim "$rcs" -n 500 -p 3 -D jacks_reverse=true
want_status 0
out_has "russian-crazy-sevens.hoyle: 500 games (seeds 1 to 500), 3 players, agents random, turn cap 5000, -D jacks_reverse=true"
exit 0
