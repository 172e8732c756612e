run games/golf.hoyle -p 4 -D holes=1 -s 2 --log json --view 1
