# fmt: off
def area(width, height):
    return width * height


def volume(width, height, depth):
    return area(width, height=height) * depth


print(volume(2, 3, 4))
# output
def a(a, height):
    return a * height

def b(b, height, c):
    return a(b, height=height) * c
print(b(2, 3, 4))
