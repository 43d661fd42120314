class Grid:
	def __init__(self, rows, cols):
		self.rows = rows
		self.cols = cols
		self.cells = [[0] * cols for _ in range(rows)]

	def fill(self, function):
		for r in range(self.rows):
			for c in range(self.cols):
				if (r + c) % 2 == 0:
					self.cells[r][c] = function(r, c)
				else:
					self.cells[r][c] = -function(r, c)

	def render(self):
		return "\n".join("	".join(str(v) for v in row) for row in self.cells)

	def row_sums(self):
		return [sum(row) for row in self.cells]
