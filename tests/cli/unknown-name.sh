# An unknown name is an error of its own, found before anything runs; the
# declared name nearest it is suggested.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >bad.hoyle <<'END'
zone stock : pile
setup { shuffle stock }
turn { say "{count(stack)} left" }
END
try check bad.hoyle
want_status 65
err_is <<'END'
bad.hoyle:3:20: error: unknown name 'stack'; did you mean 'stock'?
turn { say "{count(stack)} left" }
                   ^~~~~
bad.hoyle: 1 error
END
