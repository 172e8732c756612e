#!/bin/sh
# rule-of-thumb.sh: the default search against rules of thumb (issue 33,
# "Search that beats a rule of thumb").  In Crazy Eights and in Hearts (one
# deal, -D target=1), P1 is the default search (ismcts) against three
# copies of the heuristic bot (bench/structured-bot.py, bench/hearts-duck.py),
# then the heuristic itself at P1 against three copies of itself: the search
# beats the rule of thumb when its P1 share is above the heuristic's.  Each
# line is hoyle sim's P1 row: wins, share and its 95% Wilson interval.
#
# usage: bench/rule-of-thumb.sh HOYLE [GAMES]   (from the source directory;
# GAMES default 300; runs under nice -n 19 with -j 2, prints CPU time)
set -u
hoyle=${1:?usage: $0 HOYLE [GAMES]} n=${2:-300}
row() {
  game=$1 agents=$2 def=$3
  echo "== $game, -a $agents $def, -n $n"
  ( time -p nice -n 19 "$hoyle" sim "games/$game.hoyle" -a "$agents" $def -n "$n" -j 2 ) 2>&1 |
    grep -E '^  P1 +[0-9]+ +[0-9.]+%|^(user|sys) '
}
c8=exec:python3\ bench/structured-bot.py
hd=exec:python3\ bench/hearts-duck.py
row crazy-eights "ismcts,$c8" ""
row crazy-eights "$c8" ""
row hearts "ismcts,$hd" "-D target=1"
row hearts "$hd" "-D target=1"
