run tests/scenarios/whist/whist.hoyle -s 3 -D cards=5 -D target=2
