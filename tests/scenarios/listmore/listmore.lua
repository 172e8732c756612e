-- listmore.lua: the hooks of listmore.hoyle.  tally(p): hooked becomes 100
-- times the ranks p asked plus the wild cards of p's hand, read through
-- hoyle.get; then p's asked list becomes A K and the first wild card of the
-- hand loses its mark, through hoyle.set.
function tally(p)
  local asked = hoyle.get("asked", p)
  local wild, first = 0, nil
  for _, c in ipairs(hoyle.cards("hand of P" .. p)) do
    if hoyle.get("wild", c) then
      wild = wild + 1
      first = first or c
    end
  end
  hoyle.set("hooked", #asked * 100 + wild)
  hoyle.set("asked", p, { "A", "K" })
  if first then hoyle.set("wild", first, false) end
end

-- overfill(p): p's asked list given 16 ranks, one more than a list holds.
function overfill(p)
  hoyle.set("asked", p, { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "3" })
end
