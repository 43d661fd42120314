ORIGIN = (0, 0)
LABEL = "no move!"
RATIO = 0.125
BIG = 10**20
