#!/bin/sh
# default-vs-cheaper.sh: does the default search lose to a cheaper one?
# (issue 33: the default "loses to no cheaper setting by a significant
# margin").  For each game, one seat plays the default search (`ismcts`)
# and the others the cheaper setting (`ismcts:infer=0:horizon=0`, no
# belief, play-outs to the end of the deal), in duplicate: each seed is
# dealt once a seat, the default rotated through the seats (sim --rotate).
#
# usage: bench/default-vs-cheaper.sh HOYLE DIR GAME:SEEDS...
#   (from the source directory).  Seeds 1 to SEEDS are played in slices of
#   5 seeds (sim -n 5 -s FIRST --rotate --json, under nice -n ${NICE:-19}),
#   each kept as DIR/GAME/seeds-FIRST-LAST.json; a slice already there is
#   not played again, so a stopped run goes on where it was.  With
#   ONLY_PRINT=1 nothing is played.
#   CHEAP=AGENT sets the cheaper setting.
#
# The table gives, over the slices there are, the default's wins of the
# games with a winner, its share, the fair share (its share were winners
# drawn at random: 1/players with one winner), and the edge (share less
# fair) with a 95% interval over seeds: the seed, not the game, is the
# unit, since a seed's rotations share a deal (ratio estimator, delta
# method, Wilson's interval at the effective number of games, as sim's
# seed_low/seed_high).  p: two-sided, the edge over its standard error
# (normal); Holm: p after Holm's correction over the rows printed.  A row
# whose Holm p is below 0.05 with a negative edge is a game where the
# default loses to the cheaper setting.  Needs only sh and awk.
set -u
if [ $# -lt 3 ]; then
  echo "usage: $0 HOYLE DIR GAME:SEEDS..." >&2
  exit 2
fi
hoyle=$1 dir=$2
shift 2
cheap=${CHEAP:-ismcts:infer=0:horizon=0}

play() {
  mkdir -p "$dir/$1"
  first=1
  while [ "$first" -le "$2" ]; do
    f=$dir/$1/seeds-$first-$((first + 4)).json
    if [ ! -s "$f" ]; then
      nice -n "${NICE:-19}" "$hoyle" sim "games/$1.hoyle" -a "ismcts,$cheap" --rotate -n 5 \
        -s "$first" -j 1 --json >"$f.part" || exit 2
      mv "$f.part" "$f"
    fi
    first=$((first + 5))
  done
}

# sums GAME: "seeds games wins fair840 xx xy yy" of the default over the slices.
sums() {
  cat "$dir/$1"/seeds-*.json 2>/dev/null | awk '
    /^"rotation":/ { sub(/.*"seeds":/, ""); sub(/,.*/, ""); seeds += $0 }
    /^\{"agent":"ismcts",/ || /^"by_agent":\[\{"agent":"ismcts",/ {
      s = $0; sub(/.*"fair_840ths":/, "", s); sub(/,.*/, "", s); f += s
      s = $0; sub(/.*"share_sums":\[/, "", s); sub(/\].*/, "", s); split(s, v, ",")
      x += v[1]; xx += v[2]; y += v[3]; yy += v[4]; xy += v[5]
    }
    END { printf "%d %d %d %d %d %d %d\n", seeds, y, x, f, xx, xy, yy }'
}

for arg in "$@"; do
  [ "${ONLY_PRINT:-0}" = 1 ] || play "${arg%%:*}" "${arg#*:}"
done
echo "| game | seeds (games) | default's wins | share | fair | edge [95% CI over seeds] | p | Holm p |"
echo "|---|---|---|---|---|---|---|---|"
for arg in "$@"; do
  echo "${arg%%:*} $(sums "${arg%%:*}")"
done | awk '
  function erfc(x,   t, z, r) {  # Numerical Recipes erfcc, |error| < 1.2e-7
    z = x < 0 ? -x : x; t = 1 / (1 + z / 2)
    r = -0.82215223 + t * 0.17087277; r = 1.48851587 + t * r; r = -1.13520398 + t * r
    r = 0.27886807 + t * r; r = -0.18628806 + t * r; r = 0.09678418 + t * r
    r = 0.37409196 + t * r; r = 1.00002368 + t * r
    r = t * exp(-z * z - 1.26551223 + t * r)
    return x >= 0 ? r : 2 - r
  }
  {
    g[NR] = $1; n = $2; y = $3; x = $4; f = $5; xx = $6; xy = $7; yy = $8
    if (!y || n < 2) { line[NR] = sprintf("| %s | not played |", $1); p[NR] = 2; next }
    R = x / y; fair = f / 840 / y
    v = (xx - 2 * R * xy + R * R * yy) * n / ((n - 1) * y * y)
    se = sqrt(v)
    neff = v > 0 ? R * (1 - R) / v : y
    if (R == 0 || R == 1 || neff <= 0) neff = y
    z = 1.96; d = 1 + z * z / neff; c = (R + z * z / (2 * neff)) / d
    h = z * sqrt(R * (1 - R) / neff + z * z / (4 * neff * neff)) / d
    zz = se > 0 ? (R - fair) / se : 0; zz = zz < 0 ? -zz : zz
    p[NR] = se > 0 ? erfc(zz / sqrt(2)) : (R == fair ? 1 : 0)
    line[NR] = sprintf("| %s | %d (%d) | %d/%d | %.1f%% | %.1f%% | %+.1f [%+.1f, %+.1f] | %.3g |",
      $1, n, y, x, y, 100 * R, 100 * fair, 100 * (R - fair), 100 * (c - h - fair),
      100 * (c + h - fair), p[NR])
  }
  END {
    m = 0
    for (i = 1; i <= NR; i++) if (p[i] <= 1) { m++; ord[m] = i }
    for (i = 1; i <= m; i++)          # sort by p, smallest first
      for (j = i + 1; j <= m; j++) if (p[ord[j]] < p[ord[i]]) { t = ord[i]; ord[i] = ord[j]; ord[j] = t }
    run = 0
    for (k = 1; k <= m; k++) {
      a = (m - k + 1) * p[ord[k]]; run = a > run ? a : run; holm[ord[k]] = run > 1 ? 1 : run
    }
    for (i = 1; i <= NR; i++)
      print line[i] (p[i] <= 1 ? sprintf(" %.3g |", holm[i]) : "")
  }'
