run games/vandatta.hoyle -p 2 -D rounds=1 -s 15 --view 1
