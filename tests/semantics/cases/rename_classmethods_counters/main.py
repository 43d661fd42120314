class Unit:
    created = 0
    registry = []

    def __init__(self, name, hp):
        self.name = name
        self.hp = hp
        Unit.created += 1
        type(self).registry.append(name)

    @classmethod
    def from_text(cls, text):
        name, hp = text.split(":")
        return cls(name, int(hp))

    @staticmethod
    def parse_many(text):
        return [Unit.from_text(part) for part in text.split(",")]

    def __repr__(self):
        return f"<{self.name} {self.hp}>"


class Tank(Unit):
    registry = []

    def __init__(self, name, hp):
        super().__init__(name, hp * 2)
        self.created = "instance attribute"


units = Unit.parse_many("scout:10,archer:14")
tank = Tank.from_text("heavy:50")
print(units, tank)
print(Unit.created, Tank.created, tank.created)
print(Unit.registry, Tank.registry)
