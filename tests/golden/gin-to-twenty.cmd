run games/gin-rummy.hoyle -s 2 -D target=20 -a greedy
