# hoyle run: the VM's loop keeps no pointer to the instruction it runs; an
# error finds its instruction from the instruction pointer.  Each error
# below is reported at the place that runs out or fails: the steps run out
# on a jump back inside a called function, on a return, or on the caller's
# loop (--max-steps); a call nested past the stack's room fails at the call
# that does not fit (one level less does not); none compared in a for
# loop, an empty pile in a choice's walk, a none card's rank looked for in
# a list and the team zone of a none player fail at the expression.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# script NAME TURN: a game whose turn runs TURN (line 19) before it is won.
script() {
  cat >"$1.hoyle" <<EOF
game "Places" { players 2..2 deck standard }
zone stock : pile
zone discard : pile, face up
zone hand : each player
var x = 0
var r = none
fn g(a) {
  let k = 0
  while k < 3 { k = k + 1 }
  return a
}
fn wide(n, a, b, c, d, e) {
  if n == 0 { return 0 }
  let y = a + b + c + d + e
  return 1 + wide(n - 1, a, b, c, d, y - a - b - c - d)
}
setup { shuffle stock deal 3 to each hand }
turn {
$2
  win current
}
when discard is empty { r = top(stock).rank }
EOF
}
# fails NAME OPTIONS WANT: hoyle run NAME.hoyle OPTIONS fails with WANT.
fails() {
  try run "$1.hoyle" -s 1 $2
  want_status 70
  err_has "$3"
}

script loop '  while true { x = g(x) + wide(1, 1, 2, 3, 4, 5) }'
fails loop "--max-steps 990" "loop.hoyle:9:3: run-time error: the rules ran more than 990 steps"
fails loop "--max-steps 991" "loop.hoyle:10:3: run-time error: the rules ran more than 991 steps"
fails loop "--max-steps 992" "loop.hoyle:13:15: run-time error: the rules ran more than 992 steps"
fails loop "--max-steps 993" "loop.hoyle:15:3: run-time error: the rules ran more than 993 steps"
fails loop "--max-steps 994" "loop.hoyle:19:3: run-time error: the rules ran more than 994 steps"

script deep '  x = wide(0, 1, 2, 3, 4, 5)
  say "{wide(14, 1, 2, 3, 4, 5)}"
  say "{wide(15, 1, 2, 3, 4, 5)}"
  x = g(x)'
fails deep "" "deep.hoyle:15:14: run-time error: rules call each other too deeply (more than 39 levels)"
out_has "14"

script order '  for c in hand of current { say "{c.rank < r}" }
  x = g(wide(0, 1, 2, 3, 4, 5))'
fails order "" "order.hoyle:19:36: run-time error: cannot order none"

script walk '  choose { play c from hand of current where c.rank == top(discard).rank
  else "pass" { x = 1 } }
  x = g(wide(0, 1, 2, 3, 4, 5))'
fails walk "" "walk.hoyle:19:56: run-time error: the card is none here"

# listed NAME LINE: a game whose turn takes the discard's top card as c
# (none: nothing is ever discarded) and runs LINE (line 9) with it.
listed() {
  cat >"$1.hoyle" <<EOF
game "Places" { players 2..2 deck standard }
zone stock : pile
zone discard : pile, face up
zone hand : each player
var held : list of rank
setup { shuffle stock deal 3 to each hand }
turn {
  let c = top(discard)
$2
  win current
}
EOF
}

# a rank in a shared list (JRANKOUTL) of a card that is none fails at the rank
listed inlist '  if c.rank in held { held = [] }'
fails inlist "" "inlist.hoyle:9:6: run-time error: the card is none here"

# a rank added to a shared list (LRANKADD) fails at the rank for a card
# that is none, at the statement for a list that is full
listed addrank '  held += c.rank'
fails addrank "" "addrank.hoyle:9:11: run-time error: the card is none here"
sed -e 's/top(discard)/top(stock)/' -e 's/  held += c.rank/  repeat 16 { held += c.rank }/' \
  addrank.hoyle >fullrank.hoyle
fails fullrank "" "fullrank.hoyle:9:15: run-time error: the list 'held' is full: a list holds at most 15 items"

# the cards of a zone named are counted by one instruction (ZCOUNT, ZCOUNTC,
# ZCOUNTP): 46 in the stock, 3 in each hand; of a player who is none, it
# fails at the zone
cat >handcount.hoyle <<EOF
game "Places" { players 2..2 deck standard }
zone stock : pile
zone hand : each player
var who = none
var n = 0
setup { shuffle stock deal 3 to each hand }
turn {
  n = count(stock) + count(hand) * 100 + count(hand of next) * 10000
  say "{n}"
  n = count(hand of who)
  win current
}
EOF
fails handcount "" "handcount.hoyle:10:13: run-time error: the player is none here"
out_has "30346"

# a team's zone (ZONET) of a player who is none fails at the zone
cat >teamzone.hoyle <<EOF
game "Places" { players 4..4 teams 2 deck standard }
zone stock : pile
zone pile : each team
var who = none
var n = 0
setup { shuffle stock }
turn {
  n = count(pile of who)
  win current
}
EOF
fails teamzone "" "teamzone.hoyle:8:13: run-time error: the player is none here"
exit 0
