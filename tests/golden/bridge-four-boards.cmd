run games/bridge.hoyle -s 6 -a random,first -D boards=4
