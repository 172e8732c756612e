run games/vandatta.hoyle -p 3 -a first -D rounds=1 -s 8 --log json
