# fmt: off
# options: pretty
def nothing():
    pass


print(nothing())
