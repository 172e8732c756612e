run games/oh-hell.hoyle -s 5 -D most=2 --view 2
