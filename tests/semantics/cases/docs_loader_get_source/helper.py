def compute(value):
    result = value * 2
    return result
