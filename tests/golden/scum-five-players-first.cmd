run games/scum.hoyle -p 5 -a first -D hands=2 -s 9
