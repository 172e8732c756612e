run games/canasta.hoyle -s 3 --view 2
