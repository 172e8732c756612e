# hoyle play on a deck of the script's own: a suit named green is drawn in
# green, a suitless card (W) plainly; the hand is sorted by suit, then rank
# order, suitless cards last; no suit symbol replaces a custom suit's code.
. "$SRCDIR/tests/cli/common"
command -v script >/dev/null || { echo "script(1) is missing (Debian: bsdutils)"; exit 1; }
esc=$(printf '\033')
cmd="hoyle play deck-custom-play.hoyle (in a pseudo-terminal)"
printf 'q\n' >"$tmp/keys"
TERM=xterm LANG=C.UTF-8 script -qec "'$HOYLE' play -s 3 --delay 0 \
  '$SRCDIR/tests/scenarios/deck/deck-custom-play.hoyle'" /dev/null <"$tmp/keys" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "${esc}[32m1G${esc}[0m"
out_has "discard: W on top"
sed "s/${esc}\[[0-9;]*m//g; s/\r//" "$tmp/out" >"$tmp/plain"
grep -q 'hand of P1 (yours): 1G 2G 3G 4G   W$' "$tmp/plain" || fail "the hand is not sorted by suit and rank, W last"
grep -q '♥\|♣' "$tmp/plain" && fail "a suit symbol in a custom deck"
exit 0
