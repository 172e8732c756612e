-- tests/lua/hooks.lua: the hooks of tests/lua/hooks.hoyle.

-- Each player's hand goes `steps` seats on in the direction of play.
function pass_hands(steps)
  hoyle.rotate("hand", steps)
  hoyle.set("passes", hoyle.get("passes") + 1)
end

-- Players a and b trade hands.
function trade(a, b)
  hoyle.swap(hoyle.zone("hand", a), hoyle.zone("hand", b))
end

-- The card of a's hand worth the fewest points goes to b's hand.
function give_lowest(a, b)
  local low
  for _, c in ipairs(hoyle.cards(hoyle.zone("hand", a))) do
    if not low or hoyle.points(c) < hoyle.points(low) then
      low = c
    end
  end
  if low then
    hoyle.move(low, hoyle.zone("hand", b))
    hoyle.say(("P%d gives P%d a card"):format(a, b))
  end
end

-- The hearts in p's hand, into the variable hearts of p.
function count_hearts(p)
  local n = 0
  for _, c in ipairs(hoyle.cards(hoyle.zone("hand", p))) do
    if hoyle.suit(c) == "hearts" then n = n + 1 end
  end
  hoyle.set("hearts", p, n)
end

-- Card c, its suit and rank, and the player two seats on, into variables.
function mark(c)
  hoyle.set("marked", c)
  hoyle.set("named", hoyle.suit(c))
  hoyle.set("ranked", hoyle.rank(c))
  hoyle.set("who", hoyle.next(hoyle.current(), 2))
end

-- Play goes the other way.
function turn_back()
  hoyle.reverse()
end

-- Every card of a's hand goes to b's, one by one.
function give_all(a, b)
  for _, c in ipairs(hoyle.cards(hoyle.zone("hand", a))) do
    hoyle.move(c, hoyle.zone("hand", b))
  end
end

-- A roll of an n-sided die from the game's generator, into rolled.
function roll(n)
  hoyle.set("rolled", hoyle.random(n))
end

-- Player p looks at the top card of the stock.
function peek(p)
  hoyle.show(hoyle.top("stock"), p)
end

-- Checks that the hoyle table's answers agree with one another, shuffles the
-- stock, and leaves some answers in variables for the scenario to check.
function survey()
  local n, playing, me = hoyle.players(), 0, hoyle.current()
  local rank_names = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" }
  local suit_names = { "clubs", "diamonds", "hearts", "spades" }
  for p = 1, n do
    if hoyle.in_play(p) then playing = playing + 1 end
  end
  assert(hoyle.in_play(me) and hoyle.next(me, playing) == me)
  assert(hoyle.next(hoyle.next(me), -1) == me and hoyle.next(me, 0) == me)
  for p = 1, n do
    local hand = hoyle.zone("hand", p)
    local cards = hoyle.cards(hand)
    assert(#cards == hoyle.count(hand) and cards[#cards] == hoyle.top(hand))
    local faces, ranks, suits = hoyle.faces(hand)
    assert(#faces == #cards and #ranks == #cards and #suits == #cards)
    for i, c in ipairs(cards) do
      assert(faces[i] == c and rank_names[ranks[i]] == hoyle.rank(c)
        and suit_names[suits[i]] == hoyle.suit(c))
    end
    assert(hoyle.zone("hand", p) == hand and hoyle.count("hand of P" .. p) == #cards)
    for _, c in ipairs(cards) do
      assert(hoyle.where(c) == hand and hoyle.knows(p, c))
      local suit = hoyle.suit(c)
      assert(hoyle.name(c) == hoyle.rank(c) .. suit:sub(1, 1):upper())
    end
  end
  assert(not pcall(hoyle.count, "hand of P" .. (n + 1)))
  local before = hoyle.count("stock")
  hoyle.shuffle("stock")
  assert(hoyle.count("stock") == before and hoyle.get("passes") >= 0)
  hoyle.set("who", hoyle.dealer())
  hoyle.set("rolled", before)
  hoyle.set("hearts", hoyle.current(), hoyle.points(hoyle.top("discard")))
end
