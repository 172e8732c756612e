run games/crazy-eights.hoyle -s 7 --max-turns 50
