# -a exec:COMMAND (hoyle-agent(5)): a bot cannot slip past its bounds.  A
# process it starts in a session of its own (setsid), out of reach of a
# kill of its process group, is killed with it all the same, so it neither
# outlives Hoyle nor holds Hoyle's standard error open; an answer with a NUL
# byte in it ("0\0junk") is refused, not read as the 0 before the NUL.
. "$SRCDIR/tests/cli/common"
# The game ends; what the bot started with setsid, and setsid from a
# subshell that exits at once, are gone with it, and the standard error
# Hoyle shares with them is closed as soon as Hoyle exits: the pipe's
# reader does not wait for the sleeps.
start=$(date +%s)
("$HOYLE" run "$games/crazy-eights.hoyle" -s 4 \
  -a 'exec:setsid sleep 41 & (setsid sleep 42 &); while read -r l; do echo 0; done' \
  2>&1 >/dev/null </dev/null; echo "exit status $?") | cat >"$tmp/err"
status=0
cmd="hoyle run with an agent that starts processes with setsid"
err_has "exit status 0"
[ $(($(date +%s) - start)) -lt 10 ] || fail "standard error was held open by what the agent started"
! pgrep -f "^sleep 4[12]\$" >/dev/null || fail "a process the agent started was left running: $(pgrep -af '^sleep 4[12]$')"
# So when the bot fails: it is stopped and what it started goes too.
try run "$games/crazy-eights.hoyle" -s 4 -a "exec:setsid sleep 43 & read -r l; printf '0\\0junk\\n'; sleep 44"
want_status 70
err_has "the agent of P1 (exec:setsid sleep 43 & read -r l; printf '0\\0junk\\n'; sleep 44) answered a line with a NUL byte in it; seed 4"
sleep 0.2
! pgrep -f "^sleep 4[34]\$" >/dev/null || fail "a process of the failed agent was left running: $(pgrep -af '^sleep 4[34]$')"
exit 0
