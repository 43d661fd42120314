from search import alphabeta, iterative, search

print(search(position="start"))
print(search(position="mid", depth=4, alpha=-5))
print(iterative("end", max_depth=3))
settings = {"position": "custom", "depth": 1, "beta": 50}
print(alphabeta(**settings))
print(alphabeta(**{"position": "raw", "alpha": 0, "beta": 1, "depth": 0}))
