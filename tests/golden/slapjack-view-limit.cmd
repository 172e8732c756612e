run games/slapjack.hoyle -p 4 -s 2 --view 2 -D limit=40
