run games/spit.hoyle -s 6 --view 2
