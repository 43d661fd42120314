from dataclasses import fields

from game.units import Archer, Unit

a = Unit("knight", 12, 3, team="blue")
b = Archer("elf", boost=1, reach=7)
print(a)
print(b)
print([f.name for f in fields(Archer)])
print([f.name for f in fields(Unit) if f.kw_only])
print(Unit.count, Archer.kind)
try:
    Unit("x", 1, 2, "green")
except TypeError as error:
    print("TypeError:", error)
