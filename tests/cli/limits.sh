# The limits of a script: each is reported where it is passed, and the
# jumps a condition, a choice or a loop collects have none (a choose of
# more than 64 arms once ran the arm picked and then fell through into the
# arms after it; a longer 'in' list left values on the stack, and a longer
# chain of 'or's overran the compiler's list of jumps).
. "$SRCDIR/tests/cli/common"
# script TURN: a game whose one turn runs TURN, then ends
script() {
  printf 'zone stock : pile\nvar x = 66\nsetup { shuffle stock }\nturn {\n%s\n  end game\n}\n' "$1"
}
# choose_of N: a choose of N labelled arms; only the arm x is offered
choose_of() {
  printf '  choose {\n'
  i=1
  while [ $i -le "$1" ]; do printf '    "arm%d" when x == %d { say "ran %d" }\n' $i $i $i; i=$((i + 1)); done
  printf '  }'
}
# test_of OP N: x == 1 OP x == 2 ... OP x == N, as the condition of an if
test_of() {
  printf '  if x == 1'
  i=2
  while [ $i -le "$2" ]; do printf ' %s x == %d' "$1" $i; i=$((i + 1)); done
  printf ' { say "yes" } else { say "no" }'
}
# in_of N: x in [1, ..., N], as the condition of an if
in_of() {
  printf '  if x in [1'
  i=2
  while [ $i -le "$1" ]; do printf ', %d' $i; i=$((i + 1)); done
  printf '] { say "yes" } else { say "no" }'
}
script "$(choose_of 200)" >"$tmp/arms.hoyle"
try run "$tmp/arms.hoyle" -s 1
want_status 0
out_has "ran 66"
out_lacks "ran 67"
out_lacks "ran 200"
for t in "test_of or 100" "in_of 100"; do
  script "$($t)" >"$tmp/test.hoyle"
  try run "$tmp/test.hoyle" -s 1
  want_status 0
  out_has "yes"
done
script "$(test_of and 100)" >"$tmp/and.hoyle"
try run "$tmp/and.hoyle" -s 1
want_status 0
out_has "no"
# a loop of 100 breaks, the one for x taken
breaks=$(i=1; while [ $i -le 100 ]; do printf ' if x == %d { break }' $i; i=$((i + 1)); done)
script "  let n = 0
  while true { n += 1$breaks }
  say \"left after {n}\"" >"$tmp/breaks.hoyle"
try run "$tmp/breaks.hoyle" -s 1
want_status 0
out_has "left after 1"
# 129 functions, 33 imported files, 65 Lua functions: one too many each
{
  echo 'zone stock : pile'
  echo 'setup { shuffle stock }'
  echo 'turn { end game }'
  i=1
  while [ $i -le 129 ]; do echo "fn f$i() = $i"; i=$((i + 1)); done
} >"$tmp/fns.hoyle"
try check "$tmp/fns.hoyle"
want_status 65
err_has "fns.hoyle:132:1: error: too many functions and rules (limit is 128)"
i=1
while [ $i -le 33 ]; do echo "import \"part$((i + 1))\"" >"$tmp/part$i.hoyle"; i=$((i + 1)); done
echo 'zone stock : pile' >"$tmp/part34.hoyle"
try check "$tmp/part1.hoyle"
want_status 65
err_has "part32.hoyle:1:1: error: too many imported files (limit is 32)"
{
  echo 'zone stock : pile'
  echo 'setup { shuffle stock }'
  echo 'turn { end game }'
  echo 'lua [['
  i=1
  while [ $i -le 65 ]; do echo "function h$i() end"; i=$((i + 1)); done
  echo ']]'
} >"$tmp/hooks.hoyle"
try check "$tmp/hooks.hoyle"
want_status 65
err_has "hooks.hoyle:4:1: error: too many Lua functions (limit is 64)"
