DEFAULT_DEPTH = 4
print("ai.search init")
