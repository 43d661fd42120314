# options: pretty
def nothing():
    pass


print(nothing())
