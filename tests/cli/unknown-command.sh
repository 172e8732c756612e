# An unknown command: usage error (64), the usage on standard error.
. "$SRCDIR/tests/cli/common"
try simulate "$games/crazy-eights.hoyle"
want_status 64
out_empty
err_has "hoyle: unknown command 'simulate'"
err_has "usage: hoyle COMMAND [OPTIONS] FILE..."
