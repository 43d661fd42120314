from toolkit import *  # noqa: F403

print(helper(2))  # noqa: F405
print("geometry was imported by the star import:", geometry.area(3, 4))  # noqa: F405
print(VERSION)  # noqa: F405
