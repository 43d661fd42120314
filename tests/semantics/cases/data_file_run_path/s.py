OUT = 5
