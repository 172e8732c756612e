"""play.py: the network test of `hoyle serve` (run by tests/cli/serve.sh):
four seats of a Crazy Eights table over WebSocket play a whole game, each
taking its first option; an onlooker watches.  Checks that bad input is
refused and the table goes on, that a seat reloaded mid-game sees the
table as it is, that /status answers JSON, that no seat's frame names a
card another seat holds hidden (against the server's full transcript), and
that the game's record replays to the same end.
  usage: play.py PORT RECORDS-DIR HOYLE"""
import json
import re
import subprocess
import sys
import time

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from wsclient import WS, Closed, http_get  # noqa: E402

port, records, hoyle = int(sys.argv[1]), sys.argv[2], sys.argv[3]
CARD = re.compile(r'\b(10|[2-9AJQK])[SHDC]\b')


def check(cond, why):
    if not cond:
        print('FAIL', why)
        sys.exit(1)


def until(ws, pred, what):
    """Frames from ws until one satisfies pred (refusals are returned too)."""
    for _ in range(200):
        f = ws.recv()
        if pred(f):
            return f
    check(False, f'no frame {what}')


status, body = http_get(port, '/new?people=4')
check(status == 200, f'GET /new answered {status}')
table = json.loads(body)
links = ['/ws' + l[1:] for l in table['seats']]
seats = [None] + [WS(port, l) for l in links]
onlooker = WS(port, f'/ws?t={table["id"]}')
latest = [None] * 5
for s in range(1, 5):
    latest[s] = until(seats[s], lambda f: f.get('type') == 'state' and not f['thinking'], 'of state')

# A wrong key is refused at the door.
try:
    WS(port, f'/ws?t={table["id"]}&k=0000000000000000').recv()
    check(False, 'a wrong key was let in')
except Closed:
    pass

st = json.loads(http_get(port, '/status')[1])
t = [x for x in st['tables'] if x['id'] == table['id']][0]
check([x['connected'] for x in t['seats']] == [1, 1, 1, 1] and t['onlookers'] == 1,
      f'/status does not count the connections: {t}')
check(t['turn'] == latest[1]['turn'] and t['moves'] == 0, f'/status: wrong turn {t}')


def refused(ws, message, why):
    ws.send(message) if isinstance(message, (str, dict)) else ws.send_raw(message)
    f = until(ws, lambda f: f.get('type') == 'refused', 'refusing ' + why)
    return f['why']


moves, reloaded, tested_bad = 0, False, False
while True:
    state = latest[1]
    if state['over']:
        break
    who = state['turn']
    check(who >= 1, f'no seat to move: {state}')
    if not tested_bad and moves == 3:
        tested_bad = True
        other = who % 4 + 1
        check('not your turn' in refused(seats[other], {'move': 0, 'at': moves}, 'out of turn'),
              'a move out of turn was not refused')
        check('no such option' in refused(seats[who], {'move': 120, 'at': moves}, 'a wrong option'),
              'a wrong option was not refused')
        check('already taken' in refused(seats[who], {'move': 0, 'at': moves - 1}, 'a stale move'),
              'a move answering an old decision was not refused')
        check('JSON' in refused(seats[who], 'hello', 'malformed'), 'a malformed message was not refused')
        check('256 bytes' in refused(seats[who], b'{' + b' ' * 100000 + b'}', 'a huge frame'),
              'a huge frame was not refused')
        check('onlooker' in refused(onlooker, {'move': 0, 'at': moves}, 'an onlooker'),
              "an onlooker's move was not refused")
        # The server counts a client's messages in each whole second of its
        # monotonic clock, which is Python's: the flood starts just after a
        # second begins, so that it does not straddle two.
        while time.monotonic() % 1 > 0.05:
            time.sleep(0.005)
        for _ in range(150):
            seats[other].send({'move': 0, 'at': moves})
        until(seats[other], lambda f: 'too many' in f.get('why', ''), 'refusing a flood')
        time.sleep(1.1)   # the flood's second passes
    if not reloaded and moves == 10:
        reloaded = True   # seat 2 reloads: a new connection with its link
        seats[2].close()
        seats[2] = WS(port, links[1])
        f = until(seats[2], lambda f: f.get('type') == 'state', 'after a reload')
        check(f['moves'] == moves and f['turn'] == who and '(yours)' in f['view'],
              f'the reloaded seat does not see the table as it is: {f}')
    seats[who].send({'move': 0, 'at': moves})
    moves += 1
    for s in range(1, 5):
        latest[s] = until(seats[s], lambda f: f.get('type') == 'state' and not f['thinking']
                          and (f['moves'] >= moves or f['over']), f'after move {moves}')
    until(onlooker, lambda f: f.get('type') == 'state' and f['moves'] >= moves, 'to the onlooker')
