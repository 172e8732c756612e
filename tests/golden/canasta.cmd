run games/canasta.hoyle -s 1
