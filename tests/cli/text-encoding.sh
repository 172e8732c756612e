# Text is UTF-8 and safe to show.  The scanner refuses a byte that is not
# UTF-8 (in a string, a comment or anywhere) and a control character in a
# string or a comment, at file:line:col.  Text a Lua hook makes (hoyle.say) may still
# hold anything: the text transcript of `run` and `play` writes each control
# character as '?', so no escape code reaches a person's terminal (clear
# screen, window title), and `--log json` escapes them and writes a byte
# that is not UTF-8 as \ufffd, so a strict JSON reader takes every line;
# so is what an exec agent is sent.
. "$SRCDIR/tests/cli/common"
. "$SRCDIR/tests/cli/hooked"
cd "$tmp" || exit 1

# bytes NAME LINE: NAME.hoyle, a game whose line 4 is LINE (printf's format).
bytes() {
  { printf 'game "Bytes" { players 2..2 deck standard }\nzone stock : pile\nsetup { shuffle stock }\n'
    printf "$2\n"
    printf 'turn { win current }\n'; } >"$1.hoyle"
  try check "$1.hoyle"
}

bytes latin1 'var s = "caf\351"'
want_status 65
err_has "latin1.hoyle:4:13: error: byte 0xe9 is not UTF-8; a script is UTF-8 text"
bytes comment '# caf\351'
want_status 65
err_has "comment.hoyle:4:6: error: byte 0xe9 is not UTF-8; a script is UTF-8 text"
bytes cut 'var s = "\342\231"'
want_status 65
err_has "cut.hoyle:4:10: error: byte 0xe2 is not UTF-8; a script is UTF-8 text"
bytes title 'var s = "\033]0;owned\007"'
want_status 65
err_has "title.hoyle:4:10: error: a control character (U+001B) in a string; write \\n or \\t"
# The line quoted under the error shows the escape as '?', not the escape.
printf '\033' >"$tmp/esc"
! LC_ALL=C grep -qF -f "$tmp/esc" "$tmp/err" || fail "the error report holds an escape code"
bytes ctlcomment '# a title: \033]0;owned\007'
want_status 65
err_has "ctlcomment.hoyle:4:12: error: a control character (U+001B) in a comment"
bytes csi 'var s = "\302\233"'
want_status 65
err_has "csi.hoyle:4:10: error: a control character (U+009B) in a string"
bytes fine 'var s = "caf\303\251 \342\231\245\t"'
want_status 0

# A hook's text: ESC ] 0 (window title), BEL, ESC [ 2 J (clear), a byte
# that is not UTF-8 and the C1 control CSI (U+009B).
hooked said 'function try() hoyle.say("a\27]0;title\7b\27[2Jc\255d\194\155e") end'
want_status 0
out_has "a?]0;title?b?[2Jc?d?e"
printf '\033\n\007\n\377\n\302\233\n' >"$tmp/controls"
! LC_ALL=C grep -qF -f "$tmp/controls" "$tmp/out" || fail "the transcript holds control characters"

try run --log json said.hoyle
want_status 0
out_has '"text":"a\u001b]0;title\u0007b\u001b[2Jc\ufffdd\u009be"'
iconv -f UTF-8 -t UTF-8 "$tmp/out" >/dev/null 2>&1 || fail "the JSON lines are not UTF-8"

cmd="hoyle play said.hoyle"
printf 'n\n' | LC_ALL=C "$HOYLE" play -s 1 said.hoyle >"$tmp/out" 2>"$tmp/err"
status=$?
want_status 0
out_has "a?]0;title?b?[2Jc?d?e"
! LC_ALL=C grep -qF -f "$tmp/controls" "$tmp/out" || fail "the narration holds control characters"

# What an exec agent is sent names the script by its path, which may hold
# any bytes: a name with 0xe9 (Latin-1) is sent as valid UTF-8, \ufffd.
name=$(printf 'caf\351.hoyle')
cp "$SRCDIR/tests/lua/said-cards.hoyle" "$name"
logging_bot
try run "$name" -s 3 -a "exec:sh $tmp/bot.sh"
want_status 0
grep -q '"game":"caf\\ufffd.hoyle"' "$LOG" || fail "the agent was not sent the script's name as UTF-8: $(head -c 300 "$LOG")"
iconv -f UTF-8 -t UTF-8 "$LOG" >/dev/null 2>&1 || fail "an agent's message is not UTF-8"
