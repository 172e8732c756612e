# The examples of the man pages other than hoyle(1)'s command lines (those
# are man-examples.sh) are taken from the pages and run: hoyle(5)'s game and
# its scenario, hoyle(3)'s program (compiled against the library built here),
# hoyle-lua(3)'s hooks, and hoyle-agent(5)'s bots and command line.
. "$SRCDIR/tests/cli/common"
man=$SRCDIR/man
# The literal blocks of section $2 of page $1 (to the next section), one
# after another, with the roff escapes of their text undone.
blocks() {
  awk -v sh="$2" '/^\.Sh /{s = ($0 == ".Sh " sh)} s && /^\.Bd -literal/{p = 1; print "@@"; next}
    /^\.Ed/{p = 0} p && s' "$1" | sed 's/\\e/\\/g; s/\\(dq/"/g; s/\\&//g'
}
# Block $1 (from 1) of what blocks gave.
block() { awk -v n="$1" '/^@@$/{k++; next} k == n'; }
# The first block that has a line matching the pattern $1.
block_having() {
  awk -v re="$1" '/^@@$/{if (hit) exit; b = ""; next} {b = b $0 "\n"} $0 ~ re {hit = 1}
    END {if (hit) printf "%s", b}'
}
cd "$tmp" || exit 1
ln -s "$SRCDIR/games" games

# hoyle(5): the game of EXAMPLES, checked and played; the scenario of
# SCENARIO FILES, run against it.
blocks "$man/hoyle.5" EXAMPLES | block 1 >crazy-eights.hoyle
grep -q '^game "Crazy Eights"' crazy-eights.hoyle || fail "no game in hoyle(5) EXAMPLES"
try check crazy-eights.hoyle
want_status 0
try run -s 2 crazy-eights.hoyle
want_status 0
grep -q "wins the game" "$tmp/out" || fail "hoyle(5)'s example game has no winner"
blocks "$man/hoyle.5" "SCENARIO FILES" | block_having '^game crazy-eights.hoyle' >example.scn
grep -q '^game crazy-eights.hoyle' example.scn || fail "no scenario in hoyle(5) SCENARIO FILES"
try test example.scn
want_status 0
out_has "1 passed, 0 failed"

# hoyle(3): the program of EXAMPLES, as the body of main, on the game above.
lib=$(dirname "$HOYLE")/.libs
if [ -f "$lib/libhoyle.so" ] && command -v "${CC:-cc}" >/dev/null; then
  { printf '#include <stdio.h>\n#include "hoyle.h"\n\nint main(void)\n{\n'
    blocks "$man/hoyle.3" EXAMPLES | block 1
    printf '  return 0;\n}\n'; } >example.c
  cmd="cc example.c (hoyle(3) EXAMPLES)"
  ${CC:-cc} $CFLAGS -std=c11 -Wall -Werror -I"$SRCDIR/interp" -o example example.c -L"$lib" -lhoyle \
    >"$tmp/out" 2>"$tmp/err" || { status=$?; fail "hoyle(3)'s example does not build"; }
  cmd="hoyle(3)'s example program"
  LD_LIBRARY_PATH=$lib ./example >"$tmp/out" 2>"$tmp/err"
  status=$?
  want_status 0
  grep -qx "winner: P[0-9]" "$tmp/out" || fail "hoyle(3)'s example names no winner"
fi

# hoyle-lua(3): the hooks of EXAMPLES in the game above, in place of its own
# 'when played' rule; aces.lua is the second block.
blocks "$man/hoyle-lua.3" EXAMPLES | block 2 >aces.lua
{ awk '/^when played c/{skip = 1} !skip; skip && /^}/{skip = 0}' crazy-eights.hoyle
  blocks "$man/hoyle-lua.3" EXAMPLES | block 1; } >aces.hoyle
try check aces.hoyle
want_status 0
for seed in 1 2 3; do
  try run -s $seed -p 4 aces.hoyle
  want_status 0
done

# hoyle-agent(5): the Python bot (where there is a python3) in the command
# line of the page; the sh bot in a game it plays as -a first does.
blocks "$man/hoyle-agent.5" EXAMPLES | block 3 >bot.sh
grep -q 'echo 0' bot.sh || fail "no sh bot in hoyle-agent(5)"
try run -s 3 games/crazy-eights.hoyle -a first
cp "$tmp/out" "$tmp/want"
try run -s 3 games/crazy-eights.hoyle -a "exec:sh bot.sh"
want_status 0
cmp -s "$tmp/want" "$tmp/out" || fail "hoyle-agent(5)'s sh bot plays otherwise than -a first"
if command -v python3 >/dev/null; then
  blocks "$man/hoyle-agent.5" EXAMPLES | block 1 >bot.py
  # the page's command line, with 1 game for its 100 (a python3 starts slowly)
  args=$(blocks "$man/hoyle-agent.5" EXAMPLES | block 2 | sed 's/^\$ hoyle //; s/\\$//' | tr -d '\n')
  args=$(printf '%s' "$args" | sed 's/ -n 100 / -n 1 /')
  case $args in *' -n 1 '*) ;; *) fail "hoyle-agent(5)'s command line has changed: $args" ;; esac
  cmd="hoyle $args"
  eval "\"\$HOYLE\" $args" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  want_status 0
fi
exit 0
