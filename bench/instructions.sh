#!/bin/sh
# instructions.sh: the instructions a turn of `hoyle sim GAME -a random -j 1`,
# counted by callgrind, checked against bench/instructions.txt (make
# bench-check) or printed as that table (make bench-table).
#
# usage: bench/instructions.sh HOYLE TABLE GAMEFILE...
#        bench/instructions.sh --print HOYLE GAMEFILE...
#
# Each game runs twice under valgrind --tool=callgrind, with seed 1: one
# game, then N games (N, and a bound on a deal where a game is too long,
# are the game's line in plan() below).  Only the instructions (callgrind's
# Ir) spent playing, inside hoyle_sim_each, are counted: not loading,
# checking and compiling the script (nor the dynamic linker's work, which
# grows with the libraries hoyle links), nor working out and printing the
# figures, whose cost depends on how the games came out (an exact test
# where counts are small).  Those of the second run less those of the
# first, divided by the turns of games 2 to N (sim --json's turns.mean
# times played), is the game's figure.  bench/frozen-clock.c, compiled with $CC (default cc), is
# preloaded so that nothing counted depends on the clock, and the runs see
# an empty environment (count() says why): the same binary gives the same
# figures, wherever and whenever it is checked.
#
# When checking, a game more than 10% over its line in TABLE fails, and so does
# a game with no line; each failure names the game and the figures.
# --print writes the figures in TABLE's format: lower a line by committing
# them in a commit of its own.
# Exits 0 when every game is within its line, 1 when one is not, 2 on a
# usage error, a failed run, or valgrind missing.

set -u
me=${0##*/}
slack=10

print=
if [ "${1-}" = --print ]; then print=1; shift; fi
if [ -n "$print" ] && [ $# -ge 2 ]; then
  hoyle=$1; shift
elif [ -z "$print" ] && [ $# -ge 3 ]; then
  hoyle=$1 table=$2; shift 2
  if [ ! -r "$table" ]; then echo "$me: cannot read the table $table" >&2; exit 2; fi
else
  echo "usage: $0 HOYLE TABLE GAMEFILE..." >&2
  echo "       $0 --print HOYLE GAMEFILE..." >&2
  exit 2
fi
if [ ! -x "$hoyle" ]; then echo "$me: cannot run $hoyle" >&2; exit 2; fi
if ! valgrind=$(command -v valgrind); then
  echo "$me: valgrind not found (apt-get install valgrind)" >&2
  exit 2
fi
if grep -q __asan_init "$hoyle"; then
  echo "$me: $hoyle is built with AddressSanitizer (--enable-sanitizers), which valgrind cannot run" >&2
  exit 2
fi

# plan NAME: the games of the second run and sim's flags for the game:
# about 1,000 to 2,000 turns counted, fewer where a turn costs much
# (Cheat); the whole check takes about 30 s of processor time.  Random
# seats seldom end a deal of Gin Rummy (a game is 12,000 turns): there
# --max-turns 50 ends each game in its first deal (175,500 instructions a
# turn over a whole game played to 1 point, 176,500 so).  Ottawa's games
# all stop at sim's cap of 5,000 turns; a turn costs the same at any cap.
plan() {
  case $1 in
    blackjack) echo 41 ;;
    bridge) echo 21 ;;
    canasta) echo 5 ;;
    cheat) echo 11 ;;
    crazy-eights) echo 41 ;;
    durak) echo 11 ;;
    euchre) echo 11 ;;
    gin-rummy) echo 21 --max-turns 50 ;;
    golf) echo 41 ;;
    hearts) echo 4 ;;
    ninety-nine) echo 9 ;;
    oh-hell) echo 5 ;;
    ottawa) echo 3 ;;
    russian-crazy-sevens) echo 7 ;;
    screw-your-neighbour) echo 5 ;;
    scum) echo 5 ;;
    slapjack) echo 21 ;;
    spit) echo 9 ;;
    uno) echo 2 ;;
    vandatta) echo 2 ;;
    *) echo 11 ;;
  esac
}

case $hoyle in /*) ;; *) hoyle=$PWD/$hoyle ;; esac
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
ln -s "$hoyle" "$tmp/hoyle"
if ! ${CC:-cc} -shared -fPIC -O2 -o "$tmp/frozen-clock.so" \
    "$(dirname "$0")/frozen-clock.c" 2>"$tmp/cc.err"; then
  echo "$me: cannot compile $(dirname "$0")/frozen-clock.c with ${CC:-cc}:" >&2
  cat "$tmp/cc.err" >&2
  exit 2
fi

# field KEY: the number after "KEY": in $tmp/json (as bench/run.sh's).
field() {
  sed -n "s/.*\"$1\"[[:space:]]*:[[:space:]]*\([-+0-9.eE]*\).*/\1/p" "$tmp/json"
}

