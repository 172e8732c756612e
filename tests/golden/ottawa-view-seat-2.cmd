run games/ottawa.hoyle -p 3 -a first -D rounds=1 -s 92 --view 2
