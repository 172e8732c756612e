run tests/scenarios/deck/deck-custom-play.hoyle -s 5 -p 3 --view 2
