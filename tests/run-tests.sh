#!/bin/sh
# run-tests.sh: runs every kind of test and prints one summary line,
# "N passed, N failed"; exits 1 if anything failed.
#   usage: run-tests.sh SRCDIR BUILDDIR UNIT_TEST...
# Kinds: unit (cmocka, TAP output), scenario (hoyle test), checker errors
# (tests/errors), golden transcripts, CLI cases (tests/cli/*.sh), man page
# lint, the installed library (tests/embed), the web page in Chromium
# (tests/web, when its tools are installed).  MAKE, CC and CFLAGS come from
# make check: the library is installed with MAKE and a program built
# against it with CC and CFLAGS.
srcdir=$1 builddir=$2
shift 2
hoyle=$builddir/hoyle
passed=0 failed=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# Counts TAP lines from a unit test binary.
run_unit() {
  CMOCKA_MESSAGE_OUTPUT=TAP "$builddir/$1" >"$tmp/unit.out" 2>&1
  status=$?
  ok=$(grep -c '^ok ' "$tmp/unit.out")
  bad=$(grep -c '^not ok ' "$tmp/unit.out")
  passed=$((passed + ok)) failed=$((failed + bad))
  grep '^not ok ' "$tmp/unit.out" | sed "s|^|FAIL: $1: |"
  if [ "$status" -ne 0 ] && [ "$bad" -eq 0 ]; then
    fail "$1 exited with status $status"; cat "$tmp/unit.out"
  fi
}

for t in "$@"; do run_unit "$t"; done

# Every kind of test below must be there (a tarball that left one out
# would otherwise pass with fewer tests).
for d in scenarios errors golden cli embed frozen; do
  [ -d "$srcdir/tests/$d" ] || fail "tests/$d is missing"
done

# Scenario files, a folder per game they play (tests/scenarios/GAME/*.scn):
# hoyle test prints "ok FILE" or "FAIL FILE: why" per file.
for f in "$srcdir"/tests/scenarios/*.scn "$srcdir"/tests/scenarios/*/*.scn; do
  [ -e "$f" ] || continue
  if timeout 120 "$hoyle" test "$f" >"$tmp/scn.out" 2>&1; then pass
  else fail "scenario $(basename "$f")"; sed 's/^/  /' "$tmp/scn.out"; fi
done

