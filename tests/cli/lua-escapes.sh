# No hook escapes its bounds (hoyle-lua(3)): not through a message handler of
# xpcall (which Lua runs with the count hook off when the hook raised the
# error), an error object's metamethods or a to-be-closed variable.  Each run
# is under `timeout 20`, so that a regression fails instead of hanging.
. "$SRCDIR/tests/cli/common"
. "$SRCDIR/tests/cli/hooked"
cd "$tmp" || exit 1

# looped NAME LUA: the hook stops at the instruction bound.
looped() {
  hooked "$1" "$2"
  want_status 70
  err_has "$1.hoyle:6:3: run-time error: Lua hook 'try': $1.hoyle:"
  err_has "the hook ran more than 1000000 Lua instructions (an endless loop?)"
}

spin='function() while true do end end'
looped handler "function try() xpcall(error, $spin) end"
looped both "function try() xpcall($spin, $spin) end"
looped nested "function try() xpcall(error, function() xpcall(error, $spin) end) end"
looped retry "function try() while true do xpcall(error, $spin) end end"
looped close "function try()
  local x <close> = setmetatable({}, { __close = $spin })
  error('boom')
end"

hooked tostring "function try() error(setmetatable({}, { __tostring = $spin })) end"
want_status 70
err_has "the hook raised an error that is not a string (a table)"

# The file's top level is run by hoyle check too.
cat >top.hoyle <<END
game "Escape" { players 2..2 deck standard }
zone stock : pile
setup { shuffle stock }
turn { win current }
lua [[ xpcall(error, $spin) ]]
END
cmd="hoyle check top.hoyle"
timeout 20 "$HOYLE" check top.hoyle >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
want_status 65
err_has "top.hoyle:5:1: error: top.hoyle:5: the hook ran more than 1000000 Lua instructions"

# xpcall still calls its handler with the error, and passes results on.
hooked works 'function try()
  local ok, why = xpcall(function() error("boom", 0) end, function(m) return "caught " .. m end)
  local fine, a, b = xpcall(function(x, y) return x + y, x * y end, error, 3, 4)
  hoyle.say(tostring(ok) .. " " .. why .. " " .. tostring(fine) .. " " .. a .. " " .. b)
end'
want_status 0
out_has "false caught boom true 7 12"
