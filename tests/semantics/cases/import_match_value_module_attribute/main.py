import limits
def classify(x):
    match x:
        case limits.LOW:
            return "low"
        case limits.HIGH:
            return "high"
        case _:
            return "other"
print(classify(1), classify(9), classify(5))
