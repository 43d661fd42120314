# fmt: off
import enum


class Colour(enum.Enum):
    RED = 1
    GREEN = 2


class Meta(type):
    def __new__(meta, name, bases, namespace):
        print(sorted(key for key in namespace if not key.startswith("_")))
        return super().__new__(meta, name, bases, namespace)


class Registered(metaclass=Meta):
    weight = 3

    def heavier(self):
        return self.weight + 1


class Bag:
    def append(self, item):
        return "bag " + item

    def __len__(self):
        return 1


print(Colour.RED, Registered().heavier(), Bag().append("x"), len(Bag()))
print(getattr(Bag(), "append")("y"), "{0.weight}".format(Registered()))
