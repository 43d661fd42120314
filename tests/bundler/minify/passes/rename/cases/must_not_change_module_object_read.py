# fmt: off
import __main__
COLOR = "blue"
def shout():
    return COLOR.upper()
print(__main__.COLOR, getattr(__main__, "shout")())
