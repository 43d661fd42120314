class Registering(type):
    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        symbol = namespace.get("symbol")
        if symbol:
            mcs.order.append(symbol)
            cls.registry[symbol] = cls
        return cls

    order = []


class Piece(metaclass=Registering):
    registry = {}
    symbol = None
    value = 0
    steps = ()

    @classmethod
    def moves(cls):
        return len(cls.steps)
