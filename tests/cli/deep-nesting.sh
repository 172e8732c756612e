# A script nested past MAX_NESTING (256, core/limits.h) or past the parser's
# stack (PARSE_STACK, 10000) is a script error naming the limit (exit 65),
# never a crash, even on a small stack (ulimit -s 1024): long operator
# chains, brackets, operands of and, nested ifs, not and minus.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# nested NAME BODY: a game whose turn is BODY, checked on a 1 MB stack.
nested() {
  cat >"$1.hoyle" <<END
game "Deep" { players 2..2 deck standard }
zone stock : pile
setup { shuffle stock }
turn {
$2
  win current
}
END
  cmd="hoyle check $1.hoyle"
  (ulimit -s 1024; timeout 20 "$HOYLE" check "$1.hoyle") >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}
# repeat N TEXT: TEXT N times.
repeat() { awk -v n="$1" -v t="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'; }

nested terms "  say \"{1$(repeat 20000 ' + 1')}\""
want_status 65
err_has "terms.hoyle:5:9: error: too deeply nested (limit is 256)"

nested ands "  if true$(repeat 2000 ' and true') { say \"x\" }"
want_status 65
err_has "error: too deeply nested (limit is 256)"

nested ifs "$(repeat 1000 'if true { ')$(repeat 1000 '}')"
want_status 65
err_has "error: too deeply nested (limit is 256)"

nested nots "  if $(repeat 20000 'not ')true { }"
want_status 65
err_has "error: too deeply nested (limit is 10000 symbols on the parser's stack)"

nested parens "  say \"{$(repeat 20000 '(')1$(repeat 20000 ')')}\""
want_status 65
err_has "error: too deeply nested (limit is 10000 symbols on the parser's stack)"

nested right200 "  say \"{$(repeat 200 '1 + (')1$(repeat 200 ')')}\""
want_status 65
err_has "error: too many values held at once by this expression (limit is 28); split it"

nested sixty_five "  if true$(repeat 64 ' and true') { say \"ok\" }"
want_status 0

nested within "  say \"{1$(repeat 200 ' + 1')}\""
want_status 0
