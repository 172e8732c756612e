# Hooks keep no state between calls (hoyle-lua(3)) by any route: a function
# whose only upvalue is a `local _ENV` of the file's top level sees that
# table afresh at every call, as it sees any other local; so does a C
# function with state of its own, as an iterator of string.gmatch.
. "$SRCDIR/tests/cli/common"
. "$SRCDIR/tests/cli/hooked"
cd "$tmp" || exit 1
hooked env 'local E = _ENV
local _ENV = { hoyle = hoyle, n = 0 }
function E.try() n = n + 1; hoyle.set("kept", n) end'
want_status 0
out_has "kept 1"
out_lacks "kept 2"

# Each call finds the iterator at its start: "a", then "b" at 2.
hooked iterator 'next_char = ("abc"):gmatch(".")
function try() hoyle.set("kept", #next_char() + ("abc"):find(next_char())) end'
want_status 0
out_has "kept 3"

