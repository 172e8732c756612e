run tests/scenarios/deck/deck-custom-play.hoyle -s 3 -a greedy
