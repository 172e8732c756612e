# cheat-honest.py: a hand-written Cheat bot (hoyle-agent(5)), to measure
# how far the search is from what can be won against greedy seats; see
# bench/strength-table.txt.  It claims every card of the rank called that
# it holds, one at a time, then stops; holding none, it bluffs with the
# card whose rank it would itself be asked to call last.  It challenges
# only a claim it knows to be false: one with a card shown not of the rank
# called, or more cards than are left of that rank outside its hand.
#
# usage: hoyle sim games/cheat.hoyle -a 'exec:python3 bench/cheat-honest.py,greedy'
# CHALLENGE=always challenges every claim it is asked about; ONE=1 puts
# down one card of the rank called at a time.
import json
import os
import sys

ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
ALWAYS = os.environ.get("CHALLENGE") == "always"
ONE = os.environ.get("ONE") == "1"


def rank(card):
    return card[:-1]


def table_lines(msg):
    """The table's lines after the first, as name: words."""
    out = {}
    for line in msg["table"].split("\n")[1:]:
        if ":" in line:
            name, rest = line.split(":", 1)
            out[name.strip()] = rest.split()
    return out


def challenge(lines, called, mine, labels):
    claim = lines["claim"]
    if len(claim) == 2 and claim[1] in ("card", "cards"):
        n, shown = int(claim[0]), []
    else:
        n, shown = len(claim), [c for c in claim if c != "??"]
    held = sum(1 for c in mine if rank(c) == called)
    false = any(rank(c) != called for c in shown) or held + n > 4
    return labels.index("challenge" if false or ALWAYS else "let it go")


def claim(msg, called, labels):
    cards = [(o["id"], o["label"].split()[2]) for o in msg["options"]
             if o["label"].startswith("put down")]
    true = [i for i, c in cards if rank(c) == called]
    if "stop" in labels and (ONE or not true):
        return labels.index("stop")
    if true:
        return true[0]
    at, seats = ORDER.index(called), msg["players"]

    def turns_to_call(card):
        for k in range(1, 14):
            if ORDER[(at + seats * k) % 13] == rank(card):
                return k
        return 14
    return max(cards, key=lambda ic: turns_to_call(ic[1]))[0]


for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "end":
        continue
    lines = table_lines(msg)
    called = lines["rank to call"][0]
    mine = next(v for k, v in lines.items() if k.endswith("(yours)"))
    labels = [o["label"] for o in msg["options"]]
    if "challenge" in labels:
        print(challenge(lines, called, mine, labels), flush=True)
    else:
        print(claim(msg, called, labels), flush=True)
