# A syntax error: hoyle check names file:line:col, quotes the line, puts a
# caret under the token and says what was expected; then a count line; exit 65.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >bad.hoyle <<'END'
zone stock : pile
setup { shuffle stock }
turn {
  if count(stock) > { skip }
}
END
try check bad.hoyle
want_status 65
out_empty
err_is <<'END'
bad.hoyle:4:21: error: expected an expression before '{'
  if count(stock) > { skip }
                    ^
bad.hoyle: 1 error
END
