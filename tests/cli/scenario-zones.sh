# hoyle test: stacking by zone, start deal N and set, expect ... now,
# expect top N, forced decisions and -v (hoyle(5), SCENARIO FILES).  Each
# construct has a passing case; the failing ones check their message.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# scn NAME GAME PLAYERS LINES...: a scenario of the game, seed 1, then LINES.
scn() {
  name=$1 game=$2 players=$3
  shift 3
  { echo "game $games/$game.hoyle"; echo "players $players"; echo "seed 1"
    printf '%s\n' "$@"; } >"$name.scn"
  try test "$name.scn"
}
c8() { name=$1; shift; scn "$name" crazy-eights 4 "$@"; }

# The deal puts the named cards in their zones, in the order they leave the
# deck; the cards not named are dealt as the seed has them.
c8 zones 'stack hand of 2 = 7H 3D KD' 'stack discard = 3H' 'stack stock = 5H 10S' \
  'expect cards hand of 2 = 7H 3D KD ?? ?? ?? ?? now' 'expect top discard = 3H now' \
  'expect top 2 stock = 5H 10S now'
want_status 0
out_has "ok zones.scn"
c8 seed_only 'expect cards hand of 3 = 8C 2S 5D 2D JS 6D 10S now'
want_status 0
c8 seed_kept 'stack hand of 1 = 5H' 'expect cards hand of 3 = 8C 2S 5D 2D JS 6D 10S now'
want_status 0

# A card named twice for one deal, in one line or in two.
c8 twice_in_zone 'stack hand of 1 = 5H 7C 5H'
want_status 1
out_has "FAIL twice_in_zone.scn: line 4: 5H is stacked 2 times for one deal; the deck has 1"
c8 twice_in_zones 'stack hand of 1 = 5H 7C' 'stack hand of 2 = 9D 5H'
want_status 1
out_has "FAIL twice_in_zones.scn: line 5: 5H is stacked 2 times for one deal; the deck has 1"
c8 joker 'stack hand of 1 = JK'
want_status 1
out_has "FAIL joker.scn: line 4: JK is not in the deck of this game"

# More cards than the deal gives the zone; a zone the deal does not fill.
c8 too_many 'stack discard = 3H 4H'
want_status 1
out_has "FAIL too_many.scn: line 4: the deal gives discard 1 of the deck's cards; 2 are named"
c8 eight_cards 'stack hand of 1 = 2C 3C 4C 5C 6C 7C 8C 9C'
want_status 1
out_has "line 4: the deal gives hand of 1 7 of the deck's cards; 8 are named"
c8 no_zone 'stack pile = 3H'
want_status 1
out_has "FAIL no_zone.scn: line 4: the script has no zone 'pile'"
c8 no_seat 'stack hand of 9 = 3H'
want_status 1
out_has "line 4: 'stack hand of 9' names no single zone"
c8 bad_card 'stack hand of 1 = 5X'
want_status 1
out_has "FAIL bad_card.scn: line 4: '5X' is not a card"
c8 mixed 'stack hand of 1 = 5H' 'stack 7C'
want_status 1
out_has "FAIL mixed.scn: line 5: a deal is stacked by zone or by the deck's top cards, not both"
c8 no_deal 'stack hand of 1 = 8H 3D 5D 7D 10D QD 3S' 'stack discard = 5S' 'choose "play 3S"' \
  'stack hand of 1 = 7C'
want_status 1
out_has "FAIL no_deal.scn: line 7: the deck is not shuffled for a deal before the next choice"

# start deal N and set: hearts' deal 3 has P2 deal and pass across.
hearts() { name=$1; shift; scn "$name" hearts 4 "$@"; }
hearts later 'start deal 3' 'set deals_played = 2' 'set score of 2 = 40' \
  'expect deal = 3' 'expect dealer = 2' 'expect var score of 2 = 40' 'expect var score of 1 = 0'
want_status 0
out_has "ok later.scn"
hearts no_var 'set nosuch = 3'
want_status 1
out_has "FAIL no_var.scn: line 4: the script has no variable 'nosuch'"
hearts bad_value 'set broken = maybe'
want_status 1
out_has "FAIL bad_value.scn: line 4: 'broken' takes true or false, not 'maybe'"
hearts per_player 'set score = 3'
want_status 1
out_has "line 4: 'var score' names no single variable: give 'of N'"
hearts far 'start deal 2147483647'
want_status 1
out_has "FAIL far.scn: line 4: a match may have at most"
for n in 5 6 7 8 9; do
  hearts "deal$n" "start deal $n" "set deals_played = $((n - 1))" "expect dealer = $(( (n + 2) % 4 + 1 ))"
  want_status 0
