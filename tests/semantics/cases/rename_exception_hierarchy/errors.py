class GameError(Exception):
    pass


class IllegalMove(GameError, ValueError):
    def __init__(self, message, square):
        super().__init__(message)
        self.square = square


class OutOfTime(GameError):
    pass


def check_move(move):
    if move == "timeout":
        raise OutOfTime("flag fell", 0.0)
    if move[0] not in "abcdefgh" or not move[1:].isdigit() or not 1 <= int(move[1:]) <= 8:
        raise IllegalMove(f"no such square {move!r}", move)
