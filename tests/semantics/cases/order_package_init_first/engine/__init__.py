LOG = ["engine"]
print("engine/__init__ runs first")
