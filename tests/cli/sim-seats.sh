# sim's first to move, first to decide and the test of equal seats, on
# games whose outcome is known by hand.
# - Forced: P1's first turn has one option; then P2 chooses and loses alone.
#   The first to move (P1) wins all 40 games (two winners of three a game:
#   fair share 66.7%); the first with a real choice (P2) wins none.
# - Winner: P1 wins on its first turn.  With 6 games the expected count is
#   2 a seat, below 5: p is exact, the chance all 6 fall to one seat of 3,
#   3 / 3^6 = 0.00411523.  With 60 games the chi-square law: chi2 = 120 on
#   2 df, p = exp(-60) = 8.75651e-27.  With 8 seats and 20 games there are
#   888,030 ways to share the games out: 20,000 draws, none as far from
#   equal as all 20 to P1, p = 1 / 20,001.
# - The headline names the seat that stands out, the test and the length.
# - With two teams of two, where P1's team wins all 10 games, the test is of
#   the teams: 5 expected each, chi2 = 10 on 1 df, p = erfc(sqrt 5) =
#   0.0015654.
. "$SRCDIR/tests/cli/common"
cd "$tmp" || exit 1
cat >forced.hoyle <<'END'
game "Forced" { players 3..3 }
zone stock : pile
var turn_no = 0
setup { shuffle stock }
turn {
  turn_no += 1
  if turn_no == 1 {
    choose { "wait" { } }
  } else {
    choose { "stay" { } "go" { } }
    lose(current)
  }
}
END
try sim forced.hoyle -n 40
want_status 0
out_has "  first to play won 100.0% of 40 won games (fair share 66.7%): advantage +33.3 points"
out_has "  first with a real choice won 0.0% of 40 won games (fair share 66.7%): advantage -66.7 points"
try sim forced.hoyle -n 40 --json
out_has '"first_player":{"won":40,"of":40,"winners":80,"spread":80,'
out_has '"first_decider":{"won":0,"of":40,"winners":80,"spread":80,'
cat >winner.hoyle <<'END'
game "Winner" { players 3..8 }
zone stock : pile
setup { shuffle stock }
turn {
  choose { "stay" { } "go" { } }
  win current
}
END
try sim winner.hoyle -p 3 -n 6 --json
out_has '"seats_equal":{"units":3,"games":6,"counts":[6,0,0],"chi2":12.0000,"df":2,"p_value":0.00411523,"method":"exact"},'
out_has '"headline":"P1 wins 100.0% [61.0, 100.0], 66.7 points over the fair share; seats differ (p = 0.0041); games last 1.0 turns [0.6, 1.4].",'
try sim winner.hoyle -p 3 -n 60
out_has "  P1 wins 100.0% [94.0, 100.0], 66.7 points over the fair share; seats differ (p = 8.8e-27); games last 1.0 turns [0.9, 1.1]."
out_has "  all seats equal? over the 60 games one seat won alone: P1 60 P2 0 P3 0; chi-square 120.00, 2 df, p = 8.76e-27 (chi-square law): the seats differ"
try sim winner.hoyle -p 3 -n 60 --json
out_has '"chi2":120.0000,"df":2,"p_value":8.75651e-27,"method":"chi-square"},'
try sim winner.hoyle -p 3 -n 60 --report page.html
want_status 0
grep -qF '<p id="headline"><b>P1 wins 100.0% [94.0, 100.0], 66.7 points over the fair share; seats differ (p = 8.8e-27)' page.html ||
  fail "the page lacks the headline"
grep -qF 'all seats equal? over the 60 games one seat won alone: P1 60 P2 0 P3 0; chi-square 120.00' page.html ||
  fail "the page lacks the test of equal seats"
sed 's/players 3..8/players 4..4 teams 2/' winner.hoyle >teams.hoyle
try sim teams.hoyle -n 10 --json
out_has '"seats_equal":{"units":2,"games":10,"counts":[10,0],"chi2":10.0000,"df":1,"p_value":0.0015654,"method":"chi-square"},'
out_has '"headline":"Team 1 wins 100.0% [72.2, 100.0], 50.0 points over the fair share; teams differ (p = 0.0016);'
try sim winner.hoyle -p 8 -n 20 --json
out_has '"counts":[20,0,0,0,0,0,0,0],"chi2":140.0000,"df":7,"p_value":4.99975e-05,"method":"Monte Carlo"},'
exit 0
