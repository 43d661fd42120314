WIDTH = 7
HEIGHT = 9
NAMES = ("north", "south")


def area(w, h):
    return w * h


exec("print('area', area(WIDTH, HEIGHT))")
print(eval("NAMES[1].upper()"))
exec("WIDTH = WIDTH + 1")
print(eval("WIDTH"))
