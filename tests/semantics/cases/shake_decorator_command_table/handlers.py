from commands import command

_board = {}


@command("place", "p")
def _place(cell, piece):
    _board[cell] = piece
    return f"placed {piece} on {cell}"


@command("show")
def _show():
    return " ".join(f"{c}={p}" for c, p in sorted(_board.items())) or "(empty)"


@command("clear")
def _clear(*cells):
    for cell in cells or list(_board):
        _board.pop(cell, None)
    return f"{len(_board)} left"
