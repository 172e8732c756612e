#!/bin/sh
# rule-of-thumb-paired.sh: the default search against the Crazy Eights rule
# of thumb on one declared sample, paired by blocks of seeds (issue 33).
# Two rows play the same seeds against three bench/structured-bot.py seats:
# P1 the default search (ismcts), and P1 the heuristic itself.  A block's
# difference of P1 wins (search less heuristic) is one observation; blocks
# are independent, so the mean difference a game and its 95% interval come
# from the blocks' differences (normal, t not needed at 100 blocks or more).
# The unpaired difference (each row's share, normal) is printed beside it.
#
# usage: bench/rule-of-thumb-paired.sh HOYLE FIRST BLOCKS SIZE OUTDIR
#   seeds FIRST to FIRST + BLOCKS x SIZE - 1 in each row, two sims at a time
#   under nice -n 19, each block's --json kept in OUTDIR (a block already
#   there is not played again); ONLY_PRINT=1 prints from OUTDIR's files.
set -eu
hoyle=${1:?usage: $0 HOYLE FIRST BLOCKS SIZE OUTDIR} first=$2 blocks=$3 size=$4 out=$5
bot='exec:python3 bench/structured-bot.py'
mkdir -p "$out"
if [ "${ONLY_PRINT:-0}" != 1 ]; then
  b=0
  # shellcheck disable=SC2016 # the inner shell (sh -c) expands its own arguments
  while [ "$b" -lt "$blocks" ]; do
    s=$((first + b * size))
    for row in search heuristic; do
      f="$out/$row-$s.json"
      [ -s "$f" ] && continue
      agents="ismcts,$bot"
      [ "$row" = heuristic ] && agents=$bot
      printf '%s\t%s\t%s\t%s\n' "$f" "$agents" "$s" "$size"
    done
    b=$((b + 1))
  done | tr '\n' '\0' |
    xargs -0 -r -n 1 -P 2 sh -c '
      IFS="$(printf "\t")"; set -- $1
      nice -n 19 "$0" sim games/crazy-eights.hoyle -a "$2" -n "$4" -s "$3" -j 1 --json > "$1.part" &&
      mv "$1.part" "$1"' "$hoyle"
fi
b=0
while [ "$b" -lt "$blocks" ]; do
  s=$((first + b * size))
  for row in search heuristic; do
    sed -n 's/^"wins":\[\([0-9]*\),.*/\1/p; s/^"\(played\|capped\|failed\)":\([0-9]*\),/\1 \2/p' \
      "$out/$row-$s.json" | tr '\n' ' '
  done
  echo
  b=$((b + 1))
done | awk -v size="$size" '
  { a = $3; h = $10; played += $2 + $9; bad += $5 + $7 + $12 + $14
    d = a - h; sd += d; sdd += d * d; sa += a; sh += h; nb++ }
  END {
    n = nb * size; pa = sa / n; ph = sh / n; m = sd / n
    v = (sdd - sd * sd / nb) / (nb - 1)          # the variance of the block differences
    se = sqrt(nb * v) / n
    su = sqrt(pa * (1 - pa) / n + ph * (1 - ph) / n)
    printf "blocks %d of %d games, %d games a row (played %d, capped or failed %d)\n", nb, size, n, played, bad
    printf "P1 search     %d/%d  %.1f%%\n", sa, n, 100 * pa
    printf "P1 heuristic  %d/%d  %.1f%%\n", sh, n, 100 * ph
    printf "search less heuristic, paired by block: %+.2f points [%+.2f, %+.2f]\n",
      100 * m, 100 * (m - 1.96 * se), 100 * (m + 1.96 * se)
    printf "the same, unpaired:                      %+.2f points [%+.2f, %+.2f]\n",
      100 * m, 100 * (m - 1.96 * su), 100 * (m + 1.96 * su)
  }'
