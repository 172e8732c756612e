run tests/scenarios/deck-custom-play.hoyle -s 5 -p 3 --view 2
