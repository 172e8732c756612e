# A hook's call is bounded in time whatever it calls (hoyle-lua(3)): the count
# hook counts Lua instructions, not the work of library functions in C, so
# the clock is looked at every 1000 instructions and before each pattern
# function; past 2 seconds the game stops (exit 70), inside pcall too.  Each
# run is under `timeout 20`, so that a regression fails instead of hanging.
. "$SRCDIR/tests/cli/common"
. "$SRCDIR/tests/cli/hooked"
cd "$tmp" || exit 1

# slow NAME LUA: a hook try() whose body is LUA stops at the time bound.
slow() {
  hooked "$1" "function try()
  $2
end"
  want_status 70
  err_has "$1.hoyle:6:3: run-time error: Lua hook 'try': $1.hoyle:"
  err_has ": the hook ran longer than 2 seconds (an endless loop?)"
}

# Each find, within the bound on one pattern, takes a good part of a second.
long='local s, p = ("a"):rep(20000), ("a"):rep(4990) .. ".b"'
slow find "$long
  while true do s:find(p) end"
slow pcallfind "$long
  while true do pcall(string.find, s, p) end"
slow utf8 'local s = ("x"):rep(500000)
  while true do utf8.len(s) end'
