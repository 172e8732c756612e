# hoyle play, key w ("why?"): before any search bot has moved it says so
# and the prompt does not offer it; after, the prompt offers "w why" and w
# shows the last searched move: a row per option (P4 naming a suit after
# its eight: four rows, one the taken, marked *), the visits summing to the
# bots' iterations, a value and its interval in each row; the cards of
# another seat's options it does not know are "??", and every card it
# names is one the person was shown.  (That no explanation changes when
# the cards the person does not know are permuted: tests/unit/test_agent.c.)
. "$SRCDIR/tests/cli/common"
play() {
  cmd="hoyle play $*"
  printf "$answers" | LC_ALL=C "$HOYLE" play "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
}
answers='w\n1\nw\n1\nw\nq\n'
play -s 4 -a human,ismcts:iterations=60:infer=0:horizon=0 "$games/crazy-eights.hoyle"
want_status 0
out_has "no search bot has moved yet: w tells what the last one weighed"
out_has "choose 1-3 (? table, r rules, q quit): no search bot"
out_has "choose 1-2 (? table, r rules, w why, q quit): why P4 chose as it did (turn 4): 60 iterations, each a world with the 41 cards P4 did not know dealt at random"
# The rows of each explanation: "  visits  value [lo, hi]  [*] label".
awk '/why P[0-9] chose as it did/ { k++ } /^ +[0-9]+  [0-9.]+ \[[0-9.]+, [0-9.]+\]  / { n[k]++; v[k] += $1; if ($5 == "*") t[k]++; label[k] = label[k] "|" $NF }
  END { for (i = 1; i <= k; i++) print n[i], v[i], t[i] + 0, label[i] }' "$tmp/out" >"$tmp/rows"
[ "$(wc -l <"$tmp/rows")" -eq 2 ] || fail "expected two explanations: $(cat "$tmp/rows")"
read -r n v t labels <"$tmp/rows"
[ "$n $v $t $labels" = "4 60 1 |clubs|diamonds|hearts|spades" ] \
  || fail "P4's suit: expected a row for each of four suits, 60 visits, one taken: $n $v $t $labels"
sed -n 2p "$tmp/rows" | { read -r n v t labels
  [ "$v" -eq 60 ] && [ "$t" -eq 1 ] && [ "$n" -ge 2 ] || fail "P2's play: visits $v, rows $n, taken $t"; }
# Every card an explanation names was shown to P1 (its hand, or a play).
grep -E '^ +[0-9]+  [0-9.]+ \[' "$tmp/out" | grep -oE '\b(10|[2-9AJQK])[CDHS]\b' | sort -u >"$tmp/named"
grep -q . "$tmp/named" || fail "no explanation names a card (the card P2 played is known)"
grep -q 'play ??' "$tmp/out" || fail "the cards of P2's hand are not hidden as ??"
grep -E '^(P[0-9] plays |P1 is dealt |  hand of P1)' "$tmp/out" | grep -oE '\b(10|[2-9AJQK])[CDHS]\b' \
  | sort -u >"$tmp/shown"
[ -z "$(comm -23 "$tmp/named" "$tmp/shown")" ] \
  || fail "an explanation names a card P1 was not shown: $(comm -23 "$tmp/named" "$tmp/shown")"
exit 0
