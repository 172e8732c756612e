# -a exec:COMMAND: a bot in another process, asked over JSON lines
# (hoyle-agent(5)).  An agent that always answers 0 plays the game -a first
# plays, races included, and so does one answering " 0 "; what it is sent
# holds no card of another seat's hand; the end of the game is sent; a
# lying, malformed, silent or crashing agent stops the game with exit 70
# and a message naming the seat, no hang.
. "$SRCDIR/tests/cli/common"
# plays_as_first GAME AGENT: AGENT plays GAME, seed 4, as -a first does.
plays_as_first() {
  try run "$games/$1.hoyle" -s 4 -a first
  want_status 0
  mv "$tmp/out" "$tmp/want"
  try run "$games/$1.hoyle" -s 4 -a "$2"
  want_status 0
  cmp -s "$tmp/want" "$tmp/out" || fail "$1: the agent played otherwise than -a first"
}
logging_bot
for g in crazy-eights slapjack; do
  : >"$LOG"
  plays_as_first $g "exec:sh $tmp/bot.sh"
  [ "$(grep -c '"type":"end"' "$LOG")" -eq 4 ] || fail "$g: each of 4 agents should be told the end"
done
grep -q '"type":"race"' "$LOG" || fail "slapjack: no race was sent"
grep -q '"options":\[{"id":0,"label":"slap","kind":"race"},{"id":1,"label":"let it pass","kind":"pass"}\]' "$LOG" \
  || fail "slapjack: a race's options are to slap or let it pass"
# Privacy: the agent sees its own hand and only the counts of the others.
: >"$LOG"
try run "$games/crazy-eights.hoyle" -s 4 -a "exec:sh $tmp/bot.sh"
grep -Eq 'hand of P[0-9] \(yours\): [0-9AJQKT]+[SHDC] ' "$LOG" || fail "no own hand was sent"
! grep -Eq 'hand of P[0-9]: [0-9AJQKT]+[SHDC]' "$LOG" || fail "another seat's hand was sent"
grep -Eq 'hand of P[0-9]: [0-9]+ cards' "$LOG" || fail "the other hands' counts were not sent"
grep -q '"type":"end".*"winner":[1-4],' "$LOG" || fail "the end does not name the winner"

# Spaces around the id are allowed (hoyle-agent(5)).
plays_as_first crazy-eights \
  "exec:while read -r l; do case \$l in *'\"type\":\"end\"'*) ;; *) echo ' 0 ' ;; esac; done"
# A lying or malformed agent: its answer, one of these lines, is not an
# option id.
while IFS= read -r answer; do
  try run "$games/crazy-eights.hoyle" -s 4 -a "first,exec:echo '$answer'; cat >/dev/null"
  want_status 70
  err_has "run-time error: the agent of P3 (exec:echo '$answer'; cat >/dev/null) answered '$answer', which is not an option id (0 to 1); seed 4"
done <<'ANSWERS'
99
-1
1x
two

0 1
{"id":0}
ANSWERS
# A silent agent: killed when its time is up, the game stopped.
start=$(date +%s)
try run "$games/crazy-eights.hoyle" -s 4 -a "exec:timeout=200:sleep 30"
want_status 70
err_has "the agent of P1 (exec:sleep 30) gave no answer within 200 ms"
[ $(($(date +%s) - start)) -lt 10 ] || fail "the silent agent was waited for too long"
! pgrep -f "^sleep 30\$" >/dev/null || fail "the silent agent's process was left running"
# An agent that exits, and one that cannot be started.
try run "$games/slapjack.hoyle" -s 4 -a "exec:exit 3"
want_status 70
# Whether the child is seen gone at the write of the decision ("stopped
# reading its input") or at the read of the reply ("closed its output") is
# a matter of timing: both name the seat, the command and the status.
err_has "the agent of P1 (exec:exit 3) "
err_has " (it exited with status 3); seed 4"
try run "$games/crazy-eights.hoyle" -s 4 -a "exec:/nonexistent/bot"
want_status 70
err_has "(it exited with status 127)"
# Bad specifications are usage errors.
try run "$games/crazy-eights.hoyle" -a "exec:timeout=0:cat"
want_status 64
err_has "bad exec agent 'exec:timeout=0:cat'"
try run "$games/crazy-eights.hoyle" -a "exec:"
want_status 64
# A sim with an exec bot counts as one without: the first mover, each
# decision met and each arm taken (its statistics), bar the agents' names,
# the time and the by-agent rows.  They were lost with an exec seat.
figures() {
  sed 1d "$tmp/out" |
    grep -v -e 'played in' -e 'by agent' -e '^  agent ' -e '^  first  ' -e '^  exec:'
}
try sim "$games/crazy-eights.hoyle" -s 4 -n 5 -j 1 -a first
want_status 0
figures >"$tmp/want"
try sim "$games/crazy-eights.hoyle" -s 4 -n 5 -j 1 -a "first,exec:sh $tmp/bot.sh"
want_status 0
figures | cmp -s "$tmp/want" - || fail "sim with an exec bot counted otherwise than without"
grep -q 'first to play won .* of 5 won games' "$tmp/out" || fail "sim with an exec bot lost its first mover"
exit 0
