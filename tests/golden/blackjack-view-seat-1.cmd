run games/blackjack.hoyle -s 4 -p 2 --view 1 -D rounds=4 -D cut=190
