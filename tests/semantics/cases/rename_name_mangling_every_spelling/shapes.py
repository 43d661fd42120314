"""Private names reach a class's mangled attributes through every way of spelling one:
a parameter, a nested class's name, a walrus target, a keyword, a default, a base."""


def tagged(**options):
    return lambda cls: (setattr(cls, "tags", sorted(options)), cls)[1]


class Registry:
    class __Entry:  # stored as _Registry__Entry
        size = 2

    def make(self, __width=3):  # a parameter named `_Registry__width`
        return __width * self.__Entry.size

    def scan(self, values):
        found = [__v for value in values if (__v := value * 2) > 4]
        return found, sorted(name for name in vars(type(self)) if "Entry" in name)

    def keyword(self, **options):
        return sorted(options)


class Outer:
    @tagged(__plain=1)  # a keyword spelled inside the class's code
    class Inner:
        pass

    def call(self):
        return Registry().keyword(__flag=True)
