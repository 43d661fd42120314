from collections import Counter as c
from statistics import mean as r


def report():
    tally = c(["win", "loss", "win", "draw", "win"])
    return f"{tally['win']} wins, mean {r([1, 2, 6])}"
