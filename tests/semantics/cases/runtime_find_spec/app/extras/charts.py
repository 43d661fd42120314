def plot(values):
    return "\n".join("#" * v for v in values)
