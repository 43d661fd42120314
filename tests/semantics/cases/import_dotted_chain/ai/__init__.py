NAME = "ai"
print("ai init")
