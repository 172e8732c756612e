run games/vandatta.hoyle -p 2 -a first -D rounds=2 -s 13
