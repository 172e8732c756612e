run games/crazy-eights.hoyle -s 2 --log json
