def step(i):
    return 10 // (3 - i)  # ZeroDivisionError at i == 3, mid-line
