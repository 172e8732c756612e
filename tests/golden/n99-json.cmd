run games/ninety-nine.hoyle -p 3 -D stake=1 -s 3 --log json
