-- tests/unit/outlook.lua: the outlook of tests/unit/outlook.hoyle: the
-- more cards player p holds, the better.
function outlook(p)
  return hoyle.count(hoyle.zone("hand", p))
end
