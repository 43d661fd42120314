score = 3.14159
name = "knight"
counts = {"wins": 7, "losses": 2}
width, precision = 10, 3
moves = ["e4", "e5"]


class Pos:
    def __init__(self):
        self.x, self.y = 4, 7


pos = Pos()
print(f"{score=}")
print(f"{score = :.2f}")
print(f"{name=!r} {name!s:>10}|")
print(f"{counts['wins']=} {counts['losses']:03d}")
print(f"{pos.x=}, {pos.y * 2=}")
print(f"{score:{width}.{precision}f}|")
print(f"{len(moves)=} {' '.join(moves)!r}")
print(f"{'nested' + ' quotes'!r:^20}")
print(f"{12345678:,} {255:#x} {255:08b} {0.25:%} {1e-7:g}")
print(f"{{literal braces}} {name.upper()}")
print(f"""{name + "'s" =}""")
total = 17
print(f"{total // 5=}, {total % 5 = }")
