run games/hearts.hoyle -s 22 -D target=1 --log json --view 3
