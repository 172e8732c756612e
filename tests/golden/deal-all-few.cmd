run tests/scenarios/players/few.hoyle -s 1
