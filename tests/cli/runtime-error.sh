# A rule that fails while the game is played (a draw from an empty stock with
# no refill rule): exit 70, the message names the rule's file:line:col and
# quotes it; the transcript so far is on standard output.  sim stops the same.
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
dry.hoyle:9:3: run-time error: drawing from an empty stock, and no 'when stock is empty' rule refills it
  draw 1
  ^~~~~~
END
try sim dry.hoyle -n 3
want_status 70
out_empty
err_has "dry.hoyle:9:3: run-time error: drawing from an empty stock"
