run games/spit.hoyle -s 5
