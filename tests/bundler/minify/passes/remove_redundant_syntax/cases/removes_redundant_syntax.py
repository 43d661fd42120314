# fmt: off
class Old(object):
    def check(self, value):
        if value is None:
            return None
        if value < 0:
            raise ValueError()
        print(value)
        return


def nothing():
    return None


print(Old().check(1), nothing(), Old.__bases__)
# output
class Old:

    def check(self, value):
        if value is None:
            return
        if value < 0:
            raise ValueError
        print(value)

def nothing():
    pass
print(Old().check(1), nothing(), Old.__bases__)
