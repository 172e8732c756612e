#!/bin/sh
# update.sh: regenerates every tests/golden/NAME.out from NAME.cmd with the
# hoyle binary given, exactly as tests/run-tests.sh runs them (from the source
# tree, standard output and standard error together).  Read the transcripts
# and the git diff before committing: a golden is only as good as its check.
#   usage: tests/golden/update.sh HOYLE
[ $# -eq 1 ] || { echo "usage: $0 HOYLE" >&2; exit 64; }
hoyle=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") || exit 1
cd "$(dirname "$0")/../.." || exit 1
for f in tests/golden/*.cmd; do
  (eval "\"$hoyle\" $(cat "$f")") >"${f%.cmd}.out" 2>&1
done
