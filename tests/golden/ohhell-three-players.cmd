run games/oh-hell.hoyle -s 2 -p 3 -D most=2
