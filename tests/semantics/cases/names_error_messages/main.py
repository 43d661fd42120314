class Board:
    def place(self, piece, square):
        return f"{piece}@{square}"


def greet(name, greeting="hello"):
    return f"{greeting} {name}"


def attempt(call):
    try:
        return call()
    except (TypeError, AttributeError) as error:
        return f"error: {error}"


board = Board()
print(attempt(lambda: greet()))
print(attempt(lambda: greet("x", salutation="hi")))
print(attempt(lambda: board.place("N")))
print(attempt(lambda: board.castle()))
print(attempt(lambda: Board.place(board, "Q", "d1", "extra")))
