run games/ottawa.hoyle -p 3 -a first -D rounds=1 -s 123 --log json
