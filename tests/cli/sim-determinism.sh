# Two identical sim --json runs agree on every field but the timing
# (seconds, games_per_second); another seed changes the numbers.
. "$SRCDIR/tests/cli/common"
rcs=$games/russian-crazy-sevens.hoyle
untimed() { sed 's/,"seconds":[0-9.]*,"games_per_second":[0-9.]*}$/}/' "$tmp/out"; }
try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true
want_status 0
out_has '{"games":500,"players":3,"wins":['
out_has '"seconds":'
first=$(untimed)
case $first in *seconds*|*games_per_second*) fail "timing fields not where expected" ;; esac
try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true
[ "$(untimed)" = "$first" ] || fail "a second run differs: $first"
try sim "$rcs" --json -n 500 -p 3 -D jacks_reverse=true -s 1000
[ "$(untimed)" = "$first" ] && fail "another seed gives the same statistics"
exit 0
