run games/vandatta.hoyle -D rounds=1 -s 41
