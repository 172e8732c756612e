-- games/screw-your-neighbour.lua: the Lua hooks of Screw Your Neighbour
-- (games/screw-your-neighbour.hoyle; the hook API is hoyle-lua(3)).
-- Hooks keep no state: what must last goes into the script's variables.

-- Black Ace: every player in play passes their hand `steps` seats on in the
-- direction of play (two for a Match).  Safe cards lie in their own zone and
-- stay where they are.
function pass_hands(steps)
  hoyle.rotate("hand", steps)
  hoyle.say(("every hand goes %d seat%s on"):format(steps, steps == 1 and "" or "s"))
end

-- Players a and b trade hands (a Switch, a Red Ace); safe cards stay put.
function trade(a, b)
  hoyle.swap(hoyle.zone("hand", a), hoyle.zone("hand", b))
  hoyle.say(("P%d and P%d trade hands"):format(a, b))
end

-- Red Aces: the dealer deals from a portion of the deck taken by eye.  The
-- portion is the cards needed give or take up to `spread`, all equally likely;
-- when the cards left over (or missing) are 2 or fewer, the dealer's Red Aces
-- are active this deal.  The outcome goes into the variables leftover and
-- red_aces.
function cut(spread)
  if spread < 0 then error("option cut_spread must be 0 or more") end
  local left = hoyle.random(2 * spread + 1) - spread - 1
  hoyle.set("leftover", left)
  hoyle.set("red_aces", math.abs(left) <= 2)
end
