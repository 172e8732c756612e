run games/crazy-eights.hoyle -p 3 -s 3
