#!/bin/sh
# run.sh: the browser tests when their tools are at hand: Chromium
# (/usr/bin/chromium), node and puppeteer-core in BUILDDIR/web/build/npm
# run tests/web/serve.js (hoyle serve's page, when hoyle was built with
# libwebsockets); with Emscripten (emcc) too, the page is built (make web)
# and tests/web/browser.js run.  Prints "skipped: why" and exits 0 when a
# tool is missing.  With --install (make web-check, .ci/run) it fetches
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

[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || skip "no ${CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)"
command -v node >/dev/null || skip "node not found"
if [ ! -d "$npmdir/node_modules/puppeteer-core" ]; then
  [ "$install" = --install ] || skip "puppeteer-core not installed (make web-check installs it)"
  mkdir -p "$npmdir"
  npm install --silent --no-audit --no-fund --prefix "$npmdir" "$puppeteer" >"$npmdir/install.log" 2>&1 ||
    { echo "FAIL npm install $puppeteer:"; tail -5 "$npmdir/install.log"; exit 1; }
fi
if "$builddir/hoyle" serve /nonexistent.hoyle 2>/dev/null; [ $? -eq 69 ]; then
  echo "skipped: hoyle serve's browser test: hoyle was built without libwebsockets"
else
  NODE_PATH=$npmdir/node_modules node "$srcdir/tests/web/serve.js" \
    "$builddir/hoyle" "$srcdir" "$builddir/web/screenshots"
fi
command -v emcc >/dev/null || skip "emcc not found (apt-get install emscripten)"
${MAKE:-make} -s -C "$builddir" web >"$builddir/web/build/make.log" 2>&1 ||
  { echo "FAIL make web:"; tail -20 "$builddir/web/build/make.log"; exit 1; }
NODE_PATH=$npmdir/node_modules node "$srcdir/tests/web/browser.js" \
  "$builddir/web/dist" "$builddir/hoyle" "$srcdir" "$builddir/web/screenshots"
