run games/ottawa.hoyle -p 4 -a first -D rounds=1 -s 131
