try:
    from fast_solver import solve, NAME
except ImportError as error:
    print("fast solver unavailable:", error.name)
    from slow_solver import solve, NAME

print("using", NAME)
print(solve([5, 3, 8, 1]))
