run tests/scenarios/deck-custom-play.hoyle -s 3 -a greedy
