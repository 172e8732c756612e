run games/screw-your-neighbour.hoyle -p 3 -s 54 --log json
