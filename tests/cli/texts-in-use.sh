# Texts made at run time stay as they were made while in use: a text passed
# to a function is not overwritten by a text the function makes before it
# says it, two texts from calls in one line are both kept, hundreds made in
# a loop reuse the text heap (run/names.c) without losing one, a card in a
# text is hidden from a seat that does not know it, and texts held down a
# chain of calls past the heap's room stop the game with a run-time error
# at the text, not with a wrong line.  A text inside a text (a hole that
# is itself a text, or a call compiled in place that makes one) is one text
# of all their parts, so a label nobody reads is never written.
. "$SRCDIR/tests/cli/common"
cat >"$tmp/texts.hoyle" <<'HOYLE'
game "Texts in use" {
  players 2..2
  deck standard
}
zone stock : pile, face down
zone discard : pile, face up
zone hand : each player, private
option depth = 3 "levels of texts held at once"

fn named(p) {
  if p == current { return "{p} (to play)" }
  return "{p} (waiting)"
}
fn tell(t) {
  say "{current} speaks"
  say t
}
fn shown(p) = "<{p}>"
fn deep(n, t) {
  if n > 0 {
    deep(n - 1, "{t}, level {n}")
  } else {
    say t
  }
}

setup {
  deal 2 to each hand
  say "{named(current)} and {named(after(current))}"
  for i in 1..300 { tell("text {i} of {current}") }
  deep(depth, "start")
}
turn {
  choose {
    play c from hand of current as "lay {c} for {shown(current)}" {
      tell("{current} plays {c}, keeps {top(hand of current)}")
    }
  }
  win current
}
HOYLE
try run "$tmp/texts.hoyle" -s 2
want_status 0
out_has "P1 (to play) and P2 (waiting)"
[ "$(grep -c '^text [0-9]* of P1$' "$tmp/out")" -eq 300 ] || fail "not 300 texts said"
[ "$(grep -c '^P1 speaks$' "$tmp/out")" -eq 301 ] || fail "not 301 lines made inside tell"
for i in 1 2 150 299 300; do out_has "text $i of P1"; done
out_has "start, level 3, level 2, level 1"
out_has "P1 plays KS, keeps JS"
try run "$tmp/texts.hoyle" -s 2 --view 2
want_status 0
out_has "P1 plays KS, keeps ??"
out_lacks "keeps JS"
try run "$tmp/texts.hoyle" -s 2 -D depth=200
want_status 70
err_has "texts.hoyle:21:17: run-time error: more than 1024 bytes of texts in use at once"
try disasm "$tmp/texts.hoyle"
want_status 0
grep -B1 OPTWORDS "$tmp/out" | grep -q "FMT  *6$" || fail "the label is not one text of its six parts"
try run "$tmp/texts.hoyle" -s 2 --log json
want_status 0
out_has '"as":"lay KS for <P1>"'
