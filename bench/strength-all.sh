#!/bin/sh
# strength-all.sh: the strength table of every game with choices.
#
# usage: bench/strength-all.sh HOYLE ISMCTS-BENCH [DIR]
#   (from the source directory: HOYLE is the command, ISMCTS-BENCH the
#   bench/ismcts program of `make bench`)
#
# For each game of games/, seat 1 is `ismcts` (1,000 iterations a decision)
# and the other seats `random`, then `greedy`: N games each (default 300),
# seeds 1 to N.  They are played in slices of 30 seeds (5 for the slowest
# games, so that a slice ends often; N is rounded up to whole slices), each
# by `HOYLE sim -n 30 -s FIRST --json` and kept in DIR (default
# strength-runs) as GAME-OPPONENT/seeds-FIRST-LAST.json.  A slice already
# there is not played again, so a run that was stopped goes on where it
# was, a row is made longer by a larger N (its first slices are kept), and
# rows may be played by several of these commands at once (GAMES="a b"
# plays only those games, OPPONENTS=greedy only that row of each); JOBS=J
# plays J slices of a row at a time.
# With ONLY_PRINT=1 nothing is played: the table is printed from every
# slice there is, and a row with fewer or more games than N says how many.
# bench/strength-runs keeps the slices of a row too long to play in one
# sitting (Ottawa against random seats), one seed a slice, cut to the
# lines this script reads, so that the row can be taken up again where it
# was: copy them into DIR.
#
# The table (markdown) gives seat 1's wins, its win share of the games with
# a winner (draws, a tie for the win, are counted apart) with a 95% Wilson
# score interval, the fair share (the share of an average seat: the winners
# a game has, over the players; 1 / players where one player wins, 1/2 for
# two teams, 3/4 where one of four loses) and the processor seconds
# per searched decision from ISMCTS-BENCH -a ismcts (the default search,
# 50 decisions of seat 1 against
# random seats, the count in brackets; decisions with one option are not
# searched).  Games whose
# whole match takes too long are played one deal at a time (the DEALS
# column says which and how).  Every run is under `nice -n 19` (NICE=N:
# nice -n N).
# Needs only sh, sed and awk.
set -u
if [ $# -lt 2 ]; then
  echo "usage: $0 HOYLE ISMCTS-BENCH [DIR]" >&2
  exit 2
fi
hoyle=$1 bench=$2 dir=${3:-strength-runs}
n=${N:-300}
games=${GAMES:-"blackjack bridge canasta cheat crazy-eights durak euchre gin-rummy golf hearts
  ninety-nine oh-hell ottawa russian-crazy-sevens screw-your-neighbour scum slapjack spit uno
  vandatta"}

# The setting that makes a game one deal, where its match takes too long.
one_deal() {
  case $1 in
    canasta | hearts | gin-rummy | uno) echo target=1 ;;
    ottawa | vandatta) echo rounds=1 ;;
    bridge) echo boards=1 ;;
  esac
}

# The seeds of one slice of a game's games.
slice_size() {
  case $1 in
    bridge | canasta | cheat | gin-rummy | ottawa | russian-crazy-sevens | screw-your-neighbour | \
      scum | spit | uno)
      echo 5 ;;
    *) echo 30 ;;
  esac
}

# play GAME OPPONENT J: the slices of one row not yet in DIR that are
# worker J's (of JOBS): the J-th, and every JOBS-th after it.
play() {
  d=$dir/$1-$2 def=$(one_deal "$1") size=$(slice_size "$1")
  mkdir -p "$d"
  first=$(( ($3 - 1) * size + 1 ))
  while [ "$first" -le "$n" ]; do
    f=$d/seeds-$first-$((first + size - 1)).json
    if [ ! -s "$f" ]; then
      nice -n "${NICE:-19}" "$hoyle" sim "games/$1.hoyle" -a "ismcts,$2" -n "$size" -s "$first" -j 1 \
        ${def:+-D "$def"} --json >"$f.part" || exit 2
      mv "$f.part" "$f"
    fi
    first=$((first + size * ${JOBS:-1}))
  done
}

# share GAME OPPONENT: "wins/won share [low, high]" over the slices there
# are, where won counts the games with a winner; draws, if any, are added.
share() {
  cat "$dir/$1-$2"/seeds-*.json 2>/dev/null | awk -v want="$n" '
    /^"played":/ { gsub(/[^0-9]/, ""); games += $0 }
    /^"draws":/ { gsub(/[^0-9]/, ""); draws += $0 }
    /^"wins":/ { sub(/^"wins":\[/, ""); sub(/,.*/, ""); wins += $0 }
    END {
      if (!games) { printf "not played"; exit }
      won = games - draws
      z = 1.96; p = wins / won; d = 1 + z * z / won
      c = (p + z * z / (2 * won)) / d
      h = z * sqrt(p * (1 - p) / won + z * z / (4 * won * won)) / d
      printf "%d/%d %.1f%% [%.1f, %.1f]", wins, won, 100 * p, (c > h ? 100 * (c - h) : 0),
        100 * (c + h)
      if (draws) printf ", %d draws", draws
      if (games < want) printf " (%d of %d games)", games, want
      if (games > want) printf " (%d games)", games
    }'
}

# fair GAME: the share of an average seat, from the games against random
# seats: the wins of all seats over the games with a winner, over the seats.
fair() {
  cat "$dir/$1-random"/seeds-*.json 2>/dev/null | awk '
    /^"players":/ { gsub(/[^0-9]/, ""); players = $0 }
    /^"played":/ { gsub(/[^0-9]/, ""); games += $0 }
    /^"draws":/ { gsub(/[^0-9]/, ""); draws += $0 }
    /^"wins":/ { sub(/^"wins":\[/, ""); sub(/\].*/, ""); n = split($0, w, ",")
      for (i = 1; i <= n; i++) wins += w[i] }
    END { if (games > draws && players) printf "%.1f%%", 100 * wins / (games - draws) / players }'
}

# spd GAME: processor seconds per searched decision, kept in DIR/GAME-spd.
spd() {
  f=$dir/$1-spd
  if [ ! -s "$f" ] && [ "${ONLY_PRINT:-0}" != 1 ]; then
    nice -n "${NICE:-19}" "$bench" -a ismcts "games/$1.hoyle" 1000 50 $(one_deal "$1") >"$f" || exit 2
  fi
  sed -n 's/.*: \([0-9]*\) decisions at .*: \([0-9.]*\) s each.*/\2 (of \1)/p
    s/.*no decision searched.*/races only/p' "$f" 2>/dev/null
}

for g in $games; do
  if [ "${ONLY_PRINT:-0}" != 1 ]; then
    for o in ${OPPONENTS:-random greedy}; do
      j=1
      while [ "$j" -le "${JOBS:-1}" ]; do
        play "$g" "$o" "$j" &
        j=$((j + 1))
      done
      wait
    done
  fi
done
echo "| game | played | fair share | ismcts vs random: wins, share [95% CI] |" \
  "ismcts vs greedy: wins, share [95% CI] | s/decision |"
echo "|---|---|---|---|---|---|"
for g in $games; do
  def=$(one_deal "$g") how="whole game"
  [ -z "$def" ] || how="one deal (-D $def)"
  echo "| $g | $how | $(fair "$g") |" \
    "$(share "$g" random) | $(share "$g" greedy) | $(spd "$g") |"
done
