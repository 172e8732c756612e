run games/vandatta.hoyle -p 3 -D rounds=1 -D same_suit_first=true -s 21
