FILES = "abcdefgh"


def parse_square(text):
    assert len(text) == 2, f"a square has 2 characters: {text!r}"
    file, rank = text
    assert file in FILES, f"bad file {file!r}"
    assert rank.isdigit() and 1 <= int(rank) <= 8, f"bad rank {rank!r}"
    return FILES.index(file), int(rank) - 1


def parse_move(text):
    assert len(text) in (4, 5), "a move is 4 or 5 characters"
    return parse_square(text[:2]), parse_square(text[2:4])
