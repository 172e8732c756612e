run games/golf.hoyle -p 2 -s 7
