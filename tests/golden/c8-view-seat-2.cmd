run games/crazy-eights.hoyle -s 3 --view 2
