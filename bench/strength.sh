#!/bin/sh
# strength.sh: how often one ismcts seat wins against other bots.
#
# usage: bench/strength.sh HOYLE GAMEFILE OPPONENT N [SIM-FLAG...]
#
# Runs `HOYLE sim GAMEFILE -a ismcts,OPPONENT -n N -s 1 [SIM-FLAG...]`
# (seat 1 searches with 1,000 iterations a decision, the other seats are
# OPPONENT) and prints seat 1's wins, its win share with a 95% Wilson score
# interval, the fair share (1 / players) and the seconds the run took.  A
# baseline is the same command with OPPONENT in seat 1 too.
# Needs only sh and awk.
set -u
if [ $# -lt 4 ]; then
  echo "usage: $0 HOYLE GAMEFILE OPPONENT N [SIM-FLAG...]" >&2
  exit 2
fi
hoyle=$1 file=$2 opp=$3 n=$4
shift 4
start=$(date +%s.%N)
out=$("$hoyle" sim "$file" -a "ismcts,$opp" -n "$n" -s 1 "$@") || exit 2
end=$(date +%s.%N)
printf '%s\n' "$out" | awk -v opp="$opp" -v file="$file" -v secs="$end - $start" \
  -v flags="$*" '
  / wins / { players++ }
  /^ *P1 wins / { wins = $3 }
  /games with/ { for (i = 1; i <= NF; i++) if ($i == "games") games = $(i - 1) }
  END {
    split(secs, t, " - "); took = t[1] - t[2]
    z = 1.96; p = wins / games; d = 1 + z * z / games
    c = (p + z * z / (2 * games)) / d
    h = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    printf "%-28s %-7s %s %4d/%-4d %5.1f%% [%5.1f, %5.1f]  fair %5.1f%%  %6.0f s\n",
      file, opp, flags, wins, games, 100 * p, 100 * (c - h), 100 * (c + h),
      100 / players, took
  }'
