from game import levels

for name in levels.level_names():
    grid = levels.load(name)
    walls = sum(row.count("#") for row in grid)
    print(name, f"{len(grid[0])}x{len(grid)}", walls, "walls")
    print("\n".join(grid))
