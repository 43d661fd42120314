class Entity:
    def __init__(self, ident):
        self.ident = ident

    def __repr__(self):
        return "{self.__class__.__qualname__}#{self.ident}".format(self=self)


class Player(Entity):
    pass


class Monster(Entity):
    pass


def spawn_player(ident):
    return Player(ident)


def spawn_monster(ident):
    return Monster(ident)
