# A hook's results hang on nothing but the seed (hoyle-lua(3)): pairs and next
# visit keys in order (numbers, then strings, then false and true), tostring
# and string.format never print an address, table.sort keeps equal elements
# in their order, and a weak table loses nothing during a call.  Lua's own hash order, addresses,
# pivots and the times memory is collected change from run to run.
. "$SRCDIR/tests/cli/common"
. "$SRCDIR/tests/cli/hooked"
cd "$tmp" || exit 1

# says NAME LUA TEXT: the hook says exactly TEXT.
says() {
  hooked "$1" "$2"
  want_status 0
  grep -qxF -e "$3" "$tmp/out" || fail "the hook did not say: $3"
}

keys='local t = { [true] = 1, [false] = 1, [2.5] = 1, [-3] = 1, [10] = 1 }
  for _, w in ipairs({ "pear", "fig", "apple", "kiwi", "plum", "lime", "date", "yuzu",
      "sloe", "nut", "bean", "corn", "oat", "rye", "pea", "leek" }) do t[w] = 1 end'
says pairs "function try()
  $keys
  local seen = {}
  for k in pairs(t) do seen[#seen + 1] = tostring(k) end
  hoyle.say(table.concat(seen, ' '))
end" "-3 2.5 10 apple bean corn date fig kiwi leek lime nut oat pea pear plum rye sloe yuzu false true"

says next "function try()
  $keys
  local seen, k = {}, next(t)
  while k ~= nil do seen[#seen + 1] = tostring(k); k = next(t, k) end
  hoyle.say(table.concat(seen, ' '))
end" "-3 2.5 10 apple bean corn date fig kiwi leek lime nut oat pea pear plum rye sloe yuzu false true"

says tostring 'function try()
  hoyle.say(tostring({}) .. " " .. tostring(try) .. " " .. ("%s|%9s"):format({}, try)
            .. " " .. tostring(setmetatable({}, { __tostring = function() return "mine" end })))
end' "table function table| function mine"

# A walk by next is one step a key: 3000 keys are well within the bound.
says many 'function try()
  local t, n, m = {}, 0, 0
  for i = 1, 3000 do t["k" .. i] = i end
  for k, v in next, t do n = n + v end
  for k, v in pairs(t) do m = m + v end
  hoyle.say("sum " .. n .. " " .. m)
end' "sum 4501500 4501500"

hooked pointer 'function try() hoyle.say(("%p"):format({})) end'
want_status 70
err_has "string.format: %p is not available in a hook (it prints an address)"

# Memory is never collected during a call: what a weak table holds stays.
says lateweak 'function try()
  local mt = {}
  local w = setmetatable({}, mt)
  mt.__mode = "v"
  w[1] = {}
  for i = 1, 50000 do local x = { i } end
  hoyle.say(w[1] and "held" or "collected")
end' "held"

hooked tablekey 'function try() for k in pairs({ [{}] = 1 }) do end end'
want_status 70
err_has "pairs: a key that is a table has no defined order in a hook"

# 300 cards by rank, 23 ranks: equal ranks stay in the order they were in.
says sort 'function try()
  local t = {}
  for i = 1, 300 do t[i] = { rank = (i * 7) % 23, i = i } end
  table.sort(t, function(a, b) return a.rank < b.rank end)
  for i = 2, 300 do
    assert(t[i - 1].rank < t[i].rank or (t[i - 1].rank == t[i].rank and t[i - 1].i < t[i].i))
  end
  local n = { 5, 3, 9, 1 }
  table.sort(n)
  hoyle.say("sorted " .. table.concat(n, ","))
end' "sorted 1,3,5,9"
