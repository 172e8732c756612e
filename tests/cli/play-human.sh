# hoyle play: the human seat sees its hand and numbered options, other hands
# only as counts, is asked again after a bad answer, and 'q' leaves (exit 0).
out=$(printf 'x\n1\nq\n' | LC_ALL=C "$HOYLE" play -s 4 "$SRCDIR/games/crazy-eights.hoyle" 2>&1)
status=$?
[ "$status" -eq 0 ] || { echo "exit status $status"; exit 1; }
for want in "seed 4 (hoyle play -s 4 plays this game again)" "P1, your options:" "  1) play " \
            "hand of P1 (yours): " "hand: P2 7, P3 7, P4 7 cards" \
            "'x' is not an option here." "you left the game"; do
  case $out in *"$want"*) ;; *) echo "missing: $want"; echo "$out"; exit 1 ;; esac
done
if printf '%s\n' "$out" | grep -E '^  hand of P[234]: .*[0-9JQKA][CDHS]' >/dev/null; then
  echo "another player's cards are shown"; exit 1
fi
