# Inside a part of 'simultaneously', asking a player whose part it is not
# is a run-time error however many options the choice has, and wherever
# the game runs: a choice of one option was taken for them in sim and run,
# where nobody is asked (the scenario runner asks every choice, so
# tests/scenarios/simultaneously/wrong-chooser-one.scn saw the error).
. "$SRCDIR/tests/cli/common"
script=$SRCDIR/tests/scenarios/simultaneously/simultaneously.hoyle
want="simultaneously.hoyle:36:7: run-time error: inside 'simultaneously' only the player whose part it is may choose"

try sim "$script" -n 2 -D wrong_chooser=true -D one_card=true
want_status 70
err_has "$want"
try run "$script" -D wrong_chooser=true -D one_card=true
want_status 70
err_has "$want"
# The same parts, each asking its own player: no error.
try sim "$script" -n 2 -D one_card=true
want_status 0
