run games/golf.hoyle -p 3 -D holes=2 -s 4 --view 2
