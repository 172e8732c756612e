# bench/hearts-duck.py, the Hearts rule of thumb of bench/rule-of-thumb.sh:
# four copies play legal one-deal games and a whole match to their end
# through the structured exec protocol (hoyle-agent(5)); and, sent a
# message by hand, it passes the queen of spades, ducks under the winning
# card, dumps the queen when void, and leads its lowest card.
. "$SRCDIR/tests/cli/common"
command -v python3 >/dev/null || skip "python3 is needed to run bench/hearts-duck.py (apt-get install python3)"
bot="exec:python3 $SRCDIR/bench/hearts-duck.py"

try sim "$games/hearts.hoyle" -D target=1 -a "$bot" -n 3 -j 2
want_status 0
out_has "draws 0, stopped by the turn cap 0, failed 0"
out_has "games last 52.0 turns"
limited 120 run "$games/hearts.hoyle" -a "$bot" -s 4
want_status 0
out_has "each player passes three cards across"
grep -q ' wins\| win\b' "$tmp/out" || fail "the match did not end with a winner"

# One message to P1: OTHERS cards in each other hand, P1 holds HAND, TRICK
# is the cards P2, P3 and P4 played to the trick ("-": none yet), and the
# options are the cards of LEGAL; prints the bot's answer (the option's
# index in LEGAL).
ask() {
  python3 - "$@" >"$tmp/msg" <<'PY'
import json, sys
others = int(sys.argv[1])
hand, trick, legal = (a.split(",") if a else [] for a in sys.argv[2:5])
zones = [{"name": "trick", "owner": p, "title": "", "count": 0, "cards": []} for p in (1, 2, 3, 4)]
for p, c in zip((2, 3, 4), trick):
    if c != "-":
        zones[p - 1].update(count=1, cards=[c])
zones.append({"name": "hand", "owner": 1, "title": "", "count": len(hand), "cards": hand})
for p in (2, 3, 4):
    zones.append({"name": "hand", "owner": p, "title": "", "count": others, "cards": [None] * others})
print(json.dumps({"type": "choice", "seat": 1, "players": 4, "events": [],
    "state": {"zones": zones, "variables": {}},
    "options": [{"id": i, "label": "", "kind": "play", "cards": [c], "zone": 4}
                for i, c in enumerate(legal)]}))
PY
  python3 "$SRCDIR/bench/hearts-duck.py" <"$tmp/msg"
}
# want WHAT ID ARGS...: the bot answers ID to the message ask ARGS makes.
want() {
  what=$1 id=$2
  shift 2
  got=$(ask "$@")
  [ "$got" = "$id" ] || { echo "hearts-duck.py: $what: wanted option $id, got '$got'"; exit 1; }
}
deal=2C,5D,9D,QS,3H,KH,7C,JC,4S,AD,6H,10C,8S
want "passes the queen of spades first" 3 13 "$deal" "-,-,-" "$deal"
want "then the king of hearts" 5 13 "$deal" "-,-,-" "2C,5D,9D,8S,3H,KH,7C,JC,4S,AD,6H,10C"
want "ducks under the winning card" 2 4 "2S,9S,JS,3D,KH" "10S,QS,4S" "2S,9S,JS"
want "plays low when it cannot duck" 0 4 "JS,KS,3D,KH,AH" "10S,4S,-" "JS,KS"
want "dumps the queen of spades when void" 2 4 "3D,KH,QS,AD,2H" "10C,4C,-" "3D,KH,QS,AD,2H"
want "else the highest heart" 1 4 "3D,KH,9S,AD,2H" "10C,4C,-" "3D,KH,9S,AD,2H"
want "leads its lowest card" 2 4 "9D,KC,4S,AD,QH" "-,-,-" "9D,KC,4S,AD,QH"
