# A report of errors stays small however the script is made: one line of
# 4,000 {holes} naming an unknown player (16 KB) gives 4,001 errors (each
# name, and the string for holding too many values), of which the first 50
# are shown and the rest counted ("and N more errors"),
# each quoting a window of its line around the column, not the whole line
# (it once wrote 4,000 copies of the line, 96 MB, in more than 30 s).  An
# error far along a line is quoted with "..." each side, its caret under it.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# game NAME TURN: NAME.hoyle, a game whose turn block is TURN (one line).
game() {
  { printf 'game "Long" { players 2..2 deck standard }\nzone stock : pile\nsetup { shuffle stock }\n'
    printf 'turn { %s win current }\n' "$2"; } >"$1.hoyle"
}
# repeat N TEXT: TEXT N times.
repeat() { awk -v n="$1" -v t="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'; }
# widest: the length of the longest line of standard error.
widest() { awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }' "$tmp/err"; }

game holes "say \"$(repeat 4000 '{P1}...')\""
limited 20 check holes.hoyle
want_status 65
err_has "holes.hoyle:4:14: error: unknown name 'P1'"
[ "$(grep -c ': error: ' "$tmp/err")" -eq 50 ] || fail "expected 50 errors shown"
err_has "holes.hoyle: and 3951 more errors"
err_has "holes.hoyle: 4001 errors"
[ "$(widest)" -le 120 ] || fail "a line of the report is $(widest) bytes long"
[ "$(wc -c <"$tmp/err")" -le 20000 ] || fail "the report is $(wc -c <"$tmp/err") bytes"

# A line of 300 bytes that only continue a UTF-8 character (found by
# make fuzz): the window's edges stop 3 bytes back at most, and the quote
# stays inside the line (it once ran past the start of the window).
{ printf 'game "Long" { players 2..2 deck standard }\nzone stock : pile\n'
  repeat 300 "$(printf '\257')"
  printf '\nsetup { shuffle stock }\nturn { win current }\n'; } >cont.hoyle
limited 20 check cont.hoyle
want_status 65
err_has "cont.hoyle:3:1: error: byte 0xaf is not UTF-8; a script is UTF-8 text"
err_has "cont.hoyle:3:50: error: byte 0xaf is not UTF-8; a script is UTF-8 text"
[ "$(widest)" -le 120 ] || fail "a line of the report is $(widest) bytes long"

# An unknown name after 10,000 blanks: the window around it, marked "...".
game far "$(repeat 10000 ' ')say \"{nobody}\" say \"$(repeat 300 x)\""
limited 20 check far.hoyle
want_status 65
err_has "far.hoyle:4:10014: error: unknown name 'nobody'"
sed -n 2p "$tmp/err" | grep -q '^\.\.\. *say "{nobody}" say "x*\.\.\.$' || fail "the line is not quoted as a window"
caret=$(sed -n 3p "$tmp/err" | awk '{ print index($0, "^") }')
name=$(sed -n 2p "$tmp/err" | awk '{ print index($0, "nobody") }')
[ "$caret" -eq "$name" ] || fail "the caret is at column $caret, the name at $name"
[ "$(widest)" -le 120 ] || fail "a line of the report is $(widest) bytes long"

# A deck line of 40,000 `points` pairs (280 KB) is read in time linear in
# it (the pairs were once appended each by a walk of the list before it:
# 90 s), in the order written: the second pair for K is the first error.
{ printf 'game "Long" { players 2..2 deck standard, points A = 14'
  awk 'BEGIN { for (i = 0; i < 40000; i++) printf ", K = 1" }'
  printf ' }\nzone stock : pile\nsetup { shuffle stock }\nturn { win current }\n'; } >points.hoyle
limited 20 check points.hoyle
want_status 65
err_has "points.hoyle:1:65: error: rank given points twice"
err_has "points.hoyle: 39999 errors"
