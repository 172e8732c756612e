# A script's Lua file is found next to the script.  A missing one: exit 66.  Lua that
# does not compile: exit 65, the message names the .lua file and line.  A hook that
# fails while the game runs: exit 70, naming the .lua file and line and the script
# line that called the hook (quoted); sim stops the same way.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
mkdir rules
cat >rules/game.hoyle <<'END'
game "Hooked" { players 2..2 deck standard }
lua "game.lua"
zone stock : pile
zone hand : each player, private
setup { shuffle stock }
turn {
  lua.deal_out(stock)
  win current
}
END
try check rules/game.hoyle
want_status 66
err_has "rules/game.hoyle:2:1: error: cannot read the Lua file rules/game.lua: No such file or directory"

printf 'function deal_out(z)\n  for i = 1, 3 do\n    hoyle.move(hoyle.top(z) hoyle.zone("hand", 1))\n  end\nend\n' >rules/game.lua
try check rules/game.hoyle
want_status 65
err_has "rules/game.hoyle:2:1: error: rules/game.lua:3: ')' expected near 'hoyle'"

printf 'function deal_out(z)\n  for i = 1, 3 do\n    hoyle.move(hoyle.top(z), hoyle.zone("hand", 3))\n  end\nend\n' >rules/game.lua
try check rules/game.hoyle
want_status 0
try run rules/game.hoyle
want_status 70
err_is <<'END'
rules/game.hoyle:7:3: run-time error: Lua hook 'deal_out': rules/game.lua:3: bad argument #2 to 'zone' (no player 3 (players are 1 to 2))
  lua.deal_out(stock)
  ^~~~~~~~~~~~~~~~~~~
END
try sim rules/game.hoyle -n 5
want_status 70
err_has "rules/game.lua:3: bad argument #2 to 'zone'"

printf 'function deal_out(z)\n  for i = 1, 3 do\n    hoyle.move(hoyle.top(z), hoyle.zone("hand", 2))\n  end\nend\n' >rules/game.lua
try run rules/game.hoyle
want_status 0
out_has "goes from stock to hand of P2"
try run rules/game.hoyle --view 1
want_status 0
out_has "a card goes from stock to hand of P2"
