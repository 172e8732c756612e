# A game with Lua hooks (which draw from the game's own generator with hoyle.random)
# is the same byte for byte for the same seed, and another game for another seed.
. "$SRCDIR/tests/cli/common"
hooked=$SRCDIR/tests/lua/hooks.hoyle
try run "$hooked" -p 4 -s 7
want_status 0
cp "$tmp/out" "$tmp/first"
[ "$(wc -l <"$tmp/out")" -gt 10 ] || fail "expected a transcript"
try run "$hooked" -p 4 -s 7
cmp -s "$tmp/first" "$tmp/out" || fail "a second run differs"
try run "$hooked" -p 4 -s 8
cmp -s "$tmp/first" "$tmp/out" && fail "seeds 7 and 8 give the same game"
exit 0