# Checker errors: each tests/errors/*.hoyle is a bad script whose lines
# "# expect: LINE:COL: error: MESSAGE" give, in order, every error hoyle check
# must report (exit status 65); see tests/errors/README.
for f in "$srcdir"/tests/errors/*.hoyle; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  (cd "$(dirname "$f")" && "$hoyle" check "$name") >"$tmp/err.out" 2>&1
  status=$?
  sed -n 's/^# expect: //p' "$f" >"$tmp/err.want"
  awk -v n="$name:" 'index($0, n) == 1 { s = substr($0, length(n) + 1)
    if (s ~ /^[0-9]+:[0-9]+: error: /) print s }' "$tmp/err.out" >"$tmp/err.got"
  # An expected message ending in "..." matches any message that starts so.
  if [ "$status" -eq 65 ] && [ -s "$tmp/err.want" ] && awk '
      NR == FNR { want[++n] = $0; next }
      { got[++m] = $0 }
      END {
        if (n != m) exit 1
        for (i = 1; i <= n; i++) {
          w = want[i]
          if (w ~ /\.\.\.$/) { w = substr(w, 1, length(w) - 3); if (index(got[i], w) != 1) exit 1 }
          else if (got[i] != w) exit 1
        }
      }' "$tmp/err.want" "$tmp/err.got"; then pass
  else
    fail "errors $name (exit status $status)"
    diff "$tmp/err.want" "$tmp/err.got" | head -20
  fi
done

# Golden transcripts: tests/golden/NAME.cmd holds hoyle's arguments (paths
# relative to the source tree); NAME.out is the expected output (standard
# output and standard error together).  tests/golden/update.sh HOYLE
# regenerates every .out; read the diff before committing it.
for f in "$srcdir"/tests/golden/*.cmd; do
  [ -e "$f" ] || continue
  want=${f%.cmd}.out
  (cd "$srcdir" && eval "\"$hoyle\" $(cat "$f")") >"$tmp/golden.out" 2>&1
  if cmp -s "$want" "$tmp/golden.out"; then pass
  else fail "golden $(basename "$f")"; diff "$want" "$tmp/golden.out" | head -20; fi
done

# CLI cases: each tests/cli/*.sh runs with HOYLE and SRCDIR set and exits 0
# when the command behaved (message and exit status) as expected, or 77
# after a line "skipped: why" when a tool it needs is missing (printed, and
# counted neither way); a case (or a scenario) that hangs fails at its time
# limit instead of stalling.
for f in "$srcdir"/tests/cli/*.sh; do
  [ -e "$f" ] || continue
  HOYLE=$hoyle SRCDIR=$srcdir timeout 600 sh "$f" >"$tmp/cli.out" 2>&1
  status=$?
  if [ "$status" -eq 0 ]; then pass
  elif [ "$status" -eq 77 ] && grep -q '^skipped: ' "$tmp/cli.out"; then
    sed -n "s|^skipped: |skipped: cli $(basename "$f"): |p" "$tmp/cli.out"
  else fail "cli $(basename "$f")"; sed 's/^/  /' "$tmp/cli.out"; fi
done

# Man pages must be free of mandoc warnings.
for f in "$srcdir"/man/*.[1-9]; do
  [ -e "$f" ] || continue
  if ! command -v mandoc >/dev/null; then fail "mandoc is not installed"; break; fi
  if [ -z "$(mandoc -Tlint -W warning "$f" 2>&1)" ]; then pass
  else fail "mandoc -Tlint $(basename "$f")"; mandoc -Tlint -W warning "$f" 2>&1 | head; fi
done

# The installed library: make install into a scratch DESTDIR; then
# tests/embed/play.c, built with pkg-config against that copy, steps through
# games answering option 1 for every seat, which plays as `hoyle run -a
# first`: the same transcript, and the winner it names.
dest=$tmp/dest
if ! ${MAKE:-make} -C "$builddir" install DESTDIR="$dest" >"$tmp/install.out" 2>&1; then
  fail "make install DESTDIR=..."; tail "$tmp/install.out"
elif ! pc=$(find "$dest" -name hoyle.pc) || [ -z "$pc" ]; then
  fail "make install put no hoyle.pc"
elif ! ${CC:-cc} $CFLAGS -o "$tmp/play" "$srcdir/tests/embed/play.c" \
      $(PKG_CONFIG_PATH=${pc%/*} PKG_CONFIG_SYSROOT_DIR=$dest pkg-config --cflags --libs hoyle) \
      >"$tmp/cc.out" 2>&1; then
  fail "tests/embed/play.c does not build against the installed library"; head "$tmp/cc.out"
else
  lib=$(find "$dest" -name 'libhoyle.so' | head -n 1)
  for seed in 1 2 3; do
    game=$srcdir/games/crazy-eights.hoyle
    "$hoyle" run -a first -s $seed "$game" >"$tmp/want" 2>&1
    winner=$(sed -n 's/^\(P[0-9]*\) wins the game.*/\1/p' "$tmp/want")
    echo "winner: ${winner:-none}" >>"$tmp/want"
    LD_LIBRARY_PATH=${lib%/*} "$tmp/play" "$game" $seed >"$tmp/got" 2>&1
    if cmp -s "$tmp/want" "$tmp/got"; then pass
    else fail "embed play.c crazy-eights seed $seed"; diff "$tmp/want" "$tmp/got" | head; fi
  done
fi

# The web page in headless Chromium (tests/web/run.sh): "ok NAME" or "FAIL
# NAME: why" a check, or one line "skipped: why" when Emscripten, Chromium
# or puppeteer-core is missing.
MAKE=${MAKE:-make} sh "$srcdir/tests/web/run.sh" "$srcdir" "$builddir" >"$tmp/web.out" 2>&1
ok=$(grep -c '^ok ' "$tmp/web.out")
passed=$((passed + ok))
grep '^skipped: ' "$tmp/web.out"
if grep -q '^FAIL' "$tmp/web.out"; then
  failed=$((failed + $(grep -c '^FAIL' "$tmp/web.out"))); grep -A5 '^FAIL' "$tmp/web.out"
elif [ "$ok" -eq 0 ] && ! grep -q '^skipped: ' "$tmp/web.out"; then
  fail "the browser tests printed nothing"; tail "$tmp/web.out"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
