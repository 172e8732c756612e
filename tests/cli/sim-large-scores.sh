# Scores as large as a number goes (about 2^31, hoyle(5)) over many games:
# the sum of squares of one seat's scores passes 2^63 in ten games of
# 10^9, which once wrapped ("sum_sq":-8446744073709551616, and signed
# overflow under UBSan).  Ten games of 10^9 each: mean 10^9, sd 0 (the
# interval that of stats_sd_floor, +-0.28 at 10 games), and sum_sq 10^19;
# shards still merge into the whole run.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >big.hoyle <<'END'
game "Big" { players 2..2 highest score wins }
zone stock : pile
var score : each player = 1000000000
setup { shuffle stock }
turn { win current }
END
try sim big.hoyle -n 10 --json
want_status 0
out_has '"scores":{"games":10,"seats":[{"sum":10000000000,"sum_sq":1e+19,"mean":1000000000.000000,"mean_low":999999999.722467,"mean_high":1000000000.277533,"sd":0.000000}'
err_lacks "runtime error"
try sim big.hoyle -n 10
want_status 0
out_has "P1   1000000000.00 [999999999.72, 1000000000.28], sd 0.00"
untimed() { grep -v -e '^"seconds":' -e '^"games_per_second":' "$1"; }
"$HOYLE" sim big.hoyle -n 10 --json | untimed /dev/stdin >whole
for k in 1 2; do "$HOYLE" sim big.hoyle -n 10 --json --shard $k/2 >s$k.json; done
try merge s1.json s2.json
want_status 0
untimed "$tmp/out" | cmp -s whole - || fail "the merged scores differ from the whole run"
exit 0
