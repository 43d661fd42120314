V = str
def f(x: "V"):
    pass
