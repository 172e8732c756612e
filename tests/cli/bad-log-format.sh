# --log takes text or json only: usage error (64).
. "$SRCDIR/tests/cli/common"
try run "$games/crazy-eights.hoyle" --log xml
want_status 64
out_empty
err_has "hoyle run: --log takes text or json, not 'xml'"
