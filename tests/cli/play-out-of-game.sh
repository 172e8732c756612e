# hoyle play: a player out of the game is told in the transcript and listed in
# the view (Ninety-Nine: P2 pays its only chip in the first deal).
out=$(yes 1 | head -50 | "$HOYLE" play -s 3 -p 3 -a random -D stake=1 "$SRCDIR/games/ninety-nine.hoyle" 2>&1)
for want in "P2 is out of the game" "  out of the game: P2"; do
  case $out in *"$want"*) ;; *) echo "missing: $want"; echo "$out"; exit 1 ;; esac
done
