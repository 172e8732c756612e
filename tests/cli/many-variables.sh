# A large script full of errors is checked quickly and reported in a few
# lines: 100,000 variables (3.6 MB) past the limit of 320 slots give 99,960
# errors, 50 shown (it once wrote them all, 23 MB in 20 s); a name of 1 MB
# is cut in the message that names it and in the line quoted under it.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# widest: the length of the longest line of standard error.
widest() { awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }' "$tmp/err"; }
head='game "Many" { players 2..2 deck standard }
zone stock : pile
setup { shuffle stock }'

awk -v head="$head" 'BEGIN { print head; print "turn { win current }"
  for (i = 0; i < 100000; i++) printf "var points_%06d : each player = 0\n", i }' >vars.hoyle
limited 20 check vars.hoyle
want_status 65
err_has "vars.hoyle:45:1: error: too many variables (limit is 320 slots; one each player has takes 8)"
err_has "vars.hoyle: and 99910 more errors"
err_has "vars.hoyle: 99960 errors"
[ "$(wc -c <"$tmp/err")" -le 20000 ] || fail "the report is $(wc -c <"$tmp/err") bytes"

awk -v head="$head" 'BEGIN { print head; printf "turn { say \"{"
  for (i = 0; i < 1048576; i++) printf "a"; print "}\" win current }" }' >name.hoyle
limited 20 check name.hoyle
want_status 65
err_has "name.hoyle:4:14: error: unknown name 'aaaaaaaaaa"
err_has "aaaaaaaaaa..."
[ "$(widest)" -le 330 ] || fail "a line of the report is $(widest) bytes long"
