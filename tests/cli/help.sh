# --help and -h of hoyle and of every command: exit 0, the usage on standard
# output (first line "usage: hoyle ..."), nothing on standard error.
. "$SRCDIR/tests/cli/common"
for args in --help -h "check --help" "run --help" "play --help" "sim --help" \
            "test --help" "disasm --help" "run -h" "sim -h"; do
  try $args
  want_status 0
  [ -s "$tmp/err" ] && fail "expected nothing on standard error"
  first=$(head -n 1 "$tmp/out")
  case $first in "usage: hoyle "*) ;; *) fail "first line is not the usage: $first" ;; esac
done
try run --help
out_has "--view N"
out_has "--log FORMAT"
try sim --help
out_has "--json"
try play --help
out_has "--seat N"
