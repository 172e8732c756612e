run games/euchre.hoyle -s 2 -D target=3
