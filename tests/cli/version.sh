# hoyle --version and -V print "hoyle VERSION (Lua 5.4)", VERSION being the
# one in configure.ac, and exit 0.
. "$SRCDIR/tests/cli/common"
version=$(sed -n 's/^AC_INIT(\[[^]]*\], *\[\([^]]*\)\].*/\1/p' "$SRCDIR/configure.ac")
[ -n "$version" ] || { echo "no version found in configure.ac"; exit 1; }
for flag in --version -V; do
  try $flag
  want_status 0
  [ "$(cat "$tmp/out")" = "hoyle $version (Lua 5.4)" ] || fail "expected: hoyle $version (Lua 5.4)"
done
