# Text the script makes names a card only to a seat that knows it: a `say`
# line, a choice's label, in text and JSON transcripts, views and what an
# exec agent is sent; the onlooker (no --view) sees every card.
. "$SRCDIR/tests/cli/common"
said=$SRCDIR/tests/lua/said-cards.hoyle
try run "$said" -s 3
want_status 0
out_has "the stock's top card is 9H"
out_has "the hook sees 9H"
out_has "P1 holds QD"
out_has "P2 holds QH"
out_has "P1: keep QD"
try run "$said" -s 3 --view 1
want_status 0
out_has "the stock's top card is ??"
out_has "the hook sees ??"
out_has "P1 holds QD"
out_has "P2 holds ??"
out_has "P1: keep QD"
out_has "P1 keeps QD"
try run "$said" -s 3 --view 2 --log json
want_status 0
out_has '{"event":"say","turn":0,"text":"the stock'"'"'s top card is ??"}'
out_has '{"event":"say","turn":0,"text":"P1 holds ??"}'
out_has '{"event":"say","turn":0,"text":"P2 holds QH"}'
out_has '{"event":"choice","turn":1,"player":1,"label":"keep ??"}'
out_has '{"event":"say","turn":1,"text":"P1 keeps ??"}'
out_lacks '9H'
out_lacks 'QD'
# The options an exec agent is sent: its own card named, the stock's not,
# in the labels, the events ("say") and the state.
logging_bot
try run "$said" -s 3 -a "exec:sh $tmp/bot.sh,first"
want_status 0
grep -q '"seat":1,.*"options":\[{"id":0,"label":"guess ??","kind":"choose"},{"id":1,"label":"keep QD","kind":"choose"}\]' "$LOG" \
  || fail "seat 1 was not sent its options with the stock's card hidden: $(head -1 "$LOG")"
head -1 "$LOG" | grep -q '"text":"the stock'"'"'s top card is ??"},{"event":"say","turn":0,"text":"the hook sees ??"}' \
  || fail "seat 1 was told the stock's card in an event: $(head -1 "$LOG")"
head -1 "$LOG" | grep -q '9H' && fail "seat 1 was sent the stock's 9H before it drew it"
exit 0
