# The shared libhoyle shows only the functions of hoyle.h: every symbol it
# defines for others to link against starts with hoyle_.
. "$SRCDIR/tests/cli/common"
cmd="nm -D --defined-only libhoyle.so"
so=$(dirname "$HOYLE")/.libs/libhoyle.so
[ -f "$so" ] || fail "no $so (configured with --disable-shared?)"
nm -D --defined-only "$so" >"$tmp/out" 2>"$tmp/err" || fail "nm failed"
status=0
out_has " T hoyle_game_new"
awk 'NF == 3 && $3 !~ /^hoyle_/ { print "not hoyle_: " $3 }' "$tmp/out" >"$tmp/err"
[ -s "$tmp/err" ] && fail "symbols outside hoyle_"
exit 0
