import json, sys
from collections import Counter

def held(msg):
    """The suits of the cards of the bot's own zones ("8H": "H")."""
    return Counter(c[-1] for z in msg["state"]["zones"]
                   if z.get("owner") == msg["seat"] for c in z["cards"] if c)

def worth(option, mine, gone):
    """Play a card of the suit held most and keep eights for last; name
    the suit held most, of equals the one whose cards were played most
    (the others hold fewer of it); anything else after."""
    if option["kind"] == "play" and option["cards"][0]:
        card = option["cards"][0]
        return 100 + mine[card[-1]] - (200 if card[:-1] == "8" else 0)
    if option["kind"] == "pick" and "suit" in option:
        suit = option["suit"][0].upper()
        return mine[suit] + gone[suit] / 100
    return -1000 if option["kind"] == "race" else -500

gone = Counter()      # the suits of the cards seen played this game
for line in sys.stdin:
    msg = json.loads(line)
    for e in msg["events"]:
        if e["event"] == "play" and "card" in e:
            gone[e["card"][-1]] += 1
    if msg["type"] == "end":
        gone.clear()
        continue
    mine = held(msg)
    best = max(msg["options"], key=lambda o: worth(o, mine, gone))
    print(best["id"], flush=True)
