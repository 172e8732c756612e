"""race.py: races across the network (run by tests/cli/serve.sh): a
Slapjack table of four people; in each of the first races one seat slaps
at once and another 200 ms later (by the server's clock on arrival the
first wins), the other two let it pass; then a race nobody answers passes
when its window closes.  Checked against the server's full transcript.
  usage: race.py PORT RECORDS-DIR"""
import json
import re
import sys
import time

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from wsclient import WS, http_get  # noqa: E402

port, records = int(sys.argv[1]), sys.argv[2]


def check(cond, why):
    if not cond:
        print('FAIL', why)
        sys.exit(1)


def latest(ws, moves=None):
    """The newest state of ws, at least `moves` moves on."""
    while True:
        f = ws.recv()
        if f.get('type') == 'state' and not f['thinking'] and (moves is None or f['moves'] >= moves):
            return f


table = json.loads(http_get(port, '/new?people=4')[1])
seats = [None] + [WS(port, '/ws' + l[1:]) for l in table['seats']]
state = [None] + [latest(seats[s]) for s in range(1, 5)]
fast_order = [(3, 1), (1, 3), (2, 4)]
races = 0
while races < len(fast_order) + 1:
    s = state[1]
    check(not s['over'], 'the game ended before the races were run')
    racing = [p for p in range(1, 5) if 'race' in state[p]]
    if racing:
        check(sorted(racing) == [1, 2, 3, 4], f'the race is not offered to every person: {racing}')
        if races < len(fast_order):
            first, second = fast_order[races]
            seats[first].send({'move': 0, 'at': s['moves']})
            time.sleep(0.2)
            seats[second].send({'move': 0, 'at': s['moves']})
            for p in range(1, 5):
                if p not in (first, second):
                    seats[p].send({'move': 1, 'at': s['moves']})
        else:
            time.sleep(1.2)   # nobody answers: the window (800 ms) closes
        races += 1
        want = s['moves'] + 4 if races <= len(fast_order) else s['moves'] + 1
    else:
        who = s['turn']
        seats[who].send({'move': 0, 'at': s['moves']})
        want = s['moves'] + 1
    for p in range(1, 5):
        state[p] = latest(seats[p], want)
log = open(f'{records}/table-{table["id"]}-game-1.log').read()
firsts = re.findall(r'^P(\d) is first to slap', log, re.M)
check([int(f) for f in firsts[:3]] == [a for a, _ in fast_order],
      f'the first to arrive did not win the races: {firsts[:3]} for {fast_order}')
nexts = re.findall(r'^P(\d) is next to slap', log, re.M)
check(len(nexts) >= 3, f'the second slapper was not ranked second: {nexts}')
print('ok: races judged by arrival')
