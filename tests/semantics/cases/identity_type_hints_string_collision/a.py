V = int
