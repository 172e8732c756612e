run games/slapjack.hoyle -p 2 -s 9 --log json --max-turns 30
