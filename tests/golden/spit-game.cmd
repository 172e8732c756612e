run games/spit.hoyle -s 6
