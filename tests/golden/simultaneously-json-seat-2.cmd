run tests/scenarios/simultaneously/simultaneously.hoyle -s 4 -D call=true --view 2 --log json
