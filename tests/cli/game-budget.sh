# A whole game has a budget (hoyle(1), --max-game-steps and --max-output):
# the step bound is per decision, so without one a game of many long turns,
# or one that says millions of lines, would run for minutes.  Past either
# budget the game stops with a run-time error at the spot (exit 70) that
# names the budget and the flag that raises it.  Each run is under
# `timeout 20`, so that a regression fails instead of hanging the suite.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# Each turn does 10000 steps of work, under the bound between two
# decisions, then asks a question; no one ever wins.
cat >long.hoyle <<'END'
game "Long" { players 2..2 deck standard }
zone stock : pile
setup { shuffle stock }
turn {
  repeat 10000 { }
  choose { "stay" { } "go" { } }
}
END
# And setup says one line 5000 times.
cat >talk.hoyle <<'END'
game "Talk" { players 2..2 deck standard }
zone stock : pile
setup {
  repeat 5000 { say "hello" }
}
turn { win current }
END

run() {
  cmd="hoyle $*"
  timeout 20 "$HOYLE" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

# 100 turns of 10000 steps pass a budget of a million steps.
run run --max-game-steps 1000000 long.hoyle
want_status 70
err_has "long.hoyle:5:3: run-time error: the game ran more than its budget of 1000000 steps (--max-game-steps raises it)"
turns=$(grep -c "^P[12]: " "$tmp/out")
[ "$turns" -ge 90 ] && [ "$turns" -le 100 ] || fail "expected about 100 turns before the budget ran out, not $turns"
# Under its budget the same game runs to the turn cap.
run run --max-game-steps 1000000 --max-turns 50 long.hoyle
want_status 0
out_has "stopped in deal 1 after 50 turns"
# The budget is the game's, not the command's: sim plays each game anew.
run sim -n 3 -j 1 --max-game-steps 1000000 --max-turns 50 long.hoyle
want_status 0

# 5000 lines said pass a transcript budget of 1000 lines; the transcript
# stops at the budget.
run run --max-output 1000 talk.hoyle
want_status 70
err_has "talk.hoyle:4:17: run-time error: the game wrote more than its budget of 1000 lines of transcript (--max-output raises it)"
lines=$(wc -l <"$tmp/out")
[ "$lines" -le 1000 ] || fail "the transcript went on past its budget: $lines lines"
out_has "hello"
run run --max-output 6000 talk.hoyle
want_status 0
[ "$(grep -c '^hello$' "$tmp/out")" -eq 5000 ] || fail "expected 5000 lines said"
# A game with no transcript writes nothing, so sim has nothing to bound.
run sim -n 2 -j 1 --max-output 1000 talk.hoyle
want_status 0

for bad in "--max-game-steps 0" "--max-output 0" "--max-game-steps 2000000001" "--max-output x"; do
  cmd="hoyle run $bad talk.hoyle"
  "$HOYLE" run $bad talk.hoyle >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  want_status 64
  err_has "must be a number from 1 to"
done
