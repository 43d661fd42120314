-- 2D vectors
local Vector = {}
Vector.__index = Vector

function Vector.new(x, y)
  return setmetatable({x = x or 0, y = y or 0}, Vector)
end

function Vector.__add(a, b) return Vector.new(a.x + b.x, a.y + b.y) end

local v = Vector.new(1, 2) + Vector.new(3, 4)
print(("v = (%d, %d)"):format(v.x, v.y), #"len", [[long
string]])
