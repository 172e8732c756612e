# hoyle run: a card that is none is reported at the place in the script that
# names it, also inside a test the compiler fuses into one instruction
# (c.rank == top(discard).rank): the card c at c, an empty pile at top(...).
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
script() {
  cat >"$tmp/$1.hoyle" <<EOF
game "Places" {
  players 2..2
  deck standard
}
zone stock : pile, face down
zone discard : pile, face up
zone hand : each player, private
setup {
  shuffle stock
  $2
}
turn {
  $3
  let c = top(hand of current)
  if c.rank == top(discard).rank { say "same rank" }
}
when hand of p is empty { win p }
EOF
}
# expect NAME SETUP FIRST WANT: the script fails with WANT on stderr.
expect() {
  script "$1" "$2" "$3"
  err=$("$HOYLE" run "$tmp/$1.hoyle" 2>&1 >/dev/null)
  status=$?
  [ "$status" -eq 70 ] || { echo "$1: exit status $status"; exit 1; }
  case $err in *"$4"*) ;; *) echo "$1: wanted '$4', got:"; echo "$err"; exit 1 ;; esac
}
expect empty-pile "deal 3 to each hand" "draw 1" \
  "empty-pile.hoyle:15:16: run-time error: the card is none here"
expect no-card "move top of stock to discard" "say \"no card\"" \
  "no-card.hoyle:15:6: run-time error: the card is none here"
