from pieces import Piece

import pieces_std  # noqa: F401

print("registered:", sorted(Piece.registry))
for symbol in "KNQX":
    cls = Piece.registry.get(symbol)
    print(symbol, "->", cls.value if cls else "no such piece", cls.moves() if cls else "")
