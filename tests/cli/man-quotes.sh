# No man page renders a quote inside another by mistake: a list of quoted
# words on one macro line, ".It Ql q , Ql Q , Ql quit", nests each quote in
# the one before ("‘q, ‘Q, ‘quit’’’") unless each macro has a line of its own.
. "$SRCDIR/tests/cli/common"
command -v mandoc >/dev/null || { echo "mandoc is missing (Debian: mandoc)"; exit 1; }
for page in "$SRCDIR"/man/*.[1-9]; do
  cmd="mandoc -Tutf8 man/${page##*/}"
  LC_ALL=C.UTF-8 mandoc -Tutf8 "$page" | col -b >"$tmp/out" || fail "cannot render"
  grep -n "‘[^’]*‘" "$tmp/out" >"$tmp/err" && fail "a quote opens inside another (standard error: the lines)"
done
cmd="mandoc -Tutf8 man/hoyle.1"
LC_ALL=C.UTF-8 mandoc -Tutf8 "$SRCDIR/man/hoyle.1" | col -b >"$tmp/out"
out_has "‘q’, ‘Q’, ‘quit’"
exit 0
