import typing

from shop.models import Customer, Line, Order


def from_dict(cls, data):
    hints = typing.get_type_hints(cls)
    return cls(**{name: hints[name](value) for name, value in data.items()})


print(Order.__annotations__)
for name, hint in typing.get_type_hints(Order).items():
    print(name, hint)
print(typing.get_type_hints(Order.add))
line = from_dict(Line, {"sku": "A-1", "qty": "3"})
print(Order(Customer("ann")).add(line))
