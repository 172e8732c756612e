# Every option that 'hoyle COMMAND --help' lists is described in hoyle(1).
. "$SRCDIR/tests/cli/common"
mandoc -Tascii "$SRCDIR/man/hoyle.1" | col -b >"$tmp/man" || { echo "cannot render hoyle(1)"; exit 1; }
for command in check run play sim compare merge test disasm rules options replay serve; do
  try $command --help
  for opt in $(grep -oE -- '(^| )--?[a-zA-Z][a-z-]*' "$tmp/out" | tr -d ' '); do
    grep -qF -e "$opt" "$tmp/man" || fail "hoyle(1) does not describe $opt"
  done
done
