class GameError(Exception):
    pass


class IllegalMove(GameError):
    pass


def parse_move(text):
    if text[0] not in "abcdefgh":
        raise IllegalMove(f"no file {text[0]!r}")
    return (ord(text[0]) - 97, int(text[1]) - 1)
