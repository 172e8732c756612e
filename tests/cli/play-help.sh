# hoyle rules and hoyle options print a script's header comment and its -D
# options with defaults and descriptions; at the table, r shows the rules
# and ? the table and the options again.
. "$SRCDIR/tests/cli/common"
try rules "$games/hearts.hoyle"
want_status 0
out_has "Hearts"
out_lacks "# "
out_lacks "import"
try options "$games/hearts.hoyle"
want_status 0
out_has "-D target=100"
out_has "the score that ends the match"
out_has "-D tie_plays_on=false"
try options "$games/crazy-eights.hoyle"
want_status 0
out_has "has no options"
try rules "$tmp/none.hoyle"
want_status 66
err_has "cannot read"
printf 'r\n?\nq\n' | LC_ALL=C "$HOYLE" play -s 2 "$games/crazy-eights.hoyle" >"$tmp/out" 2>&1
status=$?
cmd="hoyle play, answering r and ?"
want_status 0
out_has "The rules in short"
[ "$(grep -c "^P1, your options:" "$tmp/out")" -eq 3 ] || fail "r and ? did not show the options again"
