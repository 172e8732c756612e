-- games/gin-rummy.lua: the meld search of Gin Rummy (games/gin-rummy.hoyle;
-- the hook API is hoyle-lua(3)).  A hand is split into melds so that its
-- deadwood, the value of the cards left over, is the least it can be.
-- Hooks keep no state: results go into the script's variables.
--
-- Every definition is a global function and the top level builds no table
-- and keeps no local, so the file is run once and its definitions serve
-- every call (hoyle-lua(3), "Keeping no state"); a local or a table here
-- would make each call of the hook of every turn run the whole file again.
-- The script calls only deadwood and lay_down.

-- The place of card c's rank, A low: 1 to 13.
function place(c)
  local name = hoyle.rank(c)
  return name == "A" and 1 or name == "J" and 11 or name == "Q" and 12
    or name == "K" and 13 or tonumber(name)
end

-- The count of a card of place r: its place, and 10 for a picture.
function count_of(r)
  return r < 10 and r or 10
end

function card(c)
  local r = place(c)
  return { id = c, r = r, s = hoyle.suit(c), v = count_of(r) }
end

function hand_of(p)
  local h = {}
  for i, c in ipairs(hoyle.cards(hoyle.zone("hand", p))) do h[i] = card(c) end
  table.sort(h, function(a, b) return a.s < b.s or (a.s == b.s and a.r < b.r) end)
  return h
end

