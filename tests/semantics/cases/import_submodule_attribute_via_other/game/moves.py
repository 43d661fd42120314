def generate(n):
    return [f"m{i}" for i in range(n)]