done
c8 one_deal 'start deal 2'
want_status 1
out_has "FAIL one_deal.scn: line 4: the game has 1 deal; there is no deal 2"
c8 start_word 'start 2'
want_status 1
out_has "FAIL start_word.scn: line 4: write start deal N"

# Errors name the real problem: a zone for a variable and the reverse, a
# value the variable cannot hold, an option the script lacks (at its line).
hearts var_as_zone 'expect count score = 3'
want_status 1
out_has "FAIL var_as_zone.scn: line 4: 'score' is a variable of the script, not a zone"
hearts zone_as_var 'expect var hand of 1 = 3'
want_status 1
out_has "FAIL zone_as_var.scn: line 4: 'hand' is a zone of the script, not a variable"
hearts bad_expect_value 'expect var broken = 3'
want_status 1
out_has "FAIL bad_expect_value.scn: line 4: 'broken' holds true or false, not '3'"
hearts no_option 'option nosuch = 1'
want_status 1
out_has "FAIL no_option.scn: line 4: $games/hearts.hoyle has no option 'nosuch'; the options of"
out_lacks "hoyle test:"

# expect ... now: right after the choice, before the next turn.
c8 now 'stack hand of 1 = 8H 3D 5D 7D 10D QD 3S' 'stack discard = 5S' 'stack stock = 9H' \
  'choose "play 3S"' 'expect current = 1 now' 'expect top discard = 3S now' \
  'expect count hand of 1 = 6'
want_status 0
out_has "ok now.scn"
c8 later_on 'stack hand of 1 = 8H 3D 5D 7D 10D QD 3S' 'stack discard = 5S' 'stack stock = 9H' \
  'choose "play 3S"' 'expect current = 1'
want_status 1
out_has "FAIL later_on.scn: line 8: expected current = 1, got 3"
c8 now_late 'choose "play 8H"' 'expect current = 1' 'expect current = 1 now'
want_status 1
out_has "line 6: 'now' checks right after a choice: put it before the expect lines"

# expect top N: top first, ?? for any card; N cards or none.
c8 top_n 'stack stock = 5H 10S' 'expect top 3 stock = 5H 10S ??'
want_status 0
c8 top_wrong 'stack stock = 5H 10S' 'expect top 2 stock = 10S 5H'
want_status 1
out_has "FAIL top_wrong.scn: line 5: expected top 2 stock = 10S 5H, got 5H 10S"
c8 top_count 'expect top 2 stock = 5H'
want_status 1
out_has "FAIL top_count.scn: line 4: 'top N' is 2 cards, or none"

# Forced decisions: taken by the runner, shown by -v, asserted by expect forced.
forced='stack hand of 1 = KC 2D 4S 6C 9D QC JS'
c8 forced "$forced" 'stack discard = 3H' 'expect forced "draw"'
want_status 0
c8 not_forced "$forced" 'stack discard = 3S' 'expect forced "draw"'
want_status 1
out_has 'FAIL not_forced.scn: line 6: expected "draw" to be forced (the one option of a decision); the forced choices since the last choose were none'
c8 forced_chosen "$forced" 'stack discard = 3H' 'choose "draw"'
want_status 1
out_has '"draw" was the one option of an earlier decision, taken without a choose line: write expect forced "draw"'

# -v: each line as it acts, between the lines of the transcript.
try test -v forced.scn
want_status 0
out_has "forced.scn:4: stack hand of 1 = KC 2D 4S 6C 9D QC JS"
out_has "== deal 1, dealer P4 =="
out_has '(forced: "draw" is the one option of P1)'
out_has "forced.scn:6: expect forced \"draw\""
awk '/^== deal 1/ { d = NR } /forced.scn:6:/ { e = NR } /^ok forced.scn/ { o = NR }
     END { exit !(d && e > d && o > e) }' "$tmp/out" || fail "-v lines out of order"
try test forced.scn
out_lacks "== deal 1"
try check -v forced.scn
want_status 64
exit 0
