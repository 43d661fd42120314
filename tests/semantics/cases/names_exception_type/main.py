from errors import IllegalMove, parse_move


class Timeout(Exception):
    pass


def attempt(action):
    try:
        return action()
    except Exception as error:  # noqa: BLE001
        return f"{type(error).__name__}: {error}"


print(attempt(lambda: parse_move("z9")))
print(attempt(lambda: parse_move("e4")))
print(attempt(lambda: [][1]))
print(attempt(lambda: (_ for _ in ()).throw(Timeout("too slow"))))
print(repr(IllegalMove("bad")), repr(Timeout()))
print([cls.__name__ for cls in IllegalMove.__mro__[:3]])
