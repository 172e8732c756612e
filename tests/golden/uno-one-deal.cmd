run games/uno.hoyle -s 196 -p 3 -D target=1
