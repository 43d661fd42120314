class Counter:
    def __init__(self):
        self.__count = 0
        self._visible = "single underscore"

    def bump(self):
        self.__count += 1
        return self.__count

    def __secret(self):
        return "secret method"

    def reveal(self):
        return self.__secret()


class Special(Counter):
    def __init__(self):
        super().__init__()
        self.__count = 100  # a different attribute: _Special__count

    def both(self):
        return self.__count, self._Counter__count


c = Counter()
c.bump()
c.bump()
print(c._Counter__count, c.reveal(), getattr(c, "_Counter__count"))
print(sorted(vars(c)))
s = Special()
s.bump()
print(s.both(), sorted(vars(s)))
print(hasattr(c, "__count"), hasattr(c, "_Counter__secret"))
