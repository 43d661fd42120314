# fmt: off
class Base:
    def show(self):
        return "base"


class Child(Base):
    def show(self):
        return super().show() + super().show() + super().show() + super().show()

    def names(self):
        first = 1
        return sorted(locals()) + sorted(locals()) + sorted(locals()) + sorted(locals())


print(Child().show(), Child().names())
# output
_hoisted_0 = sorted

class Base:

    def show(self):
        return 'base'

class Child(Base):

    def show(self):
        return super().show() + super().show() + super().show() + super().show()

    def names(self):
        first = 1
        return _hoisted_0(locals()) + _hoisted_0(locals()) + _hoisted_0(locals()) + _hoisted_0(locals())
print(Child().show(), Child().names())
