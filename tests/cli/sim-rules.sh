# What the rules did, in a game whose counts are known by hand: each player
# holds 3 cards and must play one a turn, so P1 wins on turn 5 after 5
# decisions with 3, 3, 2, 2 and 1 cards open (11 options, 1 forced), 5
# cards played; the stock never empties and the "never" arm is never open,
# so both are listed as never happening.  The JSON has the same counts.
# Every game agrees on every count, yet no interval has zero width: a mean
# count gets the sd of stats_sd_floor (z^2 / (n + z^2) of games one unit
# apart), a share of events Wilson's interval.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >count.hoyle <<'END'
game "Count" { players 2..2 deck standard }
zone stock : pile, face down
zone discard : pile, face up
zone hand : each player, private
setup {
  shuffle stock
  deal 3 to each hand
}
turn {
  choose {
    play c from hand of current
    "never" when false { say "no" }
  }
}
when played c { say "played" }
when stock is empty { say "refill" }
when hand of p is empty { win p }
END
try sim count.hoyle -n 10 -j 2
want_status 0
out_has "  P1        10  100.0%"
out_has "what the rules did, over 10 games:"
out_has "  rule when played c { say \"played\" }  (count.hoyle:15:1)"
grep -A1 -F 'rule when played c' "$tmp/out" | grep -qF '5.00 a game [4.72, 5.28], in 100.0% of games' ||
  fail "when played c: not 5 a game with a proper interval"
grep -A1 -F 'rule when stock is empty' "$tmp/out" | grep -qF '0.00 a game [0.00, 0.28], in 0.0% of games' ||
  fail "when stock is empty: not 0 a game with an interval above 0"
out_has "  decision choose {  (count.hoyle:10:3)"
out_has "      forced 20.0% [11.2, 33.0], 2.20 options [2.14, 2.26]"
out_has "        5.00 a game [4.72, 5.28], in 100.0% of games, 100.0% of the times met [92.9, 100.0]"
out_has "  all decisions: 5.00 a game, forced 20.0% [11.2, 33.0], 2.20 options [2.14, 2.26]"
out_has "  never happened:"
out_has "    rule count.hoyle:16:1: when stock is empty { say \"refill\" }"
out_has "    arm count.hoyle:12:5: \"never\" when false { say \"no\" }"
out_lacks "    rule count.hoyle:15:1"
try sim count.hoyle -n 10 --json
want_status 0
out_has '"rules":{"forced":{"x":10,"xx":10,"y":50,"yy":250,"xy":50,"ratio":0.200000,"low":0.112438,"high":0.330371}'
out_has '"options":{"x":110,"xx":1210,"y":50,'
out_has '{"kind":"rule","decision":-1,"where":"count.hoyle:15:1","text":"when played c { say \"played\" }","sum":50,"sum_sq":250,'
out_has '{"kind":"arm","decision":5,"where":"count.hoyle:12:5","text":"\"never\" when false { say \"no\" }","sum":0,'
out_has '"turns":{"mean":5.000000,"mean_low":4.722467,"mean_high":5.277533,"sd":0.000000,'
out_has '"counts":[10,0],"mean":1.000000,"mean_low":1.000000,"mean_high":1.277533,'
exit 0
