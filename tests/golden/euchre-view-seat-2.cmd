run games/euchre.hoyle -s 5 -D target=3 --view 2
