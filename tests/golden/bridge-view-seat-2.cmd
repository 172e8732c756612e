run games/bridge.hoyle -s 4 -a random,first --view 2
