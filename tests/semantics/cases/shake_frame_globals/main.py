import sys

MARKER = "marker"
COUNT = 5


def lookup(name):
    return sys._getframe(1).f_globals.get(name, "<absent>")


def own():
    return 0


print(lookup("MARKER"), lookup("COUNT"), lookup("missing"))
print(own.__globals__["COUNT"], sorted(k for k in own.__globals__ if k.isupper()))
