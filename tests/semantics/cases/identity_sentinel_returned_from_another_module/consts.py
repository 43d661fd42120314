PASS = (-1, -1)
