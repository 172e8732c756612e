# An unknown flag: usage error (64) pointing at the command's --help.
. "$SRCDIR/tests/cli/common"
try run --speed 3 "$games/crazy-eights.hoyle"
want_status 64
out_empty
err_is <<'END'
hoyle run: unknown option '--speed'
Run 'hoyle run --help' for usage.
END
try check -x "$games/crazy-eights.hoyle"
want_status 64
err_has "hoyle check: unknown option '-x'"
