# A hook's call is bounded in time whatever it calls (hoyle-lua(3)): the count
# hook counts Lua instructions, not the work of library functions in C, so
# the clock is looked at every 1000 instructions and before each pattern
# function; past 2 seconds the game stops (exit 70), inside pcall too.  Each
# run is under `timeout 20`, so that a regression fails instead of hanging.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# slow NAME LUA: a hook try() whose body is LUA stops at the time bound.
slow() {
  cat >"$1.hoyle" <<END
game "Slow" { players 2..2 deck standard }
zone stock : pile
setup { shuffle stock }
turn { lua.try()  win current }
lua [[
function try()
  $2
end
]]
END
  cmd="hoyle run $1.hoyle"
  timeout 20 "$HOYLE" run "$1.hoyle" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  want_status 70
  err_has "$1.hoyle:4:8: run-time error: Lua hook 'try': $1.hoyle:"
  err_has ": the hook ran longer than 2 seconds (an endless loop?)"
}

# Each find, within the bound on one pattern, takes a good part of a second.
long='local s, p = ("a"):rep(20000), ("a"):rep(4990) .. ".b"'
slow find "$long
  while true do s:find(p) end"
slow pcallfind "$long
  while true do pcall(string.find, s, p) end"
slow upper 'local s = ("x"):rep(500000)
  while true do local t = s:upper() end'
