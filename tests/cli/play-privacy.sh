# hoyle play with two people at one keyboard: when the seat asked changes,
# a privacy screen asks for Enter before the next hand is shown.
. "$SRCDIR/tests/cli/common"
yes 1 | head -n 40 | LC_ALL=C "$HOYLE" play -p 2 -s 3 -a human,human "$games/crazy-eights.hoyle" \
  >"$tmp/out" 2>"$tmp/err"
status=$?
cmd="hoyle play -a human,human"
want_status 0
out_has "pass to P2, and press Enter"
out_has "pass to P1, and press Enter"
out_has "hand of P2 (yours):"
# P2's hand is shown only after the privacy screen
first_p2=$(grep -n 'hand of P2 (yours)' "$tmp/out" | head -n 1 | cut -d: -f1)
first_pass=$(grep -n 'pass to P2' "$tmp/out" | head -n 1 | cut -d: -f1)
[ "$first_pass" -lt "$first_p2" ] || fail "P2's hand was shown before the privacy screen"
