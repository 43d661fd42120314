# fmt: off
value = "global"


class Holder:
    value = "class"
    items = [value for _ in range(2)]

    def read(self):
        return value


class Base:
    def greet(self, name):
        return "hi " + name


class Child(Base):
    def greet(self, name):
        return super().greet(name).upper()


print(Holder().read(), Holder.items, Holder.value, Child().greet("bob"))
# output
b = 'global'

class a:
    value = 'class'
    items = [b for _ in range(2)]

    def read(a):
        return b

class c:

    def greet(b, a):
        return 'hi ' + a

class d(c):

    def greet(b, a):
        return super().greet(a).upper()
print(a().read(), a.items, a.value, d().greet('bob'))
