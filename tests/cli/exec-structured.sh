# hoyle-agent(5), structured: every choice and race an exec bot is sent
# has the members the page lists, of their types (state: zones with owner,
# count and cards, null for a card the seat does not know; variables,
# scores, turn, deal; options with kind and, where they have them, cards,
# zone and target (a play's: the zone its cards go to; a draw's zone: the
# one it draws from); events), in games of every kind of option (plays,
# picks, slots, sets, races, teams, scores); the events of all a seat's
# messages are, in order, the events of --log json --view SEAT; the Python
# bot of the page is bench/structured-bot.py, plays without table or
# labels as with them, and beats random seats.  Hiding the cards a seat
# does not know is tested by permuting them (tests/unit/test_agent.c).
. "$SRCDIR/tests/cli/common"
command -v python3 >/dev/null || fail "python3 is needed to test the Python bots of hoyle-agent(5)"
logging_bot
cat >"$tmp/schema.py" <<'PY'
import json, sys

KINDS = {"play", "pick", "slot", "draw", "choose", "race", "pass"}
seen_kinds = set()

def check(cond, what, msg):
    if not cond:
        sys.exit("%s: %s" % (what, json.dumps(msg)[:400]))

def card(c):
    return c is None or (isinstance(c, str) and 2 <= len(c) <= 3)

def zones(state, msg):
    for z in state["zones"]:
        check(set(z) >= {"name", "title", "count", "cards"}, "zone members", z)
        check(("owner" in z) != ("team" in z), "a zone has an owner or a team", z)
        owner = z.get("owner", z.get("team"))
        check(owner is None or 1 <= owner <= msg["players"], "zone owner", z)
        check(z["count"] == len(z["cards"]) and all(map(card, z["cards"])), "zone cards", z)

def option(o, msg, nzones, race):
    check(set(o) >= {"id", "label", "kind"} and o["kind"] in KINDS, "option members", o)
    seen_kinds.add(o["kind"])
    check((o["kind"] in ("race", "pass")) == race, "race options are race and pass", msg)
    if "cards" in o:
        check(o["cards"] and all(map(card, o["cards"])), "option cards", o)
        check(0 <= o["zone"] < nzones, "option zone", o)
    if o["kind"] in ("play", "slot"):
        check("cards" in o, "a play names its cards", o)
    if o["kind"] == "play":   # the zone its cards go to
        check(0 <= o["target"] < nzones and o["target"] != o["zone"], "a play's target", o)
    elif o["kind"] == "draw":   # the zone it draws from
        check(0 <= o["zone"] < nzones and "cards" not in o, "a draw's zone", o)
    elif "target" in o:
        check(o["kind"] == "pick" and 1 <= o["target"] <= msg["players"], "option target", o)

for line in open(sys.argv[1]):
    msg = json.loads(line)
    check(isinstance(msg["events"], list) and all("event" in e for e in msg["events"]),
          "events", msg)
    if msg["type"] == "end":
        continue
    check(set(msg) >= {"type", "game", "seat", "players", "table", "marks", "options", "state"},
          "message members", msg)
    s = msg["state"]
    check(set(s) >= {"deal", "dealer", "turn", "turns", "direction", "decides", "teams", "out",
                     "eliminated", "scores", "variables", "marks", "zones"}, "state members", s)
    check(s["scores"] is None or len(s["scores"]) == msg["players"], "scores", s)
    race = msg["type"] == "race"
    check((s["decides"] is None) == race and (race or s["decides"] == msg["seat"]), "decides", s)
    zones(s, msg)
    for i, o in enumerate(msg["options"]):
        check(o["id"] == i, "option ids run from 0", msg)
        option(o, msg, len(s["zones"]), race)
print(" ".join(sorted(seen_kinds)))
PY
for g in crazy-eights slapjack hearts golf cheat scum euchre oh-hell; do
  : >"$LOG"
  try run "$games/$g.hoyle" -s 3 -a "exec:sh $tmp/bot.sh,random"
  want_status 0
  python3 "$tmp/schema.py" "$LOG" >>"$tmp/kinds" || fail "$g: a message does not follow hoyle-agent(5)"
  cp "$LOG" "$tmp/log-$g"
done
for k in play pick slot draw choose race pass; do
  tr ' ' '\n' <"$tmp/kinds" | grep -qx "$k" || fail "no option of kind $k was sent"
done
# A card played in Crazy Eights goes to the discard; in Hearts a pass goes
# to the seat's passing pile (handed on when all have passed) and a card
# led to the trick; Golf's draw is from the stock, its take from the discard.
python3 - "$tmp/log-crazy-eights" "$tmp/log-hearts" "$tmp/log-golf" <<'PY' || fail "a play's target or a draw's zone is not where the card goes"
import json, sys
def options(path):
    for line in open(path):
        m = json.loads(line)
        if m["type"] == "choice":
            names = [z["title"] for z in m["state"]["zones"]]
            for o in m["options"]:
                yield o, names
seen = set()
for path in sys.argv[1:]:
    for o, names in options(path):
        word = o["label"].split(" ")[0]
        if o["kind"] == "play":
            seen.add((word, names[o["target"]].split(" ")[0]))
        elif o["kind"] == "draw":
            seen.add((word, names[o["zone"]]))
