"""load.py: a bounded load test of `hoyle serve` (loopback): TABLES tables of
four people and no bots, all driven at once by this one client over
4 x TABLES WebSockets, each seat taking its first option as soon as its
turn's state arrives, until MOVES moves are taken in all (a table whose
game ends starts a rematch).  Prints the moves, the time a move over all
tables, and the latency of a move (sent to the mover's next state):
median and 95th percentile; with the server's process id, the server's
processor time a move too.  Not a timed assertion: it fails only when a
move is refused or the tables stop.
  usage: load.py PORT [TABLES [MOVES [SERVER-PID]]]"""
import os
import json
import select
import sys
import time

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from wsclient import WS, http_get  # noqa: E402

port = int(sys.argv[1])
tables = int(sys.argv[2]) if len(sys.argv) > 2 else 20
total = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
pid = sys.argv[4] if len(sys.argv) > 4 else None


def cpu_seconds():
    """The server's user and system time so far, or 0 without its pid."""
    if not pid:
        return 0
    fields = open(f'/proc/{pid}/stat').read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')


conns = {}   # socket -> (table index, seat, ws)
sent = {}    # table index -> (moves it answers, time sent)
latencies, taken = [], 0
for t in range(tables):
    links = json.loads(http_get(port, '/new?people=4')[1])['seats']
    for s, link in enumerate(links, 1):
        ws = WS(port, '/ws' + link[1:])
        conns[ws.s] = (t, s, ws)


def on_state(t, seat, ws, f):
    """Moves when it is this seat's turn and its move is not already sent."""
    global taken
    if f['thinking']:
        return
    if t in sent and f['moves'] > sent[t][0] and f['turn'] == seat or t in sent and f['over'] and seat == 1:
        latencies.append(time.monotonic() - sent[t][1])
        del sent[t]
    if t in sent or taken >= total:
        return
    if f['over'] and seat == 1:
        ws.send({'rematch': True})
        sent[t] = (-1, time.monotonic())
    elif not f['over'] and f['turn'] == seat:
        ws.send({'move': 0, 'at': f['moves']})
        sent[t] = (f['moves'], time.monotonic())
        taken += 1


start, cpu = time.monotonic(), cpu_seconds()
deadline = start + 300
while (taken < total or sent) and time.monotonic() < deadline:
    ready, _, _ = select.select(list(conns), [], [], 5)
    if not ready:
        break
    for sock in ready:
        t, seat, ws = conns[sock]
        while True:
            f = ws.recv()
            if f.get('type') == 'refused':
                print(f'FAIL table {t + 1} seat {seat}: refused: {f["why"]}')
                sys.exit(1)
            if f.get('type') == 'state':
                on_state(t, seat, ws, f)
            if not ws.has_frame():
                break
elapsed, cpu = time.monotonic() - start, cpu_seconds() - cpu
if taken < total:
    print(f'FAIL the tables stopped after {taken} of {total} moves')
    sys.exit(1)
latencies.sort()
print(f'{taken} moves over {tables} tables of 4 people in {elapsed:.2f} s: '
      f'{1000 * elapsed / taken:.2f} ms a move' +
      (f', the server\'s processor {1000 * cpu / taken:.2f} ms a move' if pid else '') +
      f'; latency from a move sent to the next mover\'s state: median {1000 * latencies[len(latencies) // 2]:.1f} ms, '
      f'95th percentile {1000 * latencies[int(len(latencies) * 0.95)]:.1f} ms ({len(latencies)} moves and rematches)')
