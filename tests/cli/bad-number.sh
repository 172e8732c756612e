# Numbers out of range or not numbers at all, in every flag, in -D values
# and in agent options: usage error (64) naming the flag, the range and the value.
. "$SRCDIR/tests/cli/common"
c8=$games/crazy-eights.hoyle
check_number() {  # COMMAND FLAG VALUE MESSAGE
  try "$1" "$c8" "$2" "$3"
  want_status 64
  out_empty
  err_has "hoyle $1: $4, not '$3'"
}
check_number run -p 0 "--players must be a number from 1 to 8"
check_number run -p 99 "--players must be a number from 1 to 8"
check_number sim -n x "--games must be a number from 1 to 100000000"
check_number run --seed -1 "--seed must be a number from 0 to 2147483647"
check_number run -s 7x "--seed must be a number from 0 to 2147483647"
check_number run --max-turns 0 "--max-turns must be a number from 1 to 100000000"
check_number play --seat 9 "--seat must be a number from 1 to 8"
check_number run --view "" "--view must be a number from 1 to 8"
check_number run -p -1 "--players must be a number from 1 to 8"
check_number run -s 99999999999999999999 "--seed must be a number from 0 to 2147483647"
check_number sim -n 0 "--games must be a number from 1 to 100000000"
check_number sim -n 1e9 "--games must be a number from 1 to 100000000"
check_number sim -j 0 "--jobs must be a number from 1 to 256"
check_number sim -j 100000 "--jobs must be a number from 1 to 256"
check_number run --max-turns 999999999999 "--max-turns must be a number from 1 to 100000000"
check_number run --view 0 "--view must be a number from 1 to 8"
check_number run --view 9 "--view must be a number from 1 to 8"
check_number play --delay -5 "--delay must be a number from 0 to 10000"
check_number play --delay 99999999 "--delay must be a number from 0 to 10000"
check_number run --window 0 "--window must be a number from 1 to 60000"
check_number run --reaction 60001 "--reaction must be a number from 1 to 60000"
# Values that are numbers of the right kind but too many for this game, and
# the values inside -D and -a: each a usage error naming the range.
check_usage() {  # MESSAGE ARGS...
  msg=$1
  shift
  try "$@"
  want_status 64
  out_empty
  err_has "$msg"
}
check_usage "there is no seat 5 with 4 players" run "$c8" --view 5
try play "$c8" -s 1 --seat 5    # play has shown the seed by then
want_status 64
err_has "there is no seat 5 with 4 players"
check_usage "--shard takes K/N with 1 <= K <= N, not '3/2'" sim "$c8" --json --shard 3/2
check_usage "--shard takes K/N with 1 <= K <= N, not '1/0'" sim "$c8" --json --shard 1/0
check_usage "--delay must be a number from 0 to 10000, not '99999'" replay --delay 99999 "$c8"
v=$games/vandatta.hoyle
check_usage "option 'rounds' takes a number from -1000000 to 1000000, not '99999999999'" run "$v" -D rounds=99999999999
check_usage "option 'rounds' takes a number from -1000000 to 1000000, not ''" run "$v" -D rounds=
check_usage "-D needs name=value, not 'rounds'" run "$v" -D rounds
range="iterations=N, N from 1 to 10000000; ms=T, T from 1 to 3600000; rollout=random or greedy; infer=W, W from 0 to 256; horizon=H, H from 0 to 100"
check_usage "bad ismcts option 'iterations=0' ($range)" run "$c8" -a ismcts:iterations=0
check_usage "bad ismcts option 'iterations=10000001' ($range)" run "$c8" -a ismcts:iterations=10000001
check_usage "bad ismcts option 'ms=-1' ($range)" run "$c8" -a ismcts:ms=-1
check_usage "bad ismcts option 'ms=3600001' ($range)" run "$c8" -a ismcts:ms=3600001
check_usage "bad ismcts option '' ($range)" run "$c8" -a ismcts:
check_usage "bad ismcts option 'infer=-1' ($range)" run "$c8" -a ismcts:infer=-1
check_usage "bad ismcts option 'infer=257' ($range)" run "$c8" -a ismcts:infer=257
check_usage "bad ismcts option 'horizon=101' ($range)" run "$c8" -a ismcts:horizon=101
check_usage "bad ismcts option 'horizon=' ($range)" run "$c8" -a ismcts:horizon=
check_usage "MS from 1 to 3600000, COMMAND under 200 bytes" run "$c8" -a exec:timeout=3600001:cat
check_usage "MS from 1 to 3600000, COMMAND under 200 bytes" run "$c8" -a "exec:$(printf '%0250d' 0)"
check_usage "-a: an agent name longer than 263 bytes in 'exec:00" run "$c8" -a "exec:$(printf '%0300d' 0)"
check_usage "-a: an empty agent name in ''" run "$c8" -a ""
check_usage "-a: an empty agent name in ''" run "$c8" -a "random,"
check_usage "-a: an empty agent name in ',random'" run "$c8" -a ",random"
check_usage "-a names more agents than the 8 seats a game may have" run "$c8" -a first,first,first,first,first,first,first,first,first
exit 0
