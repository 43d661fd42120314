from tabbed import Grid

grid = Grid(3, 4)
grid.fill(lambda r, c: (r * c) % 5)
print(grid.render())
print("row sums:", grid.row_sums())
print("tab inside a string:\tkept")
