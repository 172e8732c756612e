run games/durak.hoyle -s 5 -p 3 --view 2
