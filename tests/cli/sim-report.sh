# hoyle sim --report and hoyle compare --report: one self-contained page
# (well-formed, no scripts, nothing fetched, every script-given string
# escaped) whose numbers are those of hoyle sim --json for the same run;
# opened in headless Chromium when /usr/bin/chromium exists: the rendered
# page shows the same numbers and a screenshot is written.  A file that
# cannot be written stops the command before the run, with status 66.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
HOYLE_PATH=$SRCDIR/stdlib; export HOYLE_PATH
rcs='e<s&c.hoyle'
cp "$games/russian-crazy-sevens.hoyle" "$rcs" || exit 1
args="-n 300 -j 2 -s 7"

try sim "$rcs" $args --report "$tmp/no/such/dir/r.html"
want_status 66
err_has "hoyle sim: --report: cannot write '$tmp/no/such/dir/r.html'"
out_empty
try compare "$rcs" $args --report "$tmp/no/such/dir/r.html" -- -D pack_count=3
want_status 66
out_empty
try run "$rcs" --report r.html
want_status 64
err_has "option '--report' does not apply to this command"

try sim "$rcs" $args --json
want_status 0
cp "$tmp/out" sim.json
try sim "$rcs" $args -D pack_count=3 --json
cp "$tmp/out" simb.json
try sim "$rcs" $args --report sim.html
want_status 0
try compare "$rcs" $args --report cmp.html -- -D pack_count=3
want_status 0

# Well-formed, self-contained, escaped.
for page in sim.html cmp.html; do
  if command -v xmllint >/dev/null; then
    xmllint --noout "$page" 2>"$tmp/err" || fail "$page is not well-formed"
  else
    echo "sim-report: xmllint (libxml2-utils) missing: well-formedness not checked"
  fi
  grep -qi 'https\?:' "$page" && fail "$page refers to the network"
  grep -Eqi '<script|<link|<img|<iframe|src=|href=|url\(' "$page" && fail "$page loads something"
  grep -qF 'e&lt;s&amp;c.hoyle' "$page" || fail "$page lacks the script's name, escaped"
  grep -qF 'owed &gt; 0' "$page" || fail "$page lacks a rule's text, escaped"
  grep -qF 'e<s&c' "$page" && fail "$page has the script's name unescaped"
done

# The seats' wins, shares and intervals as the page shows them, one seat a
# line: "80 26.7% [22.0%, 31.9%]"; and what hoyle sim --json says.
page_seats() {
  tr -d '\n' <"$1" | grep -o '<tr class="seat">[^!]*</tr>' | sed 's#</tr>#&\n#g' |
    sed -n 's#.*class="wins">\([0-9]*\)<.*class="share">\([^<]*\)<.*class="ci">\([^<]*\)<.*#\1 \2 \3#p'
}
json_seats() {
  wins=$(sed -n 's/^"wins":\[\(.*\)\],$/\1/p' "$1")
  sed -n 's/^"win_share":\[\(.*\)\],$/\1/p' "$1" | sed 's/},{/\n/g' | tr -d '{}' |
    awk -F'[:,]' -v wins="$wins" 'BEGIN { split(wins, w, ",") }
      { printf "%s %.1f%% [%.1f%%, %.1f%%]\n", w[NR], 100 * $2, 100 * $4, 100 * $6 }'
}
json_seats sim.json >want-seats
[ "$(wc -l <want-seats)" -eq 4 ] || fail "hoyle sim --json: no four seats"
page_seats sim.html >got-seats
cmp -s want-seats got-seats || { diff want-seats got-seats; fail "the page's seats differ from the JSON's"; }
played=$(sed -n 's/^"played":\([0-9]*\),$/\1/p' sim.json)
grep -qF "<span id=\"played\">$played</span>" sim.html || fail "the page lacks games played $played"
# compare's table: each seat's share of wins in A and B, as the JSON of each side.
share_rows() {
  wins=$(sed -n 's/^"wins":\[\(.*\)\],$/\1/p' "$1")
  echo "$wins" | tr , '\n' | awk -v n="$played" '{ printf "%.3f\n", 100 * $1 / n }'
}
cmp_rows() {
  tr -d '\n' <"$1" | sed 's#</tr>#&\n#g' | sed -n "s#.*>P[0-9] wins, %<.*class=\"$2\">\([^<]*\)<.*#\1#p"
}
check_compare() {
  share_rows sim.json >want-a; cmp_rows "$1" a >got-a
  share_rows simb.json >want-b; cmp_rows "$1" b >got-b
  cmp -s want-a got-a || { diff want-a got-a; fail "compare's page: A's wins differ from the JSON's"; }
  cmp -s want-b got-b || { diff want-b got-b; fail "compare's page: B's wins differ from the JSON's"; }
  tr -d '\n' <"$1" | sed 's#</tr>#&\n#g' | grep 'turns, mean' | grep -q 'class="sig">\*<' ||
    fail "compare's page: three packs' game length not marked significant"
}
check_compare cmp.html

# In a real browser: the rendered DOM shows the same numbers; a screenshot.
chromium=/usr/bin/chromium
if [ ! -x "$chromium" ]; then
  echo "sim-report: $chromium missing: the browser part skipped"
  exit 0
fi
browse() {
  "$chromium" --headless --no-sandbox --disable-gpu --user-data-dir="$tmp/profile" \
    --window-size=900,1600 "$@" 2>>browser.log
}
browse --dump-dom "file://$tmp/sim.html" >sim.dom || fail "chromium could not open the page"
page_seats sim.dom >got-seats
cmp -s want-seats got-seats || { diff want-seats got-seats; fail "the rendered page's seats differ from the JSON's"; }
grep -qF "<span id=\"played\">$played</span>" sim.dom || fail "the rendered page lacks games played"
grep -q '<svg' sim.dom || fail "the rendered page has no chart"
browse --dump-dom "file://$tmp/cmp.html" >cmp.dom || fail "chromium could not open compare's page"
check_compare cmp.dom
browse --screenshot="$tmp/sim.png" "file://$tmp/sim.html" >/dev/null || fail "chromium took no screenshot"
[ "$(od -An -c -N4 sim.png | tr -d ' ')" = '211PNG' ] || fail "the screenshot is not a PNG"
exit 0
