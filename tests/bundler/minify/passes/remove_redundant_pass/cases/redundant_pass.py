# fmt: off
def nothing():
    pass


class Marker(Exception):
    pass


for item in range(2):
    pass
    print(item)
print(nothing(), Marker)
# output
def nothing():
    0

class Marker(Exception):
    0
for item in range(2):
    print(item)
print(nothing(), Marker)
