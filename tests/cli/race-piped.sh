# hoyle play with a race and input from a pipe: no time to race against, so
# each race reads a line: a non-empty one acts at once, an empty one lets the
# window pass, q leaves the game.
. "$SRCDIR/tests/cli/common"
cmd="hoyle play games/slapjack.hoyle -p 2 (input piped)"
printf 's\n\nq\n' | "$HOYLE" play -p 2 -s 1 -a human,first "$games/slapjack.hoyle" >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "slap: a line acts, an empty line lets it pass: "
out_has "P1 is first to slap"
out_has "P2 is first to slap"
out_has "you left the game"
