run games/gin-rummy.hoyle -s 94 -D target=20 -a greedy --view 2
