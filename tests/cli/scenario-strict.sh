# hoyle test: scenario lines say exactly what they mean (hoyle(5)).  A
# stacked card the deck cannot supply (twice in a one-pack game, or not in
# the deck) fails at its line instead of shifting the deal; expect offered
# and expect not offered; a choice not offered names who was choosing; an
# expectation naming no card, zone or variable is refused as such.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# scn NAME LINES...: a two-player crazy eights scenario, seed 1, then LINES.
scn() {
  name=$1
  shift
  { echo "game $games/crazy-eights.hoyle"; echo "players 2"; echo "seed 1"
    printf '%s\n' "$@"; } >"$name.scn"
  try test "$name.scn"
}
deal='stack 8H 2C 3D 4H 5D 6D 7D 9S 10D JH QD KD 3S 4S 5S'

scn twice 'stack 8H 2C 3D 8H 5D 6D 7D 9S 10D JH QD KD 3S 4S 5S' 'choose "play 8H"'
want_status 1
out_has "FAIL twice.scn: line 4: 8H is stacked 2 times for one shuffle; the deck has 1"

scn joker "$deal" 'stack JK' 'choose "play 8H"'
want_status 1
out_has "FAIL joker.scn: line 5: JK is not in the deck of this game"

scn offered "$deal" 'expect offered "play 8H"' 'expect not offered "play 9S"' 'choose "play 8H"' \
  'expect offered "clubs"' 'expect not offered "play 8H"'
want_status 0
out_has "ok offered.scn"

scn not_offered "$deal" 'expect offered "play 9S"'
want_status 1
out_has 'FAIL not_offered.scn: line 5: expected "play 9S" to be offered to player 1; the options are "play 8H"'

scn offered_wrongly "$deal" 'expect not offered "play 8H"'
want_status 1
out_has 'line 5: expected "play 8H" not to be offered to player 1'

scn who "$deal" 'choose "play 9S"'
want_status 1
out_has 'FAIL who.scn: line 5: "play 9S" is not offered to player 1; the options are "play 8H"'

scn bad_card "$deal" 'expect top discard = 5X'
want_status 1
out_has "FAIL bad_card.scn: line 5: '5X' is not a card (write 8H, 10D, QS, JK, or none)"

scn no_var "$deal" 'expect var nosuch = 3'
want_status 1
out_has "FAIL no_var.scn: line 5: the script has no variable 'nosuch'"

scn no_zone "$deal" 'expect count pile = 3'
want_status 1
out_has "FAIL no_zone.scn: line 5: the script has no zone 'pile'"

scn no_seat "$deal" 'expect count hand of 9 = 3'
want_status 1
out_has "FAIL no_seat.scn: line 5: 'count hand of 9' names no single zone"

# Numbers of players, seed and max-turns are whole numbers in range.
for bad in 'players 0' 'players two' 'seed -1' 'max-turns 5x'; do
  printf 'game %s\n%s\n' "$games/crazy-eights.hoyle" "$bad" >number.scn
  try test number.scn
  want_status 1
  out_has "FAIL number.scn: line 2: '${bad%% *}' takes a whole number from"
done

# In expect cards, ?? stands for any one card.
scn wildcard "$deal" 'expect cards hand of 1 = ?? 3D ?? ?? ?? ?? 3S' 'expect count hand of 1 = 7'
want_status 0
scn wildcard_short "$deal" 'expect cards hand of 1 = ?? ?? ??'
want_status 1
out_has "line 5: expected cards hand of 1 = ?? ?? ??, got "
scn wildcard_wrong "$deal" 'expect cards hand of 1 = ?? 4D ?? ?? ?? ?? ??'
want_status 1
out_has "line 5: expected cards hand of 1 = ?? 4D ?? ?? ?? ?? ??, got "
