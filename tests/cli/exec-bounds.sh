# -a exec:COMMAND: a bot is bounded whatever it does (hoyle-agent(5)):
# megabytes with no newline (a reply line
# holds at most 63 bytes), its output closed while it lives, an exit that
# leaves a grandchild holding its output, grandchildren that outlive it,
# a flood on standard error nobody reads, answers without reading.  Each stops the game with 70 in
# seconds, naming seat, command and seed, and leaves no process behind.
. "$SRCDIR/tests/cli/common"
start=$(date +%s)
# A case a pair of lines: the agent (after exec:), then, indented, what
# hoyle says of it.
while IFS= read -r agent && read -r says; do
  try run "$games/crazy-eights.hoyle" -s 4 -a "exec:$agent"
  want_status 70
  err_has "the agent of P1 (exec:${agent#timeout=*:}) $says; seed 4"
done <<'CASES'
head -c 5000000 /dev/zero | tr '\0' 1; sleep 31
  answered with a line longer than 63 bytes
exec >&-; sleep 32
  closed its output without answering
(sleep 33 &); read -r l; exit 5
  exited without answering (it exited with status 5)
timeout=300:sleep 34 & sleep 35
  gave no answer within 300 ms
CASES
("$HOYLE" run "$games/crazy-eights.hoyle" -s 4 -a 'exec:timeout=300:yes flood >&2' 2>&1 >/dev/null \
  </dev/null; echo "exit status $?") | { sleep 1; cat; } | tail -n 4 >"$tmp/err"
status=70
cmd="hoyle run with an agent flooding standard error into a full pipe"
err_has "the agent of P1 (exec:yes flood >&2) gave no answer within 300 ms; seed 4"
err_has "exit status 70"
# One that answers ahead and stops reading: its input fills, and it is
# stopped after its timeout, where the sending waited for ever.
try sim "$games/crazy-eights.hoyle" -n 100 -j 1 -a "exec:timeout=300:read -r l; yes 0,first"
want_status 70
# (which game fills it first depends on the messages' size: any will do)
out_has "failed, seed "
out_has "the agent of P1 (exec:read -r l; yes 0) read none of its input for 300 ms; seed "
[ $(($(date +%s) - start)) -lt 15 ] || fail "the misbehaving agents were waited for too long"
sleep 0.2
! pgrep -f "^sleep 3[1-5]\$" >/dev/null || fail "an agent's process was left running: $(pgrep -af '^sleep 3[1-5]$')"
! pgrep -f "^yes flood\$" >/dev/null || fail "the flooding agent was left running"
exit 0
