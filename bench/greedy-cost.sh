#!/bin/sh
# greedy-cost.sh: what a greedy seat costs a turn against a random one, in
# instructions counted by callgrind, for the games issue 30 names (Crazy
# Eights and Hearts): `make bench-greedy`, whose figures are kept in
# bench/greedy-cost.txt.
#
# usage: bench/greedy-cost.sh HOYLE GAMESDIR
#
# Each game is played with every seat greedy, then every seat random,
# counted as bench/instructions.sh counts (callgrind's Ir inside
# hoyle_sim_each, seed 1, the clock frozen, an empty environment): a run of
# N games less a run of 1, divided by the turns of games 2 to N, so that
# what greedy learns once a session (lookahead.c: learn) is not counted.
# The ratio is greedy's figure over random's.  Prints a line a game, each
# ratio above 20 (issue 30's target) marked so; exits 2 on a failed run,
# else 0.

set -u
me=${0##*/}
most=20
if [ $# -ne 2 ]; then echo "usage: $0 HOYLE GAMESDIR" >&2; exit 2; fi
hoyle=$1 games=$2
case $hoyle in /*) ;; *) hoyle=$PWD/$hoyle ;; esac
case $games in /*) ;; *) games=$PWD/$games ;; esac
if ! valgrind=$(command -v valgrind); then
  echo "$me: valgrind not found (apt-get install valgrind)" >&2
  exit 2
fi
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
ln -s "$hoyle" "$tmp/hoyle"
ln -s "$games" "$tmp/g"
if ! ${CC:-cc} -shared -fPIC -O2 -o "$tmp/frozen-clock.so" \
    "$(dirname "$0")/frozen-clock.c" 2>"$tmp/cc.err"; then
  cat "$tmp/cc.err" >&2
  exit 2
fi

# count GAME AGENT N: sets ir and turns of `hoyle sim` with N games.
count() {
  if ! (cd "$tmp" && env -i LD_PRELOAD=./frozen-clock.so "$valgrind" --tool=callgrind \
      --callgrind-out-file=cg --log-file=vg --toggle-collect=hoyle_sim_each \
      ./hoyle sim "g/$1.hoyle" -n "$3" -s 1 -a "$2" -j 1 --json >json 2>err); then
    echo "$me: hoyle sim $1 -a $2 -n $3 failed under callgrind:" >&2
    cat "$tmp/err" "$tmp/vg" >&2
    exit 2
  fi
  ir=$(sed -n 's/^totals:[[:space:]]*\([0-9]*\).*/\1/p' "$tmp/cg")
  mean=$(sed -n 's/.*"turns":{"mean"[[:space:]]*:[[:space:]]*\([-+0-9.eE]*\).*/\1/p' "$tmp/json")
  played=$(sed -n 's/.*"played"[[:space:]]*:[[:space:]]*\([0-9]*\).*/\1/p' "$tmp/json")
  if [ -z "$ir" ] || [ -z "$mean" ] || [ -z "$played" ]; then
    echo "$me: hoyle sim $1 -a $2 -n $3: no count" >&2
    exit 2
  fi
  turns=$(awk -v m="$mean" -v p="$played" 'BEGIN { printf "%.0f", m * p }')
}

# a_turn GAME AGENT N: sets per to the instructions a turn of games 2 to N.
a_turn() {
  count "$1" "$2" 1; ir0=$ir turns0=$turns
  count "$1" "$2" "$3"
  per=$(awk -v a="$ir0" -v b="$ir" -v s="$turns0" -v t="$turns" 'BEGIN { printf "%.0f", (b - a) / (t - s) }')
}

printf '%-14s %9s %9s %6s   %s\n' game greedy random ratio "games (greedy, random)"
for plan in "crazy-eights 11 41" "hearts 3 4"; do
  set -- $plan
  a_turn "$1" greedy "$2"; g=$per
  a_turn "$1" random "$3"; r=$per
  ratio=$(awk -v g="$g" -v r="$r" 'BEGIN { printf "%.1f", g / r }')
  over=$(awk -v x="$ratio" -v m="$most" 'BEGIN { if (x > m) print "   over the target of " m "x" }')
  printf '%-14s %9s %9s %6s   -n %s, -n %s%s\n' "$1" "$g" "$r" "$ratio" "$2" "$3" "$over"
done
exit 0
