# tests/cli/layers.sh: see the header of tests/layers.sh for the rules.
# The sources are layered as tests/layers.sh says; and that checker does
# find each kind of fault, on small trees made here.
. "$SRCDIR/tests/cli/common"
check=$SRCDIR/tests/layers.sh
cmd="layers.sh interp web"
sh "$check" "$SRCDIR/interp" "$SRCDIR/web" >"$tmp/out" 2>&1 || fail "the sources break a layering rule"

# tree NAME: a fresh tree with a module in core/ and one in run/.
tree() {
  t=$tmp/$1; mkdir -p "$t/core" "$t/run" "$t/front"
  printf '#include "core/a.h"\nint a(void) { return 0; }\n' >"$t/core/a.c"
  printf 'int a(void);\n' >"$t/core/a.h"
  printf '#include "run/r.h"\n#include "core/a.h"\nint r(void) { return a(); }\n' >"$t/run/r.c"
  printf 'int r(void);\n' >"$t/run/r.h"
  printf '' >"$t/hoyle.h"
}
# expect_fault NAME TEXT: the checker fails on tree NAME and says TEXT.
expect_fault() {
  cmd="layers.sh ($1)"
  if sh "$check" "$tmp/$1" >"$tmp/out" 2>&1; then fail "a tree with a fault passed"; fi
  out_has "$2"
}
tree good
cmd="layers.sh (good)"
sh "$check" "$tmp/good" >"$tmp/out" 2>&1 || fail "a well-layered tree failed"
tree upward; printf '#include "run/r.h"\n' >>"$tmp/upward/core/a.c"
expect_fault upward "core/a.c includes run/r.h: run/ comes after core/"
tree tree; printf 'int f(void);\n' >"$tmp/tree/front/f.h"; printf '#include "front/f.h"\nint f(void) { return 1; }\n' >"$tmp/tree/front/f.c"
printf '#include "front/f.h"\n' >>"$tmp/tree/run/r.c"
expect_fault tree "run/r.c includes front/f.h: the run-time never sees"
tree unimplemented; printf 'int r2(void);\n' >>"$tmp/unimplemented/run/r.h"
expect_fault unimplemented "run/r.h declares r2() but run/r.c does not define it"
tree loop; printf 'int b(void);\n' >"$tmp/loop/core/b.h"
printf '#include "core/a.h"\nint b(void) { return 1; }\n' >"$tmp/loop/core/b.c"
printf '#include "core/b.h"\n' >>"$tmp/loop/core/a.h"
printf '#include "core/b.h"\n' >>"$tmp/loop/core/a.c"
printf '#include "core/a.h"\n' >>"$tmp/loop/core/b.h"
expect_fault loop "make a loop"
# The statistics stage and its two clients.
tree stats; mkdir -p "$tmp/stats/stats" "$tmp/stats/cli" "$tmp/stats/api"
printf 'int s(void);\n' >"$tmp/stats/stats/s.h"
printf '#include "stats/s.h"\n#include "run/r.h"\nint s(void) { return 0; }\n' >"$tmp/stats/stats/s.c"
expect_fault stats "stats/s.c includes run/r.h: the statistics stage uses hoyle.h only"
tree client; mkdir -p "$tmp/client/stats" "$tmp/client/cli"
printf 'int s(void);\n' >"$tmp/client/stats/s.h"
printf '#include "stats/s.h"\nint s(void) { return 0; }\n' >"$tmp/client/stats/s.c"
printf '#include "stats/s.h"\n#include "cli/m.h"\nint main(void) { return s(); }\n' >"$tmp/client/cli/m.c"
printf '\n' >"$tmp/client/cli/m.h"
cmd="layers.sh (client)"
sh "$check" "$tmp/client" >"$tmp/out" 2>&1 || fail "cli/ using stats/ failed"
printf '#include "run/r.h"\n' >>"$tmp/client/cli/m.c"
expect_fault client "cli/m.c includes run/r.h: the command uses hoyle.h and stats/ only"
mkdir -p "$tmp/web"; printf '#include "hoyle.h"\n#include "stats/s.h"\n' >"$tmp/web/glue.c"
cmd="layers.sh (client web)"
sh "$check" "$tmp/good" "$tmp/web" >"$tmp/out" 2>&1 || fail "web/ using hoyle.h and stats/ failed"
printf '#include "cli/m.h"\n' >>"$tmp/web/glue.c"
cmd="layers.sh (web)"
if sh "$check" "$tmp/good" "$tmp/web" >"$tmp/out" 2>&1; then fail "a web/ including cli/ passed"; fi
out_has "web/glue.c includes cli/m.h: the web page uses hoyle.h and stats/ only"