check(moves > 20, f'a whole game of Crazy Eights in {moves} moves?')
winner = latest[1]['winner']
check(1 <= winner <= 4 and all(latest[s]['winner'] == winner for s in range(1, 5)), 'no winner told')

# Privacy: against the full transcript, the cards each seat held hidden.
log = open(f'{records}/table-{table["id"]}-game-1.log').read()
played = set(re.findall(r'plays (\S+)', log)) | set(re.findall(r'^(\S+) goes from stock to discard', log, re.M))
hidden = {s: set() for s in range(1, 5)}
for s, cards in re.findall(r'^P(\d) is dealt (.*)$', log, re.M) + re.findall(r'^P(\d) draws (\S+)$', log, re.M):
    hidden[int(s)] |= set(cards.split()) - played
check(sum(len(h) for h in hidden.values()) >= 3, 'the transcript names too few hidden cards to test')


def leaks(frames, seat):
    for text in frames:
        f = json.loads(text)
        if f.get('type') != 'state' or f['thinking'] or f['over']:
            continue
        text = f['view'] + ' '.join(f.get('options', [])) + '\n'.join(f['log'])
        named = set(m.group(0) for m in CARD.finditer(text))
        for other in range(1, 5):
            if other != seat and named & hidden[other]:
                return f'P{other}\'s hidden {sorted(named & hidden[other])} in a frame of seat {seat}: {text}'
        if re.search(r'hand of P\d: .*' + CARD.pattern, f['view']):
            return f'another hand named in a frame of seat {seat}'
    return None


for s in range(1, 5):
    check(any('(yours): ' in json.loads(t).get('view', '') for t in seats[s].frames),
          f'seat {s} never saw its own hand')
    told = '\n'.join(l for t in seats[s].frames for l in json.loads(t).get('log', []))
    check(f'P{s % 4 + 1} plays ' in told and re.search(f'P{s} is dealt ' + CARD.pattern, told)
          and not re.search(f'P{s % 4 + 1} is dealt ' + CARD.pattern, told),
          f'seat {s} was not told the moves as it sees them: {latest[s]["log"]}')
    check(not leaks(seats[s].frames, s), leaks(seats[s].frames, s))
check(not leaks(onlooker.frames, 0), leaks(onlooker.frames, 0))
check(json.loads(seats[1].frames[0])['type'] == 'deck', 'the deck\'s order was not sent first')

# The record replays to the same end.
rec = f'{records}/table-{table["id"]}-game-1.rec'
r = subprocess.run([hoyle, 'replay', rec, '--delay', '0'], capture_output=True, text=True, timeout=60)
end = [l for l in log.splitlines() if 'wins' in l][-1]
check(r.returncode == 0 and end in r.stdout, f'the record does not replay to "{end}": {r.stdout[-300:]} {r.stderr}')

# A rematch: game 2 at the same table, the same seats.
seats[1].send({'rematch': True})
f = until(seats[3], lambda f: f.get('type') == 'state' and f['game'] == 2, 'of the rematch')
check(not f['over'] and f['moves'] == 0, f'the rematch did not start: {f}')
print(f'ok: {moves} moves, P{winner} won')
