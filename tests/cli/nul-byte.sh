# A NUL byte in a script is an error at its place, wherever it is: between
# declarations, in a comment, in a string, in Lua text; what follows it is
# still read (it once ended the script silently, and `check` exited 0).
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# nul NAME TEXT: NAME.hoyle, a whole game, with TEXT (printf's format, \000
# for the NUL) as its line 4; checked.
nul() {
  { printf 'game "Nul" { players 2..2 deck standard }\nzone stock : pile\nsetup { shuffle stock }\n'
    printf "$2\n"
    printf 'turn { win current }\n'; } >"$1.hoyle"
  try check "$1.hoyle"
}

nul between 'var x = 1 \000 var y = 2'
want_status 65
err_has "between.hoyle:4:11: error: a NUL byte in the script; a script is text"
err_has "between.hoyle: 1 error"

nul comment '# a comment \000 var x = oops'
want_status 65
err_has "comment.hoyle:4:13: error: a NUL byte in the script; a script is text"
err_has "comment.hoyle: 1 error"

nul string 'var s = "ab\000cd"'
want_status 65
err_has "string.hoyle:4:12: error: a NUL byte in the script; a script is text"
err_has "string.hoyle: 1 error"

nul lua 'lua [[ x = 1 \000 ]]'
want_status 65
err_has "lua.hoyle:4:14: error: a NUL byte in the script; a script is text"

# What follows the NUL is read: its error is reported too.
nul after '\000 var = 1'
want_status 65
err_has "after.hoyle:4:1: error: a NUL byte in the script; a script is text"
err_has "after.hoyle:4:7: error: expected a name before '='"
