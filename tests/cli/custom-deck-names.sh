# A deck of the script's own is named by its codes everywhere a card is
# named: the JSON transcript of a seat's view, the view sent to an exec
# agent (its own hand, in the table and in the state; the others' only
# counted), and the options it is offered ("play 4R", a suit by its name).
. "$SRCDIR/tests/cli/common"
game=$SRCDIR/tests/scenarios/deck/deck-custom-play.hoyle
try run "$game" -s 3 -a greedy --view 1 --log json
want_status 0
out_has '"event":"move","turn":0,"from":"stock","to":"discard","count":1,"card":"W"}'
out_has '"event":"play","turn":2,"player":2,"to":"discard","card":"5G"}'
out_has '"event":"choice","turn":1,"player":1,"label":"green"}'
cat >"$tmp/first.sh" <<'AGENT'
while IFS= read -r line; do
  printf '%s\n' "$line" >>"$LOG"
  case $line in *'"type":"end"'*) ;; *) echo 0 ;; esac
done
AGENT
export LOG="$tmp/sent"
: >"$LOG"
try run "$game" -s 3 -a "exec:sh $tmp/first.sh"
want_status 0
grep -q 'discard: W on top, 2 cards.*hand of P1 (yours): 1G 3G 2G 4G' "$LOG" ||
  fail "the agent was not sent the table by name"
grep -q '"options":\[{"id":0,"label":"red","kind":"pick","suit":"red"},{"id":1,"label":"green","kind":"pick","suit":"green"}\]' "$LOG" ||
  fail "the agent was not offered the suits by name"
grep '"seat":1' "$LOG" | grep -q '"title":"hand of P1","count":4,"cards":\["1G","3G","2G","4G"\]' ||
  fail "the agent's state does not name its own cards by their codes"
grep -q '"seat":2.*"label":"play 4R"' "$LOG" || fail "the agent was not offered play 4R"
grep '"seat":1' "$LOG" | grep -q 'hand of P2 (yours)\|4R 2G' && fail "P2's hand was sent to P1"
exit 0
