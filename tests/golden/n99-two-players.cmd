run games/ninety-nine.hoyle -p 2 -D stake=2 -s 5
