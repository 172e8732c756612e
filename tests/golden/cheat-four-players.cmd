run games/cheat.hoyle -s 3
