run tests/scenarios/whist/whist.hoyle -s 4 -D cards=3 -D target=1 --view 2 --log json
