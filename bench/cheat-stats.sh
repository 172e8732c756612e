#!/bin/sh
# cheat-stats.sh: how often bots bluff in Cheat and how often their
# challenges are right, from the transcripts of whole games.
#
# usage: bench/cheat-stats.sh HOYLE AGENTS GAMES [DIR]
#   (from the source directory; e.g. AGENTS ismcts,greedy)
#
# Plays games/cheat.hoyle with `HOYLE run -a AGENTS -s SEED --log json` for
# seeds 1 to GAMES, under `nice -n 19` (NICE=N: nice -n N), keeping each
# transcript in DIR (default cheat-logs) as AGENTS-SEED.json; a transcript
# already there is not played again; JOBS=J plays J games at a time, and
# with ONLY_PRINT=1 nothing is played and the figures are those of the
# transcripts there are, those of games still being played counted up to
# their last whole line.  The JSON transcript is the onlooker's: it names
# every card played to the claim.  Then, for each kind of agent (the seats
# of -a; the last one repeats):
# - a claim is the cards a seat put on the claim pile in one turn, closed by
#   the line "P claims K of rank R"; it is a bluff when any of its cards is
#   not of rank R;
# - a challenge is a seat's choice "challenge"; it is right when the claim
#   it challenges is a bluff; a chance to challenge is a choice of
#   "challenge" or "let it go".
# Each share is printed with n and a 95% Wilson score interval.
# Needs only sh, sed and awk.
set -u
if [ $# -lt 3 ]; then
  echo "usage: $0 HOYLE AGENTS GAMES [DIR]" >&2
  exit 2
fi
hoyle=$1 agents=$2 games=$3 dir=${4:-cheat-logs}
mkdir -p "$dir" || exit 2

# play J: the games not yet in DIR that are worker J's (of JOBS): seed J
# and every JOBS-th after it.
play() {
  seed=$1
  while [ "$seed" -le "$games" ]; do
    f=$dir/$agents-$seed.json
    if [ ! -s "$f" ]; then
      nice -n "${NICE:-19}" "$hoyle" run games/cheat.hoyle -a "$agents" -s "$seed" --log json \
        >"$f.part" || exit 2
      mv "$f.part" "$f"
    fi
    seed=$((seed + ${JOBS:-1}))
  done
}

if [ "${ONLY_PRINT:-0}" != 1 ]; then
  j=1
  while [ "$j" -le "${JOBS:-1}" ]; do
    play "$j" &
    j=$((j + 1))
  done
  wait
fi

seed=1
while [ "$seed" -le "$games" ]; do
  f=$dir/$agents-$seed.json
  if [ -s "$f" ]; then
    cat "$f"
  elif [ "${ONLY_PRINT:-0}" = 1 ] && [ -s "$f.part" ]; then
    sed '$d' "$f.part"
    echo '{"event":"unfinished"}'
  fi
  seed=$((seed + 1))
done | awk -v agents="$agents" '
  function field(name,   m) {
    if (match($0, "\"" name "\":(\"[^\"]*\"|[0-9]+)")) {
      m = substr($0, RSTART + length(name) + 3, RLENGTH - length(name) - 3)
      gsub(/"/, "", m)
      return m
    }
    return ""
  }
  function kind(p) { return p <= nk ? k[p] : k[nk] }
  function wilson(x, n,   z, p, d, c, h) {
    if (!n) return "n = 0"
    z = 1.96; p = x / n; d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return sprintf("%d/%d = %.1f%% [%.1f, %.1f]", x, n, 100 * p, 100 * (c - h), 100 * (c + h))
  }
  BEGIN { nk = split(agents, k, ",") }
  /"event":"deal"/ { bluff = 0; open = 0 }
  /"event":"play"/ && /"to":"claim"/ {
    if (!open) { open = 1; cards = "" }
    cards = cards " " field("card")
  }
  /"event":"say"/ && / claims [0-9]+ of rank / {
    t = field("text")
    sub(/^P/, "", t); p = t + 0
    rank = t; sub(/.* of rank /, "", rank)
    n = split(cards, c, " "); bluff = 0
    for (i = 1; i <= n; i++) { r = c[i]; sub(/.$/, "", r); if (r != rank) bluff = 1 }
    claims[kind(p)]++; bluffs[kind(p)] += bluff; open = 0
  }
  /"event":"choice"/ && /"label":"(challenge|let it go)"/ {
    p = field("player") + 0; chances[kind(p)]++
    if (field("label") == "challenge") { challenges[kind(p)]++; right[kind(p)] += bluff }
  }
  /"event":"deal"/ && /"deal":1,/ { games++ }
  /"event":"unfinished"/ { unfinished++ }
  END {
    printf "%d games of Cheat", games
    if (unfinished) printf " (%d of them unfinished, counted so far)", unfinished
    printf "\n"
    for (a in claims) {
      printf "%s seats (agents %s):\n", a, agents
      printf "  bluffs: %s of claims\n", wilson(bluffs[a], claims[a])
      printf "  challenges: %s of chances\n", wilson(challenges[a], chances[a])
      printf "  right: %s of challenges\n", wilson(right[a], challenges[a])
    }
  }'
