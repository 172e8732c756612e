#!/bin/sh
# fuzz/run.sh: builds the libFuzzer targets with clang (ASan and UBSan) and
# runs each for SECONDS, or, when RUNS is not empty, for RUNS inputs from
# seed 1 (the same inputs every time: what CI runs); `make fuzz` calls it.
#   usage: run.sh SRCDIR BUILDDIR SECONDS "LUA_CFLAGS" "LUA_LIBS" VERSION [RUNS]
# The targets: load (a script, as hoyle check reads it), scenario (a
# scenario file for one of games/, as hoyle test runs it) and sim (a script
# loaded and two short games of it played, seed, players, turn cap and agents
# from the input's first 12 bytes), step (a game of games/ stepped through
# hoyle.h, options, races, views and copies chosen by the input's bytes) and
# agent (a game whose exec bot answers with the input's lines).  Each
# starts from
# a corpus seeded from games/, stdlib/ and tests/ (in BUILDDIR/fuzz-out/,
# kept between runs) with the dictionary fuzz/hoyle.dict.  A crash leaves
# its input in BUILDDIR/fuzz-out/TARGET/ and fails the run.  The last line
# of each run gives executions, coverage (cov: edges) and features (ft:).
# Before it, the target runs its seeds alone, each bounded by SEED_TIMEOUT
# seconds (default 10, where a seed takes hundredths of a second): a slow
# seed fails the run.  FUZZ_TARGETS, if set, names the targets to run.
set -eu
src=$1 build=$2 seconds=$3 lua_cflags=$4 lua_libs=$5 version=$6 runs=${7:-}
seed_timeout=${SEED_TIMEOUT:-10}
if [ -n "$runs" ]; then how="-runs=$runs -seed=1" what="$runs inputs"
else how="-max_total_time=$seconds" what="$seconds s"; fi
cc=${FUZZ_CC:-clang}
command -v "$cc" >/dev/null 2>&1 || { echo "make fuzz: needs clang ($cc not found)"; exit 1; }
out=$build/fuzz-out
mkdir -p "$out"

