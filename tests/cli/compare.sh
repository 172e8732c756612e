# hoyle compare: two identical settings on the same seeds differ in nothing,
# no interval has zero width and nothing is marked significant; a change
# that shows (Russian Crazy Sevens with three packs: shorter games) is
# marked, between two settings or two scripts, and the headline (text and
# JSON) says it from its row.  A decision met only in B at small n is not
# marked.  B takes a script and -D options only.
. "$SRCDIR/tests/cli/common"
rcs=$games/russian-crazy-sevens.hoyle
try compare "$rcs" -n 300 -j 2 -D jacks_reverse=true -- -D jacks_reverse=true
want_status 0
out_has "A: $rcs: 300 games (seeds 1 to 300), 4 players, agents random, turn cap 5000, -D jacks_reverse=true"
out_has "B: $rcs: 300 games (seeds 1 to 300), 4 players, agents random, turn cap 5000, -D jacks_reverse=true"
out_has "  P1 wins, %"
out_has "  turns, mean"
marked() { grep -E '^  .* \*( !)?$' "$tmp/out"; }     # the rows marked significant
marked | grep -q . && fail "identical settings marked significant"
rows() { grep -E '^  .*  \[[-+][0-9]' "$tmp/out"; }   # the rows with an interval
rows | grep -v '+0\.000  \[' | grep -q . && fail "identical settings differ"
# No interval of zero width, even where every game agrees (setup runs once).
rows | grep -q '\[+0\.000, +0\.000\]' && fail "an interval of zero width"
head -1 "$tmp/out" | grep -qx 'No detectable change in length (+0.0 turns \[-[0-9.]*, +[0-9.]*\]); no detectable change in who wins; no other figure differs detectably.' ||
  fail "identical settings: the headline does not say nothing changed"
out_has "* significant at the 5% level after Holm's correction for the "
out_has "intervals: Newcombe's hybrid score for shares, Welch's for means, the delta method's for other ratios"
cd "$tmp" || exit 1
try compare "$rcs" -n 300 -- -D pack_count=3
want_status 0
grep -q '^  turns, mean .* \*$' "$tmp/out" || fail "three packs: game length not marked significant"
# The headline is computed from the turns row: B shorter by its difference,
# with its interval (to the rounding of the row's three decimals).
row=$(grep '^  turns, mean ' "$tmp/out" | tr -d '[],')
said=$(head -1 "$tmp/out" | sed -n 's/^B is shorter by \([0-9.]*\) turns \[\([0-9.]*\), \([0-9.]*\)\]; .*/\1 \2 \3/p')
[ -n "$said" ] || fail "three packs: the headline does not begin 'B is shorter by N turns [L, H]; '"
echo "$said $row" | awk '{ d = $1 + $8; l = $2 + $10; h = $3 + $9
  exit !(d < 0.051 && d > -0.051 && l < 0.051 && l > -0.051 && h < 0.051 && h > -0.051) }' ||
  fail "three packs: the headline's '$said' is not the turns row's '$row'"
d=$(echo "$said" | cut -d' ' -f1)
try compare "$rcs" -n 300 --json -- -D pack_count=3
want_status 0
head -2 "$tmp/out" | grep -qF "\"headline\":\"B is shorter by $d turns [" ||
  fail "--json does not begin with the headline"
out_has '"correction":"holm",'
out_has '{"section":"games","counter":null,"figure":"turns, mean",'
# The page begins with the same headline as the text.
try compare "$rcs" -n 300 --report page.html -- -D pack_count=3
want_status 0
said=$(head -1 "$tmp/out")
grep -qF "<h1>hoyle compare</h1>
<p id=\"headline\"><b>$said</b></p>" page.html || fail "the page does not begin with the headline '$said'"
sed 's/^option pack_count = 1 /option pack_count = 3 /' "$rcs" >packs.hoyle
grep -q '^option pack_count = 3 ' packs.hoyle || fail "the script's pack_count option changed its wording"
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
try compare "$rcs" packs.hoyle -n 300 -s 5
want_status 0
out_has "B: packs.hoyle: 300 games (seeds 5 to 304)"
grep -q '^  turns, mean .* \*$' "$tmp/out" || fail "three packs: game length not marked significant"
# A decision met only in B, twice in 50 games: no mark (its share and
# options had intervals of zero width, marked significant), its rows
# flagged as resting on few events, the sides warned of as small.
cat >rare.hoyle <<'END'
game "Rare" { players 2..2 deck standard }
option rare = false "now and then a choice, in B only"
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
  if rare and t == 1 and (any c in hand of current where c.rank == A and c.suit == spades) {
    choose {
      "take" { move top of stock to hand of current }
      "leave" { say "no" }
    }
  }
  choose {
    play c from hand of current
  }
}
when played c { say "played" }
when hand of p is empty { win p }
END
try compare rare.hoyle -n 50 -- -D rare=true
want_status 0
grep -A1 -F 'decision choose {  (rare.hoyle:14:5)' "$tmp/out" | grep -q '^    a game  *0\.000  *0\.040 .* !$' ||
  fail "the decision met only in B: not twice in 50 games, or not flagged as resting on few events"
marked | grep -q . && fail "a decision met twice in B's 50 games marked significant"
grep -q '^    options  *- ' "$tmp/out" || fail "options of a decision A never met: not shown as none"
out_has "warning: A has 50 games and B 50; with fewer than 100 a side"
head -1 "$tmp/out" | grep -qF 'With fewer than 100 games a side only large changes can show' ||
  fail "the headline does not warn of few games"
# A branch B's script alone has: its own row, B's count, untested.
sed 's/^  t += 1$/  t += 1\n  if t == 2 { say "two" }/' rare.hoyle >rare2.hoyle
try compare rare.hoyle rare2.hoyle -n 20
want_status 0
grep -A1 -F '  branch (B only) if t == 2 { say "two" }  (rare2.hoyle:13:3)' "$tmp/out" |
  grep -q '^    a game  *-  *1\.000  *-$' || fail "the branch B alone has: not shown once a game in B"
try compare rare.hoyle rare2.hoyle -n 20 --json
out_has '"counter":{"kind":"branch","only":"B","text":"if t == 2 { say \"two\" }","where":"rare2.hoyle:13:3"},"figure":"a game","a":null,"b":1,"diff":null,"interval":null}'
try compare "$rcs" -n 10 -- -n 5
want_status 64
err_has "after --, B takes a script and -D options, not '-n'"
try compare "$rcs" -n 10
want_status 64
err_has "give A and B"
exit 0
