run games/slapjack.hoyle -p 3 -s 5