# count GAMEFILE N FLAGS...: sets ir and turns for a run of N games (its
# own variables begin with c: sh has no local ones).  The run sees an
# empty environment, in $tmp, with hoyle as ./hoyle and the script's
# folder as ./g: a game with Lua hooks counts more or fewer instructions
# as the client's stack moves (Lua mixes a stack address into its seed),
# so nothing of where the check runs from is put on the stack.
count() {
  cf=$1 cn=$2; shift 2
  rm -f "$tmp/g"
  ln -s "$(cd "$(dirname "$cf")" && pwd)" "$tmp/g"
  if ! (cd "$tmp" && env -i LD_PRELOAD=./frozen-clock.so "$valgrind" --tool=callgrind \
      --callgrind-out-file=cg --log-file=vg --toggle-collect=hoyle_sim_each \
      ./hoyle sim "g/${cf##*/}" -n "$cn" -s 1 -a random -j 1 --json "$@" >json 2>err); then
    echo "$me: hoyle sim $cf -n $cn${*:+ $*} failed under callgrind:" >&2
    cat "$tmp/err" "$tmp/vg" >&2
    exit 2
  fi
  ir=$(sed -n 's/^totals:[[:space:]]*\([0-9]*\).*/\1/p' "$tmp/cg")
  mean=$(field 'turns":{"mean') played=$(field played) failed=$(field failed)
  if [ -z "$ir" ] || [ -z "$mean" ] || [ -z "$played" ] || [ "$failed" != 0 ]; then
    echo "$me: hoyle sim $cf -n $cn${*:+ $*}: no count, or games failed:" >&2
    cat "$tmp/json" "$tmp/vg" >&2
    exit 2
  fi
  turns=$(awk -v m="$mean" -v p="$played" 'BEGIN { printf "%.0f", m * p }')
}

if [ -n "$print" ]; then
  cat <<EOF
# bench/instructions.txt: instructions a turn of \`hoyle sim GAME -a random -j 1\`
# for each game of games/, counted by valgrind --tool=callgrind (Ir) inside
# hoyle_sim_each (playing, not loading or printing): a run of N games from
# seed 1 less a run of 1 game, divided by the turns of games 2 to N; the
# clock frozen (bench/frozen-clock.c).
# N and sim's other flags are on each line (bench/instructions.sh, plan()).
# --max-turns ends each game in its first deal where random seats seldom end
# one (Gin Rummy).  Compiler: $(${CC:-cc} --version 2>/dev/null | sed 1q)
# Made by \`make -s bench-table >bench/instructions.txt\` (bench/instructions.sh --print).
# \`make bench-check\` fails a game more than $slack% over its line, or with no
# line; lower a line in a commit of its own.
EOF
fi

bad=0
for f in "$@"; do
  name=${f##*/} name=${name%.hoyle}
  p=$(plan "$name")
  n=${p%% *} flags=${p#"$n"} flags=${flags# }
  count "$f" 1 $flags; ir0=$ir turns0=$turns
  count "$f" "$n" $flags
  if [ "$turns" -le "$turns0" ]; then
    echo "$me: $name: no turns counted beyond the first game" >&2
    exit 2
  fi
  got=$(awk -v a="$ir0" -v b="$ir" -v s="$turns0" -v t="$turns" \
    'BEGIN { printf "%.0f", (b - a) / (t - s) }')
  if [ -n "$print" ]; then
    printf '%-22s %9s   # -n %s%s\n' "$name" "$got" "$n" "${flags:+ $flags}"
    continue
  fi
  line=$(awk -v g="$name" '$1 == g { print $2; exit }' "$table")
  if [ -z "$line" ]; then
    echo "$name: $got instructions a turn, and no line for it in $table (make bench-table prints one)" >&2
    bad=1
  elif awk -v g="$got" -v l="$line" -v s="$slack" 'BEGIN { exit !(g > l * (1 + s / 100)) }'; then
    awk -v g="$got" -v l="$line" -v n="$name" -v t="$table" -v s="$slack" 'BEGIN {
      printf "%s: %d instructions a turn, %.1f%% over its line of %d in %s (%d%% allowed)\n",
        n, g, (g / l - 1) * 100, l, t, s }' >&2
    bad=1
  else
    awk -v g="$got" -v l="$line" -v n="$name" -v s="$slack" 'BEGIN {
      printf "ok %s: %d instructions a turn (line %d)%s\n", n, g, l,
        g < l * (1 - s / 100) ? ": more than " s "% under, a lower line can be committed" : "" }'
  fi
done
exit "$bad"
