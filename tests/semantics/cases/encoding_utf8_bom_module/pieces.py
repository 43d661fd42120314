"""Chess symbols (this file starts with a UTF-8 byte order mark)."""
SYMBOLS = {"K": "♔", "N": "♘", "n": "♞"}


def name_of(symbol):
    for name, value in SYMBOLS.items():
        if value == symbol:
            return name
    return "?"
