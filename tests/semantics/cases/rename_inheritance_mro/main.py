from mixins import Logged, Timed


class Base:
    def setup(self, trail):
        trail.append("base")
        return trail

    def name(self):
        return "base"


class Engine(Logged, Timed, Base):
    def setup(self, trail):
        trail.append("engine")
        return super().setup(trail)


class Turbo(Engine):
    def setup(self, trail):
        trail.append("turbo")
        return super().setup(trail)

    def name(self):
        return "turbo+" + super().name()


print(Turbo().setup([]))
print(len(Turbo.__mro__), Turbo().name())
print(isinstance(Turbo(), Timed), issubclass(Engine, Logged))
print([cls.tag for cls in Turbo.__mro__ if hasattr(cls, "tag") and "tag" in vars(cls)])
