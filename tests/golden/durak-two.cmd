run games/durak.hoyle -s 5 -p 2
