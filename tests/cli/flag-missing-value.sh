# A flag given without its value: usage error (64).
. "$SRCDIR/tests/cli/common"
try run "$games/crazy-eights.hoyle" -p
want_status 64
out_empty
err_is <<'END'
hoyle run: option '-p' needs a value
Run 'hoyle run --help' for usage.
END
try sim "$games/crazy-eights.hoyle" --seed
want_status 64
err_has "hoyle sim: option '--seed' needs a value"
