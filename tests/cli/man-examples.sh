# Every example in hoyle(1) (the lines that begin "$ hoyle", with their
# continuation lines) runs from the source tree and exits 0; a play example
# gets "q" and leaves at once.  An example that redirects to files (merging
# what a shell loop wrote first) is not run alone.
. "$SRCDIR/tests/cli/common"
sed -n '/^\$ hoyle/{:a;/\\e$/{N;s/\\e\n *//;ba};s/^\$ hoyle //;p}' "$SRCDIR/man/hoyle.1" >"$tmp/examples"
[ "$(wc -l <"$tmp/examples")" -ge 10 ] || { echo "fewer examples than expected in hoyle(1)"; exit 1; }
cd "$SRCDIR" || exit 1
while IFS= read -r args; do
  case $args in *'>'*) continue ;; esac
  cmd="hoyle $args"
  # shellcheck disable=SC2086 # the example's words, globs included, as a shell splits them
  printf 'q\n' | "$HOYLE" $args >"$tmp/out" 2>"$tmp/err"
  status=$?
  want_status 0
done <"$tmp/examples"
