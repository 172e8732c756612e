# An agent name that does not exist: usage error (64) listing the agents.
. "$SRCDIR/tests/cli/common"
try run "$games/crazy-eights.hoyle" -a random,robot
want_status 64
out_empty
err_has "hoyle run: unknown agent 'robot' (random, greedy, first, human, ismcts, exec:COMMAND)"
