run tests/scenarios/simultaneously.hoyle -s 4 -D call=true --view 2
