# Branches of if counted, each its own row with its line: two players of 3
# cards each play one a turn, so P1 wins on turn 5; "if t == 1" is taken
# once a game, "else if t == 2" once, "else" three times; a branch inside
# a when rule counts the eights played.  The same counts in the JSON and
# through shards merged; compare matches the branches of A and B and
# shows them.  Before, a branch was never counted.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >branch.hoyle <<'END'
game "Branch" { players 2..2 deck standard }
option quiet = false "say nothing in the first turn"
zone stock : pile, face down
zone discard : pile, face up
zone hand : each player, private
var t = 0
setup {
  shuffle stock
  deal 3 to each hand
}
turn {
  t += 1
  if t == 1 {
    if not quiet { say "first" }
  } else if t == 2 {
    say "second"
  } else {
    say "later"
  }
  choose {
    play c from hand of current
  }
}
when played c {
  if c.rank == 8 { say "eight" }
}
when hand of p is empty { win p }
END
try sim branch.hoyle -n 10 -j 2
want_status 0
row() { grep -A1 -F "$1" "$tmp/out" | sed -n 2p; }
row '  branch if t == 1 {  (branch.hoyle:13:3)' | grep -qF '1.00 a game' || fail "if t == 1: not once a game"
row '  branch } else if t == 2 {  (branch.hoyle:15:10)' | grep -qF '1.00 a game' || fail "else if: not once a game"
row '  branch } else {  (branch.hoyle:17:10)' | grep -qF '3.00 a game' || fail "else: not three times a game"
row '  branch if not quiet { say "first" }  (branch.hoyle:14:5)' | grep -qF '1.00 a game' ||
  fail "an if inside an if: not once a game"
# The eights: as many as the transcripts of the ten games say.
eights=0
for s in 1 2 3 4 5 6 7 8 9 10; do
  n=$("$HOYLE" run branch.hoyle -s $s | grep -cx eight)
  eights=$((eights + n))
done
try sim branch.hoyle -n 10 --json
want_status 0
grep -q "\"kind\":\"branch\",\"decision\":-1,\"where\":\"branch.hoyle:25:3\",\"text\":\"if c.rank == 8 { say \\\\\"eight\\\\\" }\",\"sum\":$eights," "$tmp/out" ||
  fail "the eights' branch: not $eights in the JSON"
out_has '"kind":"branch","decision":-1,"where":"branch.hoyle:17:10","text":"} else {","sum":30,'
grep -v -e '^"seconds":' -e '^"games_per_second":' "$tmp/out" >whole
for k in 1 2; do "$HOYLE" sim branch.hoyle -n 10 --json --shard $k/2 >s$k.json; done
try merge s1.json s2.json
want_status 0
grep -v -e '^"seconds":' -e '^"games_per_second":' "$tmp/out" | cmp -s whole - ||
  fail "the branches merged from shards differ from the whole run"
try compare branch.hoyle -n 10 -- -D quiet=true
want_status 0
grep -A1 -F '  branch if not quiet { say "first" }  (branch.hoyle:14:5)' "$tmp/out" |
  grep -q '^    a game  *1\.000  *0\.000 ' || fail "compare: the branch quiet skips not 1 against 0"
exit 0
