# Lua hooks are sandboxed (hoyle-lua(3)): each forbidden thing a hook tries stops the
# game with exit status 70 and a message naming the hook, the .lua line and the
# script line that called it; none crashes.  Hooks keep no state between calls.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1

# hook NAME LUA: a script whose turn calls lua.try() twice, saying `kept` after each,
# with LUA as its inline hooks (lines 14 on); runs it.
hook() {
  cat >"$1.hoyle" <<END
game "Sandbox" { players 2..2 deck standard }
zone stock : pile
zone hand : each player, private
var kept = 0
setup { shuffle stock }
turn {
  lua.try()
  say "kept {kept}"
  lua.try()
  say "kept {kept}"
  win current
}
lua [[
$2
]]
END
  try run "$1.hoyle"
}

# refused NAME LUA MESSAGE: the hook fails at its line 14 with MESSAGE, called from line 7.
refused() {
  hook "$1" "$2"
  want_status 70
  err_has "$1.hoyle:7:3: run-time error: Lua hook 'try': $1.hoyle:14: $3"
  err_has "  lua.try()"
}

refused io 'function try() local f = io.open("/etc/passwd") end' \
  "io is not available in a hook: hooks have base, table, string, math and utf8 only"
refused os 'function try() os.execute("true") end' "os is not available in a hook"
refused require 'function try() require("socket") end' \
  "require is not available in a hook: hooks cannot load modules"
refused dofile 'function try() dofile("/etc/passwd") end' "dofile is not available in a hook"
refused loadfile 'function try() loadfile("/etc/passwd") end' "loadfile is not available in a hook"
refused debug 'function try() debug.sethook() end' "debug is not available in a hook"
refused collect 'function try() collectgarbage() end' "collectgarbage is not available in a hook"
refused binary 'function try() load("\27Lua\84\0\25\147\13\10\26\10") end' \
  "load: binary chunks are not allowed in a hook (text only)"
refused dump 'function try() return string.dump(try) end' \
  "string.dump is not available in a hook: hooks load text only, never bytecode"
refused dumpmethod 'function try() return ("").dump(try) end' "string.dump is not available in a hook"
refused random 'function try() return math.random(6) end' \
  "math.random is not available in a hook: use hoyle.random(n), the game's own seeded generator"
refused loop 'function try() while true do end end' \
  "the hook ran more than 1000000 Lua instructions (an endless loop?)"
refused pcallloop 'function try() while true do pcall(function() while true do end end) end end' \
  "the hook ran more than 1000000 Lua instructions"
refused huge 'function try() local s = string.rep("0123456789", 5000000) end' \
  "the hook needed more than 8 MiB of memory"
refused growing 'function try() local t = {} for i = 1, 1e9 do t[i] = ("x"):rep(64) .. i end end' \
  "the hook needed more than 8 MiB of memory"
refused pcallhuge 'function try() while true do pcall(string.rep, "0123456789", 5000000) end end' \
  "the hook needed more than 8 MiB of memory"
refused global 'function try() count = (count or 0) + 1 end' \
  "cannot set the global 'count': hooks keep no state between calls"
refused rawset 'function try() rawset(_ENV, "count", 1) end' "rawset is not available in a hook"
refused library 'function try() string.count = 1 end' \
  "string is read-only in a hook: hooks keep no state between calls"
refused hoyletable 'function try() hoyle.count = 1 end' "hoyle is read-only in a hook"
refused gc 'function try() setmetatable({}, { __gc = function() end }) end' \
  "setmetatable: a hook may not set a __gc finalizer"
refused pattern 'function try() string.find(string.rep("a", 5000), ".-.-.-b") end' \
  "a pattern of 7 bytes with 3 repetitions (* + - ? %b) on a string of 5000 bytes could run too long in a hook"
refused balanced 'function try() ("("):rep(100000):gsub("%b()", "") end' \
  "a pattern of 4 bytes with 1 repetitions"
refused emptyrep 'function try() return string.rep("", 1e15) end' \
  "string.rep makes at most 10^7 copies in a hook"
refused tablemove 'function try() table.move({}, 1, 1e15, 2) end' \
  "table.move moves at most 10^7 places in a hook"
refused bad 'function try() hoyle.move(1, "nowhere") end' \
  "bad argument #2 to 'move' (no zone 'nowhere'"

# The wrapped library functions still work within their limits.
hook library 'function try()
  assert(("a"):rep(3000):find("a+") and ("x=12"):match("(%w+)=(%d+)") == "x")
  assert(("ab"):rep(3, ",") == "ab,ab,ab" and table.move({1, 2, 3}, 1, 3, 2)[4] == 3)
  hoyle.set("kept", #("[a-z]"):gsub("%[", ""))
end'
want_status 0
out_has "kept 4"

# Text chunks may be loaded; they run in the call's environment, which refuses globals.
hook loadtext 'function try() hoyle.set("kept", load("return 6 * 7")()) end'
want_status 0
out_has "kept 42"
hook loadglobal 'function try() load("count = 1")() end'
want_status 70
err_has "Lua hook 'try': [string \"count = 1\"]:1: cannot set the global 'count'"

# A local of the file's top level starts afresh for every call: both calls see 1.
hook upvalue 'local n = 0
function try() n = n + 1; hoyle.set("kept", n) end'
want_status 0
out_has "kept 1"
out_lacks "kept 2"

# So does a table the hooks share.
hook table 'local seen = {}
function try() seen[#seen + 1] = true; hoyle.set("kept", #seen) end'
want_status 0
out_lacks "kept 2"

# A hook may assign to _ENV; the next call has its environment back.
hook env 'function try() hoyle.set("kept", hoyle.get("kept") + 1); _ENV = nil end'
want_status 0
out_has "kept 2"
