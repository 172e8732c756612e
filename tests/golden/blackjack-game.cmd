run games/blackjack.hoyle -s 2
