# A rule that fails while the game is played (a draw from an empty stock with
# no refill rule): exit 70, the message names the rule's file:line:col and
# quotes it; the transcript so far is on standard output.  sim goes on with
# the other games, counts and lists the failed ones, and exits 70.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >dry.hoyle <<'END'
game "Dry" { players 4..4 deck standard }
zone stock : pile
zone hand : each player, private
setup {
  shuffle stock
  deal 13 to each hand
}
turn {
  draw 1
}
END
try run dry.hoyle
want_status 70
out_has "== deal 1, dealer P4 =="
err_is <<'END'
dry.hoyle:9:3: run-time error: taking a card from stock, which is empty, and no 'when stock is empty' rule refills it
  draw 1
  ^~~~~~
END
try sim dry.hoyle -n 3
want_status 70
out_has "draws 0, stopped by the turn cap 0, failed 3"
out_has "failed, seed 2: dry.hoyle:9:3: run-time error: taking a card from stock, which is empty"
err_has "hoyle sim: 3 of 3 games stopped with a run-time error; the first:"
err_has "seed 1: dry.hoyle:9:3: run-time error: taking a card from stock, which is empty"
try sim dry.hoyle -n 3 --json -j 2
want_status 70
out_has '"failed":3,'
out_has '"failures":[{"seed":1,"error":"dry.hoyle:9:3: run-time error: taking a card from stock, which is empty'
