#!/bin/sh
# tally-cost.sh: what hoyle sim's counting (the runs of each rule, the
# branches of each if, the decisions met and their arms taken) costs a
# random Crazy Eights sim: the instructions spent inside hoyle_sim_each
# (valgrind --tool=callgrind, the clock frozen by bench/frozen-clock.c, an
# empty environment, as bench/instructions.sh counts them) by HOYLE, and by
# the same source built with CPPFLAGS=-DHOYLE_COUNTING=0: no TALLY
# instruction, no call counts, no watcher (so no first mover either) and
# no tally_rules.  Prints both and the difference as a share of the second.
#
# usage: bench/tally-cost.sh HOYLE [HOYLE_OFF]
# Without HOYLE_OFF, the commit checked out in HOYLE's source tree is
# copied (git archive HEAD) to a temporary directory and built there with
# counting off (a few minutes).  Exits 2 on a usage error or a failed run.
set -u
me=${0##*/}
src=$(cd "$(dirname "$0")/.." && pwd)
game=${GAME:-games/crazy-eights.hoyle}
n=${N:-200}
if [ $# -lt 1 ] || [ ! -x "$1" ]; then echo "usage: $0 HOYLE [HOYLE_OFF]" >&2; exit 2; fi
hoyle=$(cd "$(dirname "$1")" && pwd)/${1##*/}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 2 ]; then
  off=$(cd "$(dirname "$2")" && pwd)/${2##*/}
else
  echo "$me: building $(git -C "$src" rev-parse --short HEAD) with counting off in $tmp/off" >&2
  mkdir "$tmp/off" && git -C "$src" archive HEAD | tar -x -C "$tmp/off" &&
    (cd "$tmp/off" && autoreconf -fi >/dev/null 2>&1 &&
     ./configure -q CPPFLAGS=-DHOYLE_COUNTING=0 && nice make -s -j2 hoyle) >"$tmp/build.log" 2>&1 ||
    { echo "$me: the build with counting off failed:" >&2; tail -20 "$tmp/build.log" >&2; exit 2; }
  off=$tmp/off/hoyle
fi
${CC:-cc} -shared -fPIC -O2 -o "$tmp/frozen-clock.so" "$src/bench/frozen-clock.c" || exit 2

# count BINARY: the instructions BINARY spends inside hoyle_sim_each.
count() {
  (cd "$src" && env -i LD_PRELOAD="$tmp/frozen-clock.so" valgrind --tool=callgrind \
    --callgrind-out-file="$tmp/cg" --log-file="$tmp/vg" --toggle-collect=hoyle_sim_each \
    "$1" sim "$game" -a random -n "$n" -j 1 -s 1 >/dev/null) ||
    { echo "$me: $1 sim failed under callgrind" >&2; exit 2; }
  sed -n 's/.*Collected : *//p' "$tmp/vg"
}
on=$(count "$hoyle") || exit 2
without=$(count "$off") || exit 2
echo "$game, $n random games, seed 1, -j 1: instructions inside hoyle_sim_each"
echo "  counting on  ($hoyle): $on"
echo "  counting off ($off): $without"
awk -v a="$on" -v b="$without" \
  'BEGIN { printf "  counting costs %d instructions, %.2f%% of the sim with counting off\n", a - b, 100 * (a - b) / b }'
