run games/cheat.hoyle -p 3 -s 4 -D max_cards=2 --max-turns 12 --view 1 --log json
