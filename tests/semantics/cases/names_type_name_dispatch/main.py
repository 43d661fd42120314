from messages import Chat, Move, Resign


class Ping:
    pass


def on_Move(msg):
    return f"move {msg.uci}"


def on_Chat(msg):
    return f"chat {msg.text!r}"


HANDLERS = {"Move": on_Move, "Chat": on_Chat}

for msg in (Move("e2e4"), Chat("hi"), Resign(), Ping()):
    kind = type(msg).__name__
    handler = HANDLERS.get(kind)
    print(f"{kind:>7}: {handler(msg) if handler else 'no handler'}")
print([cls.__name__ for cls in Resign.__mro__])
print(Move.__qualname__, Move.Kind.__qualname__, type(Move.Kind.FAST).__name__)
