# hoyle serve under load (loopback, bounded): 20 tables of four people, no
# bots, driven by tests/cli/serve/load.py for 1000 moves; it fails only
# when a move is refused or the tables stop (no timed assertion).  The
# figures (time a move, latency) are printed by `make serve-load`.
. "$SRCDIR/tests/cli/common"
try serve "$tmp/no-such.hoyle"
[ $status -eq 69 ] && skip "hoyle was built without libwebsockets (apt-get install libwebsockets-dev)"
command -v python3 >/dev/null || skip "python3 not found (apt-get install python3)"
HOYLE_SERVE_DIR=$SRCDIR/web "$HOYLE" serve "$games/crazy-eights.hoyle" -s 1 -a random --port 0 \
  --records "$tmp/rec" >"$tmp/server" 2>"$tmp/server.err" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in 1 2 3 4 5 6 7 8 9 10; do
  grep -q '^hoyle serve: ' "$tmp/server" && break
  sleep 0.5
done
port=$(sed -n '1s|.* at http://127\.0\.0\.1:\([0-9]*\)/ .*|\1|p' "$tmp/server")
cmd="load.py $port 20 1000"
timeout 300 python3 "$SRCDIR/tests/cli/serve/load.py" "$port" 20 1000 $server >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status -eq 0 ] || fail "the load test failed"
grep -q '^1000 moves over 20 tables' "$tmp/out" || fail "no figures"
[ "${SERVE_LOAD_PRINT:-}" ] && cat "$tmp/out"
exit 0
