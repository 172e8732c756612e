run games/screw-your-neighbour.hoyle -p 3 -s 90 --view 2
