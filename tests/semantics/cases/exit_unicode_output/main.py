pieces = "♔♕♖♗♘♙♚♛♜♝♞♟"
print(pieces, len(pieces))
print("Grüße aus Köln, ½ + ¼ = ¾")
print("日本語のテキスト", "中文", "한국어")
print("emoji: 🤖 ♟️ 🏆", len("🤖"), len("♟️"))
print("combining: e\u0301 vs é", len("e\u0301"), len("é"))
print(ascii("naïve ♞"), repr("tab\tnl\n"))
print("right-to-left: שלום مرحبا")
print("\u2028 line separator and \u00a0 nbsp")
board = [["·"] * 4 for _ in range(2)]
board[0][1] = "♞"
print("\n".join("".join(row) for row in board))
print("sorted:", sorted(["é", "e", "z", "a", "É"]))
print("upper:", "straße".upper(), "casefold:", "Straße".casefold())