want = {("play", "discard"), ("pass", "passing"), ("play", "trick"), ("draw", "stock"), ("take", "discard")}
assert want <= seen, sorted(seen)
PY
# A bid named by its arm's words ("bid 2") is a pick of its number.
grep -q '{"id":[0-9]*,"label":"bid 2","kind":"pick","value":2}' "$LOG" \
  || fail "oh-hell: a bid is not a pick of its number"
# Before any card is passed, each seat's first message names its own hand
# and none of the others' cards (hiding what a seat does not know is tested
# throughout by permuting those cards: tests/unit/test_agent.c).
: >"$LOG"
try run "$games/hearts.hoyle" -s 5 -a "exec:sh $tmp/bot.sh"
python3 - "$LOG" <<'PY' || fail "hearts: a first message names another seat's card"
import json, sys
first = {}
for line in open(sys.argv[1]):
    m = json.loads(line)
    first.setdefault(m["seat"], m)
assert len(first) == 4
for seat, m in first.items():
    for z in m["state"]["zones"]:
        if z["name"] == "hand":
            mine = z.get("owner") == seat
            assert all(z["cards"]) if mine else not any(z["cards"]), z
PY

# A list is an array of its items, one each player has an array of such
# arrays, a card in it that the seat does not know null (P1 is not shown
# the card P2 passes to P3); a mark is the array of the known cards that
# bear it, never null (tests/scenarios/listmore: three seats pass cards and
# mark deuces wild).
: >"$LOG"
try run "$SRCDIR/tests/scenarios/listmore/listmore.hoyle" -s 4 -a "exec:sh $tmp/bot.sh,random"
want_status 0
python3 - "$LOG" <<'PY' || fail "listmore: lists and marks are not sent as hoyle-agent(5) says"
import json, sys
hidden = named = 0
for line in open(sys.argv[1]):
    m = json.loads(line)
    if m["type"] == "end":
        continue
    v, marks = m["state"]["variables"], m["state"]["marks"]
    assert set(v) == {"asked", "passed", "kept"} and set(marks) == {"wild"}, m["state"]
    assert len(v["passed"]) == 3 and all(isinstance(l, list) for l in v["passed"]), v
    assert isinstance(v["kept"], list) and all(isinstance(r, str) for l in v["asked"] for r in l), v
    hidden += sum(c is None for l in v["passed"] for c in l)
    named += sum(c is not None for l in v["passed"] for c in l)
    assert all(isinstance(c, str) for c in marks["wild"]), marks
assert hidden > 0 and named > 0, (hidden, named)
PY

# The events of P1's messages, the end's included, are those of its view.
for g in crazy-eights slapjack hearts cheat; do
  : >"$LOG"
  try run "$games/$g.hoyle" -s 6 --log json --view 1 -a "exec:sh $tmp/bot.sh,random"
  want_status 0
  python3 - "$LOG" "$tmp/out" <<'PY' || fail "$g: the events sent are not those of --log json --view 1"
import json, sys
sent = [e for line in open(sys.argv[1]) if json.loads(line)["seat"] == 1
        for e in json.loads(line)["events"]]
logged = [json.loads(line) for line in open(sys.argv[2])]
assert sent == logged and len(sent) > 20, (len(sent), len(logged))
PY
done

# The bot of hoyle-agent(5)'s EXAMPLES is bench/structured-bot.py.
sed -n '/^import json, sys/,/^\.Ed/{/^\.Ed/d;p}' "$SRCDIR/man/hoyle-agent.5" >"$tmp/bot.py"
cmp -s "$tmp/bot.py" "$SRCDIR/bench/structured-bot.py" \
  || { diff "$tmp/bot.py" "$SRCDIR/bench/structured-bot.py"; fail "hoyle-agent(5)'s bot is not bench/structured-bot.py"; }
# It reads only the structured members: with the table, the marks and the
# labels taken out of what it is sent, it plays the same game.
cat >"$tmp/strip.py" <<'PY'
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    m.pop("table", None); m.pop("marks", None)
    for o in m.get("options", []):
        o.pop("label", None)
    print(json.dumps(m), flush=True)
PY
bot="python3 $SRCDIR/bench/structured-bot.py"
try run "$games/crazy-eights.hoyle" -s 8 -a "exec:$bot,random"
want_status 0
mv "$tmp/out" "$tmp/whole"
try run "$games/crazy-eights.hoyle" -s 8 -a "exec:python3 $tmp/strip.py | $bot,random"
want_status 0
cmp -s "$tmp/whole" "$tmp/out" || fail "the bot plays otherwise without table and labels"
grep -q "P1 plays" "$tmp/out" || fail "the bot played no card"
# Against three random seats it wins more than its fair share (25%), the
# 95% interval clear of it (sim's own interval).
try sim "$games/crazy-eights.hoyle" -n 200 -a "exec:$bot,random"
want_status 0
out_has "failed 0"
lo=$(sed -n 's/^  P1 .*\[\([0-9.]*\)%,.*/\1/p' "$tmp/out")
[ -n "$lo" ] && awk -v lo="$lo" 'BEGIN { exit !(lo > 25) }' || fail "the bot does not beat random seats"
exit 0
