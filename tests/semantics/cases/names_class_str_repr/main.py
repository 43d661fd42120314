from units import Knight, Unit


class Bishop(Unit):
    pass


for unit in (Knight(3), Bishop(5)):
    print(unit)
print(Unit.describe_all([Knight(1), Bishop(2), Knight(3)]))
print(type(Knight(1)).__qualname__, Knight.__bases__[0].__name__)
print(f"{Bishop.__name__.lower()}s are long-range")
