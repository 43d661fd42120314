import colorsys
import importlib

print(colorsys.VERSION)
print(colorsys.rgb_to_hsv(1, 2, 3))
again = importlib.import_module("colorsys")
print(again is colorsys, again.VERSION)