-- Every meld in hand h, as a list of indexes into h: sets of three or four
-- of a rank, runs of three or more in a suit (the ace low only).
function melds(h)
  local out = {}
  local by_rank = {}
  for i, c in ipairs(h) do
    by_rank[c.r] = by_rank[c.r] or {}
    table.insert(by_rank[c.r], i)
  end
  for _, g in pairs(by_rank) do
    if #g == 4 then
      out[#out + 1] = g
      for skip = 1, 4 do
        local m = {}
        for j = 1, 4 do if j ~= skip then m[#m + 1] = g[j] end end
        out[#out + 1] = m
      end
    elseif #g == 3 then
      out[#out + 1] = g
    end
  end
  for i = 1, #h do                  -- h is sorted by suit, then rank
    local j = i
    while j < #h and h[j + 1].s == h[i].s and h[j + 1].r == h[j].r + 1 do
      j = j + 1
      if j - i >= 2 then
        local m = {}
        for k = i, j do m[#m + 1] = k end
        out[#out + 1] = m
      end
    end
  end
  return out
end

-- Lays cards off onto the melds ms (lists of cards) while one fits; gives
-- back the value of the cards that stay deadwood.  A card that could
-- extend a run goes there: a set of three can take only that one card.
function lay_off(left, ms)
  local placed, moved = {}, true
  while moved do
    moved = false
    for i, c in ipairs(left) do
      if not placed[i] then
        for _, m in ipairs(ms) do
          local run = m[1].r ~= m[2].r
          local lo, hi = m[1].r, m[#m].r
          if run and c.s == m[1].s and (c.r == lo - 1 or c.r == hi + 1) then
            if c.r == lo - 1 then table.insert(m, 1, c) else m[#m + 1] = c end
            placed[i], moved = true, true
            break
          end
        end
      end
    end
  end
  for i, c in ipairs(left) do
    if not placed[i] then
      for _, m in ipairs(ms) do
        if m[1].r == m[2].r and #m < 4 and c.r == m[1].r then
          m[#m + 1] = c
          placed[i] = true
          break
        end
      end
    end
  end
  local dw = 0
  for i, c in ipairs(left) do if not placed[i] then dw = dw + c.v end end
  return dw
end

function copy(ms)
  local out = {}
  for i, m in ipairs(ms) do out[i] = table.move(m, 1, #m, 1, {}) end
  return out
end

-- Calls visit(used, chosen) once for each split of h into melds: used[i]
-- marks the cards in melds and chosen lists the melds (lists of indexes
-- into h).  Each card, lowest first, either stays deadwood or starts a
-- meld of cards not yet taken, so every split is visited once.
function splits(h, visit)
  local all = melds(h)
  local used, chosen = {}, {}
  local function walk(from)
    local first = nil
    for i = from, #h do if not used[i] then first = i break end end
    if not first then return visit(used, chosen) end
    walk(first + 1)
    for _, m in ipairs(all) do
      local fits = m[1] == first
      for _, i in ipairs(m) do fits = fits and not used[i] end
      if fits then
        for _, i in ipairs(m) do used[i] = true end
        chosen[#chosen + 1] = m
        walk(first + 1)
        chosen[#chosen] = nil
        for _, i in ipairs(m) do used[i] = false end
      end
    end
  end
  walk(1)
end

-- The least deadwood of player p's hand, with no melds to lay off onto:
-- the hook of every turn, so it reads the hand in one call (hoyle.faces),
-- finds its melds on bit masks, and builds tables only when there are
-- melds.  Card (rank r, suit s) is bit 16 * (s - 1) + r.
function least_deadwood(p)
  local _, ranks, suits = hoyle.faces(hoyle.zone("hand", p))
  local hand, total = 0, 0
  for i = 1, #ranks do
    local r = ranks[i]
    hand = hand | 1 << (16 * suits[i] - 16 + r)
    total = total + (r < 10 and r or 10)
  end
  local c, d, h, s = hand & 0xFFFF, hand >> 16 & 0xFFFF, hand >> 32 & 0xFFFF, hand >> 48
  local threes = (c & d & (h | s)) | (h & s & (c | d))   -- ranks held in three suits or four
  local starts = hand & (hand >> 1) & (hand >> 2)        -- cards that start three in a row
  if threes == 0 and starts == 0 then return total end
  local ms, vs, nms, inmelds = {}, {}, 0, 0               -- the melds, their values
  for lane = 0, 48, 16 do                   -- runs: three or more in a row
    if starts >> lane & 0x3FFE ~= 0 then
      for lo = 1, 11 do
        if starts >> (lane + lo) & 1 ~= 0 then
          local v, m = 0, 0
          for r = lo, 13 do
            local b = 1 << (lane + r)
            if hand & b == 0 then break end
            v, m = v + (r < 10 and r or 10), m | b
            if r - lo >= 2 then nms = nms + 1; ms[nms], vs[nms] = m, v end
          end
        end
      end
    end
  end
  for r = 1, threes ~= 0 and 13 or 0 do     -- sets: three or four of a rank
    if threes >> r & 1 ~= 0 then
      local m, v = hand & (0x1000100010001 << r), r < 10 and r or 10
      if m == 0x1000100010001 << r then
        nms = nms + 1; ms[nms], vs[nms] = m, 4 * v
        for lane = 0, 48, 16 do
          nms = nms + 1; ms[nms], vs[nms] = m & ~(1 << (lane + r)), 3 * v
        end
      else
        nms = nms + 1; ms[nms], vs[nms] = m, 3 * v
      end
    end
  end
  for k = 1, nms do inmelds = inmelds | ms[k] end
  local most = 0                            -- the most value in melds
  local function walk(rest, got)
    if rest == 0 then
      if got > most then most = got end
      return
    end
    local low = rest & -rest                -- stays deadwood, or starts a meld
    walk(rest & ~low, got)
    for k = 1, nms do
      local m = ms[k]
      if m & low ~= 0 and m & rest == m then walk(rest & ~m, got + vs[k]) end
    end
  end
  walk(inmelds, 0)                          -- a card in no meld is deadwood
  return total - most
end

-- The split of h with the least deadwood, after laying off onto onto (a
-- list of melds, or nil): the deadwood and the melds, lists of cards.
function best(h, onto)
  local best_dw, best_ms = math.huge, {}
  splits(h, function(used, chosen)
    local left = {}
    for i, c in ipairs(h) do if not used[i] then left[#left + 1] = c end end
    local dw = onto and lay_off(left, copy(onto)) or lay_off(left, {})
    if dw < best_dw then
      best_dw, best_ms = dw, {}
      for k, m in ipairs(chosen) do
        best_ms[k] = {}
        for _, i in ipairs(m) do table.insert(best_ms[k], h[i]) end
      end
    end
  end)
  return best_dw, best_ms
end

function names(ms)
  local out = {}
  for k, m in ipairs(ms) do
    local t = {}
    for _, c in ipairs(m) do t[#t + 1] = hoyle.name(c.id) end
    out[k] = table.concat(t, " ")
  end
  return #out > 0 and table.concat(out, ", ") or "none"
end

-- The deadwood of player p's hand, into the variable dw.
function deadwood(p)
  hoyle.set("dw", least_deadwood(p))
end

-- Knocker k lays down; defender d melds and, unless k went gin, lays off.
-- Both hands are shown; the deadwood goes into kdw and ddw.
function lay_down(k, d, gin)
  for _, p in ipairs({ k, d }) do
    for _, c in ipairs(hoyle.cards(hoyle.zone("hand", p))) do hoyle.show(c) end
  end
  local kdw, kms = best(hand_of(k), nil)
  local ddw, dms = best(hand_of(d), (not gin) and kms or nil)
  hoyle.say(("P%d melds %s: %d deadwood"):format(k, names(kms), kdw))
  hoyle.say(("P%d melds %s: %d deadwood%s"):format(d, names(dms), ddw,
    gin and "" or " after laying off"))
  hoyle.set("kdw", kdw)
  hoyle.set("ddw", ddw)
end

-- How player p's deal is going, for a search that stops its play-outs
-- short (hoyle-lua(3), "outlook"): the less deadwood, the better.
function outlook(p)
  return -least_deadwood(p)
end