# The library's sources (not cli/), the generated lexer and parser.
lib=$(ls "$src"/interp/core/*.c "$src"/interp/check/*.c "$src"/interp/code/*.c \
  "$src"/interp/run/*.c "$src"/interp/lua/*.c "$src"/interp/load/*.c "$src"/interp/play/*.c \
  "$src"/interp/api/*.c "$src"/interp/front/ast.c "$src"/interp/front/diag.c "$src"/interp/front/suggest.c)
gen=
for f in lex.c parse.c; do
  if [ -f "$build/interp/front/$f" ]; then gen="$gen $build/interp/front/$f"
  else gen="$gen $src/interp/front/$f"; fi
done
flags="-g -O1 -std=c11 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -I$src/interp -I$build/interp -I$src -DSRCDIR=\"$(cd "$src" && pwd)\" -DPACKAGE_VERSION=\"$version\" $lua_cflags"

# The seeds go in BUILDDIR/fuzz-out/TARGET/seeds, made anew each run; what
# the fuzzer finds, in TARGET/corpus.  (Seeds of older runs were kept in
# corpus: they go.)
for t in load scenario sim step agent; do
  rm -rf "$out/$t/seeds"
  rm -f "$out/$t/corpus"/seed-*
  mkdir -p "$out/$t/seeds" "$out/$t/corpus"
done
# seed TARGET FILES...: copies FILES into the target's seeds.
seed() {
  t=$1
  shift
  for f in "$@"; do [ -f "$f" ] && cp "$f" "$out/$t/seeds/seed-$(basename "$f")"; done
}
seed load "$src"/games/*.hoyle "$src"/stdlib/*.hoyle "$src"/tests/errors/*.hoyle
# A sim seed: 12 bytes of seed, players, turn cap and agents, then a game:
# random bots for 24 turns, and in Crazy Eights greedy ones for 4 (fuzz/sim.c
# bounds a greedy game shorter).  Each takes well under a second.
for f in "$src"/games/*.hoyle; do
  { printf '\001\000\000\000\000\000\000\000\000\027\000\000'; cat "$f"; } \
    >"$out/sim/seeds/seed-$(basename "$f")"
done
{ printf '\001\000\000\000\000\000\000\000\000\003\003\001'; cat "$src/games/crazy-eights.hoyle"; } \
  >"$out/sim/seeds/seed-greedy-crazy-eights.hoyle"
# Lists of every kind (global, each player's, local, copied) and marks:
# the scripts of tests/scenarios/listvars and listmore, without Lua.
for f in "$src"/tests/scenarios/listvars/listvars.hoyle "$src"/tests/scenarios/listmore/listmore.hoyle; do
  { printf '\001\000\000\000\000\000\000\000\000\027\000\000'; grep -v '^lua \|lua\.' "$f"; } \
    >"$out/sim/seeds/seed-$(basename "$f")"
  seed load "$f"
done
# Step seeds: 8 bytes of setup (game i, the caller in seat 1), then steps:
# option 1s, a view read (0xfe) and a copy (0xff) among them.
for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
  { printf "\\$(printf %03o "$i")\\001\\000\\000\\001\\000\\003\\144"
    printf '\000\000\376\001\377\000\002\000\000\377\001\000\000\000\001\000'; } \
    >"$out/step/seeds/seed-$i"
done
# Agent seeds: game i, seed 1, seat 1 only; then 300 answers "0", or a mix
# of right and wrong ones.
for i in 0 1 2 3 4 5 6 7 8 9 10; do
  { printf "\\$(printf %03o "$i")\\001\\000"; yes 0 | head -n 300; } >"$out/agent/seeds/seed-$i"
done
printf '\001\002\001 1 \r\n0\n2\n-1\nx\n99999999999\n0' >"$out/agent/seeds/seed-mixed"
# A scenario seed: the byte that picks its game, then the file without its game line.
i=0
for g in cheat crazy-eights golf hearts ninety-nine ottawa russian-crazy-sevens scum \
         screw-your-neighbour slapjack vandatta; do
  for f in "$src"/tests/scenarios/"$g"/*.scn; do
    { printf "\\$(printf %03o "$i")"; grep -v '^game ' "$f"; } >"$out/scenario/seeds/seed-$g-$(basename "$f")"
  done
  i=$((i + 1))
done

status=0
for t in ${FUZZ_TARGETS:-load scenario sim step agent}; do
  echo "== fuzz/$t.c for $what =="
  # shellcheck disable=SC2086
  $cc $flags -o "$out/fuzz-$t" "$src/fuzz/$t.c" "$src/fuzz/input.c" $lib $gen $lua_libs -lm
  # The seeds alone first: each must take well under a second, so one that
  # takes SEED_TIMEOUT fails the run (on a loaded machine a slow seed would
  # trip -timeout below).
  if ! HOYLE_PATH=$src/stdlib "$out/fuzz-$t" -runs=0 -timeout="$seed_timeout" -rss_limit_mb=2048 \
      -max_len=65536 -artifact_prefix="$out/$t/slow-seed-" "$out/$t/seeds" >"$out/$t-seeds.log" 2>&1; then
    echo "make fuzz: a seed of $t failed or took more than $seed_timeout s (see $out/$t-seeds.log)"
    grep -E 'ALARM|SUMMARY|^==[0-9]+==ERROR|^artifact_prefix|Test unit written' "$out/$t-seeds.log" || true
    status=1
    continue
  fi
  HOYLE_PATH=$src/stdlib "$out/fuzz-$t" $how -dict="$src/fuzz/hoyle.dict" \
    -timeout=60 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$out/$t/" "$out/$t/corpus" "$out/$t/seeds" >"$out/$t.log" 2>&1 || status=1
  grep -E 'INITED|DONE|^stat::number_of_executed_units|SUMMARY|^==[0-9]+==ERROR' "$out/$t.log" || true
done
[ "$status" -eq 0 ] || echo "make fuzz: a target failed; its input is in $out/TARGET/ and its log in $out/TARGET.log"
exit "$status"
