run games/cheat.hoyle -s 3 --view 2
