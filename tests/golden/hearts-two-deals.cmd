run games/hearts.hoyle -s 86 -D target=30
