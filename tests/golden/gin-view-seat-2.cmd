run games/gin-rummy.hoyle -s 5 -D target=20 -a greedy --view 2
