# The limits of a script: each is reported where it is passed, and up to
# it the code is right (a choose with more than 64 arms once ran the arm
# picked and then fell through into the arms after it).
. "$SRCDIR/tests/cli/common"
# choose_script N PICK: a choose of N labelled arms; only arm PICK is offered
choose_script() {
  echo 'zone stock : pile'
  echo 'setup { shuffle stock }'
  echo 'turn {'
  echo '  choose {'
  i=1
  while [ $i -le "$1" ]; do
    echo "    \"arm$i\" when $([ $i -eq "$2" ] && echo true || echo false) { say \"ran $i\" }"
    i=$((i + 1))
  done
  echo '  }'
  echo '  end game'
  echo '}'
}
choose_script 70 66 >"$tmp/arms70.hoyle"
try run "$tmp/arms70.hoyle" -s 1
want_status 0
out_has "ran 66"
out_lacks "ran 67"
out_lacks "ran 70"
choose_script 129 1 >"$tmp/arms129.hoyle"
try check "$tmp/arms129.hoyle"
want_status 65
err_has "arms129.hoyle:133:5: error: too many options in one choice (limit is 128)"
# in_script N: a test of x in [1, ..., N]
in_script() {
  echo 'zone stock : pile'
  echo 'var x = 64'
  echo 'setup { shuffle stock }'
  printf 'turn {\n  if x in [1'
  i=2
  while [ $i -le "$1" ]; do printf ', %d' $i; i=$((i + 1)); done
  printf '] { say "found" } else { say "not found" }\n  end game\n}\n'
}
in_script 64 >"$tmp/in64.hoyle"
try run "$tmp/in64.hoyle" -s 1
want_status 0
out_has "found"
out_lacks "not found"
in_script 66 >"$tmp/in66.hoyle"
try check "$tmp/in66.hoyle"
want_status 65
err_has "in66.hoyle:5:259: error: too many values in one 'in' list (limit is 64)"
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
