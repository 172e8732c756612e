run games/spit.hoyle -s 5 --view 2
