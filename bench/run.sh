#!/bin/sh
# run.sh: time `hoyle sim` against the plain-C Crazy Eights baseline.
#
# usage: bench/run.sh HOYLE C8PLAIN GAMEFILE [N]
#
# Runs `$HOYLE sim GAMEFILE -n N --json -a random -j 1` (one thread, as the
# baseline) and `$C8PLAIN -n N --json`
# (default N = 20000), prints games/s and turns/s for each, and the ratio of
# plain C games/s to Hoyle games/s.  Exits 1 if Hoyle is more than 6x slower
# (the floor; the target is 3x), 2 on a usage error or a failed run.
# Needs only sh, sed and awk.

set -u

if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: $0 HOYLE C8PLAIN GAMEFILE [N]" >&2
  exit 2
fi
hoyle=$1 c8plain=$2 gamefile=$3 n=${4:-20000}
target=3 floor=6

# field JSON KEY: the number after "KEY": in a JSON object (hoyle's has a
# member a line; the first of a nested object's members may be asked for
# as "KEY":{"MEMBER").
field() {
  printf '%s\n' "$1" |
    sed -n "s/.*\"$2\"[[:space:]]*:[[:space:]]*\([-+0-9.eE]*\).*/\1/p"
}

need() {
  if [ -z "$2" ]; then
    echo "$0: no \"$1\" in output: $3" >&2
    exit 2
  fi
}

if ! h=$("$hoyle" sim "$gamefile" -n "$n" --json -a random -j 1); then
  echo "$0: $hoyle sim failed" >&2
  exit 2
fi
if ! c=$("$c8plain" -n "$n" --json); then
  echo "$0: $c8plain failed" >&2
  exit 2
fi

h_games=$(field "$h" games);   need games "$h_games" "$h"
h_secs=$(field "$h" seconds);  need seconds "$h_secs" "$h"
h_mean=$(field "$h" 'turns":{"mean'); need turns.mean "$h_mean" "$h"
h_capped=$(field "$h" capped); need capped "$h_capped" "$h"
c_gps=$(field "$c" games_per_second); need games_per_second "$c_gps" "$c"
c_tps=$(field "$c" turns_per_second); need turns_per_second "$c_tps" "$c"
c_mean=$(field "$c" turns_mean); need turns_mean "$c_mean" "$c"
c_capped=$(field "$c" capped); need capped "$c_capped" "$c"

awk -v hg="$h_games" -v hs="$h_secs" -v hm="$h_mean" -v hc="$h_capped" \
    -v cg="$c_gps" -v ct="$c_tps" -v cm="$c_mean" -v cc="$c_capped" \
    -v n="$n" -v target="$target" -v floor="$floor" '
BEGIN {
  if (hs <= 0) hs = 1e-9
  hgps = hg / hs
  htps = hm * hg / hs
  printf "Crazy Eights, %d games, random players\n", n
  printf "%-8s %14s %14s %11s %7s\n", "", "games/s", "turns/s", "mean turns", "capped"
  printf "%-8s %14.0f %14.0f %11.2f %7d\n", "plain C", cg, ct, cm, cc
  printf "%-8s %14.0f %14.0f %11.2f %7d\n", "hoyle", hgps, htps, hm, hc
  ratio = (hgps > 0) ? cg / hgps : 1e9
  printf "hoyle is %.1fx slower than plain C (target <= %dx, floor %dx)\n", \
    ratio, target, floor
  exit (ratio > floor) ? 1 : 0
}'
