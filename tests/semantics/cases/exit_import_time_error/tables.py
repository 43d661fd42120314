SIZE = 8
print("tables: building")
OFFSETS = {(dx, dy): dx * SIZE + dy for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
print("tables: built", len(OFFSETS), "offsets")
LOOKUP = OFFSETS[(2, 2)]  # KeyError at import time
