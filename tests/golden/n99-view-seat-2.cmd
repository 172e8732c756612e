run games/ninety-nine.hoyle -p 4 -D stake=1 -s 7 --view 2
