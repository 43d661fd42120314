# fmt: off
def describe(first, second):
    joined = first + second
    return "{joined}!".format(**locals())


def names():
    return sorted(globals())


class Point:
    x = 0

    def move(self, step):
        self.x += step
        return getattr(self, "x")


print(describe("a", "b"), Point().move(2), "Point" in names())
