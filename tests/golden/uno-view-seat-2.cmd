run games/uno.hoyle -s 115 -p 3 -D target=1 --view 2
