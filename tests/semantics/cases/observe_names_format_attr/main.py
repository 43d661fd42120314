import operator

from models import Entity, Monster, Player, spawn_monster, spawn_player

world = [spawn_player(1), spawn_monster(7), Entity(0)]
print(world)
for thing in world:
    print("{0.__class__.__name__} at {0.ident}".format(thing))
spawners = sorted([spawn_player, spawn_monster], key=operator.attrgetter("__name__"))
print([getattr(f, "__qualname__") for f in spawners])
by_kind = {"{.__name__}".format(cls).lower(): cls for cls in (Player, Monster)}
print(sorted(by_kind), by_kind["monster"](3))
