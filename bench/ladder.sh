#!/bin/sh
# ladder.sh: the strength ladder of one game: each rung against the one
# below it, the seats rotated (duplicate play), so that a designer can pick
# opponents whose shares are not pinned at 0% or 100%.
#
# usage: bench/ladder.sh HOYLE GAMEFILE SEEDS [SIM-FLAG...]
#
# For each pair STRONG,WEAK of the rungs random < greedy <
# ismcts:iterations=100 < ismcts (1,000 iterations), runs
#   HOYLE sim GAMEFILE -a STRONG,WEAK --rotate -n SEEDS -s 1 -j 1 [SIM-FLAG...]
# under nice (SEEDS seeds, each dealt once a seat: SEEDS x players games)
# and prints the rung, its skill line (the share STRONG wins with its 95%
# interval over seeds and its edge over the fair share, hoyle(1),
# STATISTICS, Skill) and the processor seconds the run took.  RUNGS="a b
# c" sets other rungs, weakest first.
# Needs only sh, awk and /usr/bin/time.
set -u
if [ $# -lt 3 ]; then
  echo "usage: $0 HOYLE GAMEFILE SEEDS [SIM-FLAG...]" >&2
  exit 2
fi
hoyle=$1 file=$2 seeds=$3
shift 3
rungs=${RUNGS:-random greedy ismcts:iterations=100 ismcts}
weak=
for strong in $rungs; do
  if [ -n "$weak" ]; then
    out=$(/usr/bin/time -f 'cpu %U' nice -n 19 "$hoyle" sim "$file" -a "$strong,$weak" --rotate \
          -n "$seeds" -s 1 -j 1 "$@" 2>&1) || { printf '%s\n' "$out" >&2; exit 2; }
    printf '%s\n' "$out" | awk -v file="$file" -v rung="$strong > $weak" '
      /^  skill: / { sub(/^  skill: /, ""); skill = $0 }
      /^cpu / { cpu = $2 }
      END { printf "%s  %s\n    %s (%s s)\n", file, rung, skill, cpu }'
  fi
  weak=$strong
done
