run games/scum.hoyle -D hands=2 -s 6 --view 1
