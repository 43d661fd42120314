import alpha

print("beta: loading, sees alpha.READY =", alpha.READY)


def describe():
    return "beta built on " + alpha.describe()
