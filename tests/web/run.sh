#!/bin/sh
# run.sh: the browser tests (tests/web/browser.js) when their tools are at
# hand: Emscripten (emcc), Chromium (/usr/bin/chromium), node and
# puppeteer-core in BUILDDIR/web/build/npm.  Builds the page (make web),
# then runs the tests; prints "skipped: why" and exits 0 when a tool is
# missing.  With --install (make web-check, .ci/run) it fetches
# puppeteer-core from npm if it is missing, and a missing tool is a failure.
#   usage: run.sh SRCDIR BUILDDIR [--install]
srcdir=$1 builddir=$2
npmdir=$builddir/web/build/npm
puppeteer=puppeteer-core@24.9.0    # node 18 or newer, as Debian 12's
install=${3:-}
skip() {
  [ "$install" = --install ] && { echo "FAIL the browser tests cannot run: $*"; exit 1; }
  echo "skipped: the browser tests: $*"; exit 0
}

command -v emcc >/dev/null || skip "emcc not found (apt-get install emscripten)"
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || skip "no ${CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)"
command -v node >/dev/null || skip "node not found"
if [ ! -d "$npmdir/node_modules/puppeteer-core" ]; then
  [ "$install" = --install ] || skip "puppeteer-core not installed (make web-check installs it)"
  mkdir -p "$npmdir"
  npm install --silent --no-audit --no-fund --prefix "$npmdir" "$puppeteer" >"$npmdir/install.log" 2>&1 ||
    { echo "FAIL npm install $puppeteer:"; tail -5 "$npmdir/install.log"; exit 1; }
fi
${MAKE:-make} -s -C "$builddir" web >"$builddir/web/build/make.log" 2>&1 ||
  { echo "FAIL make web:"; tail -20 "$builddir/web/build/make.log"; exit 1; }
NODE_PATH=$npmdir/node_modules node "$srcdir/tests/web/browser.js" \
  "$builddir/web/dist" "$builddir/hoyle" "$srcdir" "$builddir/web/screenshots"
