# No script runs forever (hoyle(5), RUN-TIME ERRORS): rules that take more
# than 10000000 steps (rounds of loops, calls) between two decisions, and a
# match that has not ended after 1000 deals, stop with a run-time error at
# the spot (exit 70); --max-steps and --max-deals set other bounds.  Each
# run is under `timeout $limit`, so that a regression fails instead of
# hanging the suite: 120 s, as the sanitizer build (.ci/run) takes 13 to 21
# s for the nested case's 10000000 steps on a 2-core machine (1.6 s
# without it), and timed out at 20.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
limit=120

# endless NAME TURN [DEALS]: a game whose turn is TURN (lines 5 on), with
# DEALS in its header; runs it, bounded.
endless() {
  cat >"$1.hoyle" <<END
game "Endless" { players 2..2 deck standard $3 }
zone stock : pile
zone hand : each player, private
setup { shuffle stock  deal 5 to each hand }
$2
END
  cmd="hoyle run $1.hoyle"
  timeout $limit "$HOYLE" run "$1.hoyle" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

# too_long NAME TURN LINE:COL: the rules run endlessly from LINE:COL.
too_long() {
  endless "$1" "$2"
  want_status 70
  err_has "$1.hoyle:$3: run-time error: the rules ran more than 10000000 steps without a decision"
}

too_long while 'turn { while true { } }' 5:8
too_long repeat 'turn { repeat 2000000000 { } }' 5:8
too_long nested 'turn { if any a in stock where any b in stock where any c in stock where
  any d in stock where any e in stock where false { } }' 6:24
too_long calls 'fn twice(n) { if n < 30 { twice(n + 1)  twice(n + 1) } }
turn { twice(0) }' 5:1

# Ordinary loops are far from the bound.
endless loops 'turn { let n = 0  repeat 1000 { repeat 1000 { n += 1 } }  say "{n}"  win current }'
want_status 0
out_has "1000000"

endless deals 'turn { end deal }' 'deals until end game'
want_status 70
err_has "deals.hoyle:1:1: run-time error: the match has run 1000 deals, the most a match may have, and not ended"
out_has "== deal 1000, dealer P1 =="
out_lacks "== deal 1001"

# The bounds are the user's to set: --max-steps and --max-deals.
cmd="hoyle run --max-steps 100000 loops.hoyle"
timeout $limit "$HOYLE" run --max-steps 100000 loops.hoyle >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 70
err_has "loops.hoyle:5:33: run-time error: the rules ran more than 100000 steps without a decision"
cmd="hoyle run --max-deals 5 deals.hoyle"
timeout $limit "$HOYLE" run --max-deals 5 deals.hoyle >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 70
err_has "the match has run 5 deals, the most a match may have, and not ended"
out_has "== deal 5, dealer P2 =="
out_lacks "== deal 6"
for bad in "--max-steps 0" "--max-deals 0" "--max-deals 1000001" "--max-steps x"; do
  cmd="hoyle run $bad deals.hoyle"
  "$HOYLE" run $bad deals.hoyle >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  want_status 64
  err_has "must be a number from 1 to"
done
