"""A Hearts bot that ducks, written to the structured exec protocol
(hoyle-agent(5)): pass the queen of spades, the high spades and the highest
hearts; when following suit, play the highest card that still loses the
trick, else the lowest (the highest when last to play to a trick without
points); when void, dump the queen of spades, else the highest heart, else
the highest card; lead the lowest card.  It reads only the structured
members (state, option kind, cards), never the table or the labels but
the shoot-the-moon choice."""
import json, sys

RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}

def rank(c):
    r = c[:-1]
    return RANKS.get(r) or int(r)

def points(c):
    return 13 if c == "QS" else 1 if c[-1] == "H" else 0

def pass_worth(c):
    """How much a card is worth passing away."""
    if c == "QS":
        return 100
    if c[-1] == "S" and rank(c) > 12:
        return 50 + rank(c)
    return rank(c) + (20 if c[-1] == "H" else 0)

def trick(msg):
    """The cards on the table, from the leader round to the seat."""
    zones = {z["owner"]: z["cards"] for z in msg["state"]["zones"] if z["name"] == "trick"}
    n, seat = msg["players"], msg["seat"]
    order = [(seat + k - 1) % n + 1 for k in range(1, n)]
    return [zones[p][-1] for p in order if zones.get(p)]

def follow(cards, table, last):
    """The card to play to the trick on the table, of the legal cards."""
    led = table[0][-1]
    best = max(rank(c) for c in table if c[-1] == led)
    suited = [c for c in cards if c[-1] == led]
    if suited:
        losers = [c for c in suited if rank(c) < best]
        if losers:
            return max(losers, key=rank)
        if last and not any(points(c) for c in table):
            return max(suited, key=rank)
        return min(suited, key=rank)
    return max(cards, key=lambda c: (points(c) and 100 + points(c), rank(c)))

def choose(msg):
    """The option to answer: a card by the rules above; at the moon, add 26
    to everyone else."""
    plays = [o for o in msg["options"] if o["kind"] == "play" and o.get("cards")]
    if not plays:
        moon = [o for o in msg["options"] if "everyone" in o["label"]]
        return (moon or msg["options"])[0]
    cards = [o["cards"][0] for o in plays]
    table = trick(msg)
    held = sum(z["count"] for z in msg["state"]["zones"] if z["name"] in ("hand", "passing"))
    if not table and held == 52:
        pick = max(cards, key=pass_worth)     # passing (or leading the two of clubs)
    elif table:
        pick = follow(cards, table, len(table) == msg["players"] - 1)
    else:
        pick = min(cards, key=lambda c: (points(c), rank(c)))
    return plays[cards.index(pick)]

for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "end":
        continue
    print(choose(msg)["id"], flush=True)
