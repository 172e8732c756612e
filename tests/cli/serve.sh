# hoyle serve: a Crazy Eights table of four network seats played to its
# end over WebSocket by tests/cli/serve/play.py (bad input refused, a
# reload, /status, no hidden card in another seat's frames, the record
# replayed, a rematch); Slapjack's races judged by arrival
# (tests/cli/serve/race.py); bad command lines refused.  Loopback only,
# bounded in time.
. "$SRCDIR/tests/cli/common"
try serve "$games/crazy-eights.hoyle" --port 70000
want_status 64
err_has "--port must be a number from 0 to 65535"
try serve
want_status 64
try serve "$games/crazy-eights.hoyle" --seat 2
want_status 64
err_has "does not apply"
"$HOYLE" serve --help | grep -q -- "--bind ADDR" || fail "serve --help tells no --bind"
try serve "$tmp/no-such.hoyle"
[ $status -eq 69 ] && skip "hoyle was built without libwebsockets (apt-get install libwebsockets-dev)"
want_status 66
command -v python3 >/dev/null || skip "python3 not found (apt-get install python3)"
HOYLE_SERVE_DIR=$SRCDIR/web server=
trap 'kill $server 2>/dev/null; rm -rf "$tmp"' EXIT
# start GAME RECORDS OPTION...: a server in the background ($server), its
# port in $port.
start() {
  g=$1 rec=$2
  shift 2
  # emptied here, not only by the server's redirection: that is done in
  # the background, and the wait below could read the last server's line
  rm -f "$tmp/server"
  HOYLE_SERVE_DIR=$SRCDIR/web "$HOYLE" serve "$games/$g.hoyle" -s 5 -a random --port 0 \
    --records "$rec" "$@" >"$tmp/server" 2>"$tmp/server.err" &
  server=$!
  # up to 30 s: a loaded machine (a parallel make check) may start it late
  tries=0
  until grep -qs '^hoyle serve: ' "$tmp/server" || [ $tries -ge 60 ]; do
    sleep 0.5
    tries=$((tries + 1))
  done
  port=$(sed -n '1s|.* at http://127\.0\.0\.1:\([0-9]*\)/ .*|\1|p' "$tmp/server")
  [ -n "$port" ] || { cmd="hoyle serve"; cp "$tmp/server" "$tmp/out"; cp "$tmp/server.err" "$tmp/err"; fail "the server did not say where it listens"; }
}
# stop: SIGTERM ends the server cleanly.
stop() {
  kill -TERM $server
  wait $server
  status=$?
  [ $status -eq 0 ] || { cp "$tmp/server.err" "$tmp/err"; fail "the server did not end cleanly on SIGTERM"; }
}
start crazy-eights "$tmp/rec"
cmd="play.py"
timeout 120 python3 "$SRCDIR/tests/cli/serve/play.py" "$port" "$tmp/rec" "$HOYLE" >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status -eq 0 ] || fail "the network game failed"
stop
[ -f "$tmp/rec/table-1-game-2.rec" ] || fail "the unfinished rematch was not kept as a record at the end"
start slapjack "$tmp/race" --window 800
cmd="race.py"
timeout 120 python3 "$SRCDIR/tests/cli/serve/race.py" "$port" "$tmp/race" >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status -eq 0 ] || fail "the network races failed"
stop
